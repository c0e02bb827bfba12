import Trellis

struct StoryRingView: View {
    let story: Story
    var size: CGFloat = 68

    private let ringGradient = AngularGradient(
        gradient: Gradient(colors: [.yellow, .orange, .red, .pink, .purple, .yellow]),
        center: .center
    )

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                if story.isSeen {
                    Circle()
                        .stroke(Color.gray.opacity(0.4), lineWidth: 1.5)
                } else {
                    Circle()
                        .stroke(ringGradient, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                AvatarView(user: story.user, size: size - 10)
            }
            .frame(width: size, height: size)

            Text(story.user.handle)
                .font(.caption2)
                .lineLimit(1)
                .truncationMode(.tail)
                .frame(maxWidth: size + 8)
        }
    }
}

struct StoriesBar: View {
    let stories: [Story]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 14) {
                VStack(spacing: 6) {
                    Circle()
                        .fill(Color(.secondarySystemBackground))
                        .frame(width: 68, height: 68)
                        .overlay {
                            Image(systemName: "plus")
                                .font(.title2.weight(.semibold))
                                .foregroundStyle(.tint)
                        }
                    Text("Your story")
                        .font(.caption2)
                }
                ForEach(stories) { story in
                    StoryRingView(story: story)
                }
            }
            .padding(.horizontal)
        }
        .contentMargins(.horizontal, 0, for: .scrollIndicators)
    }
}

#Preview {
    StoriesBar(stories: Story.samples)
}
