import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// The two page shells a site needs: one screen's page and the gallery index.
///
/// Each is parsed once, when loaded; every page of a run reuses the parsed segments.
public struct SiteTemplates: Hashable, Sendable {
    /// The shell of each screen's page, with the ``pagePlaceholders``.
    public var page: Template
    /// The shell of the site's `index.html`, with the ``indexPlaceholders``.
    public var index: Template

    /// The page template's file name in a templates folder.
    public static let pageFileName = "page.html"
    /// The index template's file name in a templates folder.
    public static let indexFileName = "index.html"

    /// What `page.html` may use.
    /// - title, theme: the page's title and theme name, escaped as text.
    /// - variant: the page's color scheme and canvas, as text: `Dark · Desktop 1280×800`.
    /// - summary: a paragraph describing the page, or nothing.
    /// - fonts: the `@font-face` rules for the bundled DejaVu fonts (CSS).
    /// - styles: the screen's stylesheet from the emitter (CSS).
    /// - content: the screen canvas markup.
    /// - nav: links to this page under the other themes, color schemes and canvases of the run,
    ///   back to the page it was reached from, and to the index.
    /// - root: the relative path from the page to the site root, ending in `/` (or empty).
    /// - lang: the language the screen is shown in, for `<html lang>`: `de`, or the development
    ///   language (`en` without strings).
    public static let pagePlaceholders = ["title", "theme", "variant", "summary", "fonts", "styles", "content", "nav", "root", "lang"]

    /// What `index.html` may use.
    /// - title, subtitle: text.
    /// - fonts: as for pages.
    /// - styles: the CSS that shows the section of the checked theme, scheme and canvas, and sizes
    ///   each canvas's previews.
    /// - themeInputs: the radio inputs of every switch: one per theme, then one per color scheme and
    ///   per canvas when the run rendered more than one. They must come before `themePicker`,
    ///   `variantPicker` and `gallery`, in the same parent as their ancestors, because the CSS
    ///   selects with `:checked ~`.
    /// - themePicker: the segmented control, one label per theme.
    /// - variantPicker: the segmented controls for color scheme and canvas; empty for a run with
    ///   one of each. A template without it shows the first scheme and canvas only.
    /// - gallery: one section per theme and variant, each a grid of every page with a preview.
    /// - root: always empty; there for templates shared with pages.
    public static let indexPlaceholders = [
        "title", "subtitle", "fonts", "styles", "themeInputs", "themePicker", "variantPicker", "gallery", "root",
    ]

    /// Creates a pair of templates from parsed ones.
    public init(page: Template, index: Template) {
        self.page = page
        self.index = index
    }

    /// The templates shipped inside Trellis: the files of Templates/BuiltIn/.
    public static let builtIn: SiteTemplates = {
        do {
            return SiteTemplates(
                page: try Template(
                    parsing: BuiltInTemplates.page, path: "(built-in) templates/page.html",
                    placeholders: pagePlaceholders),
                index: try Template(
                    parsing: BuiltInTemplates.index, path: "(built-in) templates/index.html",
                    placeholders: indexPlaceholders))
        } catch {
            // The tests parse the built-in templates, so this cannot ship broken.
            fatalError("built-in template is invalid: \(error)")
        }
    }()

    /// Loads `page.html` and `index.html` from a folder of the user's.
    public static func load(from directory: String) throws(TemplateError) -> SiteTemplates {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingDirectory(path: directory)
        }
        return SiteTemplates(
            page: try loadTemplate(named: pageFileName, in: directory, placeholders: pagePlaceholders),
            index: try loadTemplate(named: indexFileName, in: directory, placeholders: indexPlaceholders))
    }

    private static func loadTemplate(
        named name: String, in directory: String, placeholders: [String]
    ) throws(TemplateError) -> Template {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        guard FileManager.default.fileExists(atPath: path) else { throw .missingTemplate(path: path) }
        let text: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw TemplateError.unreadableTemplate(path: path, reason: "not UTF-8")
            }
            text = decoded
        } catch let error as TemplateError {
            throw error
        } catch {
            throw .unreadableTemplate(path: path, reason: error.localizedDescription)
        }
        return try Template(parsing: text, path: path, placeholders: placeholders)
    }
}
