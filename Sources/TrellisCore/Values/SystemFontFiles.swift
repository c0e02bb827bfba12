import Foundation

/// The font files the built-in designs are drawn with, as the measurer opens them and the pages
/// name them in `@font-face`: one list, so the engine never measures a face the pages don't ship.
///
/// The system font (`.default`, and `.rounded`, which has no free rounded face in Debian) is Inter
/// (fonts-inter): its Text cut below 20 pt and its Display cut from 20 pt, as SF Pro switches from
/// SF Pro Text to SF Pro Display, at the nine weights. Serif and monospaced are DejaVu Serif and
/// DejaVu Sans Mono (fonts-dejavu-core), regular and bold; DejaVu Sans draws what Inter lacks,
/// then Noto Color Emoji (fonts-noto-color-emoji) emoji and Noto Sans CJK (fonts-noto-cjk) Han,
/// kana and Hangul (`scriptFallbacks`). Italics have no files: browsers slant the upright face,
/// whose advances stay the same.
package struct SystemFontFile: Hashable, Sendable {
    /// The family the stylesheets name.
    package var family: String
    /// The CSS weight, 100 to 900.
    package var weight: Int
    /// The file's name, the same in its system folder and in a site's `assets/`.
    package var fileName: String
    /// Where the file comes from.
    package var source: Source
    /// The face's index in a collection file (`.ttc`): Noto Sans CJK JP is the first.
    package var collectionIndex: UInt32 = 0
    /// The file's name in a site's `assets/`: the same as `fileName`, but for a face taken out of
    /// a collection, which a site ships as a font file of its own (a subset).
    package var assetName: String { source == .notoCJK ? fileName.replacingOccurrences(of: ".ttc", with: "-JP.otf") : fileName }

    /// A Debian font package and where it installs its files.
    package enum Source: Hashable, Sendable, CaseIterable {
        case dejaVu, inter, notoEmoji, notoCJK

        /// Where Debian and Ubuntu install the package's files.
        package var systemDirectory: String {
            switch self {
            case .dejaVu: "/usr/share/fonts/truetype/dejavu"
            case .inter: "/usr/share/fonts/opentype/inter"
            case .notoEmoji: "/usr/share/fonts/truetype/noto"
            case .notoCJK: "/usr/share/fonts/opentype/noto"
            }
        }

        /// The Debian package.
        package var package: String {
            switch self {
            case .dejaVu: "fonts-dejavu-core"
            case .inter: "fonts-inter"
            case .notoEmoji: "fonts-noto-color-emoji"
            case .notoCJK: "fonts-noto-cjk"
            }
        }

        /// The environment variable that names another folder holding the files.
        package var environmentVariable: String {
            switch self {
            case .dejaVu: "TRELLIS_FONT_DIR"
            case .inter: "TRELLIS_INTER_DIR"
            case .notoEmoji: "TRELLIS_EMOJI_DIR"
            case .notoCJK: "TRELLIS_CJK_DIR"
            }
        }

        /// CSS `format()` of the files.
        package var cssFormat: String {
            switch self {
            case .dejaVu, .notoEmoji: "truetype"
            case .inter, .notoCJK: "opentype"
            }
        }
    }

    /// The first Inter Display size, where SF Pro switches to SF Pro Display.
    package static let displayCutSize: CGFloat = 20
    static let interStyles = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]

    /// DejaVu's six files, then Inter's nine weights, then Inter Display's nine.
    package static let all: [SystemFontFile] = {
        var files = [
            SystemFontFile(family: "DejaVu Sans", weight: 400, fileName: "DejaVuSans.ttf", source: .dejaVu),
            SystemFontFile(family: "DejaVu Sans", weight: 700, fileName: "DejaVuSans-Bold.ttf", source: .dejaVu),
            SystemFontFile(family: "DejaVu Serif", weight: 400, fileName: "DejaVuSerif.ttf", source: .dejaVu),
            SystemFontFile(family: "DejaVu Serif", weight: 700, fileName: "DejaVuSerif-Bold.ttf", source: .dejaVu),
            SystemFontFile(family: "DejaVu Sans Mono", weight: 400, fileName: "DejaVuSansMono.ttf", source: .dejaVu),
            SystemFontFile(family: "DejaVu Sans Mono", weight: 700, fileName: "DejaVuSansMono-Bold.ttf", source: .dejaVu),
        ]
        for (family, prefix) in [("Inter", "Inter"), ("Inter Display", "InterDisplay")] {
            for (index, style) in interStyles.enumerated() {
                files.append(SystemFontFile(family: family, weight: 100 * (index + 1), fileName: "\(prefix)-\(style).otf", source: .inter))
            }
        }
        return files
    }()

    /// The file's path: in `folder` when one is given, else in the folder the source's environment
    /// variable names, else in Debian's.
    package func path(in folder: String? = nil) -> String {
        let folder = folder ?? ProcessInfo.processInfo.environment[source.environmentVariable] ?? source.systemDirectory
        return (folder.hasSuffix("/") ? folder : folder + "/") + fileName
    }

    /// The faces that draw what the system faces lack, after DejaVu Sans, in the order the pages'
    /// family lists name them: Noto Color Emoji (one face for every weight: a bitmap face has no
    /// bolder cut), then Noto Sans CJK JP, regular and bold. A site ships each only as a subset of
    /// the characters its pages use, and only when they use one.
    package static let scriptFallbacks: [SystemFontFile] = [
        SystemFontFile(family: "Noto Color Emoji", weight: 400, fileName: "NotoColorEmoji.ttf", source: .notoEmoji),
        SystemFontFile(family: "Noto Sans CJK JP", weight: 400, fileName: "NotoSansCJK-Regular.ttc", source: .notoCJK),
        SystemFontFile(family: "Noto Sans CJK JP", weight: 700, fileName: "NotoSansCJK-Bold.ttc", source: .notoCJK),
    ]

    /// The families after a face's own in every font-family list the pages write: DejaVu Sans,
    /// then the script fallbacks, as the measurer tries them.
    package static let fallbackFamilies = ["DejaVu Sans", "Noto Color Emoji", "Noto Sans CJK JP"]

    /// The index in `all` of the file that draws `font`, a system font (no custom family).
    package static func index(of font: Font.Resolved) -> Int {
        switch font.design {
        case .serif: 2 + (font.isBold ? 1 : 0)
        case .monospaced: 4 + (font.isBold ? 1 : 0)
        case .default, .rounded:
            6 + (font.size >= displayCutSize ? 9 : 0) + min(max(font.weight.value / 100, 1), 9) - 1
        }
    }
}

