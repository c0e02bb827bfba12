import Foundation
import Synchronization
import TrellisFuzzing

/// A child `TrellisFuzz run`, read line by line as it reports, with a way to kill it.
final class ChildProcess: Sendable {
    private let process: Process
    private let lines = Mutex<[String]>([])
    private let errorTail = Mutex<String>("")
    private let finished = Mutex<Int>(0)

    init(arguments: [String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A crash should end the child at once, with its message and no backtrace to wait for.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        read(output.fileHandleForReading) { [self] text in
            lines.withLock { $0.append(contentsOf: text) }
        }
        read(errors.fileHandleForReading) { [self] text in
            errorTail.withLock { tail in
                tail += text.joined(separator: "\n") + "\n"
                if tail.count > 4000 { tail = String(tail.suffix(2000)) }
            }
        }
    }

    /// Reads `handle` on a thread of its own until end of file, handing over whole lines.
    private func read(_ handle: FileHandle, _ deliver: @escaping @Sendable ([String]) -> Void) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { continue }
                let complete = pending[..<last]
                pending = Data(pending[pending.index(after: last)...])
                deliver(String(decoding: complete, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            }
            if !pending.isEmpty { deliver([String(decoding: pending, as: UTF8.self)]) }
            finished.withLock { $0 += 1 }
        }
    }

    /// The lines reported since the last call.
    func takeLines() -> [String] {
        lines.withLock { taken in
            defer { taken.removeAll() }
            return taken
        }
    }

    /// Both pipes are closed (the child and anything it started are gone) and it has exited.
    var hasEnded: Bool {
        finished.withLock { $0 } == 2 && !process.isRunning
    }

    var errorOutput: String { errorTail.withLock { $0 } }

    /// Seconds of processor time the child has used, on all its threads; nil once it has ended.
    var processorSeconds: Double? {
        guard process.isRunning else { return nil }
        return ProcessorClock.process(process.processIdentifier)
    }

    /// How it ended: nil for a normal exit with status 0.
    var failure: String? {
        switch process.terminationReason {
        case .uncaughtSignal: "killed by signal \(process.terminationStatus)"
        case .exit: process.terminationStatus == 0 ? nil : "exited with status \(process.terminationStatus)"
        @unknown default: "ended (\(process.terminationStatus))"
        }
    }

    func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
    }

    func waitUntilEnded() {
        process.waitUntilExit()
        while !hasEnded { Thread.sleep(forTimeInterval: 0.01) }
    }
}
