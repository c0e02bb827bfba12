import Foundation

// macOS code opens URLs and reveals files through AppKit's workspace with only `import SwiftUI`,
// which re-exports AppKit there; so it lives beside SwiftUI's API here, as UIKit's part does.

#if !os(macOS)
/// AppKit's workspace: opening URLs and files with other apps. A static render opens nothing, so
/// each request is refused, the answer a Mac gives when no app can open it.
public final class NSWorkspace: Sendable {
    /// The workspace of this process.
    public static let shared = NSWorkspace()

    private init() {}

    /// Would open `url` in the app that handles it; nothing is opened in a render, so false.
    @discardableResult
    public func open(_ url: URL) -> Bool { false }

    /// Would show `fileURLs` selected in Finder; a render shows no other app.
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {}

    /// Would show the file at `fullPath` in Finder; false, as a render shows no other app.
    @discardableResult
    public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool { false }

    /// The URL of the app with `bundleIdentifier`; nil, as no apps are installed where a render runs.
    public func urlForApplication(withBundleIdentifier bundleIdentifier: String) -> URL? { nil }
}
#endif
