import TrellisCore
import TrellisLayout

/// One render: a pre-order walk over a laid-out screen that appends markup into one buffer and
/// collects each element's CSS into deduplicated classes.
///
/// Every node's element takes the frame the layout engine gave it: its size always, and its
/// position too wherever flexbox would not put it there by itself. HStack and VStack stay
/// flexbox lines (their `gap` and alignment place children exactly as the engine's stack rule
/// does); every other container positions its children absolutely at the engine's offsets.
struct HTMLWalk {
    let layout: LaidOutTree
    let back: String?
    let link: (ResolvedDestination) -> String?
    /// The drawings `Image(systemName:)` names, and what an unknown name draws.
    let symbols: SymbolCatalog
    /// Prefixed to an asset image's site path (`HTMLEmitter.assetRoot`).
    var assetRoot = ""
    var writer = MarkupWriter(capacity: 16_384)
    var classes: ClassRegistry
    /// Inside `button` and `h2` only phrasing content is valid, so boxes there are `span`s, and so
    /// are the elements of lists and navigation bars drawn there (see `element(_:)`).
    var isPhrasing = false
    /// Inside `a` or `button`, where HTML allows no other `a`, `button` or widget role: controls
    /// here are written as plain boxes (see `writeControl`).
    var isInteractive = false
    /// Texts written now are a navigation bar's title, an `h2`.
    var isBarTitle = false
    /// The segmented picker whose segments are being written.
    var segmentedStyle: ResolvedSegmentedStyle?
    /// The way from the root to the node being written, for error messages and node ids.
    var trail = NodeTrail()
    /// Whether each node's outermost element carries `id`, the node's path (`n0.1.2`), the same
    /// string the layout JSON and the SVG use.
    let marksNodes: Bool
    /// Whether the next element opened takes the current node's id (`trail.id`): the node being
    /// entered has no element yet.
    var isMarkPending = false

    init(
        layout: LaidOutTree, classPrefix: String, marksNodes: Bool, symbols: SymbolCatalog = .builtIn, back: String?,
        link: @escaping (ResolvedDestination) -> String?
    ) {
        self.layout = layout
        self.symbols = symbols
        self.marksNodes = marksNodes
        self.back = back
        self.link = link
        classes = ClassRegistry(prefix: classPrefix)
    }

    var tree: ResolvedTree { layout.tree }

    /// The deepest a screen's views may nest. Chromium's and Firefox's HTML parsers flatten a
    /// document deeper than 512 elements; the page shell, a list's card and a symbol's drawing
    /// take some 30 of those, and each view is one element at most.
    static let maximumDepth = 480
    /// Elements written inside nodes' own (a transform's inner box), which count toward
    /// `maximumDepth` like the nodes' elements.
    var innerDepth = 0

    /// The canvas: a box of the canvas size in which the root sits where the engine put it.
    mutating func renderScreen() throws(RenderError) {
        var css = CSSDeclarations()
        css.set("position", "relative")
        css.set("width", px: layout.canvas.width)
        css.set("height", px: layout.canvas.height)
        css.set("overflow", "hidden")
        css.set("background-color", CSS.color(tree.background))
        writer.beginStartTag("div")
        writeStyle(css, classes: "trellis-screen")
        writer.attribute("data-theme", tree.themeName)
        writer.attribute("data-color-scheme", tree.colorScheme.rawValue)
        writer.endStartTag()
        try emit(tree.root, at: 0, placement: .positioned(in: .zero), position: 0)
        writer.close("div")
    }

    // MARK: - Elements

    /// A layout box: `div`, or `span` where only phrasing content may go.
    var box: StaticString { isPhrasing ? "span" : "div" }

    /// `name` where flow content may go, a `span` where only phrasing content may.
    func element(_ name: StaticString) -> StaticString { isPhrasing ? "span" : name }

    /// Writes `<name class="…"` for `css`; the caller adds attributes and ends the start tag.
    mutating func begin(_ name: StaticString, _ css: CSSDeclarations) {
        writer.beginStartTag(name)
        writeStyle(css, marking: true)
    }

    /// Writes `class` and `style` for `css`: what the element shares with others as a class, its
    /// place, size and colors inline (see `ClassRegistry`). `classes` come first in `class`. With
    /// `marking`, the node's pending id goes between them, so `class` and `id` stay side by side.
    mutating func writeStyle(_ css: CSSDeclarations, classes extra: String? = nil, marking: Bool = false) {
        let attributes = self.classes.attributes(for: css)
        let names = [extra, attributes.className].compactMap { $0 }
        if !names.isEmpty { writer.attribute("class", names.joined(separator: " ")) }
        if marking { writeMark() }
        if let style = attributes.style { writer.attribute("style", style) }
    }

