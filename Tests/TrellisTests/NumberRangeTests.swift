import Foundation
import Testing
@testable import Trellis

/// Every number a user writes is brought into range where it enters the resolved tree (see
/// `ResolvedLength`): no NaN (it made a destination unequal to itself) and no length past
/// ±1,000,000 points (1e300 has no CSS spelling).
@MainActor
@Suite struct NumberRangeTests {
    /// One view per numeric argument Trellis takes, each given `value`.
    private func everyArgument(_ value: CGFloat) -> some View {
        VStack(spacing: value) {
            Text("padding").padding(value)
            Text("edges").padding(.horizontal, value)
            Text("frame").frame(width: value, height: value)
            Text("flex").frame(minWidth: value, idealWidth: value, maxWidth: value, minHeight: value, idealHeight: value, maxHeight: value)
            Text("opacity").opacity(Double(value))
            Text("priority").layoutPriority(Double(value))
            Text("corner").cornerRadius(value)
            Text("font").font(.system(size: value))
            HStack(spacing: value) { Spacer(minLength: value) }
            RoundedRectangle(cornerRadius: value).stroke(.red, lineWidth: value)
            Circle().strokeBorder(.blue, lineWidth: value)
            Text("border").border(.green, width: value)
            Color(red: Double(value), green: Double(value), blue: Double(value), opacity: Double(value))
        }
    }

    @Test(arguments: [CGFloat.nan, -.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 9e15])
    func aTreeResolvedFromAnyNumberEqualsItself(_ value: CGFloat) {
        let tree = everyArgument(value).resolved()
        #expect(tree == tree)
        #expect(Set([tree, tree]).count == 1)
    }

    @Test(arguments: [CGFloat.nan, -.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude])
    func noResolvedLengthIsNaNOrPastTheLimit(_ value: CGFloat) {
        // The dump spells a flexible frame's infinite maximum `inf`, the one infinity allowed.
        let dump = everyArgument(value).resolved().dump()
            .replacingOccurrences(of: "maxWidth=inf", with: "").replacingOccurrences(of: "maxHeight=inf", with: "")
        for word in ["nan", "inf", "e+", "e-"] {
            #expect(!dump.contains(word), "\(word) in \(dump)")
        }
        for number in numbers(in: dump) {
            #expect(abs(number) <= ResolvedLength.limit, "\(number) in \(dump)")
        }
    }

    @Test func hugeLengthsAreClampedToTheLimitKeepingTheirSign() {
        let dump = VStack {
            Text("a").padding(1e300)
            Text("b").padding(-1e300)
            Text("c").frame(width: 2e6, height: -5)
        }.resolved().dump()
        #expect(dump.contains("padding 1000000 1000000 1000000 1000000"))
        #expect(dump.contains("padding -1000000 -1000000 -1000000 -1000000"))
        // A size cannot be negative; SwiftUI, too, refuses a negative frame.
        #expect(dump.contains("frame width=1000000 height=0"))
    }

    @Test func nanLeavesAFrameDimensionUnsetAndReadsAsZeroElsewhere() {
        let dump = VStack(spacing: .nan) {
            Text("a").frame(width: .nan, height: 10)
            Text("b").padding(.nan).opacity(.nan)
        }.resolved().dump()
        #expect(dump.contains("vstack alignment=center spacing=0"))
        #expect(dump.contains("frame width=nil height=10"))
        #expect(dump.contains("padding 0 0 0 0"))
        #expect(dump.contains("opacity 0"))
    }

    @Test func aFlexibleFrameKeepsItsInfiniteMaximum() {
        let tree = Text("a").frame(minWidth: .infinity, maxWidth: .infinity, maxHeight: -.infinity).resolved()
        guard case .flexibleFrame(let frame) = tree.root.kind else {
            Issue.record("expected a flexible frame, got \(tree.root.kind)")
            return
        }
        #expect(frame.maxWidth == .infinity)
        #expect(frame.minWidth == ResolvedLength.limit)
        #expect(frame.maxHeight == 0)
    }

    @Test func nodesBuiltByHandAreBroughtIntoRangeToo() {
        let node = ResolvedNode(.padding(EdgeInsets(top: .nan, leading: 1e300, bottom: 0, trailing: 0)), layoutPriority: .nan)
        #expect(node == node)
        #expect(node.kind == .padding(EdgeInsets(top: 0, leading: ResolvedLength.limit, bottom: 0, trailing: 0)))
        #expect(node.layoutPriority == 0)
        let font = Font.Resolved(size: .infinity, lineHeight: .nan)
        #expect(font.size == ResolvedLength.limit)
        #expect(font.lineHeight == 0)
    }

    /// A hue, and the seconds between two dates, become integers (a color's sector, a timer's
    /// count); NaN, an infinity or 1e300 trapped there. Found by reading every `Int(` the
    /// engine applies to a user's number after random trees found one.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude])
    func numbersThatBecomeIntegersResolve(_ value: Double) {
        let date = Date(timeIntervalSinceReferenceDate: value)
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let tree = VStack {
            Color(hue: value, saturation: 1, brightness: 1)
            Text(date, style: .timer)
            Text(date, style: .relative)
            Text(date, style: .offset)
            if date > start {
                Text(timerInterval: start...date, countsDown: true)
                Text(timerInterval: start...date, countsDown: false)
            }
        }.resolved()
        #expect(tree == tree)
    }

    @Test func aNonFiniteHueIsRedAndAHugeTimerCountsItsWholeSecondsUpToTheirLimit() {
        #expect(Color(hue: .nan, saturation: 1, brightness: 1) == Color(hue: 0, saturation: 1, brightness: 1))
        #expect(Text.clockCount(1e300, showsHours: true) == Text.clockCount(1e15, showsHours: true))
        #expect(Text.clockCount(.nan, showsHours: false) == "0:00")
    }

    /// The decimal numbers in `text`.
    private func numbers(in text: String) -> [Double] {
        var found: [Double] = []
        var current = ""
        for character in text + " " {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                if let value = Double(current) { found.append(value) }
                current = ""
            }
        }
        return found
    }
}
