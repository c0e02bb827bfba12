/// A group of rows with an optional header and footer. Inside a `List` it becomes a list section;
/// elsewhere its parts stack in place.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// False for a collapsed `Section(_:isExpanded:)` (SectionCollapsible.swift): only the header shows.
    var isExpanded = true

    /// Creates a section with a header and a footer.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the section's rows.
    ///   - header: A view drawn above the rows; in a list, in the footnote font and the list's
    ///     header color, its text in capitals as a grouped list shows it.
    ///   - footer: A view drawn below the rows, in the footnote font.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        guard context.listDepth > 0 else {
            return Parent._resolve(view.header, in: context)
                + Content._resolve(view.content, in: context)
                + Footer._resolve(view.footer, in: context)
        }
        var outer = context
        outer.listDepth = 0
        let environment = context.environment
        let style = environment.listStyle._resolve(in: environment)
        let headerContext = outer.modifyingEnvironment {
            $0.font = $0.font ?? .footnote
            if $0.foregroundStyle == nil { $0.foregroundStyle = AnyShapeStyle(Color(style.headerColor)) }
        }
        var children: [ResolvedNode] = []
        let header = environment.listStyle is SidebarListStyle
            ? Section.resolveSidebarHeader(view.header, in: outer, isExpanded: view.isExpanded)
            : Section.resolveHeader(view.header, in: headerContext, prominence: environment.headerProminence)
        if !header.isEmpty { children.append(ResolvedNode(.listHeader, children: header)) }
        var rows = outer
        rows.isListSectionContent = true
        if view.isExpanded { children += Content._resolve(view.content, in: rows).map { .row($0, style: style) } }
        let footer = Footer._resolve(view.footer, in: headerContext)
        if !footer.isEmpty { children.append(ResolvedNode(.listFooter, children: footer)) }
        return [ResolvedNode(.listSection, children: children)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without a header or footer.
    ///
    /// - Parameter content: A view builder that creates the section's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    ///
    /// - Parameters:
    ///   - content: A view builder that creates the section's rows.
    ///   - header: A view drawn above the rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header view.
    ///
    /// - Parameters:
    ///   - header: A view drawn above the rows.
    ///   - content: A view builder that creates the section's rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The header's title.
    ///   - content: A view builder that creates the section's rows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section whose header is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - content: A view builder that creates the section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

// The iOS 13 initializers (header and footer given as views) and the footer-only ones, built from
// the initializers above.

extension Section where Parent: View, Footer: View {
    /// The iOS 13 form, header and footer given as views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView {
    /// A section with only a footer, as a view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }

    /// A section with only a footer, from a builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}
