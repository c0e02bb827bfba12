import Foundation
import Testing
import Trellis
import TrellisLayout
import TrellisSite
@testable import TrellisTestSupport

/// The HTML follows the layout engine: every node's element has the engine's size, stacks are
/// flexbox lines whose gap and alignment land children where the engine put them, and every other
/// container positions its children at the engine's offsets. (That Chromium then lands every
/// node within 1 px of the engine is the agreement test's job.)
@MainActor
struct EmitterLayoutTests {
    /// The fragment with node ids, and the layout it was drawn from.
    func laidOut<V: View>(_ view: V, canvas: CGSize = CGSize(width: 390, height: 844)) throws -> (HTMLFragment, LaidOutTree) {
        let tree = view.resolved(in: EnvironmentValues())
        let layout = LayoutEngine.standard.layout(tree, in: canvas)
        let fragment = try HTMLEmitter(marksNodes: true).render(layout) { $0.name + ".html" }
        return (fragment, layout)
    }

    static func px(_ value: CGFloat) -> String {
        let text = NumberFormatting.string(Double(value))
        return text == "0" ? "0" : text + "px"
    }

    @Test func everyNodeElementHasTheEnginesSize() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            HStack { Image(systemName: "leaf.fill"); Text("Plants"); Spacer(minLength: 0) }
            Text("Water every other day").padding(.horizontal, 12).background(Color.yellow)
            ZStack(alignment: .topTrailing) { Color.red.frame(width: 80, height: 30); Text("x") }
        }
        let (fragment, layout) = try laidOut(view)
        var checked = 0
        for index in layout.nodes.indices {
            let id = layout.id(of: index)
            let rule = try #require(fragment.declarations(ofID: id), "no element for \(id)")
            let frame = layout[index].frame
            #expect(rule.contains("height:" + Self.px(frame.height)), "\(id) \(rule)")
            if case .text = layout.kind(of: index) {
                #expect(rule.contains("width:"), "\(id)")
            } else {
                #expect(rule.contains("width:" + Self.px(frame.width)), "\(id) \(rule)")
            }
            checked += 1
        }
        #expect(checked == layout.nodes.count)
    }

    @Test func stacksAreFlexLinesWithTheirGapAndAlignment() throws {
        let (fragment, _) = try laidOut(HStack(alignment: .bottom, spacing: 12) { Text("a"); Text("b") })
        let stack = try #require(fragment.declarations(ofID: "n0"))
        #expect(stack.contains("display:flex;align-items:flex-end;gap:12px"))
        let item = try #require(fragment.declarations(ofID: "n0.0"))
        #expect(item.hasPrefix("flex:none;") && item.contains(";width:"), "\(item)")
    }

    @Test func otherContainersPositionChildrenAtTheEnginesOffsets() throws {
        let (fragment, layout) = try laidOut(Text("x").padding(EdgeInsets(top: 3, leading: 10, bottom: 0, trailing: 0)).frame(width: 100, height: 50, alignment: .bottomTrailing))
        let text = try #require(fragment.declarations(ofID: "n0.0.0"))
        #expect(text.hasPrefix("position:absolute;") && text.contains(";left:10px;top:3px;"), "\(text)")
        let padding = try #require(fragment.declarations(ofID: "n0.0"))
        let paddingFrame = layout.frame(ofPath: [0])
        #expect(padding.hasPrefix("position:absolute;left:\(Self.px(100 - paddingFrame.width));top:\(Self.px(50 - paddingFrame.height));"))
    }

    @Test func aTextsWidthIsRoundedUpSoItNeverWraps() throws {
        let (fragment, layout) = try laidOut(Text("AVATAR Typography"))
        let width = layout.frame(ofPath: []).width
        let rule = try #require(fragment.declarations(ofID: "n0"))
        let written = try #require(rule.split(separator: ";").first { $0.hasPrefix("width:") })
        let value = try #require(Double(written.dropFirst("width:".count).dropLast(2)))
        #expect(value >= Double(width))
        #expect(value - Double(width) < 0.01)
    }

    @Test func aTruncatedTextWritesTheLinesTheEngineShows() throws {
        let (fragment, layout) = try laidOut(Text("one two three four five six seven").lineLimit(1).frame(width: 100))
        let lines = layout[1].lines
        #expect(lines.count == 1)
        #expect(lines[0].text.hasSuffix("…"))
        #expect(fragment.body.contains(">" + MarkupEscaping.text(lines[0].text) + "</span>"))
    }

    @Test func modifiersWrapInTheOrderTheyWereWritten() throws {
        let (paddedThenFilled, _) = try laidOut(Text("x").padding(10).background(Color.red))
        let (filledThenPadded, _) = try laidOut(Text("x").background(Color.red).padding(10))
        // padding inside the background: the red layer is the padded box's size.
        #expect(paddedThenFilled.declarations(ofID: "n0.1")?.contains("z-index:-1") == true)
        #expect(paddedThenFilled.body.contains(/id="n0"( style="[^"]*")?><div class="/)
            && paddedThenFilled.body.contains(/id="n0.0"( style="[^"]*")?><span/))
        // background inside the padding: the text and its red layer are inside the padding box.
        #expect(filledThenPadded.body.contains(/id="n0.0.0"( style="[^"]*")?>x<\/span>/))
        #expect(filledThenPadded.declarations(ofID: "n0.0")?.contains("isolation:isolate") == true)
    }

    @Test func aButtonIsAButtonAroundItsStyledLabel() throws {
        let (fragment, _) = try laidOut(Button("Buy") {}.buttonStyle(.borderedProminent))
        #expect(fragment.body.contains("<button class=\""))
        #expect(fragment.body.contains("type=\"button\">"))
        #expect(fragment.body.contains(">Buy</span>"))
    }

    @Test func textCarriesItsFontAndColor() throws {
        let fragment = try render(
            Text("one\ntwo").font(.system(size: 20, weight: .semibold, design: .serif)).italic()
                .foregroundColor(Color.red.opacity(0.5)).multilineTextAlignment(.center))
        #expect(fragment.body.contains(">one\ntwo</span>"))
        let rule = try #require(fragment.className(of: "span", containing: "one").flatMap(fragment.rule))
        // A fixed size's line is the system font's own height, 20 × 2444/2048 = 23.87.
        #expect(rule.contains("font-family:\"DejaVu Serif\",\"DejaVu Sans\",\"Noto Color Emoji\",\"Noto Sans CJK JP\",serif;font-size:20px;line-height:23.87px;font-weight:700;font-style:italic"))
        #expect(rule.contains("white-space:pre-wrap"))
        #expect(rule.contains("text-align:center"))
        // The color is the element's own.
        #expect(fragment.body.contains(/style="[^"]*color:rgba\(255,59,48,0.5\)"/))
    }

    @Test func symbolsAreInlineSVGAtTheEnginesSize() throws {
        let fragment = try render(HStack { Image(systemName: "star.fill"); Image(systemName: "plus").font(.largeTitle) })
        #expect(fragment.count("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 24 24\"") == 2)
        #expect(fragment.body.contains("fill=\"currentColor\""))
        // 1.2 × the font size: body 17 → 20.4, largeTitle 34 → 40.8.
        #expect(fragment.body.contains("style=\"width:20.4px;height:20.4px;color:#181a1b\""))
        #expect(fragment.body.contains("style=\"width:40.8px;height:40.8px;color:#181a1b\""))
    }

    @Test func theScreenIsTheCanvasWithTheThemeBackground() throws {
        let fragment = try render(Text("x"), theme: .sunflower, canvas: CGSize(width: 820, height: 1180))
        #expect(fragment.rule("t0") == "position:relative;overflow:hidden")
        #expect(fragment.body.hasPrefix("<div class=\"trellis-screen t0\" style=\"width:820px;height:1180px;background-color:#34c759\""))
    }

    @Test func infiniteLengthsNeverReachTheCSS() throws {
        let fragment = try render(VStack { Text("x").frame(width: .infinity, height: 20).padding(.infinity); Spacer(minLength: .infinity) })
        #expect(!fragment.css.contains("inf"))
        #expect(!fragment.css.contains("nan"))
        #expect(fragment.css.contains("height:20px"))
    }
}

extension LaidOutTree {
    /// The frame of the node at `path` (child positions below the root).
    func frame(ofPath path: [Int]) -> CGRect {
        var index = 0
        for position in path {
            var child = index + 1
            for _ in 0..<position { child += nodes[child].subtreeSize }
            index = child
        }
        return nodes[index].frame
    }
}
