/// Sheets, covers, popovers, alerts and confirmation dialogs. A snapshot shows one only while
/// its binding says it is presented; then it is drawn over the whole screen as iOS shows it
/// (ScreenPresentationViews.swift), and the view it is attached to renders unchanged.
public struct _PresentationModifier: ViewModifier {
    public typealias Body = Never
    /// Builds the presentation's nodes when it is shown; nil when it is not.
    let presentation: (@MainActor (_ResolveContext) -> ResolvedNode)?

    public static func _resolve<C: View>(_ modifier: Self, content: C, in context: _ResolveContext) -> [ResolvedNode] {
        let nodes = C._resolve(content, in: context)
        if let presentation = modifier.presentation, context.screen.structure.presentation == nil {
            context.screen.structure.presentation = presentation(context)
        }
        return nodes
    }

    init(when isShown: Bool, _ build: @escaping @MainActor (_ResolveContext) -> ResolvedNode) {
        presentation = isShown ? build : nil
    }

    init<Item>(item: Item?, _ build: @escaping @MainActor (Item, _ResolveContext) -> ResolvedNode) {
        if let item {
            presentation = { context in build(item, context) }
        } else {
            presentation = nil
        }
    }
}

/// A sheet's heights: iOS's medium detent is half the screen, large all of it but the top 10 points.
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case points(CGFloat)
    }
    let height: Height

    public static let medium = PresentationDetent(height: .medium)
    public static let large = PresentationDetent(height: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: .fraction(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: .points(height)) }
}

extension View {
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(when: isPresented.wrappedValue) { PresentedScreen.sheet(content(), in: $0) })
    }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_PresentationModifier(item: item.wrappedValue) { item, context in PresentedScreen.sheet(content(item), in: context) })
    }

    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(when: isPresented.wrappedValue) { PresentedScreen.cover(content(), in: $0) })
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_PresentationModifier(item: item.wrappedValue) { item, context in PresentedScreen.cover(content(item), in: context) })
    }

    /// On iPhone a popover is presented as a sheet.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(when: isPresented.wrappedValue) { PresentedScreen.sheet(content(), in: $0) })
    }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_PresentationModifier(item: item.wrappedValue) { item, context in PresentedScreen.sheet(content(item), in: context) })
    }

    /// The heights a sheet may take; it shows at the smallest, as iOS opens it.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_ToolbarModifier { context in
            if context.screen.structure.detents == nil { context.screen.structure.detents = detents }
        })
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let shown = selection.wrappedValue
        return modifier(_ToolbarModifier { context in
            if context.screen.structure.detents == nil { context.screen.structure.detents = [shown] }
        })
    }

    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_ToolbarModifier { context in
            if context.screen.structure.dragIndicator == nil { context.screen.structure.dragIndicator = visibility }
        })
    }

    /// Dismissing needs a gesture, which a snapshot never has; the sheet looks the same.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_ToolbarModifier { _ in })
    }
}

/// Where a popover's arrow points; on iPhone a popover is a sheet, so it is not drawn.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    public enum Anchor: Hashable, Sendable { case bounds }
    case rect(Anchor)
}
