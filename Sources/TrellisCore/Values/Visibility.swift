/// Whether a piece of chrome shows; `.automatic` lets the system decide, as iOS does.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// `automatic` lets the system decide, `visible` shows the chrome, and `hidden` hides it.
    case automatic, visible, hidden
}
