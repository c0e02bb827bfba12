import Trellis

struct RatingView: View {
    let rating: Double
    var maximum = 5
    var color: Color = .orange

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: symbol(for: index))
                    .foregroundStyle(Double(index) <= rating + 0.5 ? color : Color.gray.opacity(0.35))
            }
        }
        .font(.caption)
        .imageScale(.small)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(rating, specifier: "%.1f") out of \(maximum) stars")
    }

    private func symbol(for index: Int) -> String {
        let value = Double(index)
        if value <= rating { return "star.fill" }
        if value - 0.5 <= rating { return "star.leadinghalf.filled" }
        return "star"
    }
}

struct InteractiveRating: View {
    @Binding var rating: Int

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { value in
                Button {
                    rating = value
                } label: {
                    Image(systemName: value <= rating ? "star.fill" : "star")
                        .font(.title2)
                        .foregroundStyle(value <= rating ? .yellow : .secondary)
                        .scaleEffect(value == rating ? 1.2 : 1)
                }
                .buttonStyle(.plain)
            }
        }
        .animation(.bouncy, value: rating)
    }
}

#Preview {
    VStack {
        RatingView(rating: 3.5)
        InteractiveRating(rating: .constant(4))
    }
}
