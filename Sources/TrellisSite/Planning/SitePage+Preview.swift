import Trellis
import TrellisLayout
import TrellisRender

extension SitePage {
    /// A page of one preview: titled with the preview's name (or its file's, for an unnamed one),
    /// its view laid out as its traits say. `id` defaults to the title's slug.
    public init(preview: Preview, id: String? = nil) {
        let title = preview.name ?? preview.fileName
        self.init(
            id: id ?? Slug.make(title),
            title: title,
            summary: preview.fileID.isEmpty ? "" : "#Preview in \(preview.fileID)",
            makeView: { preview.makeView() })
    }

    /// A page for each of `previews` (by default every `#Preview` linked into this executable, in
    /// file and line order), so that `TrellisTool.run(pages: SitePage.previews())` renders them.
    ///
    /// Ids are the titles' slugs; where several previews share one (two unnamed previews in a
    /// file, or one name in two files), they are numbered in that order: `content-view`,
    /// `content-view-2`. Lines are left out of ids on purpose, so that editing a file above a
    /// preview does not rename its page and its goldens.
    public static func previews(_ previews: [Preview] = Preview.all) -> [SitePage] {
        var taken: Set<String> = []
        return previews.map { preview in
            let base = Slug.make(preview.name ?? preview.fileName)
            var id = base
            var number = 1
            while !taken.insert(id).inserted {
                number += 1
                id = "\(base)-\(number)"
            }
            return SitePage(preview: preview, id: id)
        }
    }
}
