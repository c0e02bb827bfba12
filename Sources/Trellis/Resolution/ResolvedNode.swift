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
    public var kind: Kind
    /// From `.layoutPriority(_:)`; stacks offer space to higher priorities first.
    public var layoutPriority: Double
    /// Nil for a leaf, so leaves cost no allocation of their own.
    var childNodes: ChildNodes?

    public init(_ kind: Kind, children: [ResolvedNode] = [], layoutPriority: Double = 0) {
        self.kind = kind.normalized
        self.childNodes = children.isEmpty ? nil : ChildNodes(children)
        self.layoutPriority = ResolvedLength.priority(layoutPriority)
    }

    public indirect enum Kind: Hashable, Sendable {
        case text(ResolvedText)
        case image(ResolvedImage)
        case shape(ResolvedShape)
        /// A `Color` used as a view: fills whatever space it is offered.
        case color(Color.Resolved)
        /// Flexible space along the enclosing stack's axis.
        case spacer(minLength: CGFloat)
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
        case listHeader
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
    }
}

public struct ResolvedStack: Hashable, Sendable {
    /// The axis an HStack or VStack arranges its children along; nil for a ZStack, which
    /// layers them.
    public var axis: Axis?
    /// For an HStack only the vertical part is used, for a VStack only the horizontal part.
    public var alignment: Alignment
    public var spacing: CGFloat

    public init(axis: Axis?, alignment: Alignment, spacing: CGFloat) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = ResolvedLength.offset(spacing)
    }
}

public struct ResolvedFixedFrame: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment
    /// `gridColumnAlignment(_:)`: a frame of no size around a grid cell that sets its column's
    /// horizontal alignment (GridColumnAlignment.swift); nil for every other frame.
    public var gridColumnAlignment: HorizontalAlignment? = nil

    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = ResolvedLength.size(width)
        self.height = ResolvedLength.size(height)
        self.alignment = alignment
    }
}

public struct ResolvedFlexibleFrame: Hashable, Sendable {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Alignment

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

public struct ResolvedButton: Hashable, Sendable {
    public var role: ButtonRole?

    public init(role: ButtonRole?) {
        self.role = role
    }
}

/// The screen a `NavigationLink` leads to, resolved with the link's environment.
public struct ResolvedDestination: Hashable, Sendable {
    /// The destination view's type name, or for a screen built from Trellis's own views its
    /// navigation title: a name for people (page titles show it), which may hold any text.
    public var name: String
    public var tree: ResolvedTree

    public init(name: String, tree: ResolvedTree) {
        self.name = name
        self.tree = tree
    }

    /// `name` as a file name and relative URL: lowercase ASCII words joined by hyphens, at most
    /// 60 characters, never a scheme or `..` (see `Slug`). Link to `pageName + ".html"`, never
    /// to `name`.
    public var pageName: String { Slug.make(name) }
}

public struct ResolvedNavigationBar: Hashable, Sendable {
    public var title: String?
    public var titleDisplayMode: NavigationBarItem.TitleDisplayMode
    public var background: Color.Resolved
    public var titleColor: Color.Resolved
    public var tint: Color.Resolved
    public var titleFont: Font.Resolved
    public var largeTitleFont: Font.Resolved
    /// The title of the screen this one was reached from; nil on the root screen.
    public var backTitle: String?
    public var separator: Color.Resolved

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

public struct ResolvedListStyle: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case plain, grouped, insetGrouped, inset }
    public var kind: Kind
    public var background: Color.Resolved
    public var rowBackground: Color.Resolved
    public var separator: Color.Resolved
    public var headerColor: Color.Resolved
    public var headerFont: Font.Resolved
    /// Space between the list's edge and its rows' rounded cards (inset styles).
    public var horizontalMargin: CGFloat
    public var cornerRadius: CGFloat
    public var rowInsets: EdgeInsets
    public var rowMinHeight: CGFloat
    public var sectionSpacing: CGFloat
    /// `listRowSpacing(_:)`: space between consecutive rows, each then a card of its own.
    public var rowSpacing: CGFloat

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

public struct ResolvedSegmentedStyle: Hashable, Sendable {
    public var background: Color.Resolved
    public var selectedBackground: Color.Resolved
    public var textColor: Color.Resolved
    public var selectedTextColor: Color.Resolved
    public var font: Font.Resolved
    public var selectedFont: Font.Resolved
    public var height: CGFloat
    public var cornerRadius: CGFloat

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
    public var root: ResolvedNode
    /// The navigation title set anywhere on the screen.
    public var title: String?
    /// The theme's background, behind the whole screen.
    public var background: Color.Resolved
    public var colorScheme: ColorScheme
    public var themeName: String
    /// The names `Color("name")` used that no registered asset catalog has (see `NamedAssets`).
    public var unknownColorNames: [String] = []

    public init(root: ResolvedNode, title: String?, background: Color.Resolved, colorScheme: ColorScheme, themeName: String) {
        self.root = root
        self.title = title
        self.background = background
        self.colorScheme = colorScheme
        self.themeName = themeName
    }
}
