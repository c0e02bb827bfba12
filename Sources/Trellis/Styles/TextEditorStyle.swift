// Smaller style APIs app code names: the deprecated `colorScheme(_:)`, list item tints, equatable
// views, iOS 17's scoped `animation(_:body:)`, the toolbar title's display mode, text editor
// styles, text scale and font leading. Where Trellis draws the effect, it does; where it doesn't,
// the doc comment says so.

extension View {
    /// Draws this view and below it in `colorScheme` (the deprecated spelling of
    /// `.environment(\.colorScheme, …)`, which is what it does).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// The tint of list items' symbols, as a sidebar shows it: a fixed or preferred color becomes
    /// the tint below; `.monochrome` keeps the one in force.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        transformEnvironment(\.tint) { value in
            if let color = tint?.color { value = color }
        }
    }

    /// The tint of list items' symbols, from a color (`nil` keeps the one in force).
    @_disfavoredOverload
    public func listItemTint(_ color: Color?) -> some View {
        listItemTint(color.map(ListItemTint.fixed))
    }

    /// Applies `body`'s modifiers to this view under `animation` (iOS 17). A render is one moment,
    /// so the modifiers are drawn at their final values, as when the animation has finished.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }

    /// How the toolbar shows this screen's title (iOS 17). `.inlineLarge` puts a large title in
    /// the bar itself; Trellis draws it as `.inline`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// The style of text editors in this view (iOS 17); iOS draws `.plain` and `.automatic` alike,
    /// and so does Trellis.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }

    /// Draws this text at a relative scale (iOS 17); Trellis draws `.secondary` at the default
    /// scale.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}

extension View where Self: Equatable {
    /// Lets SwiftUI skip this view's updates while it is equal; a render draws it once either way.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// A view SwiftUI compares before updating; drawn as its content.
public struct EquatableView<Content: View & Equatable>: View {
    /// The compared view.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    /// The content, unchanged.
    public var body: some View { content }
}

/// How a list item's symbol is tinted.
public struct ListItemTint: Sendable {
    let color: Color?
    /// Always this color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// This color unless the user's settings override it; a render has no such settings.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The monochrome tint in force.
    public static let monochrome = ListItemTint(color: nil)
}

/// How a toolbar shows its title (iOS 17).
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large, inlineLarge

    var barMode: NavigationBarItem.TitleDisplayMode {
        switch self {
        case .automatic: .automatic
        case .large: .large
        case .inline, .inlineLarge: .inline
        }
    }
}

/// A style for text editors (iOS 17).
public protocol TextEditorStyle: Sendable {}
/// The platform's text editor look.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates the style.
    public init() {}
}
/// A text editor with no decoration, as iOS draws one by default.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates the style.
    public init() {}
}
/// A text editor in a rounded border (macOS).
public struct RoundedBorderTextEditorStyle: TextEditorStyle {
    /// Creates the style.
    public init() {}
}
extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's look.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// No decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
extension TextEditorStyle where Self == RoundedBorderTextEditorStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextEditorStyle { RoundedBorderTextEditorStyle() }
}

extension Text {
    /// A relative text scale (iOS 17).
    public enum Scale: Hashable, Sendable {
        /// The normal scale.
        case `default`
        /// A smaller scale for secondary text.
        case secondary
    }
}

extension Font {
    /// How much space a font puts between lines.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// This font with tighter or looser line spacing. Trellis spaces lines by the font's own
    /// metrics (measured against Chromium), so the font is returned unchanged.
    public func leading(_ leading: Leading) -> Font { self }
}
