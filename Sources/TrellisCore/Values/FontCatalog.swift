/// The brand font faces a render was given (`trellis render --fonts DIR`; TrellisLayout's
/// `FontCatalog(directory:)` reads a folder), which `Font.custom(_:size:)` and design tokens name.
///
/// Carried by the environment so that resolution can map a PostScript name to its family and give
/// each text its face's line height, and handed to the layout engine and the emitters so that all
/// three pick the same face for a font. The faces are described by the files themselves (names,
/// weight, italic, vertical metrics), never by their file names.
public struct FontCatalog: Hashable, Sendable {
    /// One font file, as its `name`, `OS/2` and `hhea` tables describe it.
    public struct Face: Hashable, Sendable {
        /// The typographic family (name ID 16), else the family (name ID 1): "Liberation Sans".
        public var family: String
        /// Name ID 6: "LiberationSans-Bold".
        public var postScriptName: String
        /// OS/2 `usWeightClass`.
        public var weight: Font.Weight
        /// OS/2 `fsSelection`'s italic bit or `head.macStyle`'s (HarfBuzz's `ital` style value).
        public var isItalic: Bool
        /// The file's name in its folder; the copy in the site has the same name.
        public var fileName: String
        /// Where the file is read from. Never written into any output.
        public var path: String
        /// The vertical metrics HarfBuzz gives (hhea, or OS/2's typo values when USE_TYPO_METRICS
        /// is set), in design units; the descender is positive.
        public var unitsPerEm: Int
        /// The height above the baseline, in design units.
        public var ascender: Int
        /// The depth below the baseline, in design units, as a positive number.
        public var descender: Int
        /// The extra space between lines, in design units.
        public var lineGap: Int

        /// A face described by the given names and metrics; TrellisLayout's `FontCatalog(directory:)`
        /// reads them from the font files.
        public init(
            family: String, postScriptName: String, weight: Font.Weight, isItalic: Bool, fileName: String, path: String,
            unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int
        ) {
            self.family = family
            self.postScriptName = postScriptName
            self.weight = weight
            self.isItalic = isItalic
            self.fileName = fileName
            self.path = path
            self.unitsPerEm = unitsPerEm
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
        }

        /// The face's natural line height at `size`: ascender + descender + line gap, as Core Text
        /// gives a custom font's `lineHeight`, to 1/100 pt (what the pages write).
        public func lineHeight(at size: CGFloat) -> CGFloat {
            guard unitsPerEm > 0 else { return size }
            return (size * CGFloat(ascender + descender + lineGap) / CGFloat(unitsPerEm) * 100).rounded() / 100
        }
    }

    /// Sorted by file name, so every machine lists them, and so picks among equals, alike.
    public private(set) var faces: [Face]

    /// A catalog of `faces`, kept sorted by file name.
    public init(faces: [Face] = []) {
        self.faces = faces.sorted { $0.fileName < $1.fileName }
    }

    /// Whether the catalog has no faces, as when a render was given no font folder.
    public var isEmpty: Bool { faces.isEmpty }

    /// Every family, sorted, each once.
    public var families: [String] {
        Array(Set(faces.map(\.family))).sorted()
    }

    /// What `Font.custom` and a token may name: the families and the PostScript names.
    public var names: [String] {
        families + faces.map(\.postScriptName).sorted()
    }

    /// The family `name` means: a family name, else a PostScript name (as Apple's platforms match
    /// `Font.custom`), ignoring case; nil when no face has it.
    public func family(named name: String) -> String? {
        let wanted = name.lowercased()
        if let face = faces.first(where: { $0.family.lowercased() == wanted }) { return face.family }
        return faces.first { $0.postScriptName.lowercased() == wanted }?.family
    }

    /// The face a font named `name` draws with: for a PostScript name its own face, unless a
    /// weight or italic was asked for; for a family, the face CSS's font matching picks.
    public func face(named name: String, weight: Font.Weight?, isItalic: Bool) -> Face? {
        let wanted = name.lowercased()
        if !faces.contains(where: { $0.family.lowercased() == wanted }),
           let named = faces.first(where: { $0.postScriptName.lowercased() == wanted }) {
            if weight == nil && isItalic == named.isItalic { return named }
            return face(family: named.family, weight: weight ?? named.weight, isItalic: isItalic || named.isItalic)
        }
        guard let family = family(named: name) else { return nil }
        return face(family: family, weight: weight ?? .regular, isItalic: isItalic)
    }

    /// CSS Fonts 4's matching (§5.2, the order Chromium follows): style first (an italic face for
    /// italic when the family has one, else an upright one, which the browser slants), then the
    /// nearest weight: for 400–500 the heavier ones up to 500, then the lighter ones, then the
    /// heavier ones; below 400 lighter first; above 500 heavier first.
    public func face(family: String, weight: Font.Weight, isItalic: Bool) -> Face? {
        let members = faces.filter { $0.family == family }
        guard !members.isEmpty else { return nil }
        let styled = members.filter { $0.isItalic == isItalic }
        let candidates = styled.isEmpty ? members : styled
        let w = weight.value
        func rank(_ face: Face) -> (Int, Int) {
            let v = face.weight.value
            if v == w { return (0, 0) }
            if (400...500).contains(w) {
                if v > w && v <= 500 { return (1, v - w) }
                if v < w { return (2, w - v) }
                return (3, v - w)
            }
            if w < 400 { return v < w ? (1, w - v) : (2, v - w) }
            return v > w ? (1, v - w) : (2, w - v)
        }
        // Ties (two files of one weight and style) go to the first by file name.
        return candidates.min { rank($0) < rank($1) }
    }
}

extension Font.Weight {
    /// The weight a font file's OS/2 table gives, 1 to 1000.
    package static func css(_ value: Int) -> Font.Weight { Font.Weight(value: value) }
}

