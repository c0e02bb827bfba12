/// A resolved view: a primitive with every style value concrete and no environment left.
///
/// The tree is plain Sendable data, so layout, emitting and validation can run off the main actor
/// and in parallel. Wrappers (padding, frame, background, …) are nodes of their own, in the order
/// the modifiers were written, because SwiftUI's order matters.
///
/// The children (`children`, in ResolvedNode+Children.swift) live behind a reference of their
/// own, so that the last release of a tree of any depth takes it apart level by level rather
/// than recursing once per level; comparing and hashing walk it without recursion too.
public struct ResolvedNode: Hashable, Sendable {
    /// What this node is, and the payload its layout rule and emitters read.
    public var kind: Kind
    /// From `.layoutPriority(_:)`; stacks offer space to higher priorities first.
    public var layoutPriority: Double
    /// Nil for a leaf, so leaves cost no allocation of their own.
    package var childNodes: ChildNodes?

    /// Creates a node; numbers in `kind` are brought into range (see ``ResolvedLength``) and
    /// `layoutPriority` is clamped, so any value a user wrote gives a tree that compares and prints.
    public init(_ kind: Kind, children: [ResolvedNode] = [], layoutPriority: Double = 0) {
        self.kind = kind.normalized
        self.childNodes = children.isEmpty ? nil : ChildNodes(children)
        self.layoutPriority = ResolvedLength.priority(layoutPriority)
    }

    /// The primitives a view resolves to: each names one layout rule and one way of being drawn.
    ///
    /// A case's comment says what its children are; a wrapper's one child is the view it modifies.
    public indirect enum Kind: Hashable, Sendable {
        /// A run of text with its concrete font, color and line rules; a leaf.
        case text(ResolvedText)
        /// An SF Symbol or asset image; a leaf. Symbols come from Trellis's own symbol catalog.
        case image(ResolvedImage)
        /// A filled or stroked shape that takes the whole space it is offered; a leaf.
        case shape(ResolvedShape)
        /// A `Color` used as a view: fills whatever space it is offered.
        case color(Color.Resolved)
        /// Flexible space along the enclosing stack's axis.
        case spacer(minLength: CGFloat)
        /// A `Divider`: a line of `thickness` across the enclosing stack's axis; a leaf.
        case divider(color: Color.Resolved, thickness: CGFloat)
        /// HStack, VStack or ZStack; children are the stacked views.
        case stack(ResolvedStack)
        /// One child, inset.
        case padding(EdgeInsets)
        /// `frame(width:height:alignment:)`: one child, placed in a box of fixed size where given.
        case fixedFrame(ResolvedFixedFrame)
        /// `frame(minWidth:…maxHeight:alignment:)`: one child in a box clamped to the bounds.
        case flexibleFrame(ResolvedFlexibleFrame)
        /// `fixedSize(horizontal:vertical:)`: one child, offered an unspecified length on the fixed
        /// axes so it takes its ideal size there.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// Child 0 is the content, child 1 sits behind it at the content's size.
        case background(alignment: Alignment)
        /// Child 0 is the content, child 1 sits in front of it at the content's size.
        case overlay(alignment: Alignment)
        /// One child, clipped to a shape.
        case clip(ShapeKind)
        /// One child, drawn with an opacity.
        case opacity(Double)
        /// A button; its child is the label as the button style drew it.
        case button(ResolvedButton)
        /// A link to another screen; its child is the label.
        case navigationLink(ResolvedDestination)
        /// SwiftUI's `Link`: a link out of the site to `destination`; its child is the label.
        case link(destination: URL)
        /// A screen with a navigation bar; child 0 is the `.navigationBar`, child 1 the screen's content.
        case navigationStack(ResolvedNavigationBar)
        /// The bar of a navigation stack: an optional `.backButton`, then the title's text, if any.
        case navigationBar(ResolvedNavigationBar)
        /// The bar's button back to the previous screen: a chevron image and the previous title.
        case backButton
        /// A list; its children are `.listSection` nodes.
        case list(ResolvedListStyle)
        /// A section of a list: optional `.listHeader`, then `.listRow` nodes, then optional `.listFooter`.
        case listSection
        /// The section's header, already in the list's header font and color and uppercased; its
        /// children are the header's views.
        case listHeader
        /// The section's footer, in the header's font and color; its children are the footer's views.
        case listFooter
        /// A row of a list; child 0 is the row's content, child 1 its background when the payload
        /// says it has one (ResolvedListRow.swift).
        case listRow(ResolvedListRow = ResolvedListRow())
        /// A segmented picker; its children are `.segment` nodes.
        case segmentedPicker(ResolvedSegmentedStyle)
        /// One option of a segmented picker; its child is the option's label.
        case segment(isSelected: Bool)
        /// Marks a resolved label as a picker option, before the picker arranges its options.
        case tagged(isSelected: Bool)
        /// A part of a navigation stack's bars (toolbar items, the search field, the bottom bar),
        /// placed by the bar's rule in `slot`; one child, the part as ordinary nodes.
        case barSlot(ResolvedBarSlot)
        /// `aspectRatio(_:contentMode:)`: one child, proposed the largest size of `ratio` (width
        /// over height) inside the proposal (`.fit`) or the smallest around it (`.fill`); nil
        /// takes the child's ideal size's ratio.
        case aspectRatio(CGFloat?, contentMode: ContentMode)
        /// A scroll view; its child is the content (ResolvedContainers.swift).
        case scroll(ResolvedScroll)
        /// LazyVGrid or LazyHGrid; its children are the cells.
        case lazyGrid(ResolvedLazyGrid)
        /// Grid; its children are `.gridRow` nodes and views spanning every column.
        case grid(ResolvedGrid)
        /// GridRow; its children are the cells, each one column unless it is a `.gridCell`.
        case gridRow(alignment: VerticalAlignment?)
        /// `gridCellColumns(_:)`: one child, a cell spanning `columns` columns of its row.
        case gridCell(columns: Int)
        /// GeometryReader; its children are its content, once layout has resolved it.
        case geometryReader(ResolvedGeometryReader)
        /// ViewThatFits; its children are the candidates, of which one is shown.
        case viewThatFits(ResolvedViewThatFits)
        /// What assistive technology is told about the child; pass-through in layout.
        case accessibility(ResolvedAccessibility)
        /// One child, offered a fraction of this node's width (a slider's or progress bar's value).
        case proportionalWidth(ResolvedProportionalWidth)
        /// A drawing effect or transform on child 0 (ResolvedEffect.swift); pass-through in layout.
        case effect(ResolvedEffect)
        /// A control (its one child) that leads to the page of another state; pass-through in
        /// layout (StateLinks.swift).
        case stateLink(ResolvedStateLink)
        /// A Canvas: what its renderer drew, once layout has run it (ResolvedCanvas.swift).
        case canvas(ResolvedCanvas)
        /// `alignmentGuide(_:computeValue:)` on its one child; pass-through in layout but for
        /// that guide (ResolvedAlignmentGuide.swift).
        case alignmentGuide(ResolvedAlignmentGuide)
        /// A custom `Layout` container: the engine asks the app's layout for its size and its
        /// children's places (ResolvedCustomLayout.swift).
        case customLayout(ResolvedCustomLayout)
        /// `layoutValue(key:value:)` on its one child: pass-through in layout, read by the custom
        /// layout around it (ResolvedCustomLayout.swift).
        case layoutValues(ResolvedLayoutValues)
        /// `anchorPreference` on its one child: pass-through in layout; its frame is what a
        /// GeometryReader's `proxy[anchor]` reads (Anchor.swift).
        case anchorSource(Int)
    }
}

