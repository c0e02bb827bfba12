import Foundation
import Trellis
import Testing
@testable import TrellisTestSupport

/// The built `trellis` executable, next to the test bundle, when `swift build` has made it.
let trellisBinary: URL? = {
    var directory = Bundle.main.bundleURL
    for _ in 0..<3 {
        let candidate = directory.appendingPathComponent("trellis")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory.deleteLastPathComponent()
    }
    return nil
}()

private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = trellisBinary
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readToEndRetryingInterrupts()
    let error = err.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
}

/// The executable's wiring: exit statuses reach the shell.
@Suite(.enabled(if: trellisBinary != nil, "needs `swift build` to have built the trellis executable"))
struct CommandBinaryTests {
    @Test func helpExitsZero() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("Usage: trellis COMMAND"))
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try run(["render", "--theme", "mango"])
        #expect(result.status == 2)
        #expect(result.error.contains("known themes: System, Marigold, Sunflower, Brinjal"))
        #expect(try run(["render", "--format", "pdf"]).status == 2)
        #expect(try run(["validate"]).status == 2)
    }

    @Test func validateReportsAnInvalidFileWithExitOne() throws {
        let temp = try TemporaryDirectory()
        let path = temp.path + "/broken.html"
        try "<!DOCTYPE html>\n<html lang=\"en\"><head><title>x</title></head><body><p>open</body></html>"
            .write(toFile: path, atomically: false, encoding: .utf8)
        let result = try run(["validate", path])
        #expect(result.status == 1)
        #expect(result.output.contains("\(path):2:"))
    }
}
