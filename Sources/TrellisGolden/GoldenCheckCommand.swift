import Foundation
import Trellis
import TrellisRender

/// `trellis check`: parses its options, runs a `GoldenCheck` over a suite and prints the report.
///
/// Lives here rather than in the executable so it is tested in-process, like the other commands.
/// Its help text is `trellis help check`, in TrellisRender's CommandHelp with the other commands'.
public enum GoldenCheckCommand {
    /// Runs `trellis check` with `arguments` (after `check`) over `suite`.
    @MainActor
    public static func run(
        _ arguments: [String], suite: GoldenSuite, output: CommandOutput,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        let check: GoldenCheck
        do {
            check = try parse(arguments)
        } catch {
            output.standardError("trellis check: \(error.description)\n\nUsage: trellis check --golden DIR [--record] (see trellis help check)\n")
            return 2
        }
        let report = await check.run(suite, environment: environment)
        if report.usageError != nil {
            output.standardError(report.text)
        } else {
            output.standardOutput(report.text)
        }
        return report.exitCode
    }

    /// The check `arguments` ask for.
    public static func parse(_ arguments: [String]) throws(GoldenUsageError) -> GoldenCheck {
        var directory: String?
        var record = false
        var formats: [String] = [], themes: [String] = [], schemes: [String] = [], canvases: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws(GoldenUsageError) -> String {
                if let inline {
                    guard !inline.isEmpty else { throw GoldenUsageError("\(name) needs a value") }
                    return inline
                }
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw GoldenUsageError("\(name) needs a value")
                }
                return arguments[index]
            }
            switch name {
            case "--golden":
                guard directory == nil else { throw GoldenUsageError("--golden given more than once") }
                directory = try value()
            case "--record":
                guard inline == nil else { throw GoldenUsageError("--record takes no value") }
                record = true
            case "--format": formats.append(try value())
            case "--theme": themes.append(try value())
            case "--color-scheme": schemes.append(try value())
            case "--canvas": canvases.append(try value())
            default:
                throw GoldenUsageError("unknown option '\(argument)'; valid: --golden, --record, --format, --theme, --color-scheme, --canvas")
            }
            index += 1
        }
        guard let directory else { throw GoldenUsageError("--golden DIR is required") }
        var check = GoldenCheck(directory: directory, record: record)
        if !formats.isEmpty {
            var chosen: [GoldenFormat] = []
            for name in formats { chosen.append(try GoldenFormat(named: name)) }
            check.formats = chosen
        }
        if !themes.isEmpty {
            var chosen: [Theme] = []
            for name in themes {
                if name.lowercased() == "all" { chosen += Theme.all; continue }
                do { chosen.append(try Theme(named: name)) } catch { throw GoldenUsageError(error.description) }
            }
            // Theme.all's order, whatever order the options named them in.
            check.themes = Theme.all.filter { theme in chosen.contains { $0.name == theme.name } }
        }
        if !schemes.isEmpty {
            var chosen: Set<ColorScheme> = []
            for name in schemes {
                if name.lowercased() == "all" { chosen.formUnion(ColorScheme.allCases); continue }
                guard let scheme = ColorScheme(rawValue: name.lowercased()) else {
                    throw GoldenUsageError("unknown color scheme '\(name)'; known: light, dark, all")
                }
                chosen.insert(scheme)
            }
            check.colorSchemes = ColorScheme.allCases.filter(chosen.contains)
        }
        if !canvases.isEmpty {
            var chosen: [GoldenCanvas] = []
            for name in canvases {
                if name.lowercased() == "all" { chosen += GoldenCanvas.all; continue }
                chosen.append(try GoldenCanvas(named: name))
            }
            check.canvases = RenderCanvas.ordered(chosen)
        }
        return check
    }
}