/// How an `HStack`, `VStack` or `ZStack` arranges its children.
public struct ResolvedStack: Hashable, Sendable {
    /// The axis an HStack or VStack arranges its children along; nil for a ZStack, which
    /// layers them.
    public var axis: Axis?
    /// For an HStack only the vertical part is used, for a VStack only the horizontal part.
    public var alignment: Alignment
    /// The space between adjacent children along the axis, in points; negative values overlap them.
    /// The stack's own default (the theme's small spacing) is already applied.
    public var spacing: CGFloat

    /// Creates a stack payload; a NaN spacing reads as 0 and any spacing is clamped to ±``ResolvedLength/limit``.
    public init(axis: Axis?, alignment: Alignment, spacing: CGFloat) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = ResolvedLength.offset(spacing)
    }
}

/// The box of `frame(width:height:alignment:)`: fixed where a length is given, the child's own
/// size where it is not.
public struct ResolvedFixedFrame: Hashable, Sendable {
    /// The frame's width in points; nil takes the child's width.
    public var width: CGFloat?
    /// The frame's height in points; nil takes the child's height.
    public var height: CGFloat?
    /// Where the child sits when it is smaller or larger than the frame.
    public var alignment: Alignment
    /// `gridColumnAlignment(_:)`: a frame of no size around a grid cell that sets its column's
    /// horizontal alignment (GridColumnAlignment.swift); nil for every other frame.
    public var gridColumnAlignment: HorizontalAlignment? = nil
    /// `containerRelativeFrame`: the rule that sizes this frame from the nearest container once
    /// layout has placed it (ResolvedContainerRelativeFrame.swift); nil for every other frame.
    public var containerRelative: ResolvedContainerRelativeFrame? = nil

