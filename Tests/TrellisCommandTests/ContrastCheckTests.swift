import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisGallery
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// WCAG 2.2's formula, written out again here so that the check is compared with the spec's
/// text rather than with itself: relative luminance from linearized sRGB channels (threshold
/// 0.04045), ratio (L1 + 0.05) / (L2 + 0.05).
private func wcagRatio(_ a: UInt32, _ b: UInt32) -> Double {
    func luminance(_ rgb: UInt32) -> Double {
        let channels = [(rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

@MainActor
private func contrasts<V: View>(_ view: V, theme: Theme = .marigold) -> [TextContrast] {
    var environment = EnvironmentValues()
    environment.theme = theme
    let layout = LayoutEngine.standard.layout(view.resolved(in: environment), in: CGSize(width: 390, height: 844))
    return ContrastCheck.texts(in: layout)
}

@MainActor @Suite struct ContrastCheckTests {
    @Test func ratiosFollowWCAGsFormula() {
        for (a, b) in [(0xFF3B30, 0x34C759), (0x94999E, 0xFFDDFF), (0x000000, 0xFFFFFF), (0x777777, 0xFFFFFF), (0x0A0A0A, 0x101010)] as [(UInt32, UInt32)] {
            #expect(abs(ContrastRatio.between(.init(rgb: a), .init(rgb: b)) - wcagRatio(a, b)) < 1e-12)
        }
        // The figures: Sunflower's red text on its green, Marigold's subText on its pink.
        #expect(rounded(wcagRatio(0xFF3B30, 0x34C759)) == 1.60)
        #expect(rounded(wcagRatio(0x94999E, 0xFFDDFF)) == 2.33)
    }

    @Test func textIsJudgedAgainstTheThemeBackgroundWhenNothingElseIsBehindIt() throws {
        let found = try #require(contrasts(Text("Subtitle").foregroundColor(.secondary)).first)
        #expect(found.background == Color.Resolved(rgb: 0xFFDDFF))
        #expect(found.foreground == Color.Resolved(rgb: 0x94999E))
        #expect(abs(found.ratio - wcagRatio(0x94999E, 0xFFDDFF)) < 1e-9)
        #expect(!found.passes)
    }

    @Test func aBackgroundModifierIsWhatTheTextSitsOn() throws {
        let found = try #require(contrasts(Text("On green").foregroundColor(.white).padding().background(Color.green)).first)
        #expect(found.background == Color.Resolved(rgb: 0x34C759))
        #expect(abs(found.ratio - wcagRatio(0xFFFFFF, 0x34C759)) < 1e-9)
    }

    @Test func aZStackColorUnderTheTextCountsAndASiblingBesideItDoesNot() throws {
        let found = contrasts(VStack {
            ZStack { Color.black; Text("On black").foregroundColor(.white) }.frame(height: 100)
            Color.black.frame(height: 50)
            Text("Below the black bar").foregroundColor(.white)
        })
        #expect(found.map(\.background) == [Color.Resolved(rgb: 0x000000), Color.Resolved(rgb: 0xFFDDFF)])
        #expect(found[0].passes && !found[1].passes)
    }

    @Test func aTextOverAStackOfColorsSeesTheColorUnderIt() throws {
        // The stack's first color lies under the text, though the stack went on to draw another.
        let found = try #require(contrasts(ZStack(alignment: .top) {
            VStack(spacing: 0) { Color.black.frame(height: 100); Color.white.frame(height: 100) }
            Text("Over black").foregroundColor(.white).padding(.top, 20)
        }).first)
        #expect(found.background == Color.Resolved(rgb: 0x000000))
        #expect(found.passes)
    }

    @Test func theSelectedSegmentIsOnItsPillEvenWhenThirdsOfAPointDoNotAddUp() throws {
        struct Screen: View {
            @State var choice = "A"
            var body: some View {
                Picker("Choice", selection: $choice) {
                    Text("A").tag("A"); Text("B").tag("B"); Text("C").tag("C")
                }
                .pickerStyle(.segmented)
                .frame(width: 350)
            }
        }
        let found = try #require(contrasts(Screen()).first)
        #expect(found.background == Color.Resolved(rgb: 0xFFFFFF))
    }

    @Test func translucentPaintsAndTextAreCompositedWithTheirOpacity() throws {
        let found = try #require(contrasts(
            Text("Faded").foregroundColor(Color.black.opacity(0.5)).padding().background(Color.white.opacity(0.5))).first)
        // White at 50% over the pink page, then black at 50% over that: straight sRGB blending.
        let pink = (red: 1.0, green: 0xDD / 255.0, blue: 1.0)
        let back = (red: (1 + pink.red) / 2, green: (1 + pink.green) / 2, blue: (1 + pink.blue) / 2)
        #expect(abs(found.background.green - back.green) < 1e-9 && abs(found.background.red - 1) < 1e-9)
        #expect(abs(found.foreground.green - back.green / 2) < 1e-9)
    }

    @Test func largeTextNeedsThreeAndSmallTextFourAndAHalf() {
        // 24 px regular and 18.67 px bold are WCAG's 18 pt and 14 pt bold.
        let found = contrasts(VStack {
            Text("Large").font(.system(size: 24))
            Text("Small").font(.system(size: 23))
            Text("Bold large").font(.system(size: 19, weight: .bold))
            Text("Bold small").font(.system(size: 18, weight: .bold))
        })
        #expect(found.map(\.minimum) == [3, 4.5, 3, 4.5])
    }

    @Test func aPaintUnderPartOfTheTextAddsItsColorAndTheWorstDecides() throws {
        // The white bar lies under the text's first 20 points only: white on white is the worst.
        let found = try #require(contrasts(ZStack(alignment: .leading) {
            Color.white.frame(width: 20, height: 30)
            Text("Partly on white").foregroundColor(.white)
        }).first)
        #expect(found.background == Color.Resolved(rgb: 0xFFFFFF))
        #expect(found.ratio == 1)
    }

    @Test func aFailingRatioNeverReadsAsItsMinimum() {
        let near = TextContrast(
            nodeID: "n0", path: "text", text: "x", foreground: .init(rgb: 0), background: .init(rgb: 0),
            ratio: 4.497, minimum: 4.5)
        #expect(near.line.hasSuffix("is 4.49, needs 4.5"))
        var sunflower = near
        sunflower.ratio = wcagRatio(0xFF3B30, 0x34C759)
        #expect(sunflower.line.hasSuffix("is 1.6, needs 4.5"))
    }

    @Test func sunflowersRedOnGreenIsReportedWithItsRatio() throws {
        let page = try #require(Gallery.pages.first)
        let plan = SitePlan.make(
            pages: [SitePage(id: page.id, title: page.title, summary: page.summary, makeView: page.makeView)],
            themes: [.sunflower])
        let report = ContrastReport.make(plan)
        let failure = try #require(report.pages.flatMap(\.failures).first { $0.foreground == Color.Resolved(rgb: 0xFF3B30) && $0.background == Color.Resolved(rgb: 0x34C759) })
        #expect(failure.line.contains("#FF3B30 on #34C759 is 1.6, needs"))
        #expect(failure.nodeID.hasPrefix("n0"))
    }

    @Test func theSiteReportsTheContrastOfTheLayoutItDrew() async throws {
        let pages = Gallery.pages.prefix(2).map { SitePage(id: $0.id, title: $0.title, summary: $0.summary, makeView: $0.makeView) }
        let plan = SitePlan.make(pages: pages, themes: [.sunflower], colorSchemes: [.light, .dark])
        var renderer = SiteRenderer()
        renderer.checksContrast = true
        let contrast = try #require(await renderer.render(plan).contrast)
        #expect(contrast.pages.map(\.path) == plan.documents.map(\.path))
        #expect(contrast.failureCount > 0)
        #expect(contrast == ContrastReport.make(plan))
        #expect(await SiteRenderer().render(plan).contrast == nil)
    }

    @Test func checkContrastReportsAndEnforceFails() async {
        let captured = CapturedOutput()
        let report = await CheckCommand.run(["--contrast", "--theme", "sunflower"], pages: [greetingPage], output: captured.commandOutput)
        #expect(report == 0)
        #expect(captured.standardOutput.contains("greeting.html: n"))
        #expect(captured.standardOutput.contains("Sunflower light: "))
        #expect(captured.standardOutput.contains("Sunflower dark: "))
        let enforced = await CheckCommand.run(["--contrast=enforce", "--theme", "sunflower"], pages: [greetingPage], output: CapturedOutput().commandOutput)
        #expect(enforced == 1)
        let wrong = CapturedOutput()
        #expect(await CheckCommand.run(["--contrast=strict"], pages: [greetingPage], output: wrong.commandOutput) == 2)
        #expect(wrong.standardError.contains("unknown --contrast value 'strict'"))
    }

    @Test func renderPrintsOneContrastLine() async throws {
        let captured = CapturedOutput()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("contrast-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let command = TrellisCommandLine(pages: [greetingPage], output: captured.commandOutput)
        #expect(await command.run(arguments: ["render", "--out", out, "-q"]) == 0)
        let lines = captured.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Contrast: ") }
        #expect(lines.count == 1)
    }
}
