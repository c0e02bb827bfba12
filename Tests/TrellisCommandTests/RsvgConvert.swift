import Foundation
import Trellis
@testable import TrellisTestSupport

/// Runs Debian's `rsvg-convert` (librsvg2-bin) on a file, the way a user previews an SVG, so a
/// test can require that librsvg reads a document without complaint. `.ci/run` installs it; a
/// machine without it skips, except on CI, where the test fails.
enum RsvgConvert {
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
    /// For `.enabled(if:)`: run when rsvg-convert is here, and always on CI so that its absence fails.
    static var shouldRun: Bool { executable != nil || isRequired }

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "rsvg-convert is not on PATH (Debian librsvg2-bin)" + (RsvgConvert.isRequired ? "; required when CI=true" : "")
        }
    }

    /// Everything rsvg-convert writes to standard error while rendering `svgPath` to PNG, plus its
    /// exit status when that is not 0: "" means it rendered the file without a warning. The PNG
    /// goes to `pngPath` when given, else it is thrown away.
    static func warnings(for svgPath: String, pngPath: String? = nil) throws -> String {
        guard let executable else { throw Missing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [svgPath] + (pngPath.map { ["--output", $0] } ?? [])
        let errors = Pipe()
        process.standardError = errors
        // rsvg-convert refuses --output /dev/null (not a regular file) but writes happily to a
        // standard output that is /dev/null.
        process.standardOutput = pngPath == nil ? FileHandle.nullDevice : nil
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        var report = String(decoding: data, as: UTF8.self)
        if process.terminationStatus != 0 {
            report += (report.isEmpty || report.hasSuffix("\n") ? "" : "\n") + "rsvg-convert exited \(process.terminationStatus)"
        }
        return report
    }
}
