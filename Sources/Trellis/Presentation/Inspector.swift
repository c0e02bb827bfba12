// The inspector: a trailing column beside a macOS window's or an iPad screen's content.

extension View {
    /// Shows `content` in a trailing inspector column while `isPresented` is true: a 1-point
    /// separator and a 240-point column beside the view, as macOS 14 draws it by default.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        _InspectorColumn(base: self, isPresented: isPresented.wrappedValue, inspector: content())
    }

    /// Sets the inspector column's width; the rendered column keeps 240 points.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// Sets the inspector column's width; the rendered column keeps 240 points.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}

struct _InspectorColumn<Base: View, Inspector: View>: View {
    let base: Base
    let isPresented: Bool
    let inspector: Inspector

    var body: some View {
        HStack(spacing: 0) {
            base.frame(maxWidth: .infinity, maxHeight: .infinity)
            if isPresented {
                Divider()
                inspector
                    .frame(width: 240)
                    .frame(maxHeight: .infinity, alignment: .top)
            }
        }
    }
}
