import TrellisCore
import TrellisLayout

/// One SVG render: a pre-order walk over a laid-out screen that appends SVG 1.1 into one buffer.
///
/// Every frame comes from the layout engine, in canvas coordinates, so nothing is nested to be
/// placed: a node that paints (a shape, a color, a divider, a symbol, a text, the chrome's
/// backgrounds) is one element at its frame, and a node that only arranges (stacks, padding,
/// frames) writes nothing of its own. Groups exist only where SVG needs one to draw: a subtree's
/// opacity, a clip, and a link's area. That keeps the document shallow however deep the views
/// nest, and each element's id is its node's.
struct SVGWalk {
    let layout: LaidOutTree
    let back: String?
    let link: (ResolvedDestination) -> String?
    /// The drawings `Image(systemName:)` names, and what an unknown name draws.
    let symbols: SymbolCatalog
    /// Prefixed to an asset image's site path (`SVGEmitter.assetRoot`).
    var assetRoot = ""
    /// Brand fonts declared after DejaVu (`SVGEmitter.fonts`).
    var fonts = FontCatalog()
    var writer = MarkupWriter(capacity: 16_384)
    var trail = NodeTrail()
    /// Inside an `a`: SVG, like HTML, lets no link contain another, so inner links keep their
    /// look and lead nowhere of their own; the outer one covers them (as in the HTML).
    var isInLink = false
    var groupDepth = 0
    /// The last text's family list: most texts share one font, and the list is a concatenation.
    var familyCache: (family: String, design: Font.Design, value: String) = ("", .default, "")
    /// Whether the next element opened takes the current node's id (`trail.id`): the node being
    /// entered has no element yet.
    var isIDPending = false
    /// Inside a mask's drawing (or the image the HTML masks with), where nothing is rendered as
    /// itself, so no element carries a node's id.
    var hidesIDs = false
    /// The part of the current user space that can show on the canvas: the canvas, narrowed by
    /// each enclosing clip and grown by a shadow's or blur's reach; nil inside a transform, where
    /// it is not worked out. Drawing wholly outside it is left out (`canShow`): nobody can see it,
    /// and a page may hold any amount of it (a long text squeezed to a character a line beside
    /// wider content once made 263,000 lines far left of the canvas, 16 MB of SVG a page).
    var visibleArea: VisibleArea?

    /// Groups nest at most this deep: the Validator checks SVG as a tree, to libxml2's depth of
    /// 256, and the root, a clip and a link take a few levels of their own.
    static let maximumGroupDepth = 240

    init(
        layout: LaidOutTree, back: String?, link: @escaping (ResolvedDestination) -> String?,
        symbols: SymbolCatalog
    ) {
        self.layout = layout
        self.back = back
        self.link = link
        self.symbols = symbols
    }

    var tree: ResolvedTree { layout.tree }

