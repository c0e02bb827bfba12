import Trellis

/// One render: a pre-order walk over a resolved screen that appends markup into one buffer and
/// collects each element's CSS into deduplicated classes.
struct HTMLWalk {
    let tree: ResolvedTree
    let back: String?
    let link: (ResolvedDestination) -> String?
    let flexibility: FlexibilityTable
    var writer = MarkupWriter(capacity: 16_384)
    var classes: ClassRegistry
    /// Inside `button` and `h1` only phrasing content is valid, so boxes there are `span`s, and so
    /// are the elements of lists and navigation bars drawn there (see `element(_:)`).
    var isPhrasing = false
    /// Inside `a` or `button`, where HTML allows no other `a`, `button` or widget role: controls
    /// here are written as plain boxes (see `writeControl`).
    var isInteractive = false
    /// The segmented picker whose segments are being written.
    var segmentedStyle: ResolvedSegmentedStyle?
    /// The way from the root to the node being written, for error messages and node marks.
    var path: [(name: String, index: Int)] = []
    /// Whether each node's outermost element carries `data-node`, its path of child positions.
    let marksNodes: Bool
    /// The mark the next element opened takes: the node being entered has no element yet.
    var pendingMark: String?

    init(
        tree: ResolvedTree, classPrefix: String, marksNodes: Bool, back: String?,
        link: @escaping (ResolvedDestination) -> String?
    ) {
        self.tree = tree
        self.marksNodes = marksNodes
        self.back = back
        self.link = link
        flexibility = FlexibilityTable(root: tree.root)
        classes = ClassRegistry(prefix: classPrefix)
    }

    /// The canvas: a box of the canvas size that proposes it to the root and centers the root.
    mutating func renderScreen(canvas: CGSize) throws(RenderError) {
        var css = CSSDeclarations()
        css.set("position", "relative")
        css.setFlex(aligning: .center)
        css.set("width", px: canvas.width)
        css.set("height", px: canvas.height)
        css.set("overflow", "hidden")
        css.set("background-color", CSS.color(tree.background))
        let name = classes.className(for: css)
        writer.beginStartTag("div")
        writer.attribute("class", "trellis-screen " + name)
        writer.attribute("data-theme", tree.themeName)
        writer.attribute("data-color-scheme", tree.colorScheme.rawValue)
        writer.endStartTag()
        try emit(tree.root, at: 0, placement: .wrapped, axis: nil, position: 0)
        writer.close("div")
    }

    // MARK: - Elements

    /// A layout box: `div`, or `span` where only phrasing content may go.
    var box: StaticString { isPhrasing ? "span" : "div" }

    /// `name` (a list's `ul` and `li`, a bar's `nav` and `h1`, a box's `div`), or `span` where only
    /// phrasing content may go: a List in a Button's label keeps its look, not its elements.
    func element(_ name: StaticString) -> StaticString { isPhrasing ? "span" : name }

    /// Writes `<name class="…"` for `css`; the caller adds attributes and ends the start tag.
    mutating func begin(_ name: StaticString, _ css: CSSDeclarations) {
        writer.beginStartTag(name)
        if !css.isEmpty { writer.attribute("class", classes.className(for: css)) }
        writeMark()
    }

    /// Steps into `node`, child number `position` of the node being written: the path names it
    /// for error messages, and the next element opened is marked as its outermost one (when
    /// marking is on). Every node the walk writes, whatever writes it, enters here; pair with
    /// `leave()`.
    mutating func enter(_ node: ResolvedNode, position: Int) {
        path.append((node.kind.pathName, position))
        guard marksNodes else { return }
        var mark = ""
        for (offset, step) in path.enumerated() {
            if offset > 0 { mark += "." }
            mark += String(step.index)
        }
        pendingMark = mark
    }

    mutating func leave() {
        path.removeLast()
    }

    mutating func writeMark() {
        guard let mark = pendingMark else { return }
        writer.attribute("data-node", mark)
        pendingMark = nil
    }

    /// Writes a whole start tag for `css`.
    mutating func open(_ name: StaticString, _ css: CSSDeclarations) {
        begin(name, css)
        writer.endStartTag()
    }

