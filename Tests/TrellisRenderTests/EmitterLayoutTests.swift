import Foundation
import Testing
import Trellis
import TrellisRender

/// The CSS each layout rule of DESIGN.md ("SwiftUI layout in CSS") turns into.
@MainActor
struct EmitterLayoutTests {
    @Test func textInARowTakesAnEqualShareCappedAtItsIdealWidth() throws {
        let fragment = try render(HStack(spacing: 8) { Text("Short"); Text("Long text") })
        let rule = try #require(fragment.className(of: "span", containing: "Short").flatMap(fragment.rule))
        #expect(rule.hasPrefix("flex:1 1 0;min-width:0;max-width:max-content;"))
        let row = try #require(fragment.rule("t1"))
        #expect(row.contains("display:flex;align-items:center;gap:8px"))
    }

    @Test func higherPriorityTextTakesItsIdealWidthFirst() throws {
        let fragment = try render(HStack { Text("First").layoutPriority(1); Text("Second") })
        let first = try #require(fragment.className(of: "span", containing: "First").flatMap(fragment.rule))
        let second = try #require(fragment.className(of: "span", containing: "Second").flatMap(fragment.rule))
        #expect(first.hasPrefix("flex:0 1 auto;min-width:0;"))
        #expect(second.hasPrefix("flex:1 1 0;min-width:0;max-width:max-content;"))
    }

    @Test func spacerIsFlexibleWithItsMinimumAlongTheStackAxis() throws {
        let row = try render(HStack { Text("a"); Spacer(); Text("b") })
        #expect(row.stylesheet.contains("{flex:1 1 0;min-width:8px}"))
        let column = try render(VStack { Text("a"); Spacer(minLength: 20); Text("b") })
        #expect(column.stylesheet.contains("{flex:1 1 0;min-height:20px}"))
        // The stack holding a spacer is flexible along its axis, so it fills the canvas that way.
        #expect(row.rule("t1")?.hasPrefix("flex:1 1 0;min-width:0;display:flex") == true)
        #expect(column.rule("t1")?.hasPrefix("flex:1 1 0;min-width:0;max-width:max-content;align-self:stretch;display:flex;flex-direction:column") == true)
    }

    @Test func colorIsFlexibleOnBothAxes() throws {
        let fragment = try render(VStack { Color.red; Text("x") })
        #expect(fragment.stylesheet.contains("{flex:1 1 0;min-height:0;align-self:stretch;background-color:#ff3b30}"))
    }

    @Test func fixedFrameIsFixedAndPlacesItsChild() throws {
        let fragment = try render(HStack { Text("x").frame(width: 100, height: 40, alignment: .topLeading) })
        #expect(fragment.stylesheet.contains("{flex:none;width:100px;height:40px;display:flex;justify-content:flex-start;align-items:flex-start}"))
    }

    @Test func infiniteMaxWidthMakesAFrameFlexible() throws {
        let row = try render(HStack { Text("x").frame(maxWidth: .infinity, alignment: .leading) })
        #expect(row.stylesheet.contains("{flex:1 1 0;min-width:0;display:flex;justify-content:flex-start;align-items:center}"))
        let column = try render(VStack { Text("x").frame(maxWidth: .infinity) })
        #expect(column.stylesheet.contains("{flex:none;align-self:stretch;display:flex;justify-content:center;align-items:center}"))
        let bounded = try render(HStack { Text("x").frame(minWidth: 50, maxWidth: 200) })
        #expect(bounded.stylesheet.contains("{flex:1 1 0;min-width:50px;max-width:200px;display:flex"))
    }

    @Test func modifiersWrapInTheOrderTheyWereWritten() throws {
        let paddedThenFilled = try render(Text("x").padding(10).background(Color.red))
        let filledThenPadded = try render(Text("x").background(Color.red).padding(10))
        // padding inside the background: the red box includes the padding.
        #expect(paddedThenFilled.body.contains("<div class=\"t1\"><div class=\"t2\"><span"))
        #expect(paddedThenFilled.rule("t1")?.contains("position:relative;isolation:isolate") == true)
        #expect(paddedThenFilled.rule("t2")?.contains("padding:10px 10px 10px 10px") == true)
        // background inside the padding: the red box hugs the text.
        #expect(filledThenPadded.rule("t1")?.contains("padding:10px 10px 10px 10px") == true)
        #expect(filledThenPadded.rule("t2")?.contains("isolation:isolate") == true)
        // The background layer fills the box behind the content without sizing it.
        #expect(paddedThenFilled.stylesheet.contains("{position:absolute;top:0;right:0;bottom:0;left:0;z-index:-1;background-color:#ff3b30}"))
    }

