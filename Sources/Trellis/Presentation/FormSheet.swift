/// A large sheet on a wide canvas, as iPadOS presents it: a centred card (UIKit's form sheet,
/// 540 × 620 points) over the dimmed screen, which keeps its size. On a phone the sheet is the
/// full-width page sheet over the shrunk screen (SheetBackdrop.swift). A resolved tree serves
/// every canvas, so layout makes the choice by `ViewThatFits`, as the split view does
/// (SplitViewColumns.swift): the wide form asks for `SplitViewColumns.regularWidth` points.
@MainActor
enum FormSheet {
    static let size = CGSize(width: 540, height: 620)

    /// The form sheet on a wide canvas, else `phone`, the page sheet.
    static func largeSheet<Card: View, Phone: View>(_ card: Card, dimming: Color, phone: Phone) -> some View {
        ViewThatFits(in: .horizontal) {
            ZStack {
                dimming
                card.frame(width: size.width, height: size.height)
            }
            .frame(minWidth: SplitViewColumns.regularWidth, idealWidth: SplitViewColumns.regularWidth, maxWidth: .infinity)
            phone
        }
    }

    /// The presenting screen behind a large sheet: as it is on a wide canvas, else `phone`, shrunk.
    static func backdrop<Phone: View>(_ root: ResolvedNode, phone: Phone) -> some View {
        ViewThatFits(in: .horizontal) {
            _Deferred(nodes: [root])
                .frame(minWidth: SplitViewColumns.regularWidth, idealWidth: SplitViewColumns.regularWidth, maxWidth: .infinity)
            phone
        }
    }
}
