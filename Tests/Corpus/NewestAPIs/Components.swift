import Trellis

struct TagChip: View {
    let title: String
    var isSelected = false

    var body: some View {
        Text(title)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .foregroundStyle(isSelected ? .white : .primary)
            .background(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.fill.tertiary), in: .capsule)
    }
}

struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { value in
                Button {
                    rating = value == rating ? 0 : value
                } label: {
                    Image(systemName: value <= rating ? "star.fill" : "star")
                        .foregroundStyle(value <= rating ? .yellow : .secondary)
                        .symbolEffect(.bounce, value: rating)
                }
                .buttonStyle(.plain)
            }
        }
        .sensoryFeedback(.selection, trigger: rating)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating) of \(maximum)")
    }
}

struct StatTile: View {
    let title: String
    let value: Int
    let systemImage: String
    var tint: Color = .accentColor

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: systemImage)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value, format: .number)
                .font(.title.bold())
                .contentTransition(.numericText(value: Double(value)))
                .foregroundStyle(tint.gradient)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.fill.quinary, in: .rect(cornerRadius: 16))
    }
}

struct GradientTitle: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.largeTitle.weight(.heavy))
            .foregroundStyle(
                LinearGradient(colors: [.pink, .purple, .indigo], startPoint: .leading, endPoint: .trailing)
            )
    }
}

#Preview("Components", traits: .sizeThatFitsLayout) {
    @Previewable @State var rating = 3
    VStack(spacing: 16) {
        GradientTitle(text: "What's New")
        RatingView(rating: $rating)
        HStack {
            TagChip(title: "travel", isSelected: true)
            TagChip(title: "family")
        }
        StatTile(title: "Books", value: 12, systemImage: "books.vertical")
    }
    .padding()
}
