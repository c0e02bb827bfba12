import Foundation
import Testing
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

@Suite struct TemplateTests {
    @Test func splitsTextAndPlaceholdersOnce() throws {
        let template = try Template(
            parsing: "<h1>{{title}}</h1>{{ content }}!", path: "t.html", placeholders: ["title", "content"])
        #expect(template.segments == [.text("<h1>"), .placeholder("title"), .text("</h1>"), .placeholder("content"), .text("!")])
        #expect(template.render { "[\($0)]" } == "<h1>[title]</h1>[content]!")
        #expect(template.placeholders == ["title", "content"])
    }

    @Test func singleBracesAreText() throws {
        let template = try Template(parsing: "a { color: red } {x}", path: "t", placeholders: [])
        #expect(template.segments == [.text("a { color: red } {x}")])
    }

    @Test func anUnknownPlaceholderNamesTheFileLineAndColumn() {
        let text = "<html>\n<head>\n  <title>{{titel}}</title>\n"
        #expect(throws: TemplateError.unknownPlaceholder(
            name: "titel", path: "my/page.html", line: 3, column: 10, known: ["content", "title"])
        ) {
            try Template(parsing: text, path: "my/page.html", placeholders: ["title", "content"])
        }
        let error = TemplateError.unknownPlaceholder(name: "titel", path: "my/page.html", line: 3, column: 10, known: ["content", "title"])
        #expect(error.description == "my/page.html:3:10: unknown placeholder {{titel}}; this template knows {{content}}, {{title}}")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(throws: TemplateError.unknownPlaceholder(name: "x", path: "p", line: 1, column: 4, known: [])) {
            try Template(parsing: "éé {{x}}", path: "p", placeholders: [])
        }
    }

    @Test func anUnclosedOrEmptyPlaceholderIsAnError() {
        #expect(throws: TemplateError.unterminatedPlaceholder(path: "p", line: 2, column: 3)) {
            try Template(parsing: "ok\nab{{title", path: "p", placeholders: ["title"])
        }
        #expect(throws: TemplateError.emptyPlaceholder(path: "p", line: 1, column: 1)) {
            try Template(parsing: "{{ }}", path: "p", placeholders: [])
        }
    }

    @Test func aMissingTemplateOrFolderNamesThePath() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: TemplateError.missingDirectory(path: directory.path + "/nope")) {
            try SiteTemplates.load(from: directory.path + "/nope")
        }
        try "{{title}}".write(toFile: directory.path + "/page.html", atomically: true, encoding: .utf8)
        #expect(throws: TemplateError.missingTemplate(path: directory.path + "/index.html")) {
            try SiteTemplates.load(from: directory.path)
        }
        #expect(TemplateError.missingTemplate(path: "t/index.html").description == "t/index.html: template not found")
    }

    @Test func aUserFolderIsLoadedAndCheckedWithItsRealPath() throws {
        let directory = try TemporaryDirectory()
        try "<p>{{title}}</p>".write(toFile: directory.path + "/page.html", atomically: true, encoding: .utf8)
        try "line one\n{{gallery}} {{pages}}".write(toFile: directory.path + "/index.html", atomically: true, encoding: .utf8)
        do {
            _ = try SiteTemplates.load(from: directory.path)
            Issue.record("expected an error")
        } catch {
            guard case let .unknownPlaceholder(name, path, line, column, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(name == "pages")
            #expect(path == directory.path + "/index.html")
            #expect(line == 2 && column == 13)
        }
    }

    @Test func theBuiltInTemplatesAreTheRepositoryTemplates() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/TrellisSite/Templates/BuiltIn")
        let page = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(BuiltInTemplates.page == page)
        #expect(BuiltInTemplates.index == index)
        let loaded = try SiteTemplates.load(from: folder.path)
        #expect(loaded.page.segments == SiteTemplates.builtIn.page.segments)
        #expect(loaded.index.segments == SiteTemplates.builtIn.index.segments)
    }

    @Test func theBuiltInTemplatesUseTheirKeyPlaceholders() {
        let page = Set(SiteTemplates.builtIn.page.placeholders)
        #expect(page.isSuperset(of: ["title", "theme", "fonts", "styles", "content", "nav"]))
        let index = Set(SiteTemplates.builtIn.index.placeholders)
        #expect(index.isSuperset(of: ["title", "fonts", "styles", "themeInputs", "themePicker", "gallery"]))
    }
}
