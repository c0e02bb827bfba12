import Trellis
import TrellisGallery
import TrellisLayout
import TrellisSite

extension LayoutBenchmarks {
    /// The text cache's hit rate: every gallery page under every theme (the phone canvas, as
    /// `trellis render` lays them out), and the text-heavy tree, each laid out once by an engine
    /// with a measurer of its own, so its cache starts empty and its statistics count only these
    /// layouts. Untimed.
    func textCacheNotes(textCardRows: Int) throws -> [String] {
        let pages = Gallery.pages.map { SitePage(id: $0.id, title: $0.title, summary: $0.summary, makeView: $0.makeView) }
        let plan = SitePlan.make(pages: pages, themes: Theme.all)
        let gallery = try TextMeasurer()
        var engine = LayoutEngine.standard
        engine.measurer = gallery
        var texts = 0
        for document in plan.documents {
            texts += Self.textCount(document.tree.root)
            consume(engine.layout(document.tree, in: document.variant.canvas.size))
        }
        let cards = try TextMeasurer()
        engine.measurer = cards
        let tree = TextCards(rows: textCardRows).resolved(in: environment)
        consume(engine.layout(tree, in: Self.canvas))
        return [
            Self.summary("text cache, gallery (" + String(plan.documents.count) + " pages, 3 themes)", gallery.statistics, texts: texts),
            Self.summary("text cache, text-heavy tree", cards.statistics, texts: Self.textCount(tree.root)),
        ]
    }

    /// Requests per text and how many the two caches answered.
    static func summary(_ name: String, _ statistics: TextMeasurer.CacheStatistics, texts: Int) -> String {
        let requests = statistics.layoutHits + statistics.layoutMisses
        let paragraphs = statistics.paragraphHits + statistics.paragraphMisses
        return name + ": " + ResultTable.grouped(texts) + " texts, " + ResultTable.grouped(requests)
            + " layout requests (" + ResultTable.significant(Double(requests) / Double(max(texts, 1))) + " per text), "
            + percent(statistics.layoutHits, of: requests) + " answered from the layout cache; "
            + percent(statistics.paragraphHits, of: paragraphs) + " of " + ResultTable.grouped(paragraphs)
            + " paragraph shapings reused"
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        ResultTable.significant(100 * Double(part) / Double(max(whole, 1))) + "%"
    }

    static func textCount(_ root: ResolvedNode) -> Int {
        var count = 0
        var pending: [ResolvedNode] = [root]
        while let node = pending.popLast() {
            if case .text = node.kind { count += 1 }
            pending.append(contentsOf: node.children)
        }
        return count
    }
}
