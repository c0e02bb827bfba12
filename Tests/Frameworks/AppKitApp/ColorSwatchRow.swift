import SwiftUI

// Only SwiftUI is imported, as macOS code often does: there it re-exports AppKit.

/// A picked color as a hex string, with a button that copies it.
struct ColorSwatchRow: View {
    let hex: String

    var body: some View {
        HStack {
            Text(hex)
                .monospaced()
            Button("Copy", action: copy)
        }
    }

    func copy() {
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(hex, forType: .string)
    }
}

/// What the app reads back from the pasteboard: the paste command's text and what it offers.
enum Clipboard {
    static var text: String? { NSPasteboard.general.string(forType: .string) }
    static var fileURL: String? { NSPasteboard.general.string(forType: .fileURL) }
    static var typeNames: [String] { NSPasteboard.general.types?.map(\.rawValue) ?? [] }
    static var changeCount: Int { NSPasteboard.general.changeCount }

    static func putFileURL(_ text: String) {
        NSPasteboard.general.setString(text, forType: .fileURL)
    }
}
