import Foundation

/// One screen of a ``TabView`` with its tab bar item, as iOS 18 declares it: its label and,
/// with `value:`, its tag.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String
    let value: Value?
    let content: Content
    /// The `label:` forms' view (TabLabel.swift), drawn instead of the title and symbol.
    var label: AnyView? = nil
    /// The tab's `.badge`, kept on the tab so it stays a `Tab` (TabViewSections.swift).
    var badgeLabel: String? = nil

    /// Creates a tab with a title, a system symbol and a value for the tab view's selection.
    ///
    /// - Parameters:
    ///   - titleKey: The title drawn under the symbol in the tab bar.
    ///   - systemImage: The name of the symbol drawn in the tab bar.
    ///   - value: The tag that selects this tab.
    ///   - content: A view builder that creates the tab's screen.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        title = titleKey.key
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    /// Creates a tab with a title shown as written, a system symbol and a value for the tab view's
    /// selection.
    ///
    /// - Parameters:
    ///   - title: The title drawn under the symbol in the tab bar.
    ///   - systemImage: The name of the symbol drawn in the tab bar.
    ///   - value: The tag that selects this tab.
    ///   - content: A view builder that creates the tab's screen.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    /// The content with its tab item, tagged with the value if it has one.
    public var body: some View {
        let item = content.modifier(_BadgeModifier(label: badgeLabel)).tabItem {
            if let label { label } else { Label { Text(verbatim: title) } icon: { Image(systemName: systemImage) } }
        }
        if let value {
            item.tag(value)
        } else {
            item
        }
    }
}

extension Tab where Value == Never {
    /// Creates a tab with a title and a system symbol, selected by its position.
    ///
    /// - Parameters:
    ///   - titleKey: The title drawn under the symbol in the tab bar.
    ///   - systemImage: The name of the symbol drawn in the tab bar.
    ///   - content: A view builder that creates the tab's screen.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        title = titleKey.key
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }

    /// Creates a tab with a title shown as written and a system symbol, selected by its position.
    ///
    /// - Parameters:
    ///   - title: The title drawn under the symbol in the tab bar.
    ///   - systemImage: The name of the symbol drawn in the tab bar.
    ///   - content: A view builder that creates the tab's screen.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }
}

extension View {
    /// The prominence of badges in this list; a badge is drawn the same way at every prominence.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
}

/// How prominent a list row's badge is (iOS 17).
public enum BadgeProminence: Hashable, Sendable {
    /// The usual badge.
    case standard
    /// A badge iOS draws in a filled red capsule.
    case increased
    /// A dimmer badge.
    case decreased
}

/// The role of an iOS 18 tab: `.search` is the search tab, a magnifying glass titled Search.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab, drawn titled Search with a magnifying glass.
    public static let search = TabRole(name: "search")
}

extension Tab {
    /// A tab with a title, an SF Symbol and a role.
    ///
    /// The role doesn't change how the tab is drawn; the title and symbol given are shown.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// A tab with only a role: the search tab.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init("Search", systemImage: "magnifyingglass", value: value, content: content)
    }
}
