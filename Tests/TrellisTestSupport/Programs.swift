import Foundation

/// CI=true: a tool CI installs is required there, not a reason to skip.
var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

/// The path of `name` on PATH, or nil.
func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = String(directory) + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Runs a program, returning its standard output.
func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// The SVG 1.1 DTD (Debian's w3c-sgml-lib), which xmllint validates SVG against.
let svgDTD = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"

/// Runs a program and returns its exit status and standard error.
func runWithStatus(_ executable: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data.prefix(4000), as: UTF8.self))
}
