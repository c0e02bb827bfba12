/// Sheets, covers, popovers, alerts and confirmation dialogs. A snapshot shows one only while
/// its binding says it is presented; then it is drawn over the whole screen as iOS shows it
/// (PresentedScreen.swift), and the view it is attached to renders unchanged.
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

    /// Half the screen's height.
    public static let medium = PresentationDetent(height: .medium)
    /// The whole screen but the top 10 points.
    public static let large = PresentationDetent(height: .large)
    /// A fraction of the large detent's height, sized exactly in layout, where the screen's height
    /// is known (SheetDetents.swift).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: .fraction(fraction)) }
    /// A height in points, measured from the screen's bottom.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: .points(height)) }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    ///
    /// A snapshot shows the sheet only when the binding is true as the screen resolves: a rounded
    /// card in the theme's background over the dimmed screen, at the detent `presentationDetents`
    /// chose (large by default). Its content is a screen of its own, with its own title and bars.
    /// `onDismiss` never runs, since nothing dismisses a static page.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(when: isPresented.wrappedValue) { PresentedScreen.sheet(content(), in: $0) })
    }

    /// Presents a sheet for `item` while it is not nil, built by `content` from the item.
    ///
    /// The snapshot draws it as ``View/sheet(isPresented:onDismiss:content:)`` does; `onDismiss` never runs.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_PresentationModifier(item: item.wrappedValue) { item, context in PresentedScreen.sheet(content(item), in: context) })
    }

    /// Presents `content` over the whole screen, on the theme's background, while `isPresented` is true.
    ///
    /// `onDismiss` never runs in a snapshot.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(when: isPresented.wrappedValue) { PresentedScreen.cover(content(), in: $0) })
    }

    /// Presents a full-screen cover for `item` while it is not nil, built by `content` from the item.
    ///
    /// `onDismiss` never runs in a snapshot.
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

    /// Presents a popover for `item` while it is not nil; on iPhone, and so in Trellis, it is a sheet
    /// and the anchor and arrow edge are not drawn.
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

    /// The heights a sheet may take, showing the one `selection` holds.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let shown = selection.wrappedValue
        return modifier(_ToolbarModifier { context in
            if context.screen.structure.detents == nil { context.screen.structure.detents = [shown] }
        })
    }

    /// Whether a sheet shows the grabber at its top: `.visible` draws a 36 × 5 point capsule;
    /// `.automatic` and `.hidden` draw none.
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
    /// A part of the anchoring view; only its bounds.
    public enum Anchor: Hashable, Sendable {
        /// The view's whole frame.
        case bounds
    }
    /// Anchors the popover to a rectangle of the view.
    case rect(Anchor)
}