extension Font.Resolved {
    /// The tracking the system font gets at `size`, in points to 1/100: SystemFontTracking's entry
    /// for the whole size at or below it (the ends of the table beyond it), times the size.
    package static func systemTracking(size: CGFloat) -> CGFloat {
        let sizes = SystemFontTracking.sizes
        let whole = min(max(Int(size.rounded(.down)), sizes.lowerBound), sizes.upperBound)
        let thousandths = CGFloat(SystemFontTracking.thousandths[whole - sizes.lowerBound])
        return (thousandths * size / 10).rounded() / 100
    }
}

extension SystemFontFile.Source {
    /// The message for a file of this package that is missing, or that is not a font.
    package func problem(path: String, isMissing: Bool) -> String {
        let files = switch self {
        case .dejaVu: "the DejaVu .ttf files"
        case .inter: "the Inter and Inter Display .otf files"
        case .notoEmoji: "NotoColorEmoji.ttf"
        case .notoCJK: "the Noto Sans CJK .ttc files"
        }
        return isMissing
            ? "font file \(path) not found; it comes with the Debian package \(package) (apt-get install \(package)), "
                + "or set \(environmentVariable) to a folder that holds \(files)"
            : "font file \(path) is not a font HarfBuzz can read; reinstall \(package) or point \(environmentVariable) elsewhere"
    }
}
