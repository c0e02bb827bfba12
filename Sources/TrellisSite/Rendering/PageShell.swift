import Trellis
import TrellisLayout
import TrellisRender

/// Fills `page.html` around one rendered screen: title, theme and variant, the links to the same
/// screen under the other themes, color schemes, text sizes, languages and canvases of the run, back to the screen it was
/// reached from, and to the index.
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
            case "variant": MarkupEscaping.text(Self.label(document.variant))
            case "summary":
                document.summary.isEmpty ? "" : "<p class=\"page-summary\">" + MarkupEscaping.text(document.summary) + "</p>"
            case "fonts": FontAssets.fontFaceRules(root: Self.root) + plan.fonts.fontFaceRules(root: Self.root)
            case "styles":
                screen.stylesheet + (plan.dynamicTypeSizes.count > 1 ? Self.groupStyle("page-sizes") : "")
                    + (plan.localizations.count > 1 ? Self.groupStyle("page-languages") : "")
            case "content": screen.body
            case "nav": navigation(for: document)
            case "root": Self.root
            case "lang": document.variant.localization?.languageTag ?? plan.developmentLanguage
            default: ""
            }
        }
    }

    /// `Light · Phone 390×844`, `Dark · AX3 · Phone 390×844`: the text size when it is not the default.
    static func label(_ variant: SiteVariant) -> String {
        (variant.localization.map { $0.label + " · " } ?? "")
            + SiteVariant.schemeLabel(variant.colorScheme)
            + (variant.dynamicTypeSize == .large ? "" : " · " + SiteVariant.sizeLabel(variant.dynamicTypeSize))
            + " · " + variant.canvas.label
    }

    /// The text sizes' and languages' groups look like the other groups. The built-in page
    /// template styles those by class; this rule comes with the pages that have the group rather
    /// than in the template, so the pages of a run without `--dynamic-type` or `--locale` stay as
    /// they were, byte for byte.
    static func groupStyle(_ className: String) -> String {
        "\n." + className + " { display: inline-flex; padding: 2px; gap: 2px; border-radius: 9px; background: #e3e3e8; }"
    }

    private func navigation(for document: SitePlan.PlannedDocument) -> String {
        var html = "<nav class=\"page-nav\" aria-label=\"Pages\">"
        if let parent = document.parent {
            html += "<a class=\"page-back\" href=\"" + MarkupEscaping.attribute(parent.fileName) + "\">‹ "
                + MarkupEscaping.text(parent.title) + "</a>"
        }
        html += "<a class=\"page-index\" href=\"" + MarkupEscaping.attribute(Self.root + "index.html") + "\">All pages</a>"
        if plan.themes.count > 1 {
            html += group("page-themes", label: "Themes", plan.themes.map { theme in
                let file = sameScreen(as: document, theme: theme, variant: document.variant)
                return (theme.name, theme == document.theme, Self.root + theme.slug + "/" + file,
                        document.title + " in the " + theme.name + " theme")
            })
        }
        let schemes = plan.colorSchemes
        if schemes.count > 1 {
            html += group("page-schemes", label: "Color schemes", schemes.map { scheme in
                var variant = document.variant
                variant.colorScheme = scheme
                let name = SiteVariant.schemeLabel(scheme)
                return (name, scheme == document.variant.colorScheme,
                        sameScreen(as: document, theme: document.theme, variant: variant),
                        document.title + " in " + name.lowercased() + " mode")
            })
        }
        let textSizes = plan.dynamicTypeSizes
        if textSizes.count > 1 {
            html += group("page-sizes", label: "Text sizes", textSizes.map { size in
                var variant = document.variant
                variant.dynamicTypeSize = size
                let name = SiteVariant.sizeLabel(size)
                return (name, size == document.variant.dynamicTypeSize,
                        sameScreen(as: document, theme: document.theme, variant: variant),
                        document.title + " at the " + name + " text size")
            })
        }
        let localizations = plan.localizations
        if localizations.count > 1 {
            html += group("page-languages", label: "Languages", localizations.map { localization in
                var variant = document.variant
                variant.localization = localization
                let name = localization?.slug ?? plan.developmentLanguage
                return (name, localization == document.variant.localization,
                        sameScreen(as: document, theme: document.theme, variant: variant),
                        document.title + " in " + (localization?.label ?? "the development language"))
            })
        }
        let canvases = plan.canvases
        if canvases.count > 1 {
            html += group("page-canvases", label: "Canvases", canvases.map { canvas in
                var variant = document.variant
                variant.canvas = canvas
                return (canvas.label, canvas == document.variant.canvas,
                        sameScreen(as: document, theme: document.theme, variant: variant),
                        document.title + " on the " + canvas.label + " canvas")
            })
        }
        return html + "</nav>"
    }

    /// The file of the same screen under `theme` and `variant`; the page's root screen there if
    /// that has no such screen.
    private func sameScreen(as document: SitePlan.PlannedDocument, theme: SitePlan.SiteTheme, variant: SiteVariant) -> String {
        let same = variant.fileName(page: document.pageName)
        return fileNames[theme.slug]?.contains(same) == true ? same : variant.fileName(page: document.sourceID)
    }

    /// A segmented control of links; the current choice is a plain span marked as the current page.
    private func group(
        _ className: String, label: String, _ choices: [(name: String, isCurrent: Bool, href: String, title: String)]
    ) -> String {
        var html = "<span class=\"" + className + "\" role=\"group\" aria-label=\"" + MarkupEscaping.attribute(label) + "\">"
        for choice in choices {
            if choice.isCurrent {
                html += "<span aria-current=\"page\">" + MarkupEscaping.text(choice.name) + "</span>"
            } else {
                html += "<a href=\"" + MarkupEscaping.attribute(choice.href) + "\" title=\""
                    + MarkupEscaping.attribute(choice.title) + "\">" + MarkupEscaping.text(choice.name) + "</a>"
            }
        }
        return html + "</span>"
    }
}
