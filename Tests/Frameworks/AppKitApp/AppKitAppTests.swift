import CorpusSupport
import Foundation
import SwiftUI
import Testing

/// The build-artifacts app above, with `import AppKit` and `import Cocoa` kept: its previews render
/// valid pages, AppKit images draw as the SwiftUI images they name, and the pasteboard keeps what a
/// copy button writes. This file imports neither: Swift Testing declares an overlay for AppKit
/// (`_Testing_AppKit`) that exists only on macOS, so a test file that imports AppKit, even through
/// Cocoa, doesn't compile on Linux; the app's files reach AppKit for it.
@MainActor @Suite struct AppKitAppTests {
    private func render(_ name: String) async throws -> (html: String, svg: String) {
        let preview = try #require(Preview.all.first { $0.fileID.hasPrefix("AppKitAppTests/") && $0.name == name })
        let rendering = await renderCorpus([("page", { preview.makeView() })], folder: "appkit")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let html = try #require(rendering.documents.first { $0.key.hasSuffix("page.html") }?.value)
        let svg = try #require(rendering.documents.first { $0.key.hasSuffix("page.svg") }?.value)
        return (html, svg)
    }

    @Test func anImageThatCannotBeReadDrawsTheFallback() async throws {
        #expect(BuildArtifact.samples.allSatisfy { $0.icon == nil })
        let (html, svg) = try await render("Artifacts")
        for artifact in BuildArtifact.samples {
            #expect(html.contains(artifact.name))
            #expect(svg.contains(artifact.name))
        }
    }

    /// A symbol's NSImage, sized by its aspect ratio, draws exactly as SwiftUI's own image of it.
    @Test func aSymbolsAppKitImageDrawsAsSwiftUIsImage() async throws {
        let appKit = try await render("Header")
        let swiftUI = try await render("SwiftUI header")
        #expect(appKit.html.contains("Delete the build folder?"))
        #expect(appKit.html == swiftUI.html)
        #expect(appKit.svg == swiftUI.svg)
    }

    @Test func theCopyButtonLeavesTheHexOnThePasteboard() {
        let before = Clipboard.changeCount
        Clipboard.putFileURL("file:///stale")
        ColorSwatchRow(hex: "#3A7BD5").copy()
        #expect(Clipboard.text == "#3A7BD5")
        #expect(Clipboard.fileURL == nil)
        #expect(Clipboard.typeNames == ["public.utf8-plain-text"])
        #expect(Clipboard.changeCount == before + 1)
    }

    @Test func theWorkspaceOpensNothingInARender() {
        #expect(BuildArtifact.openLog(at: URL(fileURLWithPath: "/tmp/build.log")) == false)
        #expect(!BuildArtifact.hasKeyWindow)
        #expect(NSImage(named: "Logo")?.size == .zero)
    }
}
