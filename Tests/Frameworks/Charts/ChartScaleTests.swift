@testable import Charts
import Foundation
import Testing

/// The scales' rules: nice steps, zero-based automatic domains, categories in data order, and
/// date ticks at calendar boundaries in the environment's time zone.
struct ChartScaleTests {
    @Test func aNiceStepIsOneTwoOrFiveTimesAPowerOfTenCuttingTheSpanIntoAtMostTheDesiredParts() {
        for span in [0.7, 9.0, 13.0, 135.0, 185.0, 2_400.0, 8_100.0] {
            let step = NumericScale.niceStep(span: span, desiredCount: 5)
            let magnitude = pow(10, log10(step).rounded(.down))
            let mantissa = (step / magnitude).rounded()
            #expect([1.0, 2, 5].contains(mantissa), "step \(step) for span \(span)")
            #expect(span / step <= 5 + 1e-9)
            // The next smaller nice step would cut the span into more than five parts.
            let smaller = mantissa == 1 ? magnitude / 2 : (mantissa == 2 ? magnitude : 2 * magnitude)
            #expect(span / smaller > 5)
        }
    }

    @Test func anAutomaticDomainIncludesZeroAndEndsOnWholeSteps() {
        let values = [42.0, 61, 88, 135]
        let scale = NumericScale.automatic(covering: values)
        let step = NumericScale.niceStep(span: 135, desiredCount: 5)
        #expect(scale.lower == 0)
        #expect(scale.upper == (135 / step).rounded(.up) * step)
        #expect(scale.ticks == stride(from: 0, through: scale.upper, by: step).map { $0 })
        #expect(scale.ticks.count >= 4 && scale.ticks.count <= 6)
    }

    @Test func leavingZeroOutFitsTheDomainToTheData() {
        let scale = NumericScale.automatic(covering: [4_300, 12_400], includesZero: false)
        #expect(scale.lower > 0 && scale.lower <= 4_300)
        #expect(scale.upper >= 12_400)
        #expect(scale.upper - 12_400 < scale.step && 4_300 - scale.lower < scale.step)
    }

    @Test func aChosenDomainIsKeptAsWrittenWithTicksInsideIt() {
        let scale = NumericScale.fixed(0, 120)
        #expect(scale.lower == 0 && scale.upper == 120)
        #expect(scale.ticks.allSatisfy { $0 >= 0 && $0 <= 120 })
        #expect(scale.ticks.first == 0)
    }

    @Test func fractionalStepsLabelWithTheirDigits() {
        let scale = NumericScale.automatic(covering: [0.2, 0.9])
        #expect(scale.step == 0.2)
        #expect(scale.ticks == [0, 0.2, 0.4, 0.6, 0.8, 1])
        let labels = AxisScale(scale: .numeric(scale), axis: .vertical).automaticTicks(locale: Locale(identifier: "en_US")).map(\.label)
        #expect(labels == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
    }

    @Test func largeNumbersTakeTheLocalesGrouping() {
        let scale = NumericScale.automatic(covering: [12_400])
        #expect(scale.step == 5_000)
        let labels = AxisScale(scale: .numeric(scale), axis: .vertical).automaticTicks(locale: Locale(identifier: "en_US")).map(\.label)
        #expect(labels == ["0", "5,000", "10,000", "15,000"])
    }

    @Test func aVerticalNumericAxisPutsLargerValuesHigher() {
        let axis = AxisScale(scale: .numeric(.automatic(covering: [50])), axis: .vertical)
        #expect(axis.position(.number(0)) == 1)
        #expect(axis.position(.number(50)) == 0)
    }

    @Test func categoriesTakeEqualBandsInTheOrderTheDataGivesThem() {
        let axis = AxisScale(scale: .category(CategoryScale(categories: ["Jan", "Feb", "Mar", "Apr"])), axis: .horizontal)
        #expect(axis.position(.category("Jan")) == 0.125)
        #expect(axis.position(.category("Apr")) == 0.875)
        let span = axis.span(.category("Feb"), unit: nil)
        #expect(span?.start == 0.25 && span?.end == 0.5)
        #expect(axis.position(.category("May")) == nil)
    }

