// Screen-level modifiers of everyday app code: header prominence (drawn), presentation corner
// radius and background (drawn), and the ones a still phone screen shows nothing of (keyboard
// shortcuts, help tags, toolbar roles), which compile with SwiftUI's spelling and change nothing.

/// How prominent a list section's header is.
public enum Prominence: Hashable, Sendable {
    /// Headers as iOS draws them by default: small, secondary, in capitals.
    case standard
    /// Headers drawn larger, as a semibold title3 in the label color, not in capitals.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// `.increased` draws list section headers as iOS does: larger, in the label color, not in capitals.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension Section {
    /// The header's nodes: in capitals at the standard prominence, as a title3 heading at the
    /// increased one. The capitals are the environment's text case, as in SwiftUI, so that a
    /// header's own `.textCase(nil)` keeps its letters.
    static func resolveHeader(_ header: Parent, in context: _ResolveContext, prominence: Prominence) -> [ResolvedNode] {
        guard prominence == .increased else {
            return Parent._resolve(header, in: context.modifyingEnvironment { $0.textCase = .uppercase })
        }
        let prominent = context.modifyingEnvironment {
            $0.font = .title3.weight(.semibold)
            $0.foregroundStyle = AnyShapeStyle(Color.primary)
        }
        return Parent._resolve(header, in: prominent)
    }
}

extension View {
    /// The prominence of list section headers below.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// The corner radius of the sheet this content is presented in (10 by default, as on iOS).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(_ToolbarModifier { context in
            if context.screen.structure.presentationCornerRadius == nil { context.screen.structure.presentationCornerRadius = cornerRadius }
        })
    }

    /// The background of the sheet this content is presented in, instead of the theme's.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return modifier(_ToolbarModifier { context in
            if context.screen.structure.presentationBackground == nil { context.screen.structure.presentationBackground = style }
        })
    }

    /// Whether the screen behind a sheet can be used; a snapshot is never touched.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// How a presentation adapts to compact size classes; Trellis draws sheets as sheets.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// A keyboard shortcut for a control; a snapshot has no keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Gives a control a keyboard shortcut; a snapshot has no keyboard, so nothing is drawn.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Gives a control a keyboard shortcut, or none when `shortcut` is `nil`; not drawn.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

    /// A help tag (a tooltip on macOS, nothing on iOS); not drawn.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// A help tag from a string; not drawn.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// A help tag from styled text; not drawn.
    public func help(_ text: Text) -> some View { self }

    /// The role of the navigation bar (`.editor`, `.browser`); on a phone its look is unchanged.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// Whether the screen behind a sheet stays usable while the sheet is up.
///
/// A snapshot is never touched, so every value draws the same screen.
public struct PresentationBackgroundInteraction: Sendable {
    /// The platform's choice: the screen behind is usable only at the smallest detents.
    public static let automatic = PresentationBackgroundInteraction()
    /// The screen behind the sheet stays usable at every detent.
    public static let enabled = PresentationBackgroundInteraction()
    /// The screen behind the sheet is dimmed and can't be used.
    public static let disabled = PresentationBackgroundInteraction()
    /// The screen behind the sheet is usable while the sheet is no taller than `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// What a sheet or popover becomes when the size class is compact.
///
/// Trellis draws sheets as sheets, whatever the value.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    /// The platform's choice for each kind of presentation.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// The presentation keeps its own kind.
    public static let none = PresentationAdaptation(name: "none")
    /// The presentation becomes a popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// The presentation becomes a sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// The presentation becomes a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// What a screen's toolbar is for, which lets the platform fit the navigation bar to it.
///
/// On a phone the bar looks the same for every role, and so does Trellis's drawing.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's choice for the context.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A screen of a navigation stack.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A screen that browses content, such as a list of documents.
    public static let browser = ToolbarRole(name: "browser")
    /// A screen that edits a document.
    public static let editor = ToolbarRole(name: "editor")
}

/// A key a keyboard shortcut names.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public let character: Character
    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The Return key.
    public static let `return` = KeyEquivalent("\r")
    /// The Escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The Delete (backspace) key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The Tab key.
    public static let tab = KeyEquivalent("\t")
    /// The up arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 2)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 4)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 8)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 16)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// Every modifier key.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key to press.
    public let key: KeyEquivalent
    /// The modifier keys held while pressing ``key``.
    public let modifiers: EventModifiers
    /// A shortcut of `key` with `modifiers` held, Command by default.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// The Return key alone, which triggers a screen's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The Escape key alone, which cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
