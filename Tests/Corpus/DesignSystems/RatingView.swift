import Trellis

struct RatingView: View {
    @Binding var rating: Double
    var maximum = 5
    var size: CGFloat = 24
    var onColor: Color = .yellow
    var offColor: Color = .gray.opacity(0.35)
    var isInteractive = true

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { index in
                image(for: index)
                    .resizable()
                    .scaledToFit()
                    .frame(width: size, height: size)
                    .foregroundColor(Double(index) <= rating + 0.5 ? onColor : offColor)
                    .onTapGesture {
                        guard isInteractive else { return }
                        rating = Double(index)
                    }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating, specifier: "%.1f") of \(maximum) stars")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: rating = min(rating + 1, Double(maximum))
            case .decrement: rating = max(rating - 1, 0)
            @unknown default: break
            }
        }
    }

    private func image(for index: Int) -> Image {
        if Double(index) <= rating {
            return Image(systemName: "star.fill")
        } else if Double(index) - 0.5 <= rating {
            return Image(systemName: "star.leadinghalf.filled")
        } else {
            return Image(systemName: "star")
        }
    }
}

/// A read-only rating that masks a row of filled stars by the rating's fraction.
struct FractionalRatingView: View {
    let rating: Double
    var maximum = 5

    var body: some View {
        let stars = HStack(spacing: 2) {
            ForEach(0..<maximum, id: \.self) { _ in
                Image(systemName: "star.fill")
            }
        }
        stars
            .foregroundStyle(.gray.opacity(0.3))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    stars
                        .foregroundStyle(.orange)
                        .mask(alignment: .leading) {
                            Rectangle().frame(width: proxy.size.width * rating / Double(maximum))
                        }
                }
            }
            .font(.caption)
    }
}

struct RatingView_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 16) {
            RatingView(rating: .constant(3.5))
            FractionalRatingView(rating: 4.3)
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
