import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// SwiftUI's `Link`: a link out of the site, written as `<a href>` to its URL. Only URLs a reader
/// can follow safely are written; any other scheme (`javascript:`, `data:`, `vbscript:`, …) is a
/// render error naming the node.
@MainActor @Suite struct ExternalLinkTests {
    private func url(_ string: String) throws -> URL { try #require(URL(string: string)) }

    @Test func aLinkResolvesToALinkNodeAroundItsTintedLabel() throws {
        let tree = Link("Docs", destination: try url("https://example.com/docs?a=1&b=2")).resolved()
        #expect(tree.root.kind == .link(destination: try url("https://example.com/docs?a=1&b=2")))
        #expect(tree.root.text("Docs")?.color == Color.accentColor.resolve(in: EnvironmentValues()))
        #expect(tree.dump().contains("link \"https://example.com/docs?a=1&b=2\""))
    }

    @Test func aLinkWithACustomLabel() throws {
        let tree = Link(destination: try url("mailto:team@example.com")) {
            HStack { Image(systemName: "star.fill"); Text("Write to us") }
        }.resolved()
        guard case .link = tree.root.kind else {
            Issue.record("expected a link, got \(tree.root.kind)")
            return
        }
        #expect(tree.root.texts.map(\.string) == ["Write to us"])
    }

    @Test(arguments: [
        "https://example.com/a?b=1&c=\"2\"", "http://example.com", "HTTPS://EXAMPLE.COM", "mailto:a@example.com",
        "tel:+1-555-0100", "docs/page.html", "../up.html", "#section", "?query", "//example.com/x",
    ])
    func safeDestinationsAreWrittenAsHrefs(_ destination: String) throws {
        let link = try url(destination)
        let fragment = try HTMLEmitter().render(VStack { Link("Go", destination: link) }.resolved()) { _ in nil }
        #expect(fragment.body.contains("<a class=\""))
        #expect(fragment.body.contains(" href=\"" + MarkupEscaping.attribute(link.absoluteString) + "\""))
        #expect(fragment.body.contains(">Go</span></a>"))
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)",
        "file:///etc/passwd", "ftp://example.com", "blob:https://example.com/x", "x-custom:thing", "about:blank",
    ])
    func otherSchemesAreRefusedWithAnErrorNamingTheNode(_ destination: String) throws {
        let link = try url(destination)
        let tree = VStack { Text("before"); HStack { Link("Go", destination: link) } }.resolved()
        do {
            _ = try HTMLEmitter().render(tree) { _ in nil }
            Issue.record("rendered a link to \(destination)")
        } catch {
            #expect(error.path == "vstack > hstack[1] > link[0]")
            #expect(error.reason == .disallowedLinkScheme(url: link.absoluteString, scheme: try #require(link.scheme).lowercased()))
            #expect(error.description.contains("'\(link.absoluteString)'"))
            #expect(error.description.contains("http, https, mailto, tel"))
        }
    }

    /// Browsers drop tabs and line ends anywhere in a URL and spaces and controls around it, so
    /// `java\tscript:` is `javascript:` to them; the scheme is judged the way they read it.
    @Test(arguments: [" javascript:alert(1)", "java\tscript:alert(1)", "java\nscript:x", "\u{1}JavaScript:x \n", "ja\r\nvascript:"])
    func schemesHiddenByWhitespaceAreReadAsABrowserReadsThem(_ destination: String) {
        #expect(ExternalLinkPolicy.scheme(of: destination) == "javascript")
    }

    @Test(arguments: ["docs/a:b.html", "./javascript:x", "#javascript:x", "?a:b", "1http:x", "java%09script:x", "", ":x"])
    func aURLWhoseColonComesAfterAPathIsRelative(_ destination: String) {
        #expect(ExternalLinkPolicy.scheme(of: destination) == nil)
    }

    @Test func aPageWithLinksValidates() async throws {
        let page = SitePage(id: "links", title: "Links") {
            AnyView(NavigationStack {
                List {
                    Link("Home page", destination: URL(string: "https://example.com")!)
                    Link(destination: URL(string: "tel:+15550100")!) { Label("Call", systemImage: "star.fill") }
                }
            })
        }
        let output = await SiteRenderer().render(SitePlan.make(pages: [page], themes: [.marigold]))
        #expect(output.failures.isEmpty, "\(output.failures)")
        for file in output.files where file.path.hasSuffix(".html") {
            let report = Validator().validate(file.contents, as: .html)
            #expect(report.isValid, "\(file.path): \(report.formatted(documentName: file.path))")
        }
    }
}
