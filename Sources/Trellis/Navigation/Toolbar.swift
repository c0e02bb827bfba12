/// Items for a screen's bars, written in `.toolbar { … }`.
///
/// The enclosing ``NavigationStack`` draws them in its bars. Each item resolves its views in the
/// bar's environment (17-point text in the tint) and hands the nodes to the screen, which the
/// stack places.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of toolbar content this content's `body` is made of.
    associatedtype Body: ToolbarContent

    /// The items this content is made of.
    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    /// The items this content contributes. Composite content gets a default that evaluates
    /// `body`; Trellis's items override it.
    @MainActor
    static func _resolveToolbar(_ content: Self, in context: _ResolveContext) -> [_ToolbarEntry]
}

/// Toolbar content that a user could customize on iPadOS; it renders as any toolbar content.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent {}

extension ToolbarContent {
    @MainActor
    public static func _resolveToolbar(_ content: Self, in context: _ResolveContext) -> [_ToolbarEntry] {
        let body = context.evaluate { content.body }
        return Body._resolveToolbar(body, in: context)
    }
}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body; reading it stops the program.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content; it has no body") }
}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// One resolved toolbar item: its views, and the bar slot they go to.
public struct _ToolbarEntry {
    var slot: ToolbarItemPlacement.Slot
    var nodes: [ResolvedNode]
}

/// Where an item goes, in SwiftUI's names; on iPhone each lands in one of four slots.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom, status
        /// Items iOS shows only over a keyboard, which a snapshot never has up.
        case hidden
    }

    let slot: Slot
    /// Confirmation buttons are drawn semibold, as iOS draws a bar's "Done".
    let isEmphasized: Bool

    init(_ slot: Slot, isEmphasized: Bool = false) {
        self.slot = slot
        self.isEmphasized = isEmphasized
    }

    /// The platform's default place: on iPhone, the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The middle of the navigation bar; it takes an inline title's place.
    public static let principal = ToolbarItemPlacement(.principal)
    /// Where navigation controls go: the leading end of the navigation bar, after any back button.
    public static let navigation = ToolbarItemPlacement(.leading)
    /// The primary action's place: the trailing end of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// A secondary action's place: the trailing end of the navigation bar on a page.
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    /// The middle of the bottom bar, where a status such as "Updated just now" goes.
    public static let status = ToolbarItemPlacement(.status)
    /// A confirmation's place: the trailing end of the navigation bar, drawn semibold like a "Done"
    /// button.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, isEmphasized: true)
    /// A cancellation's place: the leading end of the navigation bar.
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// A destructive action's place: the trailing end of the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// Above the keyboard; a page never has a keyboard up, so these items are not drawn.
    public static let keyboard = ToolbarItemPlacement(.hidden)
    /// The leading end of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing end of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The leading end of the navigation bar (the older name of `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing end of the navigation bar (the older name of `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// The bottom bar, from its leading edge.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
}

/// A bar a modifier like `.toolbarBackground(_:for:)` or `.toolbar(.hidden, for:)` addresses.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// The bar the platform picks for the view: on iPhone, the navigation bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar at the top of a navigation stack.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom bar, drawn when the screen has bottom-bar items.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// A tab view's tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// A macOS window's toolbar; nothing on a page.
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public static func _resolveToolbar(_ item: Self, in context: _ResolveContext) -> [_ToolbarEntry] {
        [_ToolbarEntry.resolving(item.content, placement: item.placement, in: context)]
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item.
    ///
    /// - Parameters:
    ///   - placement: Where the item goes; `.automatic` (the trailing end of the navigation bar) by
    ///     default.
    ///   - content: A view builder that creates the item's view.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with an identifier, as customizable toolbars need.
    ///
    /// - Parameters:
    ///   - id: The item's identifier; not used on a page.
    ///   - placement: Where the item goes; `.automatic` by default.
    ///   - content: A view builder that creates the item's view.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items sharing one placement, drawn side by side in the order written.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of toolbar items.
    ///
    /// - Parameters:
    ///   - placement: Where the items go; `.automatic` by default.
    ///   - content: A view builder that creates the items' views, drawn 16 points apart.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public static func _resolveToolbar(_ group: Self, in context: _ResolveContext) -> [_ToolbarEntry] {
        [_ToolbarEntry.resolving(group.content, placement: group.placement, in: context)]
    }
}

