import Foundation

/// Runs commands and times them from launch to exit.
enum ProcessTiming {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments`, output discarded; throws unless it exits with 0.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Duration {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = clock.now - start
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable) \(arguments.prefix(4).joined(separator: " ")) … exited with \(process.terminationStatus)")
        }
        return elapsed
    }

    /// The median of `samples` runs after one warm-up.
    static func median(samples: Int, _ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Duration {
        _ = try run(executable, arguments, in: directory)
        var times: [Duration] = []
        for _ in 0..<samples { times.append(try run(executable, arguments, in: directory)) }
        return Measurement.median(times)
    }

    /// The first executable called `name` on PATH.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Prints a line at once, unbuffered, so progress shows while a long benchmark runs.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
