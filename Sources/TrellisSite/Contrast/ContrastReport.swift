import TrellisCore
import TrellisLayout
import TrellisRender

/// The contrast of every text on one rendered page.
public struct PageContrast: Hashable, Sendable {
    /// The page's path in the site (`marigold/plant-app.dark.html`).
    public var path: String
    /// The name of the theme the page was rendered in.
    public var theme: String
    /// The color scheme the page was rendered in.
    public var colorScheme: ColorScheme
    /// Every visible text of the page with its contrast, in reading order.
    public var texts: [TextContrast]

    /// Creates the contrast record of the page at `path`, rendered in `theme` and `colorScheme`.
    public init(path: String, theme: String, colorScheme: ColorScheme, texts: [TextContrast]) {
        self.path = path
        self.theme = theme
        self.colorScheme = colorScheme
        self.texts = texts
    }

    /// The contrast of every text of `document`, from its layout.
    init(_ document: SitePlan.PlannedDocument, layout: LaidOutTree) {
        self.init(
            path: document.path, theme: document.theme.name, colorScheme: document.variant.colorScheme,
            texts: ContrastCheck.texts(in: layout))
    }

    /// The texts whose ratio is below their minimum, in reading order.
    public var failures: [TextContrast] { texts.filter { !$0.passes } }
}

/// What a run found, in the plan's page order, and the words the command prints about it.
public struct ContrastReport: Hashable, Sendable {
    /// One record per rendered page, in the plan's page order.
    public var pages: [PageContrast]

    /// Creates a report of `pages`.
    public init(pages: [PageContrast]) {
        self.pages = pages
    }

    /// Lays out every document of `plan` with the plan's engine and checks it. A run that also
    /// writes the pages gets the same report from `SiteRenderer` (`checksContrast`), from the
    /// layout the pages were drawn from.
    public static func make(_ plan: SitePlan) -> ContrastReport {
        ContrastReport(pages: plan.documents.map { document in
            PageContrast(document, layout: plan.engine.layout(document.tree, in: document.variant.canvas.size))
        })
    }

    /// The number of texts checked, over all pages.
    public var textCount: Int { pages.reduce(0) { $0 + $1.texts.count } }
    /// The number of texts below their minimum, over all pages.
    public var failureCount: Int { pages.reduce(0) { $0 + $1.failures.count } }

    /// One line: how many texts fall short, on how many pages.
    public var summary: String {
        let failingPages = pages.count { !$0.failures.isEmpty }
        guard failureCount > 0 else {
            return "Contrast: all \(textCount) texts meet WCAG 2.2 AA (4.5, 3 for large text)"
        }
        return "Contrast: \(failureCount) of \(textCount) texts below WCAG 2.2 AA (4.5, 3 for large text) on "
            + "\(failingPages) of \(pages.count) pages"
    }

    /// Every failure, one a line, page by page, then the summary and the figures per theme and
    /// scheme.
    public var text: String {
        var out = ""
        for page in pages {
            for failure in page.failures { out += page.path + ": " + failure.line + "\n" }
        }
        var groups: [(theme: String, scheme: ColorScheme, failures: Int, texts: Int)] = []
        for page in pages {
            if let at = groups.firstIndex(where: { $0.theme == page.theme && $0.scheme == page.colorScheme }) {
                groups[at].failures += page.failures.count
                groups[at].texts += page.texts.count
            } else {
                groups.append((page.theme, page.colorScheme, page.failures.count, page.texts.count))
            }
        }
        for group in groups {
            out += "  \(group.theme) \(group.scheme.rawValue): \(group.failures) of \(group.texts) texts below the minimum\n"
        }
        return out + summary + "\n"
    }
}

extension TextContrast {
    /// `n0.1.2 "Name" (vstack > text[2]): #94999E on #FFDDFF is 2.33, needs 4.5`. The ratio is
    /// rounded to two decimals, but cut where rounding would make a failing ratio read as its
    /// minimum (4.497 shows as 4.49, not 4.5).
    public var line: String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let shown = flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
        var shownRatio = (ratio * 100).rounded() / 100
        if !passes && shownRatio >= minimum { shownRatio = (ratio * 100).rounded(.down) / 100 }
        let ratioText = NumberFormatting.string(shownRatio)
        return "\(nodeID) \"\(shown)\" (\(path)): \(foreground.hexString) on \(background.hexString) is \(ratioText), "
            + "needs \(NumberFormatting.string(minimum))"
    }
}
