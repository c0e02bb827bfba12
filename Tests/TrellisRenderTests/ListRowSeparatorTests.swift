import Foundation
import Testing
import Trellis
@testable import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// iOS 16+ starts a row's separator at the row's text (the default
/// `HorizontalAlignment.listRowSeparatorLeading`), so under a `Label` row or an icon followed by a
/// text the line begins under the title, not under the icon; a row with no text keeps the
/// style's inset.
@MainActor
struct LabelRowSeparatorTests {
    let canvas = CGSize(width: 390, height: 844)

    /// The frames of the text nodes whose string is `string`, in pre-order.
    func textFrames(_ string: String, in layout: LaidOutTree) -> [CGRect] {
        layout.nodes.indices.compactMap { index in
            guard case .text(let text) = layout.kinds[index], text.string == string else { return nil }
            return layout.nodes[index].frame
        }
    }

    /// The x of every separator rect in the SVG (the style's separator paint).
    func separatorXs(in svg: String) throws -> [Double] {
        let pattern = try NSRegularExpression(pattern: ##"<rect x="([0-9.]+)"[^>]*fill="#3c3c43" fill-opacity="0\.29""##)
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap { match in
            Range(match.range(at: 1), in: svg).flatMap { Double(svg[$0]) }
        }
    }

    func check(_ view: some View, title: String) throws {
        let layout = LayoutEngine.standard.layout(view.resolved(), in: canvas)
        let titleX = try #require(textFrames(title, in: layout).first).minX
        let xs = try separatorXs(in: SVGEmitter().render(layout))
        #expect(xs.count == 1)
        #expect(xs.allSatisfy { abs($0 - titleX) < 0.01 }, "separator at \(xs), title at \(titleX)")
        let rowX = CGFloat(16)  // inset grouped: the card's 16 pt margin
        let css = try render(view).css
        #expect(css.contains("calc(100% - \(CSS.px(titleX - rowX)))"), "\(css)")
    }

    @Test func aLabelRowsSeparatorStartsAtItsTitle() throws {
        try check(List {
            Label("Wi-Fi", systemImage: "wifi")
            Label("Bluetooth", systemImage: "star")
        }.listStyle(.insetGrouped), title: "Wi-Fi")
    }

    @Test func aRowStartingWithAnIconHasItsSeparatorAtTheText() throws {
        try check(List {
            HStack { Image(systemName: "star"); Text("Starred") }
            Text("Next")
        }.listStyle(.insetGrouped), title: "Starred")
    }

    @Test func aRowWithNoTextKeepsTheStylesInset() throws {
        let view = List {
            Image(systemName: "star")
            Text("Next")
        }.listStyle(.insetGrouped)
        let layout = LayoutEngine.standard.layout(view.resolved(), in: canvas)
        let xs = try separatorXs(in: SVGEmitter().render(layout))
        #expect(xs == [16 + 16], "card margin + the style's 16 pt row inset")
    }
}

extension LabelRowSeparatorTests {
    /// Scrumdinger's length row: a slider (its label not drawn), then the minutes. The row does
    /// not start with text, so the line keeps the style's inset rather than jump to the minutes.
    @Test func aRowStartingWithASliderKeepsTheStylesInset() throws {
        let view = List {
            HStack { Slider(value: .constant(5), in: 1...30) { Text("Length") }; Spacer(); Text("5 minutes") }
            Text("Next")
        }.listStyle(.insetGrouped)
        let layout = LayoutEngine.standard.layout(view.resolved(), in: canvas)
        #expect(try separatorXs(in: SVGEmitter().render(layout)) == [16 + 16])
    }
}

/// Hidden separators are not drawn, in either format; a tinted one is drawn in its tint.
@MainActor
struct ListRowSeparatorMarkupTests {
    func twoRows(_ second: some View) -> some View {
        List {
            Text("One")
            second
        }
    }

    @Test func aHiddenSeparatorIsDrawnInNeitherFormat() throws {
        let shown = twoRows(Text("Two"))
        let hidden = twoRows(Text("Two").listRowSeparator(.hidden))
        #expect(try render(shown).css.contains("linear-gradient"))
        #expect(!(try render(hidden).css.contains("linear-gradient")))
        let separator = "fill=\"#3c3c43\" fill-opacity=\"0.29\""
        #expect(try SVGEmitter().render(shown.resolved()).contains(separator))
        #expect(!(try SVGEmitter().render(hidden.resolved()).contains(separator)))
    }

    @Test func aTintedSeparatorIsDrawnInItsTint() throws {
        let tinted = twoRows(Text("Two").listRowSeparatorTint(Color(red: 1, green: 0, blue: 0)))
        #expect(try render(tinted).css.contains("linear-gradient(#ff0000,#ff0000)"))
        #expect(try SVGEmitter().render(tinted.resolved()).contains("fill=\"#ff0000\""))
    }

    @Test func aRowBackgroundPaintsOverTheCardUnderTheContent() throws {
        let svg = try SVGEmitter().render(twoRows(Text("Two").listRowBackground(Color(red: 0, green: 0, blue: 1))).resolved())
        let background = try #require(svg.range(of: "fill=\"#0000ff\""))
        let text = try #require(svg.range(of: ">Two<"))
        #expect(background.lowerBound < text.lowerBound)
        #expect(try render(twoRows(Text("Two").listRowBackground(Color(red: 0, green: 0, blue: 1)))).css.contains("z-index:-1"))
    }
}

extension ListRowSeparatorMarkupTests {
    @Test func aSeparatorUnderAFlushRowIsOnePixelHighInCSS() throws {
        let flush = List {
            Text("One").listRowInsets(EdgeInsets())
            Text("Two")
        }
        let css = try render(flush).css
        #expect(css.contains("background-size:100% 1px"), "\(css)")
        #expect(!css.contains("calc(100% - 0)"))
    }
}
