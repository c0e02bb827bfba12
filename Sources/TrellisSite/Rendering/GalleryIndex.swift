import Trellis
import TrellisLayout
import TrellisRender

/// Fills `index.html`: every page of the run, one section per theme and variant, and segmented
/// controls that switch between the sections live, like the seeds' theme picker: one for the
/// theme, and one for the color scheme, the text size and the canvas when the run rendered more
/// than one.
///
/// The switches are pure CSS (radio inputs and `:checked ~` selectors), so they work from file://
/// with scripts disabled and need no network. Previews are iframes of the pages themselves, loaded
/// lazily, which a hidden section never does.
struct GalleryIndex {
    let plan: SitePlan
    /// Each card also links the screen's HTML page and its SVG, when the run wrote SVGs.
    var linksSVG = false
    /// The title, summary and grouping the tool was given.
    var site = SiteIndex()

    var title: String { site.title }

    private var schemes: [ColorScheme] { plan.colorSchemes }
    private var canvases: [RenderCanvas] { plan.canvases }
    private var switchesScheme: Bool { schemes.count > 1 }
    private var switchesCanvas: Bool { canvases.count > 1 }
    private var textSizes: [DynamicTypeSize] { plan.dynamicTypeSizes }
    private var switchesSize: Bool { textSizes.count > 1 }
    private var localizations: [SiteLocalization?] { plan.localizations }
    private var switchesLanguage: Bool { localizations.count > 1 }

    func render(template: Template) -> String {
        template.render { name in
            switch name {
            case "title": MarkupEscaping.text(title)
            case "subtitle": MarkupEscaping.text(subtitle)
            case "fonts": FontAssets.fontFaceRules(root: "")
            case "styles": switchStyles + previewStyles
            case "themeInputs": inputs
            case "themePicker": picker(label: "Theme", plan.themes.map { (inputID($0), $0.name) })
            case "variantPicker": variantPicker
            case "gallery": gallery
            case "root": ""
            default: ""
            }
        }
    }

    private var subtitle: String {
        site.summary ?? countedSummary
    }

