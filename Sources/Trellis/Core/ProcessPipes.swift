import Foundation

extension FileHandle {
    /// Everything left in the file or pipe. Foundation's `readDataToEndOfFile()` traps when a read
    /// is interrupted by a signal (EINTR), which a loaded machine running child processes does see
    /// (a whole test run was lost to it); this retries the interrupted read instead. Package-only:
    /// the tests that run tools (chromium, rsvg-convert, swiftc, the command) read their output
    /// with it.
    package func readToEndRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { readBytes(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}

/// The system's read(2), named apart from FileHandle's own `read` methods.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
