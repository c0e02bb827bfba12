/// A link out of the site, as SwiftUI's `Link` opens a URL: its label is drawn in the tint, and
/// the page writes it as `<a href>` to the URL. The HTML writer refuses a URL that a reader could
/// not follow safely (see `RenderError.Reason.disallowedLinkScheme`).
public struct Link<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let labelNode = context.resolveSingle(view.label.foregroundStyle(.tint))
        return [ResolvedNode(.link(destination: view.destination), children: [labelNode]).dimmed(unless: context.environment.isEnabled)]
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
