import Foundation
import TrellisFuzzing

/// The command line of `TrellisFuzz`; see `usage`.
struct Options {
    enum Mode { case supervise, run, show }

    var mode = Mode.supervise
    var seconds: Double = 60
    var from: UInt64 = 1_000_000
    var count: UInt64 = 200
    var skipsKnown = false
    /// A tree past this many seconds of its own processor time is reported as slow.
    var timeCap: Double = 10
    /// A child that reports nothing while it uses this many seconds of processor time is killed
    /// and its tree counted as a hang.
    var hangCap: Double = 20
    /// The backstop for a tree that waits without working: a child that reports nothing for this
    /// many seconds on the clock is killed and its tree counted as a hang too.
    var stallCap: Double = 300
    /// Where documents for the Nu checker and reproducers go.
    var outputDirectory = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/trellis-fuzz"
    /// Every n-th tree's documents are written for the Nu checker; 0 writes none.
    var writeEvery: UInt64 = 0
    var nuJar: String?
    var seeds: [UInt64] = []

    static let usage = """
        usage: TrellisFuzz [SECONDS] [--skip-known] [--from SEED] [--nu VNU.JAR] [--out DIR]
                           [--time-cap S] [--hang-cap S] [--stall-cap S] [--batch N]
               TrellisFuzz run --from SEED --count N [--skip-known] [--write DIR --write-every N]
               TrellisFuzz show SEED… [--skip-known]

          (default)     run trees for SECONDS (60), each batch in a child process, and summarize
          run           check trees in this process, one report line per tree (what a child does)
          show          print each tree as Swift source, then check it here
          --skip-known  leave out the constructs of the known bugs (KnownBug.unfixed)
          --time-cap S  a tree over S seconds of its own processor time is slow (10)
          --hang-cap S  a child that reports nothing in S seconds of processor time hangs (20)
          --stall-cap S …or in S seconds on the clock, using the processor or not (300)

        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(name) needs a value") }
            return next
        }
        func number<T: LosslessStringConvertible>(_ name: String) throws -> T {
            let text = try value(name)
            guard let parsed = T(text) else { throw UsageError("\(name): '\(text)' is not a number") }
            return parsed
        }
        if let first = rest.first, first == "run" || first == "show" {
            mode = first == "run" ? .run : .show
            rest.removeFirst()
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--skip-known": skipsKnown = true
            case "--from": from = try number(argument)
            case "--count", "--batch": count = try number(argument)
            case "--time-cap": timeCap = try number(argument)
            case "--hang-cap": hangCap = try number(argument)
            case "--stall-cap": stallCap = try number(argument)
            case "--out", "--write": outputDirectory = try value(argument)
            case "--write-every": writeEvery = try number(argument)
            case "--nu": nuJar = try value(argument)
            case "-h", "--help": throw UsageError(nil)
            default:
                if mode == .show, let seed = UInt64(argument) {
                    seeds.append(seed)
                } else if mode == .supervise, let seconds = Double(argument) {
                    self.seconds = seconds
                } else {
                    throw UsageError("unknown argument '\(argument)'")
                }
            }
        }
        if mode == .show && seeds.isEmpty { throw UsageError("show needs a seed") }
    }

    var excluded: Set<KnownBug> { skipsKnown ? KnownBug.unfixed : [] }
}

struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
