import Trellis

struct SkeletonFeedView: View {
    var rows = 3

    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<rows, id: \.self) { _ in
                SkeletonCard()
            }
        }
        .padding()
        .accessibilityLabel("Loading")
    }
}

struct SkeletonCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 10) {
                Circle()
                    .frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 6) {
                    RoundedRectangle(cornerRadius: 4).frame(width: 120, height: 12)
                    RoundedRectangle(cornerRadius: 4).frame(width: 80, height: 10)
                }
            }
            RoundedRectangle(cornerRadius: 12)
                .frame(height: 180)
            RoundedRectangle(cornerRadius: 4).frame(height: 12)
            RoundedRectangle(cornerRadius: 4).frame(width: 200, height: 12)
        }
        .foregroundStyle(Color.gray.opacity(0.2))
        .shimmer()
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 20))
    }
}

struct RedactedPostPlaceholder: View {
    var body: some View {
        PostCardView(post: Post.samples[1])
            .redacted(reason: .placeholder)
            .shimmering(true)
            .modifier(PulseEffect())
            .disabled(true)
    }
}

#Preview {
    ScrollView {
        SkeletonFeedView()
        RedactedPostPlaceholder().padding()
    }
    .background(Color(.systemGroupedBackground))
}
