import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system steps that never leave half a file behind where a reader can see it: a file is
/// written under a temporary name (or into a folder no reader looks at) and renamed into place,
/// which POSIX makes atomic within one file system; a symbolic link is replaced the same way.
enum AtomicFile {
    /// Writes `contents` to a temp file beside `path`, then renames it over `path`.
    static func write(_ contents: Data, to path: String) throws(SiteWriteError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).tmp-\(getpid())"
        do {
            try create(contents, at: temporary, replacing: true)
        } catch {
            throw SiteWriteError(path: path, reason: error.reason)
        }
        do {
            try rename(temporary, to: path)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Writes a new file in a folder only this process writes to (a staging folder): no temp name
    /// is needed, and an existing file is an error rather than something to replace.
    static func create(_ contents: Data, at path: String, replacing: Bool = false) throws(SiteWriteError) {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL)
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { throw systemError(path: path) }
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
            unlink(path)
            throw failure
        }
    }

    static func rename(_ source: String, to destination: String) throws(SiteWriteError) {
        guard posixRename(source, destination) == 0 else { throw systemError(path: destination) }
    }

    /// Swaps the names of the folders `a` and `b` in one step, as `renameat2(RENAME_EXCHANGE)`
    /// does on Linux (`renamex_np(RENAME_SWAP)` on Apple's systems). Returns false, having
    /// changed nothing, where the system or the file system cannot swap.
    static func exchange(_ a: String, _ b: String) throws(SiteWriteError) -> Bool {
        #if canImport(Darwin)
        guard renamex_np(a, b, UInt32(RENAME_SWAP)) == 0 else {
            if errno == ENOTSUP || errno == EINVAL { return false }
            throw systemError(path: b)
        }
        return true
        #else
        // glibc has had renameat2 since 2.28, but Swift's Glibc module does not declare it.
        guard let renameat2 else { return false }
        guard renameat2(AT_FDCWD, a, AT_FDCWD, b, 2 /* RENAME_EXCHANGE */) == 0 else {
            if errno == EINVAL || errno == ENOSYS { return false }
            throw systemError(path: b)
        }
        return true
        #endif
    }

    #if !canImport(Darwin)
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif

    /// What the symbolic link at `path` reads, or nil when `path` is not a symbolic link.
    static func linkTarget(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A second name for the file at `source` (which may itself be a symbolic link, kept as one).
    static func hardLink(_ source: String, to destination: String) throws(SiteWriteError) {
        guard linkat(AT_FDCWD, source, AT_FDCWD, destination, 0) == 0 else { throw systemError(path: source) }
    }

    enum Kind { case missing, file, directory, link }

    /// What is at `path`, without following a symbolic link there.
    static func kind(at path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return .link
        case S_IFDIR: return .directory
        default: return .file
        }
    }

    /// Creates `path` and any missing parents.
    static func makeDirectory(_ path: String) throws(SiteWriteError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SiteWriteError(path: path, reason: "cannot create directory: \(reason(of: error))")
        }
    }

    /// Removes `path`, a folder with everything in it, or a file or link; nothing there is fine.
    static func remove(_ path: String) throws(SiteWriteError) {
        guard kind(at: path) != .missing else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw SiteWriteError(path: path, reason: "cannot remove: \(reason(of: error))")
        }
    }

    /// Takes the exclusive lock on the file at `path` (created if missing), waiting while another
    /// process holds it, and returns the descriptor to `unlock`. The kernel drops the lock when the
    /// process ends, however it ends, so a killed run never leaves the folder locked.
    /// With `isDirectory`, the lock is on the folder at `path` itself, and nothing is created.
    static func lock(_ path: String, isDirectory: Bool = false) throws(SiteWriteError) -> Int32 {
        let descriptor = isDirectory ? open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw systemError(path: path) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let error = systemError(path: path)
                close(descriptor)
                throw error
            }
        }
        return descriptor
    }

    static func unlock(_ descriptor: Int32) {
        close(descriptor)
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
