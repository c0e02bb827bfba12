import Foundation
import Trellis
import Testing
@testable import TrellisTestSupport

/// strace can stop the executable with SIGKILL at a chosen system call (`-e inject=…:signal=SIGKILL`),
/// which needs strace itself and permission to trace (some containers forbid ptrace).
private let strace: String? = {
    guard trellisBinary != nil,
          let path = ["/usr/bin/strace", "/bin/strace"].first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: path)
    probe.arguments = ["-o", "/dev/null", "/bin/true"]
    guard (try? probe.run()) != nil else { return nil }
    probe.waitUntilExit()
    return probe.terminationStatus == 0 ? path : nil
}()

/// `trellis render`, killed with SIGKILL at every step that changes the output folder.
@Suite(.enabled(if: strace != nil, "needs strace (Debian package strace), ptrace permission and the built trellis executable"))
struct CommandKillTests {
    /// Two runs with the same number of files (so the same number of steps), different contents
    /// and different top-level names (so a switch both adds a link and removes one).
    private let runs = [
        ["render", "--quiet", "--theme", "marigold"],
        ["render", "--quiet", "--theme", "sunflower"],
    ]

    /// Every system call that creates, replaces or removes a name. Each is counted on its own
    /// (strace counts injections per system call), so killing at the Nth call of each, for every N
    /// until a run gets through, kills the run at every such step. `?` skips a call an architecture
    /// lacks (aarch64 has no plain `rename`).
    private let steps = ["rename", "renameat", "renameat2", "link", "linkat", "symlink", "symlinkat",
                         "unlink", "unlinkat", "rmdir", "mkdir", "mkdirat"]

    /// Runs `arguments` into `out`; with `killAt`, strace kills it at that call. True when the run
    /// got to its end (it was not killed).
    private func render(_ arguments: [String], into out: String, killAt: (call: String, count: Int)? = nil) throws -> Bool {
        let process = Process()
        if let killAt, let strace {
            process.executableURL = URL(fileURLWithPath: strace)
            process.arguments = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=?\(killAt.call)",
                                 "-e", "inject=?\(killAt.call):signal=SIGKILL:when=\(killAt.count)",
                                 trellisBinary!.path] + arguments + ["--out", out]
        } else {
            process.executableURL = trellisBinary
            process.arguments = arguments + ["--out", out]
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 && printed.hasPrefix("Rendered ")
    }

    @Test func aRunKilledAtAnyStepLeavesTheFolderHoldingExactlyOneRun() throws {
        let temp = try TemporaryDirectory()
        var expected: [[String: Data]] = []
        for (index, arguments) in runs.enumerated() {
            #expect(try render(arguments, into: temp.path + "/reference-\(index)"))
            var files = visibleFiles(temp.path + "/reference-\(index)")
            files["notes.txt"] = Data("mine".utf8)
            expected.append(files)
        }
        #expect(expected[0] != expected[1])

        let out = temp.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        #expect(try render(runs[0], into: out))
        var shown = 0
        var kills = 0
        for call in steps {
            for count in 1...2_000 {
                // Always run the other run than the one the folder shows, so every kill interrupts a switch.
                let next = 1 - shown
                let finished = try render(runs[next], into: out, killAt: (call, count))
                let seen = visibleFiles(out)
                let match = expected.firstIndex(of: seen)
                #expect(match != nil, """
                    killed at \(call) #\(count): the folder mixes two runs: \
                    \(seen.filter { expected[0][$0.key] == $0.value }.count) files of the first, \
                    \(seen.filter { expected[1][$0.key] == $0.value }.count) of the second, \(seen.count) in all
                    """)
                guard let match else { return }
                shown = match
                if finished {
                    #expect(match == next, "a run that finished must show its own files")
                    break
                }
                kills += 1
            }
        }
        #expect(kills > 10, "the kills must land inside runs, or this test shows nothing")
    }
}