    /// Writes a control, `element` (`a` or `button`) with `attributes`, around `content`.
    ///
    /// HTML lets no `a` or `button` sit inside another, and no widget role inside either, while
    /// SwiftUI nests controls freely. The rule: the outermost control is the one written as a
    /// control, since its box covers the inner ones and a reader follows or presses it; a control
    /// inside it keeps its look and content as a plain box marked `data-role="button"` or
    /// `"link"`. A button's content is phrasing; a link's is whatever its place allows.
    mutating func writeControl<Failure: Error>(
        _ element: StaticString, role: String, css: CSSDeclarations, attributes: (inout MarkupWriter) -> Void,
        content: (inout HTMLWalk) throws(Failure) -> Void
    ) throws(Failure) {
        let saved = (isPhrasing, isInteractive)
        let name: StaticString
        if isInteractive {
            name = box
            begin(name, css)
            writer.attribute("data-role", role)
        } else {
            name = element
            begin(name, css)
            attributes(&writer)
            isInteractive = true
            if role == "button" { isPhrasing = true }
        }
        writer.endStartTag()
        try content(&self)
        (isPhrasing, isInteractive) = saved
        writer.close(name)
    }

    /// A link for `css` around `content`. Without an href (a destination or a back screen the
    /// site has no page for) the `a` keeps the link's look and simply leads nowhere.
    mutating func writeLink<Failure: Error>(
        to href: String?, _ css: CSSDeclarations, content: (inout HTMLWalk) throws(Failure) -> Void
    ) throws(Failure) {
        try writeControl("a", role: "link", css: css, attributes: { writer in
            if let href { writer.attribute("href", href) }
        }, content: content)
    }

    /// An element with no content, written as a start and an end tag because polyglot HTML may
    /// self-close only void and foreign elements.
    mutating func empty(_ name: StaticString, _ css: CSSDeclarations) {
        open(name, css)
        writer.close(name)
    }

    func error(_ reason: RenderError.Reason) -> RenderError {
        let parts = path.enumerated().map { $0.offset == 0 ? $0.element.name : "\($0.element.name)[\($0.element.index)]" }
        return RenderError(reason: reason, path: parts.joined(separator: " > "))
    }

    // MARK: - The walk

    /// Writes `node` (pre-order index `index`, child number `position` of its parent).
    mutating func emit(_ node: ResolvedNode, at index: Int, placement: Placement, axis: StackAxis?, position: Int) throws(RenderError) {
        enter(node, position: position)
        defer { leave() }
        let flex = flexibility[index]
        var css = CSSDeclarations()
        placement.apply(flex, to: &css)

        switch node.kind {
        case .text(let text): emitText(text, css: css)
        case .image(let image): try emitImage(image, css: css)
        case .shape(let shape): emitShape(shape, css: css)
        case .color(let color):
            css.set("background-color", CSS.color(color))
            empty(box, css)
        case .spacer(let minLength):
            switch axis ?? placement.mainAxis {
            case .horizontal: css.set("min-width", px: minLength)
            case .vertical: css.set("min-height", px: minLength)
            case nil: break
            }
            empty(box, css)
        case .divider(let color, let thickness):
            css.set("background-color", CSS.color(color))
            css.set(axis == .horizontal ? "width" : "height", px: thickness)
            empty(box, css)
        case .stack(let stack):
            try emitStack(node, stack, at: index, css: css)
        case .padding(let insets):
            css.set("padding", CSS.insets(insets))
            try emitWrapper(node, at: index, css: css, alignment: .center, axis: axis)
        case .fixedFrame(let frame):
            if let width = frame.width { css.set("width", px: width) }
            if let height = frame.height { css.set("height", px: height) }
            try emitWrapper(node, at: index, css: css, alignment: frame.alignment, axis: axis)
        case .flexibleFrame(let frame):
            Self.bound(&css, "min-width", frame.minWidth)
            Self.bound(&css, "max-width", frame.maxWidth)
            Self.bound(&css, "min-height", frame.minHeight)
            Self.bound(&css, "max-height", frame.maxHeight)
            try emitWrapper(node, at: index, css: css, alignment: frame.alignment, axis: axis)
        case .background(let alignment):
            try emitLayered(node, at: index, css: css, alignment: alignment, isOverlay: false, axis: axis)
        case .overlay(let alignment):
            try emitLayered(node, at: index, css: css, alignment: alignment, isOverlay: true, axis: axis)
        case .clip(let shape):
            css.set("overflow", "hidden")
            if case .circle = shape {
                css.set("clip-path", "circle(closest-side)")
            } else {
                css.setCorners(of: shape)
            }
            try emitWrapper(node, at: index, css: css, alignment: .center, axis: axis)
        case .opacity(let value):
            css.set("opacity", NumberFormatting.string(value))
            try emitWrapper(node, at: index, css: css, alignment: .center, axis: axis)
        case .button:
            try emitButton(node, at: index, css: css, axis: axis)
        case .navigationLink(let destination):
            try emitLink(node, destination, at: index, css: css, axis: axis)
        case .link(let destination):
            try emitExternalLink(node, to: destination, at: index, css: css, axis: axis)
        case .navigationStack(let bar):
            try emitNavigationStack(node, bar, at: index, css: css)
        case .list(let style):
            try emitList(node, style, at: index, css: css)
        case .listSection, .listHeader, .listFooter:
            // Outside a list, its parts stack their children as a column.
            try emitLine(node, at: index, css: css, along: .vertical, crossAlignment: nil, spacing: 0)
        case .listRow, .tagged:
            try emitWrapper(node, at: index, css: css, alignment: .leading, axis: axis)
        case .segmentedPicker(let style):
            try emitSegmentedPicker(node, style, at: index, css: css)
        case .segment(let isSelected):
            try emitSegment(node, isSelected: isSelected, at: index, css: css)
        }
    }

