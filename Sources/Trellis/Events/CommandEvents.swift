// The commands a keyboard or remote sends to the focused view (macOS, tvOS): Escape, Delete, the
// arrow keys and Play/Pause. A render has no keyboard, so each handler compiles as SwiftUI spells
// it and never runs; the Compatibility article's lists say so.
import Foundation

/// A direction of a keyboard or remote's arrow keys (macOS, tvOS).
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}

extension View {
    /// What Escape does (macOS, tvOS); nothing runs in a render.
    public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
    /// What Delete does (macOS); nothing runs in a render.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }
    /// What the arrow keys do (macOS, tvOS); nothing runs in a render.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }
    /// What the remote's play/pause button does (tvOS); nothing runs in a render.
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { self }
}
