/// The one reader of command options, so that `trellis render` and `trellis check` spell their
/// options the same way and say the same thing about the same mistake.
///
/// An option takes its value as the next argument or after `=` (`--out DIR`, `--out=DIR`). An
/// option that names things takes a comma-separated list and may repeat (`--format html,layout`,
/// `--theme marigold --theme brinjal`). The parser only reads the words; what a name means (a
/// theme, a canvas) is for `OptionValues`, and whether a folder exists for the command.
struct CommandOptionParser {
    enum Kind: Equatable {
        /// Present or not; takes no value.
        case flag
        /// One value; empty is a usage error.
        case value
        /// A file or folder path; empty is a usage error that says so.
        case path
        /// Names, comma-separated; the option may repeat and the names add up.
        case list
        /// A flag that may take a value after `=` only (`--contrast`, `--contrast=enforce`), so the
        /// next argument is never taken for its value.
        case optionalValue
    }

    struct Option {
        var name: String
        var kind: Kind
        var shortName: String?

        init(_ name: String, _ kind: Kind, short shortName: String? = nil) {
            self.name = name
            self.kind = kind
            self.shortName = shortName
        }
    }

    /// The command the options belong to (`render`), for the messages.
    var command: String
    var options: [Option]

    var optionNames: [String] { options.map(\.name) + ["--help"] }

    /// The options in `arguments`, by name. A `--help` anywhere is the caller's to look for first.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedOptions {
        var parsed = ParsedOptions()
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name || $0.shortName == name }) else {
                if argument.hasPrefix("-") {
                    throw error("unknown option '\(name)'\(DidYouMean.clause(for: name, among: optionNames)); "
                        + "valid options: \(optionNames.joined(separator: ", "))")
                }
                throw error("unexpected argument '\(argument)'; \(CommandMessage.toolName) \(command) takes only options: \(optionNames.joined(separator: ", "))")
            }
            if option.kind == .flag || option.kind == .optionalValue {
                guard inline == nil || option.kind == .optionalValue else { throw error("\(option.name) takes no value") }
                parsed.values[option.name, default: []].append(inline ?? "")
                index += 1
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                index += 1
                // A value is never an option: `--out --quiet` forgot the folder.
                guard index < arguments.endIndex, !arguments[index].hasPrefix("--") else {
                    throw error("\(option.name) needs a value")
                }
                value = arguments[index]
            }
            parsed.values[option.name, default: []] += try values(of: option, in: value)
            index += 1
        }
        return parsed
    }

    private func values(of option: Option, in value: String) throws(UsageError) -> [String] {
        switch option.kind {
        case .flag, .optionalValue:
            return []
        case .path, .value:
            if value.isEmpty {
                throw error(option.kind == .path ? "\(option.name): the path is empty" : "\(option.name) needs a value")
            }
            return [value]
        case .list:
            guard !value.isEmpty else { throw error("\(option.name) needs a value") }
            let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !names.contains(where: \.isEmpty) else {
                throw error("\(option.name) '\(value)' has an empty name; separate names with single commas")
            }
            return names
        }
    }

    /// A usage error about this command.
    func error(_ message: String) -> UsageError {
        UsageError(message, command: command)
    }
}

/// The options a command line gave, by option name.
struct ParsedOptions {
    fileprivate(set) var values: [String: [String]] = [:]

    func isSet(_ name: String) -> Bool { values[name] != nil }

    /// Every value given for a list option, in command-line order; empty when it was not given.
    func list(_ name: String) -> [String] { values[name] ?? [] }

    /// The value of a one-value option; more than one is a usage error.
    func single(_ name: String, in parser: CommandOptionParser) throws(UsageError) -> String? {
        guard let given = values[name] else { return nil }
        guard given.count == 1 else { throw parser.error("\(name) given more than once") }
        return given[0]
    }
}
