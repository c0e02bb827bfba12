/// iOS 17's empty state: a large secondary symbol, a bold title and a secondary description,
/// centred in the space it is given, with any actions below. Composed of ordinary views.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(_UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(.horizontal, 32)
        .padding(.vertical, 24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon above the title, as ContentUnavailableView stacks them.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == Trellis.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description })
    }

    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    public typealias Label = Trellis.Label<Text, Image>
    public typealias Description = Text?
    public typealias Actions = EmptyView
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// iOS's "No Results" for a search.
    public static var search: Self {
        Self(label: { Trellis.Label("No Results", systemImage: "magnifyingglass") },
             description: { Text("Check the spelling or try a new search.") })
    }

    /// iOS's "No Results for “text”", or plain "No Results" when the text is empty.
    public static func search(text: String) -> Self {
        let title = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
        return Self(label: { Trellis.Label(title, systemImage: "magnifyingglass") },
                    description: { Text("Check the spelling or try a new search.") })
    }
}
