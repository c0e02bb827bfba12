/// What assistive technology is told about a subtree: the accessibility modifiers' values, and
/// the role a built-in control plays. A pass-through wrapper in layout; the HTML writes it as
/// ARIA on a box around its child, the SVG as a group's `title` and `desc`.
public struct ResolvedAccessibility: Hashable, Sendable {
    public var label: String?
    public var value: String?
    public var hint: String?
    public var identifier: String?
    public var isHidden: Bool
    public var traits: AccessibilityTraits
    /// Set by `accessibilityElement(children:)`; nil when the subtree's views stay elements of
    /// their own.
    public var children: AccessibilityChildBehavior?
    /// The control this subtree draws, for the roles and states a page can say it has.
    public var control: ResolvedControlRole?
    /// From `accessibilityHeading(_:)`, 1 to 6; a header without one is written as level 2.
    public var headingLevel: Int?

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
    func merging(inner: ResolvedAccessibility) -> ResolvedAccessibility {
        ResolvedAccessibility(
            label: inner.control == nil ? inner.label ?? label : label ?? inner.label, value: inner.value ?? value, hint: inner.hint ?? hint,
            identifier: inner.identifier ?? identifier, isHidden: inner.isHidden || isHidden,
            traits: inner.traits.union(traits), children: inner.children ?? children,
            control: inner.control ?? control, headingLevel: inner.headingLevel ?? headingLevel)
    }

    /// Whether this says nothing, so that no node need carry it.
    var isEmpty: Bool { self == ResolvedAccessibility() }

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

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// The traits' names for the dump, in declaration order.
    var names: [String] {
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
    enum Kind: String, Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind

    /// One element; the children are not read (give it a label).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// One element whose children's labels are read together.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// A container whose children stay elements of their own.
    public static let contain = AccessibilityChildBehavior(kind: .contain)

    public var isIgnore: Bool { kind == .ignore }
    public var isCombine: Bool { kind == .combine }
    public var isContain: Bool { kind == .contain }
    var name: String { kind.rawValue }
}

extension ResolvedAccessibility {
    var dumpText: String {
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
