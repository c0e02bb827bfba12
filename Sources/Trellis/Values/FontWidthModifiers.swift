extension Text {
    /// Drawn at the standard width (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// Drawn at the standard width (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