    /// The whole document: the canvas as the viewport, the fonts, the screen's background, then
    /// the root where the engine put it.
    mutating func renderDocument(title: String?, fontRoot: String?) throws(RenderError) {
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.raw("<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n")
        let width = n(layout.canvas.width)
        let height = n(layout.canvas.height)
        writer.beginStartTag("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        writer.attribute("xmlns:xlink", "http://www.w3.org/1999/xlink")
        writer.attribute("version", "1.1")
        writer.attribute("width", width)
        writer.attribute("height", height)
        writer.attribute("viewBox", "0 0 " + width + " " + height)
        writer.endStartTag()
        writer.raw("\n")
        if let title {
            writer.beginStartTag("title")
            writer.endStartTag()
            writer.text(title)
            writer.close("title")
            writer.raw("\n")
        }
        if let fontRoot {
            // Chromium loads these from a file:// SVG; rsvg ignores @font-face and finds the same
            // families through fontconfig, which is why the text names DejaVu by family.
            writer.beginStartTag("defs")
            writer.endStartTag()
            writer.beginStartTag("style")
            writer.attribute("type", "text/css")
            writer.endStartTag()
            writer.cdata("\n" + FontAssets.fontFaceRules(root: fontRoot) + fonts.fontFaceRules(root: fontRoot))
            writer.close("style")
            writer.close("defs")
            writer.raw("\n")
        }
        visibleArea = VisibleArea(CGRect(origin: .zero, size: layout.canvas))
        SVGGeometry.beginRect(CGRect(origin: .zero, size: layout.canvas), radius: 0, into: &writer)
        paint(fill: tree.background)
        writer.endStartTag(selfClosing: true)
        writer.raw("\n")
        try emit(tree.root, at: 0, position: 0)
        writer.close("svg")
        writer.raw("\n")
    }

    // MARK: - The walk

    mutating func emit(_ node: ResolvedNode, at index: Int, position: Int) throws(RenderError) {
        trail.enter(node, position: position)
        isIDPending = true
        defer {
            trail.leave()
            isIDPending = false
        }
        let frame = layout.nodes[index].frame
        switch node.kind {
        case .text(let text): writeText(text, at: index)
        case .image(let image): try writeImage(image, in: frame)
        case .shape(let shape): writeShape(shape, in: frame)
        case .canvas(let canvas): try writeCanvas(canvas, in: frame)
        case .color(let color): writeRect(frame, fill: color)
        case .divider(let color, _): writeRect(frame, fill: color)
        case .spacer: break
        case .stack, .padding, .fixedFrame, .flexibleFrame, .fixedSize, .tagged, .listRow, .barSlot,
             .listSection, .listHeader, .listFooter, .overlay, .aspectRatio, .proportionalWidth:
            try emitChildren(of: node, at: index)
        case .alignmentGuide: try emitChildren(of: node, at: index)
        case .customLayout, .layoutValues, .anchorSource: try emitChildren(of: node, at: index)
        case .background:
            // The background layer (child 1) paints first, the content over it.
            try emitChildren(of: node, at: index, order: .lastFirst)
        case .clip(let shape):
            try writeClipped(node, at: index, to: shape, in: frame)
        case .opacity(let value):
            try writeGroup(attributes: { $0.attribute("opacity", NumberFormatting.string(value)) }) {
                (walk) throws(RenderError) in try walk.emitChildren(of: node, at: index)
            }
        case .navigationLink(let destination):
            try writeLink(to: link(destination)) { (walk) throws(RenderError) in try walk.emitChildren(of: node, at: index) }
        case .link(let destination):
            let href = destination.absoluteString
            if let scheme = ExternalLinkPolicy.scheme(of: href), !ExternalLinkPolicy.allowedSchemes.contains(scheme) {
                throw trail.error(.disallowedLinkScheme(url: href, scheme: scheme))
            }
            try writeLink(to: href) { (walk) throws(RenderError) in try walk.emitChildren(of: node, at: index) }
        case .navigationStack:
            try writeNavigationStack(node, at: index, in: frame)
        case .navigationBar(let bar):
            try writeNavigationBar(node, bar, at: index, in: frame)
        case .backButton:
            try writeLink(to: back) { (walk) throws(RenderError) in try walk.emitChildren(of: node, at: index) }
        case .list(let style):
            try writeList(node, style, at: index, in: frame)
        case .segmentedPicker(let style):
            writeRoundedRect(frame, radius: style.cornerRadius, fill: style.background)
            try emitChildren(of: node, at: index)
        case .segment(let isSelected):
            try writeSegment(node, isSelected: isSelected, at: index, in: frame)
        case .button:
            try writeButton(node, at: index)
        case .scroll, .lazyGrid, .grid, .gridRow, .gridCell, .geometryReader, .viewThatFits:
            try writeContainer(node, at: index, in: frame)
        case .accessibility(let accessibility):
            try writeAccessibility(node, accessibility, at: index)
        case .effect(let effect):
            try writeEffect(node, effect, at: index, in: frame)
        case .stateLink(let link):
            try writeStateLink(node, link, at: index)
        }
    }

    /// The order a node's children paint in: as written, or last first (a background under its
    /// content, a navigation bar over its screen).
    enum PaintOrder { case asWritten, lastFirst }

    /// Writes `node`'s children in `order`.
    mutating func emitChildren(of node: ResolvedNode, at index: Int, order: PaintOrder = .asWritten) throws(RenderError) {
        let children = node.children
        guard !children.isEmpty else { return }
        switch order {
        case .asWritten:
            if let order = ZIndexOrder.positions(of: children) {
                return try emitChildren(children, at: index, in: order)
            }
            var childIndex = index + 1
            for (position, child) in children.enumerated() {
                try emit(child, at: childIndex, position: position)
                childIndex += layout.nodes[childIndex].subtreeSize
            }
        case .lastFirst:
            // Only the two-child wrappers paint last first, so finding each child's index by
            // stepping over its elder siblings costs nothing worth a list.
            for position in children.indices.reversed() {
                var childIndex = index + 1
                for _ in 0..<position { childIndex += layout.nodes[childIndex].subtreeSize }
                try emit(children[position], at: childIndex, position: position)
            }
        }
    }

    // MARK: - Elements

    /// Writes the pending id, if the node being written has no element yet.
    mutating func writeID() {
        guard isIDPending, !hidesIDs else { return }
        writer.attribute("id", utf8: trail.idBytes)
        isIDPending = false
    }

    /// `fill`, with `fill-opacity` for a translucent color: SVG 1.1 paints have no alpha.
    mutating func paint(fill color: Color.Resolved) {
        writer.attribute("fill", hexColor: color)
        if color.opacity < 1 { writer.attribute("fill-opacity", NumberFormatting.string(color.opacity)) }
    }

    mutating func paint(stroke color: Color.Resolved, width: CGFloat) {
        writer.attribute("stroke", hexColor: color)
        if color.opacity < 1 { writer.attribute("stroke-opacity", NumberFormatting.string(color.opacity)) }
        writer.attribute("stroke-width", number: width)
    }

    mutating func writeRect(_ rect: CGRect, fill: Color.Resolved) {
        writeRoundedRect(rect, radius: 0, fill: fill)
    }

    mutating func writeRoundedRect(_ rect: CGRect, radius: CGFloat, fill: Color.Resolved) {
        guard canShow(rect) else { return }
        SVGGeometry.beginRect(rect, radius: SVGGeometry.clampedRadius(radius, in: rect), into: &writer)
        writeID()
        paint(fill: fill)
        writer.endStartTag(selfClosing: true)
        writer.raw("\n")
    }

    /// A `g` with `attributes` around `content`, carrying the node's id.
    mutating func writeGroup(
        attributes: (inout MarkupWriter) -> Void, content: (inout SVGWalk) throws(RenderError) -> Void
    ) throws(RenderError) {
        try enterGroup()
        defer { groupDepth -= 1 }
        writer.beginStartTag("g")
        writeID()
        attributes(&writer)
        writer.endStartTag()
        try content(&self)
        writer.close("g")
        writer.raw("\n")
    }

    /// An `a` around `content` leading to `href`; without one (a page the site does not have) or
    /// inside another link, a plain group, since SVG, like HTML, nests no link in a link.
    mutating func writeLink(to href: String?, content: (inout SVGWalk) throws(RenderError) -> Void) throws(RenderError) {
        guard let href, !isInLink else {
            try writeGroup(attributes: { _ in }, content: content)
            return
        }
        try enterGroup()
        defer { groupDepth -= 1 }
        writer.beginStartTag("a")
        writeID()
        writer.attribute("xlink:href", href)
        writer.endStartTag()
        isInLink = true
        try content(&self)
        isInLink = false
        writer.close("a")
        writer.raw("\n")
    }

    /// One more level of grouping (a `g` or an `a`); pair with `groupDepth -= 1`.
    mutating func enterGroup() throws(RenderError) {
        groupDepth += 1
        if groupDepth > Self.maximumGroupDepth {
            groupDepth -= 1
            throw trail.error(.tooDeep(limit: Self.maximumGroupDepth))
        }
    }

    /// `node`'s children, in `order`, clipped to `shape` at `frame`.
    mutating func writeClipped(
        _ node: ResolvedNode, at index: Int, to shape: ShapeKind, in frame: CGRect, order: PaintOrder = .asWritten
    ) throws(RenderError) {
        try writeClipped(to: shape, in: frame) { (walk) throws(RenderError) in
            try walk.emitChildren(of: node, at: index, order: order)
        }
    }

    /// `content` clipped to `shape` at `frame`: a `clipPath` whose id is the current node's with
    /// `-clip` (node ids hold only digits and dots, so it cannot collide), then the group that
    /// uses it, carrying the node's id.
    mutating func writeClipped(
        to shape: ShapeKind, in frame: CGRect, content: (inout SVGWalk) throws(RenderError) -> Void
    ) throws(RenderError) {
        let clipID = trail.id + "-clip"
        writer.beginStartTag("clipPath")
        writer.attribute("id", clipID)
        writer.endStartTag()
        SVGGeometry.begin(shape, in: frame, into: &writer)
        if shape.isEvenOdd { writer.attribute("clip-rule", "evenodd") }
        writer.endStartTag(selfClosing: true)
        writer.close("clipPath")
        writer.raw("\n")
        // A path may draw anywhere; every other shape lies inside its frame.
        var area = visibleArea
        if case .path = shape {} else { area = area?.narrowed(to: frame) }
        try writeGroup(attributes: { $0.attribute("clip-path", "url(#" + clipID + ")") }) { (walk) throws(RenderError) in
            try walk.showing(area, content)
        }
    }

    /// Whether drawing that lies inside `rect` (in the current user space) may show on the canvas.
    func canShow(_ rect: CGRect) -> Bool {
        visibleArea?.meets(rect) ?? true
    }

    /// `content` with `area` as the visible area, then the area as it was.
    mutating func showing(_ area: VisibleArea?, _ content: (inout SVGWalk) throws(RenderError) -> Void) throws(RenderError) {
        let outer = visibleArea
        visibleArea = area
        defer { visibleArea = outer }
        try content(&self)
    }

    /// A rectangle of the user space by its edges, which stay as they are where a `CGRect` would
    /// standardize them: an empty one (a clip outside the canvas) has its minimum past its maximum.
    struct VisibleArea: Equatable {
        var minX: CGFloat
        var minY: CGFloat
        var maxX: CGFloat
        var maxY: CGFloat

        init(_ rect: CGRect) {
            (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        }

        /// Whether `rect` meets the area, its edges included. NaN never reads as outside.
        func meets(_ rect: CGRect) -> Bool {
            if minX > maxX || minY > maxY { return false }
            return !(rect.maxX < minX || rect.minX > maxX || rect.maxY < minY || rect.minY > maxY)
        }

        /// The part of the area inside `rect`.
        func narrowed(to rect: CGRect) -> VisibleArea {
            var area = self
            area.minX = max(minX, rect.minX)
            area.minY = max(minY, rect.minY)
            area.maxX = min(maxX, rect.maxX)
            area.maxY = min(maxY, rect.maxY)
            return area
        }

        /// The area grown by `margin` on every side: what a blur or shadow can bring into it.
        func grown(by margin: CGFloat) -> VisibleArea {
            var area = self
            area.minX -= margin
            area.minY -= margin
            area.maxX += margin
            area.maxY += margin
            return area
        }
    }

    func n(_ value: CGFloat) -> String { NumberFormatting.string(Double(value)) }
}
