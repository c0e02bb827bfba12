// What a presented sheet or popover looks like and how it behaves: its corner radius and
// background (drawn), its sizing, adaptation and interaction (a still screen shows nothing of
// them, so they compile with SwiftUI's spelling and change nothing).

extension View {
    /// The corner radius of the sheet this content is presented in (10 by default, as on iOS).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(_ToolbarModifier { context in
            if context.screen.structure.presentationCornerRadius == nil { context.screen.structure.presentationCornerRadius = cornerRadius }
        })
    }

    /// The background of the sheet this content is presented in, instead of the theme's.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return modifier(_ToolbarModifier { context in
            if context.screen.structure.presentationBackground == nil { context.screen.structure.presentationBackground = style }
        })
    }

    /// Whether the screen behind a sheet can be used; a snapshot is never touched.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// How a presentation adapts to compact size classes; Trellis draws sheets as sheets.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}

/// Whether the screen behind a sheet stays usable while the sheet is up.
///
/// A snapshot is never touched, so every value draws the same screen.
public struct PresentationBackgroundInteraction: Sendable {
    /// The platform's choice: the screen behind is usable only at the smallest detents.
    public static let automatic = PresentationBackgroundInteraction()
    /// The screen behind the sheet stays usable at every detent.
    public static let enabled = PresentationBackgroundInteraction()
    /// The screen behind the sheet is dimmed and can't be used.
    public static let disabled = PresentationBackgroundInteraction()
    /// The screen behind the sheet is usable while the sheet is no taller than `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// What a sheet or popover becomes when the size class is compact.
///
/// Trellis draws sheets as sheets, whatever the value.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    /// The platform's choice for each kind of presentation.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// The presentation keeps its own kind.
    public static let none = PresentationAdaptation(name: "none")
    /// The presentation becomes a popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// The presentation becomes a sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// The presentation becomes a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
    /// How big this sheet is on iPad and Mac; an iPhone page draws sheets full width.
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }
}

/// How big a sheet is on iPad and Mac (iOS 18); an iPhone sheet fills the width either way.
public struct PresentationSizing: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = PresentationSizing(name: "automatic")
    /// A form-sized sheet.
    public static let form = PresentationSizing(name: "form")
    /// A page-sized sheet.
    public static let page = PresentationSizing(name: "page")
    /// A sheet sized to its content.
    public static let fitted = PresentationSizing(name: "fitted")
}

extension View {
    /// A view behind the sheet this content is presented in, instead of the theme's background.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        return modifier(_ToolbarModifier { context in
            if context.screen.structure.presentationBackground == nil && context.screen.structure.presentationBackgroundView == nil {
                context.screen.structure.presentationBackgroundView = view
            }
        })
    }
}

extension View {
    /// Chooses whether swipes on a sheet resize it or scroll it; a still sheet does neither.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}

/// What a swipe on a sheet's content does first: resize the sheet or scroll the content.
public struct PresentationContentInteraction: Hashable, Sendable {
    let name: String
    /// The platform decides.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Swipes resize the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Swipes scroll the content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
