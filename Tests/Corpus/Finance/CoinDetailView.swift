import Trellis

struct StatisticModel: Identifiable {
    let id = UUID()
    let title: String
    let value: String
    let percentageChange: Double?

    init(title: String, value: String, percentageChange: Double? = nil) {
        self.title = title
        self.value = value
        self.percentageChange = percentageChange
    }
}

struct StatisticView: View {
    let stat: StatisticModel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(stat.title)
                .font(.caption)
                .foregroundColor(.secondary)
            Text(stat.value)
                .font(.headline)
                .foregroundColor(.primary)
            if let change = stat.percentageChange {
                HStack(spacing: 4) {
                    Image(systemName: "triangle.fill")
                        .font(.caption2)
                        .rotationEffect(Angle(degrees: change >= 0 ? 0 : 180))
                    Text(change.asPercentString())
                        .font(.caption)
                        .bold()
                }
                .foregroundColor(change >= 0 ? .green : .red)
            }
        }
    }
}

struct CoinDetailView: View {
    let coin: Coin
    @State private var range: TimeRange = .week
    @State private var showFullDescription = false
    @State private var isFavorite = false

    private let columns: [GridItem] = [
        GridItem(.flexible()),
        GridItem(.flexible()),
    ]

    private var stats: [StatisticModel] {
        [
            StatisticModel(title: "Current Price", value: coin.currentPrice.asCurrency(), percentageChange: coin.priceChangePercentage24H),
            StatisticModel(title: "Market Capitalization", value: "$" + coin.marketCap.formattedWithAbbreviations()),
            StatisticModel(title: "24h High", value: coin.high24H.asCurrency()),
            StatisticModel(title: "24h Low", value: coin.low24H.asCurrency()),
            StatisticModel(title: "Volume", value: "$" + coin.totalVolume.formattedWithAbbreviations()),
        ]
    }

    private var chartData: [Double] {
        switch range {
        case .day: return Array(coin.sparkline.suffix(4))
        case .week: return coin.sparkline
        default: return coin.sparkline.reversed() + coin.sparkline
        }
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(coin.currentPrice, format: .currency(code: "USD"))
                        .font(.system(size: 36, weight: .bold, design: .rounded))
                    PriceChangeBadge(percentage: coin.priceChangePercentage24H)
                }
                .frame(maxWidth: .infinity, alignment: .leading)

                chart
                    .frame(height: 200)

                Picker("Range", selection: $range) {
                    ForEach(TimeRange.allCases) { range in
                        Text(range.rawValue).tag(range)
                    }
                }
                .pickerStyle(.segmented)

                Text("Overview")
                    .font(.title2.bold())
                    .frame(maxWidth: .infinity, alignment: .leading)
                Divider()

                Text("\(coin.name) is a decentralized digital currency. Prices are refreshed every minute and may differ between exchanges.")
                    .lineLimit(showFullDescription ? nil : 2)
                    .font(.callout)
                    .foregroundColor(.secondary)
                Button(showFullDescription ? "Less" : "Read more...") {
                    withAnimation(.easeInOut) { showFullDescription.toggle() }
                }
                .font(.caption.bold())
                .tint(.blue)
                .frame(maxWidth: .infinity, alignment: .leading)

                LazyVGrid(columns: columns, alignment: .leading, spacing: 30) {
                    ForEach(stats) { stat in
                        StatisticView(stat: stat)
                    }
                }
            }
            .padding()
        }
        .navigationTitle(coin.name)
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                HStack {
                    Text(coin.symbol.uppercased())
                        .font(.headline)
                        .foregroundColor(.secondary)
                    Button {
                        isFavorite.toggle()
                    } label: {
                        Image(systemName: isFavorite ? "star.fill" : "star")
                            .foregroundColor(.yellow)
                    }
                }
            }
        }
    }

    private var chart: some View {
        let color: Color = (chartData.last ?? 0) >= (chartData.first ?? 0) ? .green : .red
        return ZStack {
            VStack {
                Divider()
                Spacer()
                Divider()
                Spacer()
                Divider()
            }
            LineGraph(data: chartData)
                .trim(from: 0, to: 1)
                .stroke(color, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .shadow(color: color, radius: 10, x: 0, y: 10)
                .shadow(color: color.opacity(0.5), radius: 10, x: 0, y: 20)
        }
        .overlay(alignment: .leading) {
            VStack {
                Text((chartData.max() ?? 0).formattedWithAbbreviations())
                Spacer()
                Text((chartData.min() ?? 0).formattedWithAbbreviations())
            }
            .font(.caption2)
            .foregroundColor(.secondary)
        }
    }
}

#Preview {
    NavigationStack {
        CoinDetailView(coin: .bitcoin)
    }
}
