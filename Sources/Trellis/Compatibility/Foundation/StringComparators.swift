import Foundation

// Linux's Foundation declares `String.StandardComparator` with only its `lexical` comparator:
// the localized ones compare through ICU collation that it doesn't expose, and the type can't be
// built with other options (even decoding one checks for `lexical`). Apps name
// `.localizedStandard` in sort descriptors and queries (`SortDescriptor(\.name, comparator:
// .localizedStandard)`), so the names exist here and compare as `lexical` does: by Unicode
// scalars, the same order on every machine, which is what a render needs. Where a list mixes
// upper and lower case or numbers of different lengths, Apple's order differs ("apple" after
// "Banana", "a10" before "a9" here).

#if !canImport(Darwin)
extension String.StandardComparator {
    /// Finder-like order on Apple's platforms; on Linux, the ``lexical`` order (see above).
    public static var localizedStandard: String.StandardComparator { .lexical }
    /// The locale's order on Apple's platforms; on Linux, the ``lexical`` order (see above).
    public static var localized: String.StandardComparator { .lexical }
}

extension SortComparator where Self == String.StandardComparator {
    /// The standard comparator `String.StandardComparator.localizedStandard`, written as the
    /// comparator of a `KeyPathComparator` or `sorted(using:)`.
    public static var localizedStandard: String.StandardComparator { .lexical }
    /// The standard comparator `String.StandardComparator.localized`.
    public static var localized: String.StandardComparator { .lexical }
    /// The standard comparator `String.StandardComparator.lexical`.
    public static var lexical: String.StandardComparator { String.StandardComparator.lexical }
}
#endif
