/// Bugs in Trellis that the fuzzer finds and that are known and being fixed (issue 8). The
/// generator can leave out the constructs that trigger each one, so that the test that runs on
/// every `swift test` stays green on the code as it is while still covering everything else; the
/// script runs with them in, to show where the code stands.
///
/// After a fix is merged, delete its case from `unfixed` (and then from this enum once nothing
/// refers to it): from then on the test generates the construct too.
public enum KnownBug: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `.tint(.accentColor)` (or any tint made from it) recurses in `Color.resolve` until the stack
    /// overflows.
    case accentColorTint
    /// NaN in any number; inside a NavigationLink's destination it crashes `SitePlan.make`, since
    /// a tree holding NaN is not equal to itself and its page name cannot be looked up.
    case notANumber
    /// Block content (List, NavigationStack, …) or a link inside a Button's label, or a control
    /// inside a link's label, is written as markup the Validator rejects. Validating such pages
    /// is also where RELAX NG gets slow: every tree that took over 10 s, or got no verdict in 20 s,
    /// in the 10-minute runs had this construct, and none without it did, so the slow-validation
    /// bug has no class of its own.
    case blockInLabel
    /// A carriage return in a navigation title or a page's title or summary ends up as `&#13;` in
    /// an attribute; the Nu checker rejects it.
    case carriageReturnInTitle
    /// A finite number ≥ about 9e15 is written as `inf` (`.padding(1e300)` gives `infpx`).
    case hugeNumber
    /// A `javascript:` or very long navigation title becomes the name of its page.
    case hostilePageName
    /// A tree deeper than about 250 levels is written but fails libxml2's depth limit.
    case deepTree

    /// The classes left out of the test's trees. Empty it, one case at a time, as fixes land.
    public static let unfixed: Set<KnownBug> = []

    public static func < (a: KnownBug, b: KnownBug) -> Bool { a.rawValue < b.rawValue }
}
