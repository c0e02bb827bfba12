extension View {
    /// A keyboard shortcut for a control; a snapshot has no keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Gives a control a keyboard shortcut; a snapshot has no keyboard, so nothing is drawn.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Gives a control a keyboard shortcut, or none when `shortcut` is `nil`; not drawn.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
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

extension View {
    /// Runs `action` when `key` is pressed while the view has focus; a page has no keyboard.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Runs `action` for `key` in `phases`; a page has no keyboard.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` for any key in `keys`; a page has no keyboard.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` for keys typing `characters`; a page has no keyboard.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Runs `action` for every key press in `phases`; a page has no keyboard.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }
}

/// A key press as `onKeyPress` hands it to its action.
public struct KeyPress: Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeated or came up.
    public let phase: Phases

    /// Whether the action used the key press or lets it go on to other views.
    public enum Result: Sendable {
        /// The key press was used.
        case handled
        /// The key press goes on.
        case ignored
    }

    /// Which moments of a key press an action wants.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeated while held.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key came up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}

extension Scene {
    /// Sets the key that opens this scene's window.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// Sets the shortcut that opens this scene's window.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene { _ModifiedScene(content: self) }
}