    private static func bound(_ css: inout CSSDeclarations, _ property: StaticString, _ value: CGFloat?) {
        guard let value, value.isFinite else { return }
        css.set(property, px: value)
    }

    /// Opens `name` with `css`, writes every child with `placement`, closes.
    mutating func emitChildren(
        _ node: ResolvedNode, at index: Int, placement: Placement, axis: StackAxis?, open name: StaticString, css: CSSDeclarations
    ) throws(RenderError) {
        open(name, css)
        try emitChildNodes(node, at: index, placement: placement, axis: axis)
        writer.close(name)
    }

    /// Writes every child of `node`. In a stack, children whose priority is above the lowest one
    /// take their ideal size first.
    mutating func emitChildNodes(_ node: ResolvedNode, at index: Int, placement: Placement, axis: StackAxis?) throws(RenderError) {
        let lowest = node.children.map(\.layoutPriority).min() ?? 0
        var childIndex = index + 1
        for (position, child) in node.children.enumerated() {
            var childPlacement = placement
            if case .flex(let main, _) = placement, child.layoutPriority > lowest {
                childPlacement = .flex(main: main, isRaised: true)
            }
            try emit(child, at: childIndex, placement: childPlacement, axis: axis, position: position)
            childIndex += flexibility[childIndex].subtreeSize
        }
    }

    /// HStack and VStack become flexbox with `gap`; ZStack a one-cell grid.
    private mutating func emitStack(_ node: ResolvedNode, _ stack: ResolvedStack, at index: Int, css: CSSDeclarations) throws(RenderError) {
        switch stack.axis {
        case .horizontal:
            try emitLine(node, at: index, css: css, along: .horizontal, crossAlignment: CSS.vertical(stack.alignment.vertical), spacing: stack.spacing)
        case .vertical:
            try emitLine(node, at: index, css: css, along: .vertical, crossAlignment: CSS.horizontal(stack.alignment.horizontal), spacing: stack.spacing)
        case .depth:
            var css = css
            css.set("display", "grid")
            css.set("grid-template-columns", "minmax(0,1fr)")
            css.set("grid-template-rows", "minmax(0,1fr)")
            css.set("justify-items", CSS.horizontal(stack.alignment.horizontal))
            css.set("align-items", CSS.vertical(stack.alignment.vertical))
            try emitChildren(node, at: index, placement: .cell, axis: nil, open: box, css: css)
        }
    }

