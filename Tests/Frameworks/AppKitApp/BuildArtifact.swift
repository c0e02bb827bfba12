import Cocoa

/// A file a build produced, with the icon Finder would show for it when one can be read.
struct BuildArtifact: Identifiable {
    let path: String
    let icon: NSImage?

    var id: String { path }
    var name: String { (path as NSString).lastPathComponent }

    init(path: String) {
        self.path = path
        icon = NSImage(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("Contents/Resources/AppIcon.icns"))
    }

    /// Shows the artifact selected in Finder.
    func reveal() {
        NSWorkspace.shared.activateFileViewerSelecting([URL(fileURLWithPath: path)])
    }

    /// Opens the build log in the app that handles it; whether one did.
    static func openLog(at url: URL) -> Bool {
        NSWorkspace.shared.open(url)
    }

    /// Whether a window has keyboard focus to give up.
    @MainActor static var hasKeyWindow: Bool { NSApp.keyWindow != nil }
}

extension BuildArtifact {
    static let samples = [
        BuildArtifact(path: "/tmp/Build/Products/Debug/Orchard.app"),
        BuildArtifact(path: "/tmp/Build/Products/Debug/OrchardWidget.appex"),
    ]
}
