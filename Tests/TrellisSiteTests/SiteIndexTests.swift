import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisSite
@testable import TrellisTestSupport

/// The index carries the site's own title, summary, headings and order, and names Trellis nowhere
/// the team did not ask for.
@MainActor @Suite struct SiteIndexTests {
    private static func page(_ id: String, _ title: String) -> SitePage {
        SitePage(id: id, title: title, summary: "") { AnyView(Text(title)) }
    }

    private let pages = [page("badge", "Badge"), page("button", "Button"), page("card", "Card"), page("avatar", "Avatar")]

    private func render(_ site: SiteIndex) async throws -> (Int32, String, CapturedOutput) {
        let temp = try TemporaryDirectory()
        let captured = CapturedOutput()
        let command = TrellisCommandLine(
            pages: pages, check: libxml2Check, output: captured.commandOutput, themes: [Theme(name: "Acme")], site: site)
        let status = await command.run(arguments: ["render", "-q", "--out", temp.path])
        let index = (try? String(contentsOfFile: temp.path + "/index.html", encoding: .utf8)) ?? ""
        return (status, index, captured)
    }

    @Test func theTitleAndSummaryAreTheSites() async throws {
        let (status, index, captured) = try await render(SiteIndex(title: "Acme Design System", summary: "Components & patterns."))
        #expect(status == 0, "\(captured.standardError)")
        #expect(index.contains("<title>Acme Design System</title>"))
        #expect(index.contains("<h1 class=\"index-title\">Acme Design System</h1>"))
        #expect(index.contains("<p class=\"index-subtitle\">Components &amp; patterns.</p>"))
        #expect(!index.lowercased().contains("trellis gallery"))
        #expect(!index.contains("Trellis"))
    }

    @Test func groupsHeadTheirPagesInTheGivenOrderAndTheRestFollow() async throws {
        let site = SiteIndex(title: "Acme", groups: [
            .init("Actions", pageIDs: ["button"]), .init("Display", pageIDs: ["card", "badge"]),
        ])
        let (status, index, captured) = try await render(site)
        #expect(status == 0, "\(captured.standardError)")
        let marks = ["<h3>Actions</h3>", ">Button</a>", "<h3>Display</h3>", ">Card</a>", ">Badge</a>", ">Avatar</a>"]
        let positions = marks.map { index.range(of: $0)?.lowerBound }
        #expect(!positions.contains(nil), "\(index)")
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted(), "the index lists \(marks) out of order")
    }

    @Test func aGroupNamingNoPageIsAnErrorListingThePages() async throws {
        let (status, _, captured) = try await render(SiteIndex(groups: [.init("Forms", pageIDs: ["textfield"])]))
        #expect(status == 1)
        #expect(captured.standardError
            == "trellis render: error: the index group 'Forms' names page 'textfield', which is not a page; pages: badge, button, card, avatar\n")
    }

    @Test func withoutATitleTheIndexIsAGalleryThatCountsItsScreens() async throws {
        let (status, index, _) = try await render(SiteIndex())
        #expect(status == 0)
        #expect(index.contains("<title>Gallery</title>"))
        #expect(index.contains("4 screens from 4 examples, under 1 theme."))
    }
}
