import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system steps that never leave half a file behind: write a temp file in the same directory,
/// then rename it over the target, which POSIX makes atomic within one file system.
enum AtomicFile {
    static func write(_ contents: Data, to path: String) throws(SiteWriteError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw systemError(path: directory.isEmpty ? "." : directory) }
        var failure: SiteWriteError?
        contents.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = systemError(path: path)
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = systemError(path: path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        do {
            try rename(temporary, to: path)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    static func rename(_ source: String, to destination: String) throws(SiteWriteError) {
        guard posixRename(source, destination) == 0 else { throw systemError(path: destination) }
    }

    /// Creates `path` and any missing parents.
    static func makeDirectory(_ path: String) throws(SiteWriteError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SiteWriteError(path: path, reason: "cannot create directory: \(reason(of: error))")
        }
    }

    static func systemError(path: String) -> SiteWriteError {
        SiteWriteError(path: path, reason: String(cString: strerror(errno)))
    }

    static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

#if canImport(Glibc)
private let posixWrite = Glibc.write
private let posixRename = Glibc.rename
#elseif canImport(Musl)
private let posixWrite = Musl.write
private let posixRename = Musl.rename
#else
private let posixWrite = Darwin.write
private let posixRename = Darwin.rename
#endif
