import Trellis

struct CoinRowView: View {
    let coin: Coin
    let showHoldingsColumn: Bool

    var body: some View {
        HStack(spacing: 0) {
            leftColumn
            Spacer()
            SparklineView(data: coin.sparkline)
                .frame(width: 64, height: 28)
            if showHoldingsColumn {
                centerColumn
            }
            rightColumn
        }
        .font(.subheadline)
        .contentShape(Rectangle())
    }
}

extension CoinRowView {
    private var leftColumn: some View {
        HStack(spacing: 0) {
            Circle()
                .fill(Color.orange.opacity(0.2))
                .frame(width: 30, height: 30)
                .overlay(
                    Text(coin.symbol.prefix(1).uppercased())
                        .font(.headline)
                        .foregroundColor(.orange)
                )
            VStack(alignment: .leading) {
                Text(coin.symbol.uppercased())
                    .font(.headline)
                Text(coin.name)
                    .font(.caption)
                    .foregroundColor(Color.theme.secondaryText)
            }
            .padding(.leading, 6)
        }
    }

    private var centerColumn: some View {
        VStack(alignment: .trailing) {
            Text(coin.currentHoldingsValue.asCurrency())
                .bold()
            Text((coin.holdings ?? 0).formatted(.number.precision(.fractionLength(0...4))))
                .foregroundColor(.secondary)
        }
        .frame(width: 90, alignment: .trailing)
    }

    private var rightColumn: some View {
        VStack(alignment: .trailing) {
            Text(coin.currentPrice.asCurrency())
                .bold()
                .foregroundColor(.primary)
            Text(coin.priceChangePercentage24H.asPercentString())
                .foregroundColor(coin.isUp ? Color.theme.green : Color.theme.red)
        }
        // The app read UIScreen.main.bounds.width / 4.5 here (UIKit); a 390-point phone gives 86.
        .frame(width: 86, alignment: .trailing)
    }
}

struct CoinRowView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CoinRowView(coin: .bitcoin, showHoldingsColumn: true)
                .previewLayout(.sizeThatFits)
            CoinRowView(coin: .ethereum, showHoldingsColumn: false)
                .previewLayout(.sizeThatFits)
                .preferredColorScheme(.dark)
        }
    }
}