    /// Steps into `node`, child number `position` of the node being written: the path names it
    /// for error messages, and the next element opened carries its id (when marking is on).
    /// Every node the walk writes enters here; pair with `leave()`.
    mutating func enter(_ node: ResolvedNode, position: Int) {
        trail.enter(node, position: position)
        isMarkPending = marksNodes
    }

    mutating func leave() {
        trail.leave()
    }

    mutating func writeMark() {
        guard isMarkPending else { return }
        writer.attribute("id", utf8: trail.idBytes)
        isMarkPending = false
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
    /// `"link"`. A control's content is phrasing.
    mutating func writeControl(
        _ element: StaticString, role: String, css: CSSDeclarations, attributes: (inout MarkupWriter) -> Void,
        content: (inout HTMLWalk) throws(RenderError) -> Void
    ) throws(RenderError) {
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
        }
        isPhrasing = true
        writer.endStartTag()
        try content(&self)
        (isPhrasing, isInteractive) = saved
        writer.close(name)
    }

    /// A link for `css` around `content`. Without an href (a destination or a back screen the
    /// site has no page for) the `a` keeps the link's look and simply leads nowhere.
    mutating func writeLink(
        to href: String?, _ css: CSSDeclarations, content: (inout HTMLWalk) throws(RenderError) -> Void
    ) throws(RenderError) {
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
        trail.error(reason)
    }

    // MARK: - The walk

    /// Writes `node` (pre-order index `index`, child number `position` of its parent).
    mutating func emit(_ node: ResolvedNode, at index: Int, placement: Placement, position: Int) throws(RenderError) {
        enter(node, position: position)
        defer { leave() }
        if trail.depth + innerDepth > Self.maximumDepth { throw error(.tooDeep(limit: Self.maximumDepth)) }
        let frame = layout[index].frame
        var css = CSSDeclarations()
        let isText = if case .text = node.kind { true } else { false }
        placement.apply(frame, isText: isText, to: &css)
        if !placement.isPositioned, !node.children.isEmpty, !node.kind.isFlexLine {
            css.set("position", "relative")
        }
        // A child with a z-index below 0 must stay above this node's own background and below nothing outside it.
        if ZIndexOrder.positions(of: node.children) != nil { css.set("isolation", "isolate") }

        switch node.kind {
        case .text(let text): emitText(text, at: index, css: css)
        case .image(let image): try emitImage(image, css: css)
        case .shape(let shape): emitShape(shape, in: frame, css: css)
        case .canvas(let canvas): try emitCanvas(canvas, css: css)
        case .color(let color):
            css.set("background-color", CSS.color(color))
            empty(box, css)
        case .spacer:
            empty(box, css)
        case .divider(let color, _):
            css.set("background-color", CSS.color(color))
            empty(box, css)
        case .stack(let stack):
            try emitStack(node, stack, at: index, css: css)
        case .padding, .fixedFrame, .flexibleFrame, .fixedSize, .tagged, .listRow, .aspectRatio:
            try emitChildren(node, at: index, open: box, css: css)
        case .alignmentGuide: try emitChildren(node, at: index, open: box, css: css)
        case .customLayout, .layoutValues, .anchorSource: try emitChildren(node, at: index, open: box, css: css)
        case .background:
            css.set("isolation", "isolate")
            try emitChildren(node, at: index, open: box, css: css, layering: true)
        case .overlay:
            try emitChildren(node, at: index, open: box, css: css)
        case .clip(let shape):
            css.set("overflow", "hidden")
            if case .circle = shape {
                css.set("clip-path", "circle(closest-side)")
            } else {
                css.setCorners(of: shape)
            }
            try emitChildren(node, at: index, open: box, css: css)
        case .opacity(let value):
            css.set("opacity", NumberFormatting.string(value))
            try emitChildren(node, at: index, open: box, css: css)
        case .button:
            try emitButton(node, at: index, css: css)
        case .navigationLink(let destination):
            try emitLink(node, to: link(destination), at: index, css: css)
        case .link(let destination):
            try emitExternalLink(node, to: destination, at: index, css: css)
        case .navigationStack:
            css.set("overflow", "hidden")
            try emitChildren(node, at: index, open: box, css: css)
        case .navigationBar(let bar):
            try emitNavigationBar(node, bar, at: index, css: css)
        case .backButton:
            try emitBackButton(node, at: index, css: css)
        case .list(let style):
            try emitList(node, style, at: index, css: css)
        case .listSection, .listHeader, .listFooter:
            try emitLine(node, at: index, css: css, along: .vertical, crossAlignment: "flex-start", spacing: 0)
        case .segmentedPicker(let style):
            try emitSegmentedPicker(node, style, at: index, css: css)
        case .segment(let isSelected):
            try emitSegment(node, isSelected: isSelected, at: index, css: css)
        case .barSlot(let slot):
            try emitBarSlot(node, slot, at: index, css: css)
        case .scroll, .lazyGrid, .grid, .gridRow, .gridCell, .geometryReader, .viewThatFits:
            try emitContainer(node, at: index, css: css)
        case .accessibility(let accessibility):
            try emitAccessibility(node, accessibility, at: index, css: css)
        case .proportionalWidth:
            try emitChildren(node, at: index, open: box, css: css)
        case .effect(let effect):
            try emitEffect(node, effect, at: index, css: css)
        case .stateLink(let link):
            try emitStateLink(node, link, at: index, css: css)
        }
    }

