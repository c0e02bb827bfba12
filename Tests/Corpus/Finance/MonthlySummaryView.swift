import Trellis

struct MonthlySummaryView: View {
    let totals: [MonthTotal]
    let budget: Double
    @State private var selectedMonth: String?

    private var maxValue: Double {
        max(totals.map(\.total).max() ?? 1, budget)
    }

    private var average: Double {
        totals.isEmpty ? 0 : totals.map(\.total).reduce(0, +) / Double(totals.count)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("6-month average")
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                    Text(average.asCurrency())
                        .font(.system(.title, design: .rounded).bold())
                }

                barChart
                    .frame(height: 220)
                    .cardStyle()

                VStack(spacing: 0) {
                    ForEach(totals.reversed()) { month in
                        HStack {
                            Text(month.month)
                            Spacer()
                            Text(month.total.asCurrency())
                                .foregroundColor(month.total > budget ? .red : .primary)
                            Image(systemName: month.total > budget ? "arrow.up.right" : "arrow.down.right")
                                .foregroundColor(month.total > budget ? .red : .green)
                                .imageScale(.small)
                        }
                        .padding(.vertical, 10)
                        Divider()
                    }
                }
                .cardStyle()
            }
            .padding()
        }
        .navigationTitle("Monthly Summary")
        .background(Color(uiColor: .systemGroupedBackground))
    }

    private var barChart: some View {
        GeometryReader { geo in
            let barWidth = geo.size.width / CGFloat(totals.count) * 0.6
            ZStack(alignment: .bottom) {
                // Budget line
                Path { path in
                    let y = geo.size.height - 24 - CGFloat(budget / maxValue) * (geo.size.height - 24)
                    path.move(to: CGPoint(x: 0, y: y))
                    path.addLine(to: CGPoint(x: geo.size.width, y: y))
                }
                .stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                .foregroundColor(.secondary)

                HStack(alignment: .bottom, spacing: 0) {
                    ForEach(totals) { month in
                        VStack(spacing: 6) {
                            RoundedBar(cornerRadius: 6)
                                .fill(month.total > budget ? Color.red.gradient : Color.blue.gradient)
                                .frame(width: barWidth, height: CGFloat(month.total / maxValue) * (geo.size.height - 24))
                                .opacity(selectedMonth == nil || selectedMonth == month.month ? 1 : 0.4)
                                .onTapGesture { selectedMonth = month.month }
                            Text(month.month)
                                .font(.caption2)
                                .foregroundColor(.secondary)
                                .frame(height: 18)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
        }
    }
}

struct MonthlySummaryView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            MonthlySummaryView(totals: MonthTotal.lastSixMonths, budget: 2_500)
        }
        .preferredColorScheme(.dark)
    }
}
