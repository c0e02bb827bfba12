import Trellis

@Observable
class SwipeDeckModel {
    var profiles: [DatingProfile] = DatingProfile.samples
    var matches: [DatingProfile] = []
    var lastMatch: DatingProfile?

    func swipe(_ profile: DatingProfile, liked: Bool) {
        profiles.removeAll { $0.id == profile.id }
        if liked && profile.isVerified {
            matches.append(profile)
            lastMatch = profile
        }
    }
}

struct SwipeDeckView: View {
    @State private var model = SwipeDeckModel()

    var body: some View {
        NavigationStack {
            VStack {
                ZStack {
                    if model.profiles.isEmpty {
                        ContentUnavailableView("No one new nearby", systemImage: "heart.slash", description: Text("Check back later or widen your distance."))
                    }
                    ForEach(Array(model.profiles.enumerated().reversed()), id: \.element.id) { index, profile in
                        SwipeCard(profile: profile) { liked in
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                                model.swipe(profile, liked: liked)
                            }
                        }
                        .scaleEffect(1 - CGFloat(index) * 0.04)
                        .offset(y: CGFloat(index) * 12)
                        .zIndex(Double(model.profiles.count - index))
                        .allowsHitTesting(index == 0)
                    }
                }
                .padding()

                HStack(spacing: 28) {
                    CircleActionButton(systemImage: "arrow.uturn.backward", color: .yellow, size: 48) {}
                    CircleActionButton(systemImage: "xmark", color: .red, size: 64) {
                        if let top = model.profiles.first { model.swipe(top, liked: false) }
                    }
                    CircleActionButton(systemImage: "star.fill", color: .blue, size: 48) {}
                    CircleActionButton(systemImage: "heart.fill", color: .green, size: 64) {
                        if let top = model.profiles.first { model.swipe(top, liked: true) }
                    }
                }
                .padding(.bottom)
            }
            .navigationTitle("Discover")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink {
                        ProfileEditorView()
                    } label: {
                        Image(systemName: "person.crop.circle")
                    }
                }
            }
            .sheet(item: $model.lastMatch) { match in
                MatchSheet(profile: match)
            }
        }
    }
}

struct SwipeCard: View {
    let profile: DatingProfile
    var onSwipe: (Bool) -> Void
    @State private var offset: CGSize = .zero

    private var likeOpacity: Double { Double(max(0, min(1, offset.width / 120))) }
    private var nopeOpacity: Double { Double(max(0, min(1, -offset.width / 120))) }

    var body: some View {
        ProfileCardView(profile: profile)
            .overlay(alignment: .topLeading) {
                stamp("LIKE", color: .green).opacity(likeOpacity).rotationEffect(.degrees(-15)).padding(24)
            }
            .overlay(alignment: .topTrailing) {
                stamp("NOPE", color: .red).opacity(nopeOpacity).rotationEffect(.degrees(15)).padding(24)
            }
            .offset(x: offset.width, y: offset.height * 0.4)
            .rotationEffect(.degrees(Double(offset.width / 20)))
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { value in
                        if abs(value.translation.width) > 120 {
                            onSwipe(value.translation.width > 0)
                        } else {
                            withAnimation(.interactiveSpring()) { offset = .zero }
                        }
                    }
            )
    }

    private func stamp(_ text: String, color: Color) -> some View {
        Text(text)
            .font(.system(size: 36, weight: .black, design: .rounded))
            .foregroundColor(color)
            .padding(.horizontal, 10)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(color, lineWidth: 4))
    }
}

struct CircleActionButton: View {
    let systemImage: String
    let color: Color
    var size: CGFloat = 56
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemImage)
                .font(.system(size: size * 0.4, weight: .bold))
                .foregroundStyle(color)
                .frame(width: size, height: size)
                .background(Circle().fill(Color(.systemBackground)).shadow(color: .black.opacity(0.15), radius: 6, y: 3))
        }
        .buttonStyle(.plain)
    }
}

struct MatchSheet: View {
    let profile: DatingProfile
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("It's a match!")
                .font(.largeTitle.bold())
                .foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
            Text("You and \(profile.name) liked each other.")
                .foregroundStyle(.secondary)
            Button("Send a message") { dismiss() }
                .buttonStyle(.borderedProminent)
                .tint(.pink)
            Button("Keep swiping", role: .cancel) { dismiss() }
        }
        .padding()
        .presentationDetents([.fraction(0.4)])
    }
}

#Preview {
    SwipeDeckView()
}