    /// Creates a fixed frame; NaN leaves a dimension unset and negative lengths become 0.
    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = ResolvedLength.size(width)
        self.height = ResolvedLength.size(height)
        self.alignment = alignment
    }
}

/// The bounds of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`:
/// the frame takes the size offered, clamped between the minimum and maximum of each axis.
public struct ResolvedFlexibleFrame: Hashable, Sendable {
    /// The smallest width the frame takes; nil for no lower bound.
    public var minWidth: CGFloat?
    /// The width the frame takes when offered an unspecified width; nil takes the child's.
    public var idealWidth: CGFloat?
    /// The largest width the frame takes; `.infinity` takes all the width offered.
    public var maxWidth: CGFloat?
    /// The smallest height the frame takes; nil for no lower bound.
    public var minHeight: CGFloat?
    /// The height the frame takes when offered an unspecified height; nil takes the child's.
    public var idealHeight: CGFloat?
    /// The largest height the frame takes; `.infinity` takes all the height offered.
    public var maxHeight: CGFloat?
    /// Where the child sits inside the frame.
    public var alignment: Alignment

    /// Creates flexible-frame bounds; NaN leaves a bound unset, negatives become 0, and only the
    /// maxima keep `.infinity`.
    public init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.minWidth = ResolvedLength.size(minWidth)
        self.idealWidth = ResolvedLength.size(idealWidth)
        self.maxWidth = ResolvedLength.maximum(maxWidth)
        self.minHeight = ResolvedLength.size(minHeight)
        self.idealHeight = ResolvedLength.size(idealHeight)
        self.maxHeight = ResolvedLength.maximum(maxHeight)
        self.alignment = alignment
    }
}

/// A `Button`, whose action a static page cannot run: the HTML writes a `<button type="button">`
/// around the styled label, the SVG draws the label.
public struct ResolvedButton: Hashable, Sendable {
    /// The button's role (destructive, cancel), which its style has already drawn into the label.
    public var role: ButtonRole?

    /// Creates a button payload.
    public init(role: ButtonRole?) {
        self.role = role
    }
}

/// A navigation bar with every color and font the theme gives it, for a `NavigationStack` screen.
public struct ResolvedNavigationBar: Hashable, Sendable {
    /// The screen's `navigationTitle`; nil draws a bar without a title.
    public var title: String?
    /// Large (the default, below the bar) or inline (centered in the bar).
    public var titleDisplayMode: NavigationBarItem.TitleDisplayMode
    /// The bar's fill, from the theme (or `toolbarBackground`) in the tree's color scheme.
    public var background: Color.Resolved
    /// The title's color.
    public var titleColor: Color.Resolved
    /// The color of the back button and other bar buttons.
    public var tint: Color.Resolved
    /// The font of an inline title.
    public var titleFont: Font.Resolved
    /// The font of a large title.
    public var largeTitleFont: Font.Resolved
    /// The title of the screen this one was reached from; nil on the root screen.
    public var backTitle: String?
    /// The hairline under the bar.
    public var separator: Color.Resolved

    /// Creates a bar payload from concrete values.
    public init(title: String?, titleDisplayMode: NavigationBarItem.TitleDisplayMode, background: Color.Resolved, titleColor: Color.Resolved, tint: Color.Resolved, titleFont: Font.Resolved, largeTitleFont: Font.Resolved, backTitle: String?, separator: Color.Resolved) {
        self.title = title
        self.titleDisplayMode = titleDisplayMode
        self.background = background
        self.titleColor = titleColor
        self.tint = tint
        self.titleFont = titleFont
        self.largeTitleFont = largeTitleFont
        self.backTitle = backTitle
        self.separator = separator
    }
}

/// A list's style with every color, font and metric concrete, as its rows and sections are laid out.
public struct ResolvedListStyle: Hashable, Sendable {
    /// The `ListStyle` the list was written with; `.automatic` arrives as `.insetGrouped`.
    public enum Kind: String, Hashable, Sendable {
        /// Rows edge to edge on the list's background.
        case plain
        /// Sections on a grouped background, rows edge to edge.
        case grouped
        /// Sections as rounded cards inset from the edges, on a grouped background.
        case insetGrouped
        /// Rows inset from the edges in rounded cards, without a grouped background.
        case inset
    }
    /// Which list style the metrics below belong to.
    public var kind: Kind
    /// The color behind the whole list.
    public var background: Color.Resolved
    /// The color of each row, unless `listRowBackground` replaces it.
    public var rowBackground: Color.Resolved
    /// The color of the line between rows.
    public var separator: Color.Resolved
    /// The color of section headers and footers.
    public var headerColor: Color.Resolved
    /// The font of section headers and footers.
    public var headerFont: Font.Resolved
    /// Space between the list's edge and its rows' rounded cards (inset styles).
    public var horizontalMargin: CGFloat
    /// The corner radius of a section's card in the inset styles; 0 in the others.
    public var cornerRadius: CGFloat
    /// The default space around each row's content; `listRowInsets` overrides it per row.
    public var rowInsets: EdgeInsets
    /// The least height of a row, however short its content.
    public var rowMinHeight: CGFloat
    /// The space between consecutive sections.
    public var sectionSpacing: CGFloat
    /// `listRowSpacing(_:)`: space between consecutive rows, each then a card of its own.
    public var rowSpacing: CGFloat

