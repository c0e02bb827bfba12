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
    /// When the capsule behind the page dots is shown.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let showsBackground: Bool
        /// iOS's default: no capsule behind the dots over content.
        public static let automatic = BackgroundDisplayMode(showsBackground: false)
        /// The capsule shows only while the dots are touched, so never in a snapshot.
        public static let interactive = BackgroundDisplayMode(showsBackground: false)
        /// A translucent black capsule always sits behind the dots, so they show on light pages.
        public static let always = BackgroundDisplayMode(showsBackground: true)
        /// No capsule behind the dots.
        public static let never = BackgroundDisplayMode(showsBackground: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Page dots with the given background, none by default.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _showsBackground: Bool { backgroundDisplayMode.showsBackground }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots, with no capsule behind them over content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with a capsule behind them as `backgroundDisplayMode` says.
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
