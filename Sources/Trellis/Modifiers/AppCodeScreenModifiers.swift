// Screen-level modifiers of everyday app code: header prominence (drawn), presentation corner
// radius and background (drawn), and the ones a still phone screen shows nothing of (keyboard
// shortcuts, help tags, toolbar roles), which compile with SwiftUI's spelling and change nothing.

/// How prominent a list section's header is.
public enum Prominence: Hashable, Sendable {
    case standard, increased
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
    /// The header's nodes: in capitals at the standard prominence, as a title3 heading at the increased one.
    static func resolveHeader(_ header: Parent, in context: _ResolveContext, prominence: Prominence) -> [ResolvedNode] {
        guard prominence == .increased else { return Parent._resolve(header, in: context).map { $0.uppercasedText() } }
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

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

    /// A help tag (a tooltip on macOS, nothing on iOS); not drawn.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    public func help(_ text: Text) -> some View { self }

    /// The role of the navigation bar (`.editor`, `.browser`); on a phone its look is unchanged.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// A key a keyboard shortcut names.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
