import TrellisGallery
import TrellisSite

/// The seed gallery as the pages `trellis render` publishes.
enum GalleryPages {
    static var all: [SitePage] {
        Gallery.pages.map { page in
            SitePage(id: page.id, title: page.title, summary: page.summary, makeView: page.makeView)
        }
    }
}
