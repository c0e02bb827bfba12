// The menu bar commands of a macOS app. A rendered page has no menu bar, so commands are declared
// and checked by the compiler but nothing draws them.

/// Menu commands an app adds with `.commands { … }`.
@MainActor @preconcurrency
public protocol Commands {
    /// The commands this one is made of.
    associatedtype Body: Commands
    /// The commands, built from other commands.
    @CommandsBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: Commands {}

/// Builds the commands of a `Commands` body.
@resultBuilder
@MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// The commands written in the body.
    public static func buildBlock<each C: Commands>(_ commands: repeat each C) -> _TupleCommands<repeat each C> {
        _TupleCommands(commands: (repeat each commands))
    }
    /// Commands shown only when a condition holds.
    public static func buildOptional<C: Commands>(_ commands: C?) -> _OptionalCommands<C> { _OptionalCommands(commands: commands) }
    /// The first branch of an `if`.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> { _ConditionalCommands() }
    /// The second branch of an `if`.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> { _ConditionalCommands() }
}

/// Commands with no body of their own, as the primitive command kinds are.
public protocol _PrimitiveCommands: Commands where Body == Never {}

extension _PrimitiveCommands {
    /// Primitive commands have no body; nothing reads it.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// No commands.
public struct EmptyCommands: _PrimitiveCommands {
    /// Creates no commands.
    public init() {}
}

/// Several commands written in one body.
public struct _TupleCommands<each C: Commands>: _PrimitiveCommands {
    let commands: (repeat each C)
}

/// Commands present only when a condition holds.
public struct _OptionalCommands<C: Commands>: _PrimitiveCommands {
    let commands: C?
}

/// One of two sets of commands, chosen by a condition.
public struct _ConditionalCommands<T: Commands, F: Commands>: _PrimitiveCommands {}

/// Where a command group goes among the standard menus' items.
public struct CommandGroupPlacement: Sendable {
    let name: String
    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Settings….
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hide, Hide Others, Show All.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New and Open.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Save and Save As.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and Export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Print.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, Copy, Paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find and spelling.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Font and text formatting.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Show or hide the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Show or hide the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Minimize, Zoom.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Bring All to Front.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The app's Help.
    public static let help = CommandGroupPlacement(name: "help")
    /// Close, in the File menu.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
}

/// Menu items placed among a standard menu's items.
public struct CommandGroup<Content: View>: _PrimitiveCommands {
    let content: Content

    /// Items placed before the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    /// Items placed after the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    /// Items that replace the group at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
}

/// A menu of the app's own in the menu bar.
public struct CommandMenu<Content: View>: _PrimitiveCommands {
    let content: Content

    /// A menu named `nameKey` holding `content`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu named `name` holding `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu named by `name` holding `content`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// The View menu's Show/Hide Sidebar command.
public struct SidebarCommands: _PrimitiveCommands {
    /// Creates the command.
    public init() {}
}

/// The View menu's toolbar commands.
public struct ToolbarCommands: _PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}

/// The Edit menu's text editing commands (Find, spelling, substitutions).
public struct TextEditingCommands: _PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}

/// The Format menu's font and text commands.
public struct TextFormattingCommands: _PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}

/// The View menu's Show/Hide Inspector command.
public struct InspectorCommands: _PrimitiveCommands {
    /// Creates the command.
    public init() {}
}

/// The File menu's import commands.
public struct ImportFromDevicesCommands: _PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}
