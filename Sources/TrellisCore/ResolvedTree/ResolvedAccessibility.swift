/// What assistive technology is told about a subtree: the accessibility modifiers' values, and
/// the role a built-in control plays. A pass-through wrapper in layout; the HTML writes it as
/// ARIA on a box around its child, the SVG as a group's `title` and `desc`.
public struct ResolvedAccessibility: Hashable, Sendable {
    /// From `accessibilityLabel`: the name a reader speaks; the HTML writes it as `aria-label`, the
    /// SVG as the group's `title`.
    public var label: String?
    /// From `accessibilityValue`: spoken after the label; for a slider or progress view, the HTML's
    /// `aria-valuetext`.
    public var value: String?
    /// From `accessibilityHint`: what acting on the element does; the HTML's `title`, the SVG's `desc`.
    public var hint: String?
    /// From `accessibilityIdentifier`: for tests, not for readers; the HTML writes it as
    /// `data-accessibility-identifier` and the SVG leaves it out.
    public var identifier: String?
    /// From `accessibilityHidden(true)`: the subtree is hidden from readers (`aria-hidden` in HTML).
    public var isHidden: Bool
    /// From `accessibilityAddTraits`: the roles the HTML can state (button, header, link, search
    /// field, image) become ARIA roles, and `.isSelected` becomes `aria-current`; the rest are kept
    /// in the tree and its dump only.
    public var traits: AccessibilityTraits
    /// Set by `accessibilityElement(children:)`; nil when the subtree's views stay elements of
    /// their own.
    public var children: AccessibilityChildBehavior?
    /// The control this subtree draws, for the roles and states a page can say it has.
    public var control: ResolvedControlRole?
    /// From `accessibilityHeading(_:)`, 1 to 6; a header without one is written as level 2.
    public var headingLevel: Int?

    /// Creates accessibility values; a heading level is clamped to 1…6.
    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, identifier: String? = nil,
        isHidden: Bool = false, traits: AccessibilityTraits = [], children: AccessibilityChildBehavior? = nil,
        control: ResolvedControlRole? = nil, headingLevel: Int? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.isHidden = isHidden
        self.traits = traits
        self.children = children
        self.control = control
        self.headingLevel = headingLevel.map { Swift.min(Swift.max($0, 1), 6) }
    }

    /// `inner`'s values over this one's, for modifiers written one after another on the same
    /// view: the one nearest the view wins, and traits add up. A control's own label is only
    /// the words it shows, so a label the app gives it wins.
    package func merging(inner: ResolvedAccessibility) -> ResolvedAccessibility {
        ResolvedAccessibility(
            label: inner.control == nil ? inner.label ?? label : label ?? inner.label, value: inner.value ?? value, hint: inner.hint ?? hint,
            identifier: inner.identifier ?? identifier, isHidden: inner.isHidden || isHidden,
            traits: inner.traits.union(traits), children: inner.children ?? children,
            control: inner.control ?? control, headingLevel: inner.headingLevel ?? headingLevel)
    }

    /// Whether this says nothing, so that no node need carry it.
    package var isEmpty: Bool { self == ResolvedAccessibility() }

    /// What a reader speaks for the element: its label, then its value.
    public var spokenName: String? {
        switch (label, value) {
        case (let label?, let value?): label + ", " + value
        case (let label?, nil): label
        case (nil, let value?): value
        case (nil, nil): nil
        }
    }
}

/// The role and state of a built-in control, as a page can state them.
public enum ResolvedControlRole: Hashable, Sendable {
    /// A switch (Toggle), on or off.
    case toggle(isOn: Bool)
    /// A slider or stepper's value within its bounds.
    case slider(value: Double, lowerBound: Double, upperBound: Double)
    /// A progress view; nil for one that shows activity without a value.
    case progress(fractionCompleted: Double?)
    /// A text field, its placeholder shown when it is empty.
    case textField(placeholder: String?, isMultiline: Bool)
}

/// The kinds of element a view is to assistive technology, as SwiftUI names them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element acts as a button; the HTML gives its box `role="button"` unless it sits in a link or button already.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading; the HTML writes `role="heading"` with its `aria-level`.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is the selected one of a group; the HTML writes `aria-current="true"`.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element leads somewhere; the HTML gives its box `role="link"` unless it sits in a link or button already.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field; the HTML writes `role="searchbox"`.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is a picture; the HTML writes `role="img"`, its label standing for what it shows.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays a sound when activated; kept in the tree, with no HTML equivalent.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element acts as a keyboard key; kept in the tree, with no HTML equivalent.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change; kept in the tree, with no HTML equivalent.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarizes the screen when it appears; kept in the tree, with no HTML equivalent.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's label or value changes often; kept in the tree (a static page does not change).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media; kept in the tree, with no HTML equivalent.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly; kept in the tree, with no HTML equivalent.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when reading reaches its end; kept in the tree only.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal, hiding its siblings from readers; kept in the tree only.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element toggles between on and off; a `Toggle` states this through its control role.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// The traits' names for the dump, in declaration order.
    package var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
            (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"),
            (.isKeyboardKey, "keyboardKey"), (.isStaticText, "staticText"), (.isSummaryElement, "summary"),
            (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
            (.allowsDirectInteraction, "directInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.isModal, "modal"), (.isToggle, "toggle"),
        ]
        return all.compactMap { contains($0.0) ? $0.1 : nil }
    }
}

/// How `accessibilityElement(children:)` treats the views inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable { case ignore, combine, contain }
    package let kind: Kind

    /// One element; the children are not read (give it a label).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// One element whose children's labels are read together.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// A container whose children stay elements of their own.
    public static let contain = AccessibilityChildBehavior(kind: .contain)

    /// Whether this is ``ignore``.
    public var isIgnore: Bool { kind == .ignore }
    /// Whether this is ``combine``.
    public var isCombine: Bool { kind == .combine }
    /// Whether this is ``contain``.
    public var isContain: Bool { kind == .contain }
    package var name: String { kind.rawValue }
}

extension ResolvedAccessibility {
    package var dumpText: String {
        var parts = ["accessibility"]
        if let control {
            switch control {
            case .toggle(let isOn): parts.append("toggle=" + (isOn ? "on" : "off"))
            case .slider(let value, let lower, let upper):
                parts.append("slider=\(NumberFormatting.string(value)) in \(NumberFormatting.string(lower))...\(NumberFormatting.string(upper))")
            case .progress(let fraction): parts.append("progress=" + (fraction.map { NumberFormatting.string($0) } ?? "indeterminate"))
            case .textField(_, let isMultiline): parts.append(isMultiline ? "textEditor" : "textField")
            }
        }
        if let label { parts.append("label=" + quoted(label)) }
        if let value { parts.append("value=" + quoted(value)) }
        if let hint { parts.append("hint=" + quoted(hint)) }
        if let identifier { parts.append("identifier=" + quoted(identifier)) }
        if isHidden { parts.append("hidden") }
        if !traits.isEmpty { parts.append("traits=" + traits.names.joined(separator: ",")) }
        if let children { parts.append("children=" + children.name) }
        if let headingLevel { parts.append("level=\(headingLevel)") }
        return parts.joined(separator: " ")
    }
}
