import Trellis

/// What `trellis` was asked to do, parsed from its arguments.
///
/// The parser is hand-written (no argument-parser dependency) and small enough to test option by
/// option. It never touches the file system: checking that a directory exists is the job of the
/// command that uses it.
public enum TrellisInvocation: Equatable, Sendable {
    /// `--help`, `help` or `help COMMAND`; the topic is the command the help is about.
    case help(topic: String?)
    /// `--version`.
    case version
    /// `render …`, with its options parsed.
    case render(RenderOptions)
    /// `validate FILE…`; the arguments go to the validation tool unchanged, which owns their syntax.
    case validate(arguments: [String])
    /// `check …`; `GoldenCheckCommand` reads them with the same option parser as `render`.
    case check(arguments: [String])
    /// `tokens export …`: a theme written as design tokens (`TokensCommand`).
    case tokens(arguments: [String])
}

extension TrellisInvocation {
    /// The command names the tool accepts, in the order help lists them.
    public static let commands = ["render", "validate", "check", "tokens", "help"]

    /// Parses the arguments after the program name; `themes` are the ones `--theme` picks from.
    public static func parse(_ arguments: [String], themes: [Theme] = Theme.all) throws(UsageError) -> TrellisInvocation {
        guard let first = arguments.first else {
            throw UsageError("no command given; commands: \(commands.joined(separator: ", "))")
        }
        let rest = Array(arguments.dropFirst())
        let asksForHelp = rest.contains { $0 == "-h" || $0 == "--help" }
        switch first {
        case "-h", "--help":
            return .help(topic: nil)
        case "--version":
            guard rest.isEmpty else { throw UsageError("--version takes nothing after it") }
            return .version
        case "help":
            guard let topic = rest.first else { return .help(topic: nil) }
            guard commands.contains(topic), rest.count == 1 else {
                throw UsageError("no help on '\(rest.joined(separator: " "))'\(DidYouMean.clause(for: rest.joined(separator: " "), among: commands)); commands: \(commands.joined(separator: ", "))")
            }
            return .help(topic: topic)
        case "render":
            if asksForHelp { return .help(topic: "render") }
            return .render(try RenderOptions.parse(rest, themes: themes))
        case "validate":
            // Its arguments are file names, so only a lone --help asks for help.
            if rest == ["-h"] || rest == ["--help"] { return .help(topic: "validate") }
            return .validate(arguments: rest)
        case "check":
            if asksForHelp { return .help(topic: "check") }
            return .check(arguments: rest)
        case "tokens":
            if asksForHelp { return .help(topic: "tokens") }
            return .tokens(arguments: rest)
        default:
            if first.hasPrefix("-") {
                throw UsageError(
                    "unknown option '\(first)'\(DidYouMean.clause(for: first, among: ["--help", "--version"] + commands)); "
                        + "valid here: --help, --version, or a command: \(commands.joined(separator: ", "))")
            }
            throw UsageError(
                "unknown command '\(first)'\(DidYouMean.clause(for: first, among: commands)); commands: \(commands.joined(separator: ", "))")
        }
    }
}
