/// iOS 17's empty state: a large secondary symbol, a bold title and a secondary description,
/// centred in the space it is given, with any actions below. Composed of ordinary views.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state built from your own label, description and actions.
    ///
    /// The label's icon is drawn 48 pt and secondary above its title in bold title2; the
    /// description in secondary subheadline text 8 pt below; the actions 16 pt below that. All are
    /// centered, inset 32 pt at the sides and 24 pt above and below, in all the space offered.
    ///
    /// - Parameters:
    ///   - label: The title and icon, usually a ``Label``.
    ///   - description: Text that says why there's nothing to show; none by default.
    ///   - actions: Controls that let the user act, such as a button to add an item; none by default.
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
    /// An empty state with a localized title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state with a localized title, an image from the asset catalog and an optional
    /// description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description })
    }

    /// An empty state with a title, an image from the asset catalog and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    /// The search empty state's label: a title and the magnifying glass.
    public typealias Label = Trellis.Label<Text, Image>
    /// The search empty state's description.
    public typealias Description = Text?
    /// The search empty state has no actions.
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