    /// The children in one flexbox line along `main`, aligned across it (the CSS default,
    /// stretch, when `crossAlignment` is nil) and `spacing` apart: HStack and VStack differ only
    /// in the axis.
    private mutating func emitLine(
        _ node: ResolvedNode, at index: Int, css: CSSDeclarations, along main: StackAxis, crossAlignment: String?, spacing: CGFloat
    ) throws(RenderError) {
        var css = css
        css.set("display", "flex")
        if main == .vertical { css.set("flex-direction", "column") }
        if let crossAlignment { css.set("align-items", crossAlignment) }
        if spacing != 0 { css.set("gap", px: spacing) }
        try emitChildren(node, at: index, placement: .flex(main: main, isRaised: false), axis: main, open: box, css: css)
    }

    /// A box around one child, placing it with `alignment`: padding, frames, clips, opacity.
    mutating func emitWrapper(
        _ node: ResolvedNode, at index: Int, css: CSSDeclarations, alignment: Alignment, axis: StackAxis?,
        element: StaticString? = nil
    ) throws(RenderError) {
        var css = css
        css.setFlex(aligning: alignment)
        try emitChildren(node, at: index, placement: .wrapped, axis: axis, open: element ?? box, css: css)
    }

    /// Background and overlay: child 0 sizes the box; child 1 is laid over or under it at that
    /// size. The layer is absolutely positioned, so it never changes the box's size; a background
    /// sits at `z-index:-1` inside an isolated box, below the content but above the box itself.
    private mutating func emitLayered(
        _ node: ResolvedNode, at index: Int, css: CSSDeclarations, alignment: Alignment, isOverlay: Bool, axis: StackAxis?
    ) throws(RenderError) {
        var css = css
        css.setFlex(aligning: .center)
        css.set("position", "relative")
        if !isOverlay { css.set("isolation", "isolate") }
        let name = box
        open(name, css)
        let contentIndex = index + 1
        if let content = node.children.first {
            try emit(content, at: contentIndex, placement: .wrapped, axis: axis, position: 0)
        }
        if node.children.count > 1 {
            let layerIndex = contentIndex + flexibility[contentIndex].subtreeSize
            try emitLayer(node.children[1], at: layerIndex, alignment: alignment, isBehind: !isOverlay)
        }
        writer.close(name)
    }

    private mutating func emitLayer(_ layer: ResolvedNode, at index: Int, alignment: Alignment, isBehind: Bool) throws(RenderError) {
        let flex = flexibility[index]
        let placement = Placement.layer(isBehind: isBehind)
        if flex.horizontal == .flexible && flex.vertical == .flexible {
            try emit(layer, at: index, placement: placement, axis: nil, position: 1)
            return
        }
        // A layer that does not fill the box is placed in it with the modifier's alignment.
        var css = CSSDeclarations()
        placement.apply(flex, to: &css)
        css.setFlex(aligning: alignment)
        let name = box
        open(name, css)
        try emit(layer, at: index, placement: .wrapped, axis: nil, position: 1)
        writer.close(name)
    }
}

extension ResolvedNode.Kind {
    /// The node's name in error paths.
    var pathName: String {
        switch self {
        case .text: "text"
        case .image: "image"
        case .shape: "shape"
        case .color: "color"
        case .spacer: "spacer"
        case .divider: "divider"
        case .stack(let stack):
            switch stack.axis {
            case .horizontal: "hstack"
            case .vertical: "vstack"
            case .depth: "zstack"
            }
        case .padding: "padding"
        case .fixedFrame, .flexibleFrame: "frame"
        case .background: "background"
        case .overlay: "overlay"
        case .clip: "clip"
        case .opacity: "opacity"
        case .button: "button"
        case .navigationLink: "navigationLink"
        case .link: "link"
        case .navigationStack: "navigationStack"
        case .list: "list"
        case .listSection: "section"
        case .listHeader: "header"
        case .listFooter: "footer"
        case .listRow: "row"
        case .segmentedPicker: "picker"
        case .segment: "segment"
        case .tagged: "tagged"
        }
    }
}