    /// Opens `name` with `css`, writes every child positioned at its frame, closes. With
    /// `layering`, child 1 onwards (a background) paints below child 0.
    mutating func emitChildren(
        _ node: ResolvedNode, at index: Int, open name: StaticString, css: CSSDeclarations, layering: Bool = false
    ) throws(RenderError) {
        open(name, css)
        try emitChildNodes(node, at: index, layering: layering)
        writer.close(name)
    }

    /// Writes every child of `node`, positioned in the element of node `index`.
    mutating func emitChildNodes(_ node: ResolvedNode, at index: Int, layering: Bool = false) throws(RenderError) {
        let origin = layout[index].frame.origin
        var childIndex = index + 1
        for (position, child) in node.children.enumerated() {
            let placement: Placement = layering && position > 0 ? .behind(in: origin) : .positioned(in: origin)
            try emit(child, at: childIndex, placement: placement, position: position)
            childIndex += layout[childIndex].subtreeSize
        }
    }

    /// HStack and VStack become flexbox lines with `gap`; ZStack a box of positioned layers.
    private mutating func emitStack(_ node: ResolvedNode, _ stack: ResolvedStack, at index: Int, css: CSSDeclarations) throws(RenderError) {
        guard node.kind.isFlexLine else {
            try emitChildren(node, at: index, open: box, css: css)
            return
        }
        switch stack.axis {
        case .horizontal:
            try emitLine(node, at: index, css: css, along: .horizontal, crossAlignment: CSS.vertical(stack.alignment.vertical), spacing: stack.spacing,
                         shiftsItems: shiftsItems(node, stack, at: index))
        case .vertical:
            try emitLine(node, at: index, css: css, along: .vertical, crossAlignment: CSS.horizontal(stack.alignment.horizontal), spacing: stack.spacing,
                         shiftsItems: shiftsItems(node, stack, at: index))
        case nil:
            try emitChildren(node, at: index, open: box, css: css)
        }
    }

    /// The children in one flexbox line along `axis`, aligned across it and `spacing` apart:
    /// HStack and VStack differ only in the axis. With `shiftsItems`, each item is moved across
    /// from the line's start to its frame (alignment by guides, which the engine decides).
    mutating func emitLine(
        _ node: ResolvedNode, at index: Int, css: CSSDeclarations, along axis: Axis, crossAlignment: String, spacing: CGFloat,
        shiftsItems: Bool = false
    ) throws(RenderError) {
        var css = css
        css.set("display", "flex")
        if axis == .vertical { css.set("flex-direction", "column") }
        css.set("align-items", shiftsItems ? "flex-start" : crossAlignment)
        if spacing != 0 { css.set("gap", CSS.px(spacing)) }
        open(box, css)
        var childIndex = index + 1
        let top = layout[index].frame.minY, leading = layout[index].frame.minX
        for (position, child) in node.children.enumerated() {
            let frame = layout[childIndex].frame
            let placement: Placement = !shiftsItems ? .flow
                : axis == .horizontal ? .shiftedFlow(top: frame.minY - top) : .shiftedColumnFlow(leading: frame.minX - leading)
            try emit(child, at: childIndex, placement: placement, position: position)
            childIndex += layout[childIndex].subtreeSize
        }
        writer.close(box)
    }
}

extension ResolvedNode.Kind {
    /// HStack, VStack and list parts: their children are flexbox items, not positioned.
    var isFlexLine: Bool {
        switch self {
        // CSS has no negative gap, so a stack whose children overlap positions them instead.
        case .stack(let stack): stack.axis != nil && stack.spacing >= 0
        case .listSection, .listHeader, .listFooter, .backButton: true
        default: false
        }
    }
}
