/// A control that leads to the page of another state: the option of a picker, the other value of
/// a toggle, a tab, a disclosure group's header, a stepper's half, a button.
///
/// Resolution marks the control; the site planner renders the state it leads to and fills in
/// `href`. The emitters write the control itself as the link (`a` in HTML, `a xlink:href` in
/// SVG), with the role and state the control has, so a reader hears a radio button or a switch.
public struct ResolvedStateLink: Hashable, Sendable {
    /// The role the control keeps as a link.
    public enum Role: Hashable, Sendable {
        /// A picker's option, unchecked (the checked one leads nowhere new).
        case radio
        /// A toggle, whose state the link does not change until followed.
        case switchControl(isOn: Bool)
        /// A disclosure group's header.
        case disclosure(isExpanded: Bool)
        /// A tab of a tab bar.
        case tab
        /// A button, or one half of a stepper.
        case button
    }

    /// Names the control and the option within one render: the path of composite views to the
    /// control, the control's kind and number there, and the option.
    public var key: String
    /// The variant's name in file names: the control's label and the option, as a slug.
    public var name: String
    /// What the link does to the state it names.
    public var role: Role
    /// What a reader hears for the control (a toggle's label), when its child does not say it.
    public var label: String?
    /// The page of the state, relative to the page the control is on; nil leads nowhere (no
    /// page was rendered for it: the depth or the page cap was reached).
    public var href: String?

    /// A link to the page variant where the state `key` takes another value.
    public init(key: String, name: String, role: Role, label: String? = nil, href: String? = nil) {
        self.key = key
        self.name = name
        self.role = role
        self.label = label
        self.href = href
    }

    package var dumpText: String {
        "stateLink " + name + (href.map { " href=" + $0 } ?? "")
    }
}
