/// Fills `index.html`: every page of the run, one section per theme, and a segmented control that
/// switches between the sections live, like the seeds' theme picker.
///
/// The switch is pure CSS (radio inputs and `:checked ~` selectors), so it works from file:// with
/// scripts disabled and needs no network. Previews are iframes of the pages themselves, loaded
/// lazily, which a hidden section never does.
struct GalleryIndex {
    let plan: SitePlan

    var title: String { "Trellis gallery" }

    func render(template: Template) -> String {
        template.render { name in
            switch name {
            case "title": MarkupEscaping.text(title)
            case "subtitle": MarkupEscaping.text(subtitle)
            case "fonts": FontAssets.fontFaceRules(root: "")
            case "styles": switchStyles
            case "themeInputs": themeInputs
            case "themePicker": themePicker
            case "gallery": gallery
            case "root": ""
            default: ""
            }
        }
    }

    private var subtitle: String {
        let perTheme = plan.themes.isEmpty ? 0 : plan.documents.count / plan.themes.count
        let screens = perTheme == 1 ? "1 screen" : "\(perTheme) screens"
        let themes = plan.themes.count == 1 ? "1 theme" : "\(plan.themes.count) themes"
        return "\(screens) from \(plan.sources.count) examples, under \(themes). Pick a theme to see every screen in it."
    }

    private func inputID(_ theme: SitePlan.SiteTheme) -> String { "theme-" + theme.slug }

    private var themeInputs: String {
        var html = ""
        for (index, theme) in plan.themes.enumerated() {
            html += "<input type=\"radio\" class=\"theme-choice\" name=\"theme\" id=\""
                + MarkupEscaping.attribute(inputID(theme)) + "\""
            html += index == 0 ? " checked=\"checked\"/>\n" : "/>\n"
        }
        return html
    }

    private var themePicker: String {
        var html = "<nav class=\"theme-picker\" aria-label=\"Theme\">"
        for theme in plan.themes {
            html += "<label for=\"" + MarkupEscaping.attribute(inputID(theme)) + "\">"
                + MarkupEscaping.text(theme.name) + "</label>"
        }
        return html + "</nav>"
    }

    /// Shows the checked theme's section and marks its label as the selected segment.
    private var switchStyles: String {
        var css = ""
        for theme in plan.themes {
            let id = inputID(theme)
            css += "#\(id):checked ~ main .theme-section-\(theme.slug) { display: block; }\n"
            css += "#\(id):checked ~ .index-header label[for=\"\(id)\"] { background: #ffffff; font-weight: bold; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }\n"
            css += "#\(id):focus-visible ~ .index-header label[for=\"\(id)\"] { outline: 2px solid #0a84ff; outline-offset: 1px; }\n"
        }
        return css
    }

    private var gallery: String {
        var html = ""
        for theme in plan.themes {
            html += "<section class=\"theme-section theme-section-" + MarkupEscaping.attribute(theme.slug)
                + "\" aria-label=\"" + MarkupEscaping.attribute(theme.name + " theme") + "\">\n"
            html += "<h2>" + MarkupEscaping.text(theme.name) + "</h2>\n<ul class=\"page-grid\">\n"
            for document in plan.documents where document.theme == theme {
                html += card(for: document)
            }
            html += "</ul>\n</section>\n"
        }
        return html
    }

    private func card(for document: SitePlan.PlannedDocument) -> String {
        let href = MarkupEscaping.attribute(document.path)
        // A destination's title already says where it is reached from.
        let note = document.summary
        var html = "<li class=\"page-card\">"
        html += "<span class=\"page-preview\"><iframe src=\"" + MarkupEscaping.attribute(document.path + "#trellis-screen")
            + "\" title=\"" + MarkupEscaping.attribute("Preview of " + document.title + ", " + document.theme.name)
            + "\" loading=\"lazy\" tabindex=\"-1\"></iframe></span>"
        html += "<a class=\"page-card-title\" href=\"" + href + "\">" + MarkupEscaping.text(document.title) + "</a>"
        if !note.isEmpty { html += "<p class=\"page-card-summary\">" + MarkupEscaping.text(note) + "</p>" }
        return html + "</li>\n"
    }
}
