import Trellis

/// What `trellis` was asked to do, parsed from its arguments.
///
/// The parser is hand-written (no argument-parser dependency) and small enough to test option by
/// option. It never touches the file system: checking that a directory exists is the job of the
/// command that uses it.
public enum TrellisInvocation: Equatable, Sendable {
    /// `--help`, `help` or `help COMMAND`; the topic is the command the help is about.
    case help(topic: String?)
    case render(RenderOptions)
    /// `validate FILE…`; the arguments go to the validation tool unchanged, which owns their syntax.
    case validate(arguments: [String])
    /// `check …`; the arguments go to the golden-file checker unchanged.
    case check(arguments: [String])
}

/// The options of `trellis render`.
public struct RenderOptions: Equatable, Sendable {
    public enum Format: String, Equatable, Sendable, CaseIterable { case html, svg }

    public var outputDirectory: String
    /// In the order of `Theme.all`, whatever order the options named them in, so the output does
    /// not depend on how the command line was spelled.
    public var themes: [Theme]
    /// Light before dark, whatever order the options named them in.
    public var colorSchemes: [ColorScheme]
    /// Built-in canvases in the order phone, tablet, desktop, then custom sizes narrowest first.
    public var canvases: [RenderCanvas]
    public var format: Format
    /// nil means the templates built into Trellis.
    public var templatesDirectory: String?
    public var isQuiet: Bool

    public init(
        outputDirectory: String = "output",
        themes: [Theme] = Theme.all,
        colorSchemes: [ColorScheme] = [.light],
        canvases: [RenderCanvas] = [.phone],
        format: Format = .html,
        templatesDirectory: String? = nil,
        isQuiet: Bool = false
    ) {
        self.outputDirectory = outputDirectory
        self.themes = themes
        self.colorSchemes = colorSchemes
        self.canvases = canvases
        self.format = format
        self.templatesDirectory = templatesDirectory
        self.isQuiet = isQuiet
    }
}

/// A command line that cannot be run; the message says what would have been valid.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// The command whose usage to print after the message, if any.
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}

extension TrellisInvocation {
    public static let commands = ["render", "validate", "check", "help"]

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> TrellisInvocation {
        guard let first = arguments.first else {
            throw UsageError("no command given; commands: \(commands.joined(separator: ", "))")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            return .help(topic: nil)
        case "help":
            guard let topic = rest.first else { return .help(topic: nil) }
            guard commands.contains(topic), rest.count == 1 else {
                throw UsageError("no help on '\(rest.joined(separator: " "))'; commands: \(commands.joined(separator: ", "))")
            }
            return .help(topic: topic)
        case "render":
            if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(topic: "render") }
            return .render(try RenderOptions.parse(rest))
        case "validate":
            if rest == ["-h"] || rest == ["--help"] { return .help(topic: "validate") }
            return .validate(arguments: rest)
        case "check":
            if rest == ["-h"] || rest == ["--help"] { return .help(topic: "check") }
            return .check(arguments: rest)
        default:
            if first.hasPrefix("-") {
                throw UsageError("unknown option '\(first)'; valid here: --help, or a command: \(commands.joined(separator: ", "))")
            }
            throw UsageError("unknown command '\(first)'; commands: \(commands.joined(separator: ", "))")
        }
    }
}

extension RenderOptions {
    public static let optionNames = [
        "--out", "--theme", "--color-scheme", "--canvas", "--format", "--templates", "--quiet", "--help",
    ]

    /// Parses the arguments after `render`. Options take their value as the next argument or
    /// after `=` (`--out DIR`, `--out=DIR`).
    public static func parse(_ arguments: [String]) throws(UsageError) -> RenderOptions {
        var options = RenderOptions()
        var themeNames: [String] = []
        var schemeNames: [String] = []
        var canvasNames: [String] = []
        var seen: Set<String> = []
        var index = arguments.startIndex

        func value(for name: String, inline: String?) throws(UsageError) -> String {
            if let inline {
                guard !inline.isEmpty else { throw UsageError("\(name) needs a value", command: "render") }
                return inline
            }
            index += 1
            guard index < arguments.endIndex, !arguments[index].hasPrefix("--") else {
                throw UsageError("\(name) needs a value", command: "render")
            }
            return arguments[index]
        }

        func once(_ name: String) throws(UsageError) {
            guard seen.insert(name).inserted else {
                throw UsageError("\(name) given more than once", command: "render")
            }
        }

        while index < arguments.endIndex {
            let argument = arguments[index]
            let name: String
            let inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
                inline = nil
            }
            switch name {
            case "--out":
                try once(name)
                options.outputDirectory = try value(for: name, inline: inline)
            case "--theme":
                themeNames.append(try value(for: name, inline: inline))
            case "--color-scheme":
                schemeNames.append(try value(for: name, inline: inline))
            case "--canvas":
                canvasNames.append(try value(for: name, inline: inline))
            case "--format":
                try once(name)
                let text = try value(for: name, inline: inline)
                guard let format = Format(rawValue: text.lowercased()) else {
                    throw UsageError("unknown format '\(text)'; formats: html, svg", command: "render")
                }
                options.format = format
            case "--templates":
                try once(name)
                options.templatesDirectory = try value(for: name, inline: inline)
            case "--quiet", "-q":
                guard inline == nil else { throw UsageError("--quiet takes no value", command: "render") }
                options.isQuiet = true
            default:
                if argument.hasPrefix("-") {
                    throw UsageError(
                        "unknown option '\(name)'; valid options: \(optionNames.joined(separator: ", "))",
                        command: "render")
                }
                throw UsageError(
                    "unexpected argument '\(argument)'; render takes only options: \(optionNames.joined(separator: ", "))",
                    command: "render")
            }
            index += 1
        }

        if !themeNames.isEmpty { options.themes = try themes(named: themeNames) }
        if !schemeNames.isEmpty { options.colorSchemes = try colorSchemes(named: schemeNames) }
        if !canvasNames.isEmpty { options.canvases = try canvases(named: canvasNames) }
        if options.format == .svg {
            throw UsageError("--format svg is not available yet: SVG output comes with a later issue; use --format html")
        }
        return options
    }

    private static func themes(named names: [String]) throws(UsageError) -> [Theme] {
        var wanted: Set<String> = []
        for name in names {
            if name.lowercased() == "all" {
                Theme.all.forEach { wanted.insert($0.name) }
                continue
            }
            do {
                wanted.insert(try Theme(named: name).name)
            } catch {
                throw UsageError("\(error.description), or all", command: "render")
            }
        }
        return Theme.all.filter { wanted.contains($0.name) }
    }

    private static func colorSchemes(named names: [String]) throws(UsageError) -> [ColorScheme] {
        var wanted: Set<ColorScheme> = []
        for name in names {
            let lowered = name.lowercased()
            if lowered == "all" {
                wanted.formUnion(ColorScheme.allCases)
            } else if let scheme = ColorScheme(rawValue: lowered) {
                wanted.insert(scheme)
            } else {
                throw UsageError("unknown color scheme '\(name)'; color schemes: light, dark, or all", command: "render")
            }
        }
        return ColorScheme.allCases.filter(wanted.contains)
    }

    private static func canvases(named names: [String]) throws(UsageError) -> [RenderCanvas] {
        var wanted: [RenderCanvas] = []
        for name in names {
            if name.lowercased() == "all" {
                wanted += RenderCanvas.builtIn
                continue
            }
            do {
                wanted.append(try RenderCanvas(parsing: name))
            } catch {
                throw UsageError(error.description, command: "render")
            }
        }
        return RenderCanvas.ordered(wanted)
    }
}
