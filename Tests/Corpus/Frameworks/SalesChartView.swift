import Charts
import SwiftUI

/// A day's sales in one city.
struct DailySales: Identifiable {
    let id = UUID()
    let day: Date
    let city: String
    let cups: Int
}

/// A drink category with its share of the sales, for the donut.
enum DrinkKind: String, CaseIterable, Plottable {
    case espresso = "Espresso"
    case filter = "Filter"
    case tea = "Tea"
}

/// A sales dashboard as apps write it with Swift Charts: bars by city with a goal rule and
/// annotations, a smoothed trend line with symbols, a stacked area, a donut and a heat map.
struct SalesChartView: View {
    let sales: [DailySales]
    let shares: [(kind: DrinkKind, cups: Int)] = [(.espresso, 120), (.filter, 80), (.tea, 40)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Cups sold").font(.headline)
                Chart(sales) { sale in
                    BarMark(
                        x: .value("Day", sale.day, unit: .day),
                        y: .value("Cups", sale.cups)
                    )
                    .foregroundStyle(by: .value("City", sale.city))
                    .position(by: .value("City", sale.city))
                    .annotation(position: .top) {
                        Text("\(sale.cups)").font(.caption2)
                    }
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { value in
                        AxisGridLine()
                        AxisValueLabel(format: .dateTime.weekday(.abbreviated))
                    }
                }
                .chartYAxis {
                    AxisMarks(position: .leading, values: [0, 50, 100])
                }
                .chartYScale(domain: 0...120)
                .chartForegroundStyleScale(["Oakland": Color.orange, "San Francisco": Color.blue])
                .frame(height: 220)

                Chart {
                    ForEach(sales) { sale in
                        LineMark(x: .value("Day", sale.day), y: .value("Cups", sale.cups))
                            .interpolationMethod(.catmullRom)
                            .symbol(by: .value("City", sale.city))
                            .foregroundStyle(by: .value("City", sale.city))
                        AreaMark(x: .value("Day", sale.day), y: .value("Cups", sale.cups), stacking: .standard)
                            .opacity(0.2)
                    }
                    RuleMark(y: .value("Goal", 90))
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                        .annotation(position: .top, alignment: .leading) {
                            Text("Goal").font(.caption)
                        }
                    PointMark(x: .value("Day", sales[0].day), y: .value("Cups", sales[0].cups))
                }
                .chartLegend(position: .bottom, alignment: .center)
                .chartXScale(range: .plotDimension(padding: 8))
                .frame(height: 200)

                Chart(shares, id: \.kind) { share in
                    SectorMark(angle: .value("Cups", share.cups), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .foregroundStyle(by: .value("Kind", share.kind))
                        .cornerRadius(4)
                }
                .chartLegend(.hidden)
                .frame(height: 180)

                Chart {
                    ForEach(0..<3) { row in
                        ForEach(0..<4) { column in
                            RectangleMark(x: .value("Hour", column), y: .value("Day", row))
                                .foregroundStyle(by: .value("Cups", row * 4 + column))
                        }
                    }
                }
                .chartXAxis(.hidden)
                .frame(height: 120)
            }
            .padding()
        }
    }
}
