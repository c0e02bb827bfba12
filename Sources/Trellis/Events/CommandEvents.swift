// Modifiers whose effect a still iPhone screen doesn't show: they change behaviour (menus' order
// once open, keyboard and pointer commands, focus, text selection, Writing Tools), or chrome a
// phone page doesn't draw (iPad sheet sizing, a window's toolbar in full screen). Each compiles
// as SwiftUI spells it and leaves the view as it is; the README's "Quiet modifiers" list says so.
import Foundation

/// How prominent a list row's badge is (iOS 17).
public enum BadgeProminence: Hashable, Sendable {
    /// The usual badge.
    case standard
    /// A badge iOS draws in a filled red capsule.
    case increased
    /// A dimmer badge.
    case decreased
}

/// A direction of a keyboard or remote's arrow keys (macOS, tvOS).
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}

/// Whether Writing Tools (iOS 18) offer to rewrite a text view's text.
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The full, inline experience.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// Only the overlay panel.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// How big a sheet is on iPad and Mac (iOS 18); an iPhone sheet fills the width either way.
public struct PresentationSizing: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = PresentationSizing(name: "automatic")
    /// A form-sized sheet.
    public static let form = PresentationSizing(name: "form")
    /// A page-sized sheet.
    public static let page = PresentationSizing(name: "page")
    /// A sheet sized to its content.
    public static let fitted = PresentationSizing(name: "fitted")
}

/// The order of an open menu's items; a closed menu shows none.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = MenuOrder(name: "automatic")
    /// The items in the order written, first nearest the label.
    public static let priority = MenuOrder(name: "priority")
    /// The items in the order written, top to bottom.
    public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing a menu item closes the menu.
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// The default toolbar items a view can remove, such as the sidebar's toggle.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title (macOS).
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// When a focused view's default focus is applied.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String
    /// Only when the system has no other focus to restore.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Whenever focus moves into the scope.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// How a full-screen macOS window shows its toolbar.
public struct WindowToolbarFullScreenVisibility: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
    /// Shown when the pointer is at the top.
    public static let onHover = WindowToolbarFullScreenVisibility(name: "onHover")
    /// Always shown.
    public static let visible = WindowToolbarFullScreenVisibility(name: "visible")
}

extension View {
    /// The prominence of badges in this list; a badge is drawn the same way at every prominence.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
    /// Lets system edge gestures wait for this view's gestures; a still screen has no gestures.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// What Escape does (macOS, tvOS); nothing runs in a render.
    public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
    /// What Delete does (macOS); nothing runs in a render.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }
    /// What the arrow keys do (macOS, tvOS); nothing runs in a render.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }
    /// What the remote's play/pause button does (tvOS); nothing runs in a render.
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { self }
    /// Stops a submit in this view from reaching `onSubmit` actions above it; nothing is submitted
    /// in a render.
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }
    /// Whether Writing Tools offer to rewrite this view's text; a render offers nothing.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }
    /// Stops the user selecting this list row; the row is drawn the same.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// How big this sheet is on iPad and Mac; an iPhone page draws sheets full width.
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }
    /// The order of this menu's items once open; a closed menu shows none.
    public func menuOrder(_ order: MenuOrder) -> some View { self }
    /// Whether choosing an item closes this menu; a closed menu shows none.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
    /// Removes a default toolbar item such as the sidebar toggle; Trellis draws no default items.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
    /// How a full-screen window shows its toolbar (macOS); a page has no full screen.
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View { self }
    /// The language whose line-breaking and typesetting rules this text follows; Trellis measures
    /// with its own rules in every language.
    public func typesetLanguage(_ language: Locale.Language) -> some View { self }
    /// Mirrors this view in a right-to-left layout; Trellis lays out left to right.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
    /// Groups this view's focusable views for directional focus (tvOS, macOS); nothing has focus.
    public func focusSection() -> some View { self }
    /// Hides the focus ring of focusable views (macOS); a render draws none.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
    /// Which view gets focus first; nothing has focus in a render.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }
    /// Whether this view should take focus first in `namespace` (tvOS, macOS); nothing has focus.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }
}
