import Foundation

/// What `trellis validate` agrees to read: regular files, named by the path or through symbolic links.
///
/// Anything else is refused before it is opened, and the refusal says what the path is. Opening a named
/// pipe blocks until something writes to it, and a device such as /dev/zero never ends: either would hang
/// the command, and neither can hold a document Trellis wrote. (Foundation's own error for both is "You
/// don't have permission", which is wrong even for root.)
enum InputFile {
    /// Why `path` is not read, or nil when it is a regular file. Follows symbolic links, like `open` does.
    static func refusal(for path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return "no such file" }
            return "cannot be read (\(String(cString: strerror(code))))"
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return nil
        case S_IFDIR:
            return "is a directory, not a file"
        case S_IFIFO:
            return "is a named pipe (FIFO), not a regular file; it is not opened, because reading a pipe waits "
                + "for a writer and may never end"
        case S_IFCHR:
            return "is a character device, not a regular file; it is not read, because a device such as "
                + "/dev/zero can produce bytes without end"
        case S_IFBLK:
            return "is a block device, not a regular file; only regular files are read"
        case S_IFSOCK:
            return "is a socket, not a regular file; only regular files are read"
        default:
            return "is not a regular file; only regular files are read"
        }
    }

    /// The file's bytes (mapped when Foundation judges it safe), or why they could not be read.
    static func contents(of path: String) -> Result<Data, InputFileError> {
        if let refusal = refusal(for: path) { return .failure(InputFileError(message: refusal)) }
        // Foundation's message for a file it may not read is vague; errno says what happened.
        guard access(path, R_OK) == 0 else {
            return .failure(InputFileError(message: "cannot be read (\(String(cString: strerror(errno))))"))
        }
        do {
            return .success(try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe))
        } catch {
            return .failure(InputFileError(message: "cannot be read (\(error.localizedDescription))"))
        }
    }
}

struct InputFileError: Error {
    let message: String
}
