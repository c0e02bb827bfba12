// The device's chrome around a screen: the status bar and the system overlays (the home
// indicator). A Trellis canvas draws neither, so each modifier leaves the view as it is.

extension View {
    /// Hides the status bar while this view is shown; a canvas has no status bar, so nothing changes.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides the status bar while this view is shown, the older spelling; nothing changes on a canvas.
    public func statusBar(hidden: Bool) -> some View { self }
}

extension View {
    /// Hides or shows the home indicator and other system overlays, which a canvas doesn't draw.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