    @Test func fillButtonStyleBecomesAButtonWithPaddingFillAndClip() throws {
        let fragment = try render(Button("Buy") {}.buttonStyle(FillButtonStyle()))
        #expect(fragment.body.hasPrefix("<div class=\"trellis-screen t0\" data-theme=\"Marigold\" data-color-scheme=\"light\"><button class=\"t1\" type=\"button\">"))
        #expect(fragment.stylesheet.contains("overflow:hidden;border-radius:8px"))
        #expect(fragment.stylesheet.contains("padding:16px 16px 16px 16px"))
        let label = try #require(fragment.className(of: "span", containing: "Buy").flatMap(fragment.rule))
        #expect(label.contains("color:#ffffff"))
    }

    @Test func zStackPutsEveryChildInOneAlignedGridCell() throws {
        let fragment = try render(ZStack(alignment: .bottomTrailing) { Color.blue; Text("x") })
        #expect(fragment.rule("t1")?.contains("display:grid;grid-template-columns:minmax(0,1fr);grid-template-rows:minmax(0,1fr);justify-items:flex-end;align-items:flex-end") == true)
        #expect(fragment.stylesheet.contains("{grid-area:1/1;position:relative;justify-self:stretch;align-self:stretch;background-color:#007aff}"))
    }

    @Test func textCarriesItsFontColorLineBreaksAndLineLimit() throws {
        let fragment = try render(
            Text("one\ntwo").font(.system(size: 20, weight: .semibold, design: .serif)).italic()
                .foregroundColor(Color.red.opacity(0.5)).lineLimit(2).multilineTextAlignment(.center))
        #expect(fragment.body.contains(">one\ntwo</span>"))
        let rule = try #require(fragment.className(of: "span", containing: "one").flatMap(fragment.rule))
        #expect(rule.contains("font-family:\"DejaVu Serif\",serif;font-size:20px;line-height:23.28px;font-weight:700;font-style:italic"))
        #expect(rule.contains("color:rgba(255,59,48,0.5);white-space:pre-wrap"))
        #expect(rule.contains("text-align:center"))
        #expect(rule.contains("-webkit-line-clamp:2;overflow:hidden"))
    }

    @Test func symbolsAreInlineSVGSizedFromTheFont() throws {
        let fragment = try render(HStack { Image(systemName: "star.fill"); Image(systemName: "plus").font(.largeTitle) })
        #expect(fragment.count("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 24 24\"") == 2)
        #expect(fragment.body.contains("fill=\"currentColor\""))
        // 1.2 × the font size: body 17 → 20.4, largeTitle 34 → 40.8.
        #expect(fragment.stylesheet.contains("{flex:none;width:20.4px;height:20.4px;color:#181a1b}"))
        #expect(fragment.stylesheet.contains("{flex:none;width:40.8px;height:40.8px;color:#181a1b}"))
    }

    @Test func dividerIsAOnePixelLineAcrossTheStack() throws {
        let column = try render(VStack { Text("a"); Divider(); Text("b") })
        #expect(column.stylesheet.contains("{flex:none;align-self:stretch;background-color:rgba(60,60,67,0.29);height:1px}"))
        let row = try render(HStack { Text("a"); Divider(); Text("b") })
        #expect(row.stylesheet.contains("{flex:none;align-self:stretch;background-color:rgba(60,60,67,0.29);width:1px}"))
    }

    @Test func theScreenFillsTheCanvasWithTheThemeBackground() throws {
        let fragment = try render(Text("x"), theme: .sunflower, canvas: CGSize(width: 820, height: 1180))
        #expect(fragment.rule("t0") == "position:relative;display:flex;justify-content:center;align-items:center;width:820px;height:1180px;overflow:hidden;background-color:#34c759")
    }

    @Test func infiniteLengthsNeverReachTheCSS() throws {
        let fragment = try render(VStack { Text("x").frame(width: .infinity, height: 20).padding(.infinity); Spacer(minLength: .infinity) })
        #expect(!fragment.stylesheet.contains("inf"))
        #expect(!fragment.stylesheet.contains("nan"))
        #expect(fragment.stylesheet.contains("height:20px"))
    }
}