    /// Creates a list style; lengths are clamped as ``ResolvedLength`` describes.
    public init(kind: Kind, background: Color.Resolved, rowBackground: Color.Resolved, separator: Color.Resolved, headerColor: Color.Resolved, headerFont: Font.Resolved, horizontalMargin: CGFloat, cornerRadius: CGFloat, rowInsets: EdgeInsets, rowMinHeight: CGFloat, sectionSpacing: CGFloat, rowSpacing: CGFloat = 0) {
        self.kind = kind
        self.background = background
        self.rowBackground = rowBackground
        self.separator = separator
        self.headerColor = headerColor
        self.headerFont = headerFont
        self.horizontalMargin = ResolvedLength.size(horizontalMargin)
        self.cornerRadius = ResolvedLength.size(cornerRadius)
        self.rowInsets = ResolvedLength.insets(rowInsets)
        self.rowMinHeight = ResolvedLength.size(rowMinHeight)
        self.sectionSpacing = ResolvedLength.size(sectionSpacing)
        self.rowSpacing = ResolvedLength.size(rowSpacing)
    }
}

/// The look of a segmented picker, in the theme's colors for the tree's color scheme.
public struct ResolvedSegmentedStyle: Hashable, Sendable {
    /// The track behind all segments.
    public var background: Color.Resolved
    /// The raised fill of the selected segment.
    public var selectedBackground: Color.Resolved
    /// The label color of the segments not selected.
    public var textColor: Color.Resolved
    /// The label color of the selected segment.
    public var selectedTextColor: Color.Resolved
    /// The label font of the segments not selected.
    public var font: Font.Resolved
    /// The label font of the selected segment.
    public var selectedFont: Font.Resolved
    /// The control's height in points.
    public var height: CGFloat
    /// The corner radius of the track.
    public var cornerRadius: CGFloat

    /// Creates a segmented style; the height and corner radius are clamped to 0…``ResolvedLength/limit``.
    public init(background: Color.Resolved, selectedBackground: Color.Resolved, textColor: Color.Resolved, selectedTextColor: Color.Resolved, font: Font.Resolved, selectedFont: Font.Resolved, height: CGFloat, cornerRadius: CGFloat) {
        self.background = background
        self.selectedBackground = selectedBackground
        self.textColor = textColor
        self.selectedTextColor = selectedTextColor
        self.font = font
        self.selectedFont = selectedFont
        self.height = ResolvedLength.size(height)
        self.cornerRadius = ResolvedLength.size(cornerRadius)
    }
}

/// A resolved screen: the root node plus what the page around it needs.
public struct ResolvedTree: Hashable, Sendable {
    /// The screen's outermost node.
    public var root: ResolvedNode
    /// The navigation title set anywhere on the screen.
    public var title: String?
    /// The theme's background, behind the whole screen.
    public var background: Color.Resolved
    /// The color scheme the screen was resolved in; the HTML states it as `data-color-scheme`.
    public var colorScheme: ColorScheme
    /// The name of the theme the screen was resolved in; the HTML states it as `data-theme`.
    public var themeName: String
    /// The names `Color("name")` used that no registered asset catalog has (see `NamedAssets`).
    public var unknownColorNames: [String] = []
    /// Whether views nested deeper than `maximumNesting` were left out: such a screen resolves,
    /// lays out and is released, and every emitter refuses it.
    public var exceedsNestingLimit = false

    /// The most views with a body (or `AnyView`s) a screen may nest, one inside the next. The
    /// walk recurses once per level on its 512 MiB stack, and a million levels overflowed it.
    /// Every unbounded nesting passes through a body or an `AnyView` (a type written out is
    /// finite), so counting those bounds the walk; past the limit a view resolves as nothing and
    /// `exceedsNestingLimit` is set. No page could show such a screen anyway: HTML is refused
    /// past 480 levels of elements.
    public static let maximumNesting = 150_000

    /// Creates a tree from a root node and the page facts around it.
    public init(root: ResolvedNode, title: String?, background: Color.Resolved, colorScheme: ColorScheme, themeName: String) {
        self.root = root
        self.title = title
        self.background = background
        self.colorScheme = colorScheme
        self.themeName = themeName
    }
}
