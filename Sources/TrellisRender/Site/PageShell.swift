import Trellis

/// Fills `page.html` around one rendered screen: title, theme, the links to the same screen under
/// the other themes, back to the screen it was reached from, and to the index.
///
/// Every value is escaped with `MarkupEscaping` for where it goes; only the emitter's markup and CSS
/// and Trellis's own generated markup go in raw.
struct PageShell {
    let plan: SitePlan
    /// For each theme folder, the file names it has, to link only to pages that exist.
    let fileNames: [String: Set<String>]

    init(plan: SitePlan) {
        self.plan = plan
        var names: [String: Set<String>] = [:]
        for document in plan.documents { names[document.theme.slug, default: []].insert(document.fileName) }
        fileNames = names
    }

    static let root = "../"

    func render(_ document: SitePlan.PlannedDocument, screen: HTMLFragment, template: Template) -> String {
        template.render { name in
            switch name {
            case "title": MarkupEscaping.text(document.title)
            case "theme": MarkupEscaping.text(document.theme.name)
            case "summary":
                document.summary.isEmpty ? "" : "<p class=\"page-summary\">" + MarkupEscaping.text(document.summary) + "</p>"
            case "fonts": FontAssets.fontFaceRules(root: Self.root)
            case "styles": screen.stylesheet
            case "content": screen.body
            case "nav": navigation(for: document)
            case "root": Self.root
            default: ""
            }
        }
    }

    private func navigation(for document: SitePlan.PlannedDocument) -> String {
        var html = "<nav class=\"page-nav\" aria-label=\"Pages\">"
        if let parent = document.parent {
            html += "<a class=\"page-back\" href=\"" + MarkupEscaping.attribute(parent.fileName) + "\">‹ "
                + MarkupEscaping.text(parent.title) + "</a>"
        }
        html += "<a class=\"page-index\" href=\"" + MarkupEscaping.attribute(Self.root + "index.html") + "\">All pages</a>"
        if plan.themes.count > 1 {
            html += "<span class=\"page-themes\" role=\"group\" aria-label=\"Themes\">"
            for theme in plan.themes {
                if theme == document.theme {
                    html += "<span aria-current=\"page\">" + MarkupEscaping.text(theme.name) + "</span>"
                } else {
                    // The same screen under that theme; its root page if the theme has no such screen.
                    let hasSame = fileNames[theme.slug]?.contains(document.fileName) == true
                    let file = hasSame ? document.fileName : document.sourceID + ".html"
                    let href = Self.root + theme.slug + "/" + file
                    html += "<a href=\"" + MarkupEscaping.attribute(href) + "\" title=\""
                        + MarkupEscaping.attribute(document.title + " in the " + theme.name + " theme") + "\">"
                        + MarkupEscaping.text(theme.name) + "</a>"
                }
            }
            html += "</span>"
        }
        return html + "</nav>"
    }
}
