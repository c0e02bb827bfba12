// `.indexViewStyle(.page(backgroundDisplayMode: .always))` puts a translucent capsule behind a
// paged TabView's dots, as iOS does, so white dots show on a light page. `.interactive` shows it
// only while the dots are touched, which a snapshot never is, and `.automatic` is iOS's default
// (none over content).

/// How the index of a paged view is shown. Set with `.indexViewStyle(_:)`.
public protocol IndexViewStyle {
    var _showsBackground: Bool { get }
}

/// Page dots, with or without a capsule behind them.
public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let showsBackground: Bool
        public static let automatic = BackgroundDisplayMode(showsBackground: false)
        public static let interactive = BackgroundDisplayMode(showsBackground: false)
        public static let always = BackgroundDisplayMode(showsBackground: true)
        public static let never = BackgroundDisplayMode(showsBackground: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _showsBackground: Bool { backgroundDisplayMode.showsBackground }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var pageIndexBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// How paged views below show their index.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, style._showsBackground)
    }
}

/// The capsule behind the page dots, when the index view style asks for one.
struct _PageIndexBackground: ViewModifier {
    @Environment(\.pageIndexBackground) private var showsBackground

    func body(content: Content) -> some View {
        if showsBackground {
            content
                .padding(.horizontal, 10)
                .padding(.vertical, 7)
                .background(Color.black.opacity(0.25), in: Capsule())
        } else {
            content
        }
    }
}
