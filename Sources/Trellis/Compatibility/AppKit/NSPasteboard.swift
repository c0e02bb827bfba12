import Foundation

// macOS code copies through AppKit's pasteboard with only `import SwiftUI`, which re-exports
// AppKit there; so it lives beside SwiftUI's API here, as UIKit's part does.

#if !os(macOS)
/// AppKit's pasteboard: a copy button's destination. Here it is kept in memory, in this process
/// only, so code that writes and reads it back works while a render runs nothing else.
public final class NSPasteboard: @unchecked Sendable {
    /// The kind of data an item holds, named as AppKit names it.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Plain text.
        public static let string = PasteboardType("public.utf8-plain-text")
        /// A file URL.
        public static let fileURL = PasteboardType("public.file-url")
        /// A URL.
        public static let URL = PasteboardType("public.url")
        /// PNG image data.
        public static let png = PasteboardType("public.png")
        /// TIFF image data.
        public static let tiff = PasteboardType("public.tiff")
    }

    /// The pasteboard copy and paste use.
    public static let general = NSPasteboard()

    private let lock = NSLock()
    private var contents: [PasteboardType: Data] = [:]
    private var changes = 0

    public init() {}

    /// How many times the contents were cleared, counting from zero.
    public var changeCount: Int { lock.withLock { changes } }

    /// Empties the pasteboard, as code does before writing to it; returns the new change count.
    @discardableResult
    public func clearContents() -> Int {
        lock.withLock {
            contents = [:]
            changes += 1
            return changes
        }
    }

    /// Puts `string` on the pasteboard as `type`.
    @discardableResult
    public func setString(_ string: String, forType type: PasteboardType) -> Bool {
        setData(Data(string.utf8), forType: type)
    }

    /// Puts `data` on the pasteboard as `type`.
    @discardableResult
    public func setData(_ data: Data?, forType type: PasteboardType) -> Bool {
        lock.withLock { contents[type] = data }
        return true
    }

    /// The text on the pasteboard as `type`, if there is some.
    public func string(forType type: PasteboardType) -> String? {
        data(forType: type).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The data on the pasteboard as `type`, if there is some.
    public func data(forType type: PasteboardType) -> Data? {
        lock.withLock { contents[type] }
    }

    /// The types the pasteboard holds, in the order of their names.
    public var types: [PasteboardType]? {
        lock.withLock { contents.keys.sorted { $0.rawValue < $1.rawValue } }
    }
}
#endif
