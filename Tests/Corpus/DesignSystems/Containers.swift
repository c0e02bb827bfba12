import Trellis

/// A card with a header, content and an optional footer.
struct SectionCard<Header: View, Content: View, Footer: View>: View {
    @Environment(\.isCompactCard) private var isCompact
    @Environment(\.dsTheme) private var theme
    private let header: Header
    private let content: Content
    private let footer: Footer

    init(@ViewBuilder header: () -> Header,
         @ViewBuilder content: () -> Content,
         @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: isCompact ? 8 : 12) {
            header
                .font(.headline)
            content
            footer
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(isCompact ? 12 : theme.spacing)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(theme.cardBackground)
        .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
    }
}

extension SectionCard where Footer == EmptyView {
    init(@ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content, footer: { EmptyView() })
    }
}

extension SectionCard where Header == Text, Footer == EmptyView {
    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(header: { Text(title) }, content: content)
    }
}

/// An empty-state placeholder with an optional action.
struct EmptyStateView<Actions: View>: View {
    let title: String
    let message: String
    let systemImage: String
    @ViewBuilder var actions: Actions

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: 44))
                .foregroundStyle(.secondary)
                .symbolRenderingMode(.hierarchical)
            Text(title).font(.title3.bold())
            Text(message)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
                .padding(.top, 4)
        }
        .padding(32)
        .frame(maxWidth: .infinity)
    }
}

extension EmptyStateView where Actions == EmptyView {
    init(title: String, message: String, systemImage: String) {
        self.init(title: title, message: message, systemImage: systemImage) { EmptyView() }
    }
}

/// A labelled row used across the settings-style demo screens.
struct KeyValueRow<Value: View>: View {
    let key: LocalizedStringKey
    let value: () -> Value

    init(_ key: LocalizedStringKey, @ViewBuilder value: @escaping () -> Value) {
        self.key = key
        self.value = value
    }

    var body: some View {
        LabeledContent {
            value()
        } label: {
            Text(key)
        }
    }
}
