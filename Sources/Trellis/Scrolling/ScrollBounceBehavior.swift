// Behaviors that show only while the user scrolls or the system draws its overlays: a still
// screen is unchanged by each (iOS 16–17).

/// When a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform decides.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
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

extension View {
    /// Sets when scroll views below bounce; a still screen shows no bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Lets scroll views below draw outside their bounds (iOS 17). Trellis keeps the clip: a
    /// still screen's scroll content past the bounds is a shadow's spread at most.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Flashes the scroll indicators when the view appears; a still screen draws none.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the scroll indicators when `value` changes; a still screen draws none.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

    /// Hides or shows the home indicator and other system overlays, which a canvas doesn't draw.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Sets the shape `ContainerRelativeShape` takes inside this view; Trellis draws
    /// `ContainerRelativeShape` as its own fixed shape, so this changes nothing.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }

    /// Makes the view's geometry one group for animations (iOS 17); nothing moves in a render.
    public func geometryGroup() -> some View { self }

    /// Chooses whether swipes on a sheet resize it or scroll it; a still sheet does neither.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
