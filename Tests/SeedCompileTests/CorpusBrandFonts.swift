import Trellis

// Brand fonts as app code writes them (Swift 5 mode): the three Font.custom forms, weights,
// italics and a PostScript name, in a font extension a design system would ship.
extension Font {
    static let brandTitle = Font.custom("Acme Sans", size: 28, relativeTo: .title)
    static let brandBody = Font.custom("Acme Sans", size: 17)
    static let brandCaption = Font.custom("AcmeSans-Italic", fixedSize: 12)
}

struct BrandFontCard: View {
    var title: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.brandTitle.weight(.semibold))
            Text("Ships in two days").font(.brandBody)
            Text("Limited offer").font(.brandCaption.bold())
            Text("Sale").font(Font.custom("Acme Sans", size: 15).italic())
        }
    }
}