    @Test func dateTicksFallOnMidnightsOfTheCalendarsTimeZone() throws {
        let start = Date(timeIntervalSince1970: 1_772_409_600)  // 2026-03-02 00:00 UTC
        for zone in ["UTC", "America/New_York", "Asia/Tokyo"] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: zone))
            let scale = DateScale(lower: start, upper: start.addingTimeInterval(7 * 86_400), calendar: calendar)
            #expect(!scale.ticks.isEmpty)
            for tick in scale.ticks {
                let parts = calendar.dateComponents([.hour, .minute], from: tick)
                #expect(parts.hour == 0 && parts.minute == 0, "\(tick) in \(zone)")
                #expect(tick >= scale.lower && tick <= scale.upper)
            }
        }
    }

    @Test func aDateStrideMarksEveryUnitInTheDomain() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: 1_772_409_600)
        let scale = DateScale(lower: start, upper: start.addingTimeInterval(6 * 86_400), calendar: calendar, unit: .day, count: 1)
        #expect(scale.ticks.count == 7)
        let labels = AxisScale(scale: .date(scale), axis: .horizontal).automaticTicks(locale: Locale(identifier: "en_US")).map(\.label)
        #expect(labels.first == "Mar 2")
    }
}

/// Log and square-root axes: the domain and ticks in powers of ten, positions by the transform.
@MainActor
struct ChartScaleTypeTests {
    @Test func aLogAxisSpansWholeDecadesAndPlacesEachDecadeEqually() {
        let wide = NumericScale.logarithmic(covering: [3, 450])
        #expect(wide.lower == 1 && wide.upper == 1_000)
        #expect(wide.ticks == [1, 10, 100, 1_000])
        for (index, tick) in wide.ticks.enumerated() {
            #expect(abs(wide.fraction(of: tick) - Double(index) / 3) < 1e-12)
            #expect(abs(wide.value(atFraction: Double(index) / 3) - tick) < 1e-9 * tick)
        }
        // Under three decades, 2 and 5 times each power are marked too.
        let narrow = NumericScale.logarithmic(covering: [2, 80])
        #expect(narrow.ticks == [1, 2, 5, 10, 20, 50, 100])
        #expect(abs(narrow.fraction(of: 0) - 0) < 1e-12)
    }

    @Test func chartYScaleTypeReachesThePlan() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let marks = Chart {
            BarMark(x: .value("City", "A"), y: .value("People", 3))
            BarMark(x: .value("City", "B"), y: .value("People", 450))
        }.marks
        var configuration = ChartConfiguration()
        configuration.yTransform = ScaleType.log.transform
        let log = ChartPlan(marks: marks, configuration: configuration, locale: Locale(identifier: "en_US"), calendar: calendar)
        #expect(log.yLabels.map(\.label) == ["1", "10", "100", "1,000"])
        // A bar on a log axis stands on the axis's low end; 450 reaches log₁₀ 450 of three decades.
        let bars = log.layers.flatMap(\.outlines).compactMap { if case .rect(let rect, _, _, _) = $0 { rect } else { nil } }
        #expect(bars.count == 2 && bars.allSatisfy { $0.maxY == 1 })
        #expect(abs(bars[1].minY - (1 - log10(450) / 3)) < 1e-9)

        configuration.yTransform = ScaleType.squareRoot.transform
        let root = ChartPlan(marks: marks, configuration: configuration, locale: Locale(identifier: "en_US"), calendar: calendar)
        guard case .numeric(let scale) = root.y?.scale else { Issue.record("no numeric y"); return }
        // The same domain as a linear axis, but a quarter of the top value is halfway up.
        #expect(scale.lower == 0 && scale.upper == NumericScale.automatic(covering: [3, 450]).upper)
        #expect(abs(scale.fraction(of: scale.upper / 4) - 0.5) < 1e-12)
    }
}
