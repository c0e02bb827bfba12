import Foundation
import Trellis
@testable import TrellisCLI
import TrellisGallery
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation

/// Collects what the command prints.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }

    /// The messages these tests pin name the tool `trellis`, whatever runs the tests.
    init() { CommandMessage.toolName = "trellis" }

    var commandOutput: CommandOutput {
        CommandOutput(
            standardOutput: { text in self.lock.withLock { self.out += text } },
            standardError: { text in self.lock.withLock { self.err += text } })
    }
}

/// The gallery as the executable wires it.
let galleryPages = Gallery.pages.map { SitePage(id: $0.id, title: $0.title, summary: $0.summary, makeView: $0.makeView) }

let libxml2Check: DocumentCheck = { document, path in
    let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
    return report.isValid ? nil : report.formatted(documentName: path)
}

@MainActor private struct Details: View {
    var body: some View { Text("Details").navigationTitle("Details") }
}

/// A small page that renders under every theme regardless of the gallery's contents.
@MainActor private struct Greeting: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Hello")
                NavigationLink("More", destination: Details())
            }
            .navigationTitle("Greeting")
        }
    }
}

let greetingPage = SitePage(id: "greeting", title: "Greeting", summary: "Says hello.") { AnyView(Greeting()) }
