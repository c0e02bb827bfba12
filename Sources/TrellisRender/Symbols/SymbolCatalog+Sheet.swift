import TrellisCore
import TrellisSymbols

extension SymbolCatalog {
    /// An HTML page showing every symbol of the catalog at 48 and at 17 px (a body text's size)
    /// with its name under it, and the placeholder last: for looking at the drawings in a browser
    /// (scripts/symbol-sheet.sh screenshots it), yours from `--symbols` among them.
    public func contactSheet() -> String {
        var page = ""
        page += ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><title>Symbols</title><style>")
        page += (
            "body{font:12px 'DejaVu Sans',sans-serif;margin:12px;color:#111}"
                + ".sheet{display:flex;flex-wrap:wrap;gap:6px}"
                + ".cell{width:130px;display:flex;flex-direction:column;align-items:center;gap:4px;padding:6px 2px}"
                + ".big{height:48px;outline:1px solid #dde}.small{height:17px}"
                + ".name{text-align:center;overflow-wrap:anywhere}")
        page += ("</style></head><body><p>\(names.count) symbols, and the placeholder for unknown names</p><div class=\"sheet\">")
        let extra = symbol(named: Self.placeholder.name) == nil ? [Self.placeholder] : []
        for symbol in names.compactMap(symbol(named:)) + extra {
            page += "<div class=\"cell\"><div>"
            var writer = MarkupWriter()
            for size in ["big", "small"] {
                writer.beginStartTag("svg")
                writer.attribute("xmlns", "http://www.w3.org/2000/svg")
                writer.attribute("version", "1.1")
                writer.attribute("class", size)
                writer.attribute("viewBox", symbol.viewBox)
                writer.attribute("style", "aspect-ratio:" + NumberFormatting.string(symbol.aspectRatio))
                writer.endStartTag()
                symbol.writeParts(into: &writer)
                writer.close("svg")
                writer.text(" ")
            }
            page += writer.output + "</div><div class=\"name\">"
            MarkupEscaping.appendText(symbol.name, to: &page)
            page += "</div></div>"
        }
        return page + "</div></body></html>\n"
    }
}
