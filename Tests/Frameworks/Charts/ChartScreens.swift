import Charts
import SwiftUI

/// A month's sales of one product.
struct MonthlySales: Identifiable {
    let id = UUID()
    let month: String
    let product: String
    let units: Double
}

/// A day's reading of a health measure.
struct HealthReading: Identifiable {
    let id = UUID()
    let day: Date
    let steps: Int
    let series: String
}

enum ChartSamples {
    static let sales: [MonthlySales] = [
        MonthlySales(month: "Jan", product: "Espresso", units: 42),
        MonthlySales(month: "Jan", product: "Filter", units: 30),
        MonthlySales(month: "Feb", product: "Espresso", units: 61),
        MonthlySales(month: "Feb", product: "Filter", units: 25),
        MonthlySales(month: "Mar", product: "Espresso", units: 88),
        MonthlySales(month: "Mar", product: "Filter", units: 47),
        MonthlySales(month: "Apr", product: "Espresso", units: 73),
        MonthlySales(month: "Apr", product: "Filter", units: 58),
    ]

    /// Seven days from Monday 2026-03-02 (UTC), two series.
    static let readings: [HealthReading] = {
        let start = Date(timeIntervalSince1970: 1_772_409_600)
        let me = [6_200, 8_400, 7_100, 9_800, 12_400, 4_300, 7_900]
        let goal = [8_000, 8_000, 8_500, 8_500, 9_000, 9_000, 9_000]
        return (0..<7).flatMap { day in
            [
                HealthReading(day: start.addingTimeInterval(Double(day) * 86_400), steps: me[day], series: "Me"),
                HealthReading(day: start.addingTimeInterval(Double(day) * 86_400), steps: goal[day], series: "Plan"),
            ]
        }
    }()
}

/// Stacked bars by product, with the legend below.
struct StackedSalesChart: View {
    var body: some View {
        Chart(ChartSamples.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
        .frame(height: 240)
        .padding()
    }
}

/// The same bars side by side, grouped with `position(by:)`, with a goal rule and its annotation.
struct GroupedSalesChart: View {
    var body: some View {
        Chart {
            ForEach(ChartSamples.sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
                    .position(by: .value("Product", sale.product))
            }
            RuleMark(y: .value("Goal", 70))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Goal").font(.caption)
                }
        }
        .chartForegroundStyleScale(["Espresso": Color.brown, "Filter": Color.orange])
        .frame(height: 240)
        .padding()
    }
}

/// A step count by day: two series of lines with symbols, over a date axis.
struct StepsTrendChart: View {
    var body: some View {
        Chart(ChartSamples.readings) { reading in
            LineMark(x: .value("Day", reading.day, unit: .day), y: .value("Steps", reading.steps))
                .foregroundStyle(by: .value("Series", reading.series))
                .symbol(by: .value("Series", reading.series))
                .interpolationMethod(.catmullRom)
        }
        .frame(height: 220)
        .padding()
    }
}

/// The steps trend with a day picked, as apps draw a selection: a rule and a dot in the chart's
/// overlay, placed with the proxy; the plot on a tinted background of a fixed height; ticks,
/// weekday labels centred in their days, and axis titles.
struct PickedDayChart: View {
    let picked = ChartSamples.readings[6]

    var body: some View {
        Chart(ChartSamples.readings.filter { $0.series == "Me" }) { reading in
            BarMark(x: .value("Day", reading.day, unit: .day), y: .value("Steps", reading.steps))
                .foregroundStyle(.blue.opacity(0.6))
        }
        .chartPlotStyle { plot in
            plot.frame(height: 180).background(Color.gray.opacity(0.08))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(), centered: true)
            }
        }
        .chartXAxisLabel("Day")
        .chartYAxisLabel("Steps")
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let origin = geometry[proxy.plotAreaFrame].origin
                if let x = proxy.position(forX: picked.day.addingTimeInterval(43_200)), let y = proxy.position(forY: picked.steps) {
                    Rectangle().fill(.red).frame(width: 2, height: proxy.plotAreaSize.height)
                        .position(x: origin.x + x, y: origin.y + proxy.plotAreaSize.height / 2)
                    Circle().fill(.red).frame(width: 10, height: 10)
                        .position(x: origin.x + x, y: origin.y + y)
                }
            }
        }
        .padding()
    }
}

/// Horizontal bars, a stacked area and points, in one scroll.
struct ChartGalleryView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Units by product").font(.headline)
                Chart(ChartSamples.sales.filter { $0.month == "Mar" }) { sale in
                    BarMark(x: .value("Units", sale.units), y: .value("Product", sale.product))
                        .annotation(position: .trailing) {
                            Text("\(Int(sale.units))").font(.caption2)
                        }
                }
                .frame(height: 120)
                Text("Cumulative units").font(.headline)
                Chart(ChartSamples.sales) { sale in
                    AreaMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                        .foregroundStyle(by: .value("Product", sale.product))
                }
                .chartLegend(.hidden)
                .frame(height: 160)
                Text("Steps").font(.headline)
                Chart(ChartSamples.readings.filter { $0.series == "Me" }) { reading in
                    PointMark(x: .value("Day", reading.day), y: .value("Steps", reading.steps))
                }
                .chartYScale(domain: .automatic(includesZero: false))
                .chartYAxis {
                    AxisMarks(position: .leading, values: .stride(by: 2_000))
                }
                .frame(height: 160)
            }
            .padding()
        }
    }
}

/// A budget donut, its slices by category.
struct BudgetDonutChart: View {
    let budget: [(category: String, amount: Double)] = [("Rent", 1_200), ("Food", 450), ("Travel", 300), ("Fun", 150)]

    var body: some View {
        Chart(budget, id: \.category) { item in
            SectorMark(angle: .value("Amount", item.amount), innerRadius: .ratio(0.6), angularInset: 2)
                .foregroundStyle(by: .value("Category", item.category))
        }
        .frame(height: 240)
        .padding()
    }
}
