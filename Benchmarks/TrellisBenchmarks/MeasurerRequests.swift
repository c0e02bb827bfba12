import Synchronization
import Trellis
import TrellisGallery
import TrellisLayout
import TrellisRender

/// Passes every request on to another measurer and keeps count of them: how often layout asks,
/// and how many of the requests were distinct. TextMeasurer.shared keeps no statistics of its
/// own cache, so this gives the hit rate a cache keyed by the whole request (string, font,
/// width, line limit, truncation) would have: the repeats among the requests.
final class RequestCountingMeasurer: TextMeasuring, Sendable {
    struct Request: Hashable {
        var string: String
        var font: Font.Resolved
        var width: CGFloat?
        var lineLimit: Int?
        var truncationMode: Text.TruncationMode
    }

    struct Counts {
        var requests = 0
        var distinct: Set<Request> = []
    }

    let measurer: any TextMeasuring
    let counts = Mutex(Counts())

    init(_ measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    func metrics(for font: Font.Resolved) -> FontMetrics {
        measurer.metrics(for: font)
    }

    func layout(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, truncationMode: Text.TruncationMode) -> TextLayout {
        counts.withLock {
            $0.requests += 1
            $0.distinct.insert(Request(string: string, font: font, width: width, lineLimit: lineLimit, truncationMode: truncationMode))
        }
        return measurer.layout(string, font: font, width: width, lineLimit: lineLimit, truncationMode: truncationMode)
    }

    /// One line for the report: texts laid out, requests, distinct requests, and the repeats'
    /// share, which a cache keyed by the request would answer from memory.
    func summary(of name: String, texts: Int) -> String {
        counts.withLock { counts in
            let repeats = counts.requests - counts.distinct.count
            return name + ": " + ResultTable.grouped(texts) + " texts, " + ResultTable.grouped(counts.requests)
                + " measurer requests (" + ResultTable.significant(Double(counts.requests) / Double(max(texts, 1)))
                + " per text), " + ResultTable.grouped(counts.distinct.count) + " distinct; a cache keyed by the request would hit "
                + ResultTable.significant(100 * Double(repeats) / Double(max(counts.requests, 1))) + "%"
        }
    }
}

extension LayoutBenchmarks {
    /// The requests layout makes of the measurer on every gallery page under every theme (the
    /// phone canvas, as `trellis render` lays them out) and on the text-heavy tree.
    func measurerRequests(textCardRows: Int) -> [String] {
        let pages = Gallery.pages.map { SitePage(id: $0.id, title: $0.title, summary: $0.summary, makeView: $0.makeView) }
        let plan = SitePlan.make(pages: pages, themes: Theme.all)
        let gallery = RequestCountingMeasurer(TextMeasurer.shared)
        var engine = LayoutEngine.standard
        engine.measurer = gallery
        var texts = 0
        for document in plan.documents {
            texts += Self.textCount(document.tree.root)
            consume(engine.layout(document.tree, in: document.variant.canvas.size))
        }
        let cards = RequestCountingMeasurer(TextMeasurer.shared)
        engine.measurer = cards
        let tree = TextCards(rows: textCardRows).resolved(in: environment)
        consume(engine.layout(tree, in: Self.canvas))
        return [
            gallery.summary(of: "measurer requests, gallery (" + String(plan.documents.count) + " pages)", texts: texts),
            cards.summary(of: "measurer requests, text-heavy tree", texts: Self.textCount(tree.root)),
        ]
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