    private var countedSummary: String {
        let sections = plan.themes.count * max(plan.variants.count, 1)
        let perSection = sections == 0 ? 0 : plan.documents.count / sections
        var text = perSection == 1 ? "1 screen" : "\(perSection) screens"
        text += " from \(plan.sources.count) examples, under "
        text += plan.themes.count == 1 ? "1 theme" : "\(plan.themes.count) themes"
        if switchesScheme { text += ", in " + Self.list(schemes.map(\.rawValue)) + " mode" }
        if switchesSize { text += ", at the " + Self.list(textSizes.map(SiteVariant.sizeLabel)) + " text sizes" }
        if switchesCanvas { text += ", on " + Self.list(canvases.map { $0.isBuiltIn ? $0.name : $0.label }) + " canvases" }
        if switchesLanguage { text += ", in " + Self.list(localizations.map(Self.languageLabel)) }
        var choices = ["a theme"]
        if switchesScheme { choices.append("a color scheme") }
        if switchesSize { choices.append("a text size") }
        if switchesCanvas { choices.append("a canvas") }
        if switchesLanguage { choices.append("a language") }
        return text + ". Pick " + Self.list(choices) + " to see every screen in it."
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    private func inputID(_ theme: SitePlan.SiteTheme) -> String { "theme-" + theme.slug }
    private func inputID(_ scheme: ColorScheme) -> String { "scheme-" + scheme.rawValue }
    private func inputID(_ canvas: RenderCanvas) -> String { "canvas-" + canvas.name }
    private func inputID(_ size: DynamicTypeSize) -> String { "size-" + SiteVariant.sizeSlug(size) }
    private func inputID(_ localization: SiteLocalization?) -> String { "language-" + (localization?.slug ?? "development") }

    /// A language in the switch and headings: the development language is named by the strings'
    /// code when there are strings, else "Development".
    private static func languageLabel(_ localization: SiteLocalization?) -> String {
        localization?.label ?? "Development language"
    }

    /// Every switch's radio inputs, themes first, then schemes, canvases, text sizes and languages:
    /// the CSS relies on that order (`#theme…:checked ~ #scheme…:checked ~ main …`). Sizes and
    /// languages come last so a run without them has the inputs it always had.
    private var inputs: String {
        var html = radios(name: "theme", ids: plan.themes.map(inputID))
        if switchesScheme { html += radios(name: "scheme", ids: schemes.map(inputID)) }
        if switchesCanvas { html += radios(name: "canvas", ids: canvases.map(inputID)) }
        if switchesSize { html += radios(name: "size", ids: textSizes.map(inputID)) }
        if switchesLanguage { html += radios(name: "language", ids: localizations.map(inputID)) }
        return html
    }

    private func radios(name: String, ids: [String]) -> String {
        var html = ""
        for (index, id) in ids.enumerated() {
            html += "<input type=\"radio\" class=\"theme-choice\" name=\"" + name + "\" id=\""
                + MarkupEscaping.attribute(id) + "\""
            html += index == 0 ? " checked=\"checked\"/>\n" : "/>\n"
        }
        return html
    }

    private func picker(label: String, _ choices: [(id: String, name: String)]) -> String {
        var html = "<nav class=\"theme-picker\" aria-label=\"" + MarkupEscaping.attribute(label) + "\">"
        for choice in choices {
            html += "<label for=\"" + MarkupEscaping.attribute(choice.id) + "\">"
                + MarkupEscaping.text(choice.name) + "</label>"
        }
        return html + "</nav>"
    }

    private var variantPicker: String {
        var html = ""
        if switchesScheme {
            html += picker(label: "Color scheme", schemes.map { (inputID($0), SiteVariant.schemeLabel($0)) })
        }
        if switchesSize {
            html += picker(label: "Text size", textSizes.map { (inputID($0), SiteVariant.sizeLabel($0)) })
        }
        if switchesCanvas { html += picker(label: "Canvas", canvases.map { (inputID($0), $0.label) }) }
        if switchesLanguage { html += picker(label: "Language", localizations.map { (inputID($0), Self.languageLabel($0)) }) }
        return html
    }

    /// The class of the section for `theme` in `variant`, and the selector that shows it.
    private func sectionClass(_ theme: SitePlan.SiteTheme, _ variant: SiteVariant) -> String {
        plan.variants.count > 1 ? "theme-section-\(theme.slug)-\(variant.slug)" : "theme-section-\(theme.slug)"
    }

    /// Shows the section of the checked theme, scheme and canvas, and marks each checked label as
    /// the selected segment.
    private var switchStyles: String {
        var css = ""
        for theme in plan.themes {
            for variant in plan.variants {
                var selector = "#\(inputID(theme)):checked ~ "
                if switchesScheme { selector += "#\(inputID(variant.colorScheme)):checked ~ " }
                if switchesCanvas { selector += "#\(inputID(variant.canvas)):checked ~ " }
                if switchesSize { selector += "#\(inputID(variant.dynamicTypeSize)):checked ~ " }
                if switchesLanguage { selector += "#\(inputID(variant.localization)):checked ~ " }
                css += selector + "main .\(sectionClass(theme, variant)) { display: block; }\n"
            }
        }
        var ids = plan.themes.map(inputID)
        if switchesScheme { ids += schemes.map(inputID) }
        if switchesCanvas { ids += canvases.map(inputID) }
        if switchesSize { ids += textSizes.map(inputID) }
        if switchesLanguage { ids += localizations.map(inputID) }
        for id in ids {
            css += "#\(id):checked ~ .index-header label[for=\"\(id)\"] { background: #ffffff; font-weight: bold; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }\n"
            css += "#\(id):focus-visible ~ .index-header label[for=\"\(id)\"] { outline: 2px solid #0a84ff; outline-offset: 1px; }\n"
        }
        return css
    }

    /// The largest scale in hundredths at which a preview fits 400 × 422 points, and never above
    /// one half: a phone preview is half size (195 × 422), a desktop one 396.8 × 248. Hundredths,
    /// because the number formatter writes two decimals: a longer scale would be rounded in the
    /// CSS and the frame would no longer fill its preview box.
    static func previewScale(_ canvas: RenderCanvas) -> Double {
        let fitting = min(0.5, 422 / Double(canvas.height), 400 / Double(canvas.width))
        return max((fitting * 100).rounded(.down), 1) / 100
    }

    /// Sizes each canvas's previews and grid columns; the iframe is the canvas's size, scaled down.
    private var previewStyles: String {
        var css = ""
        for canvas in canvases {
            let scale = Self.previewScale(canvas)
            let width = NumberFormatting.string(Double(canvas.width) * scale)
            let height = NumberFormatting.string(Double(canvas.height) * scale)
            let name = "canvas-" + canvas.name
            css += ".page-grid.\(name) { grid-template-columns: repeat(auto-fill, \(width)px); }\n"
            css += ".page-preview.\(name) { width: \(width)px; height: \(height)px; }\n"
            css += ".page-preview.\(name) iframe { width: \(canvas.width)px; height: \(canvas.height)px; transform: scale(\(NumberFormatting.string(scale))); }\n"
        }
        return css
    }

    private var gallery: String {
        var html = ""
        for theme in plan.themes {
            for variant in plan.variants {
                var heading = theme.name
                if switchesScheme { heading += " · " + SiteVariant.schemeLabel(variant.colorScheme) }
                if switchesSize { heading += " · " + SiteVariant.sizeLabel(variant.dynamicTypeSize) }
                if switchesCanvas { heading += " · " + variant.canvas.label }
                if switchesLanguage { heading += " · " + Self.languageLabel(variant.localization) }
                html += "<section class=\"theme-section " + MarkupEscaping.attribute(sectionClass(theme, variant))
                    + "\" aria-label=\"" + MarkupEscaping.attribute(heading) + "\">\n"
                html += "<h2>" + MarkupEscaping.text(heading) + "</h2>\n"
                // A control's state is reached by clicking the control, not listed.
                let documents = plan.documents.filter {
                    $0.theme == theme && $0.variant == variant && $0.stateName == nil
                }
                for section in site.sections(sourceIDs: plan.sources.map(\.id)) {
                    if let title = section.title { html += "<h3>" + MarkupEscaping.text(title) + "</h3>\n" }
                    html += "<ul class=\"page-grid canvas-" + MarkupEscaping.attribute(variant.canvas.name) + "\">\n"
                    for id in section.sourceIDs {
                        for document in documents where document.sourceID == id { html += card(for: document) }
                    }
                    html += "</ul>\n"
                }
                html += "</section>\n"
            }
        }
        return html
    }

    private func card(for document: SitePlan.PlannedDocument) -> String {
        let href = MarkupEscaping.attribute(document.path)
        // A destination's title already says where it is reached from.
        let note = document.summary
        var html = "<li class=\"page-card\">"
        html += "<span class=\"page-preview canvas-" + MarkupEscaping.attribute(document.variant.canvas.name)
            + "\"><iframe src=\"" + MarkupEscaping.attribute(document.path + "#trellis-screen")
            + "\" title=\"" + MarkupEscaping.attribute("Preview of " + document.title + ", " + document.theme.name
                + ", " + PageShell.label(document.variant))
            + "\" loading=\"lazy\" tabindex=\"-1\"></iframe></span>"
        html += "<a class=\"page-card-title\" href=\"" + href + "\">" + MarkupEscaping.text(document.title) + "</a>"
        if !note.isEmpty { html += "<p class=\"page-card-summary\">" + MarkupEscaping.text(note) + "</p>" }
        if linksSVG {
            html += "<p class=\"page-card-formats\"><a href=\"" + href + "\">HTML</a><a href=\""
                + MarkupEscaping.attribute(SiteRenderer.svgPath(forPage: document.path)) + "\">SVG</a></p>"
        }
        return html + "</li>\n"
    }
}
