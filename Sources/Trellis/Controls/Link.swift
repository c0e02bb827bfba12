/// A control that opens a web address or another URL: its label, written as a link.
///
/// Its label is drawn in the tint, and the page writes it as an `<a href>` to the URL (in SVG,
/// an `<a xlink:href>`). Both writers refuse a URL whose scheme is not `http`, `https`,
/// `mailto` or `tel`, which a reader could not follow safely (the render stops with
/// `RenderError.Reason.disallowedLinkScheme`, naming the URL). Under `.disabled(true)` the link
/// is drawn at 40% opacity.
public struct Link<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let destination: URL

    /// Creates a link to a URL with a custom label.
    ///
    /// - Parameters:
    ///   - destination: The URL the link leads to.
    ///   - label: A view that describes the destination.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let labelNode = context.resolveSingle(view.label._tintedUnlessForegroundIsSet())
        return [ResolvedNode(.link(destination: view.destination), children: [labelNode]).dimmed(unless: context.environment.isEnabled)]
    }
}

extension Link where Label == Text {
    /// Creates a link whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title; its inline Markdown is rendered.
    ///   - destination: The URL the link leads to.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - destination: The URL the link leads to.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
