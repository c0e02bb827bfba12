import Foundation
import Trellis

/// The language a variant's screens are shown in: a locale of the app's strings, or one of
/// Xcode's pseudo-languages. A variant without one shows the development language.
public enum SiteLocalization: Hashable, Sendable {
    /// A locale, by its identifier as the strings name it (`de`, `ar`, `pt-BR`, `zh-Hans`).
    case locale(String)
    /// A pseudo-language over the development language's strings.
    case pseudo(PseudoLanguage)

    /// Reads `--locale`'s spelling of one: a locale identifier (`de`, `pt-BR`, `pt_BR`) or a
    /// pseudo-language's name (`pseudo-accented`); nil for anything else.
    public init?(_ name: String) {
        if let pseudo = PseudoLanguage(rawValue: name.lowercased()) {
            self = .pseudo(pseudo)
            return
        }
        let parts = name.replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        // A language code of 2–3 letters, then script, region or variant subtags of letters and digits.
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        self = .locale(([language.lowercased()] + parts.dropFirst().map(String.init)).joined(separator: "-"))
    }

    /// The name in file names, ids and class names: `de`, `pt-BR`, `pseudo-accented`. Neither a
    /// dot nor a slash, so a file name keeps its parts apart.
    public var slug: String {
        switch self {
        case .locale(let identifier): identifier
        case .pseudo(let pseudo): pseudo.rawValue
        }
    }

    /// The name readers see: the language's English name with its identifier (`German (de)`), as
    /// the toolchain's ICU names it, or the pseudo-language's Xcode name.
    public var label: String {
        switch self {
        case .locale(let identifier):
            let name = Locale(identifier: "en").localizedString(forIdentifier: identifier)
            return name.map { $0 + " (" + identifier + ")" } ?? identifier
        case .pseudo(let pseudo): return pseudo.displayName
        }
    }

    /// The environment's locale for the screens: the locale itself, or for a pseudo-language the
    /// development language's.
    func locale(developmentLanguage: String) -> Locale {
        switch self {
        case .locale(let identifier): Locale(identifier: identifier)
        case .pseudo: Locale(identifier: developmentLanguage == "en" ? "en_US" : developmentLanguage)
        }
    }

    /// The HTML `lang` of the screens.
    var languageTag: String {
        switch self {
        case .locale(let identifier): identifier
        case .pseudo: "en"
        }
    }
}
