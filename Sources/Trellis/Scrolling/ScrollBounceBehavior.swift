// Behaviors that show only while the user scrolls: bouncing at the ends, clipping and flashing
// the indicators. A still screen is unchanged by each (iOS 16–17).

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
}
