import Trellis

struct SparklineView: View {
    let data: [Double]
    var lineWidth: CGFloat = 1.5

    private var lineColor: Color {
        (data.last ?? 0) >= (data.first ?? 0) ? .green : .red
    }

    var body: some View {
        LineGraph(data: data)
            .stroke(lineColor, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
            .background(
                AreaGraph(data: data)
                    .fill(
                        LinearGradient(
                            gradient: Gradient(colors: [lineColor.opacity(0.3), lineColor.opacity(0)]),
                            startPoint: .top,
                            endPoint: .bottom
                        )
                    )
            )
    }
}

struct PriceChangeBadge: View {
    let percentage: Double

    var body: some View {
        HStack(spacing: 2) {
            Image(systemName: percentage >= 0 ? "arrowtriangle.up.fill" : "arrowtriangle.down.fill")
                .font(.system(size: 8))
            Text(abs(percentage) / 100, format: .percent.precision(.fractionLength(2)))
        }
        .font(.caption.weight(.semibold))
        .foregroundColor(.white)
        .padding(.horizontal, 6)
        .padding(.vertical, 3)
        .background(percentage >= 0 ? Color.green : Color.red)
        .cornerRadius(6)
    }
}

#Preview {
    VStack {
        SparklineView(data: Coin.bitcoin.sparkline)
            .frame(width: 80, height: 30)
        PriceChangeBadge(percentage: -1.12)
    }
}