extension _ToolbarEntry {
    /// Bar buttons are 17-point text in the tint (semibold for a confirmation), and their
    /// symbols a size larger than the text's, as UIKit's bar button items draw them.
    @MainActor
    static func resolving<V: View>(_ content: V, placement: ToolbarItemPlacement, in context: _ResolveContext) -> _ToolbarEntry {
        let inner = context.modifyingEnvironment { environment in
            environment.font = placement.isEmphasized ? Font.body.weight(.semibold) : Font.body
            environment.isInToolbar = true
        }
        let nodes = V._resolve(content, in: inner).map { $0.withBarSymbols() }
        return _ToolbarEntry(slot: placement.slot, nodes: nodes)
    }
}

extension ResolvedNode {
    /// Symbols drawn at the bar's 17-point text size become 22 points tall (a 19-point symbol),
    /// iOS's bar-button symbol size; a symbol the user sized keeps its size.
    func withBarSymbols() -> ResolvedNode {
        var copy = self
        if case .image(var image) = kind, !image.isResizable, image.font.size == 17 {
            image.font.size = 19
            copy.kind = .image(image)
        }
        if !children.isEmpty { copy.children = children.map { $0.withBarSymbols() } }
        return copy
    }
}

/// Builds toolbar content from a closure, with SwiftUI's builder methods.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Passes a toolbar expression through unchanged.
    @MainActor @preconcurrency
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Passes a single item of a block through unchanged.
    @MainActor @preconcurrency
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Combines the items of a block, in the order written.
    @MainActor @preconcurrency
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(repeat each content)
    }

    /// Makes an `if` without an `else`: its content when the condition holds, else none.
    @MainActor @preconcurrency
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// Makes the content of an `if`'s first branch.
    @MainActor @preconcurrency
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(storage: .trueContent(first))
    }

    /// Makes the content of an `else` branch.
    @MainActor @preconcurrency
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(storage: .falseContent(second))
    }
}

/// The items of a toolbar builder block.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public static func _resolveToolbar(_ content: Self, in context: _ResolveContext) -> [_ToolbarEntry] {
        var entries: [_ToolbarEntry] = []
        for item in repeat each content.value {
            entries.append(contentsOf: resolveItem(item, in: context))
        }
        return entries
    }

    private static func resolveItem<C: ToolbarContent>(_ item: C, in context: _ResolveContext) -> [_ToolbarEntry] {
        C._resolveToolbar(item, in: context)
    }
}

/// An `if`/`else` in a toolbar builder.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public static func _resolveToolbar(_ content: Self, in context: _ResolveContext) -> [_ToolbarEntry] {
        switch content.storage {
        case .trueContent(let item): TrueContent._resolveToolbar(item, in: context)
        case .falseContent(let item): FalseContent._resolveToolbar(item, in: context)
        }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public static func _resolveToolbar(_ content: Self, in context: _ResolveContext) -> [_ToolbarEntry] {
        guard let content else { return [] }
        return Wrapped._resolveToolbar(content, in: context)
    }
}

/// A menu under the navigation title (iOS 16). Only its title shows until the user taps it, so it
/// contributes no item to the bars; the menu's contents are never drawn.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    /// Primitive toolbar content.
    public typealias Body = Never

    /// Creates a title menu from `content`, which a closed menu doesn't draw.
    public init(@ViewBuilder content: () -> Content) {}

    public static func _resolveToolbar(_ content: Self, in context: _ResolveContext) -> [_ToolbarEntry] { [] }
}
