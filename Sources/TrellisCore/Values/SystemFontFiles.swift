import Foundation

/// The font files the built-in designs are drawn with, as the measurer opens them and the pages
/// name them in `@font-face`: one list, so the engine never measures a face the pages don't ship.
///
/// The system font (`.default`, and `.rounded`, which has no free rounded face in Debian) is Inter
/// (fonts-inter): its Text cut below 20 pt and its Display cut from 20 pt, as SF Pro switches from
/// SF Pro Text to SF Pro Display, at the nine weights. Serif and monospaced are DejaVu Serif and
/// DejaVu Sans Mono (fonts-dejavu-core), regular and bold; DejaVu Sans draws what Inter lacks.
/// Italics have no files: browsers slant the upright face, whose advances stay the same.
package struct SystemFontFile: Hashable, Sendable {
    /// The family the stylesheets name.
    package var family: String
    /// The CSS weight, 100 to 900.
    package var weight: Int
    /// The file's name, the same in its system folder and in a site's `assets/`.
    package var fileName: String
    /// Where the file comes from.
    package var source: Source

    /// A Debian font package and where it installs its files.
    package enum Source: Hashable, Sendable {
        case dejaVu, inter

        /// Where Debian and Ubuntu install the package's files.
        package var systemDirectory: String {
            switch self {
            case .dejaVu: "/usr/share/fonts/truetype/dejavu"
            case .inter: "/usr/share/fonts/opentype/inter"
            }
        }

        /// The Debian package.
        package var package: String {
            switch self {
            case .dejaVu: "fonts-dejavu-core"
            case .inter: "fonts-inter"
            }
        }

        /// The environment variable that names another folder holding the files.
        package var environmentVariable: String {
            switch self {
            case .dejaVu: "TRELLIS_FONT_DIR"
            case .inter: "TRELLIS_INTER_DIR"
            }
        }

        /// CSS `format()` of the files.
        package var cssFormat: String {
            switch self {
            case .dejaVu: "truetype"
            case .inter: "opentype"
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
        let files = self == .dejaVu ? "the DejaVu .ttf files" : "the Inter and Inter Display .otf files"
        return isMissing
            ? "font file \(path) not found; it comes with the Debian package \(package) (apt-get install \(package)), "
                + "or set \(environmentVariable) to a folder that holds \(files)"
            : "font file \(path) is not a font HarfBuzz can read; reinstall \(package) or point \(environmentVariable) elsewhere"
    }
}
