import Trellis

struct SceneChip: View {
    let scene: HomeScene
    let isActive: Bool

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: scene.symbol)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 32, height: 32)
                .background(Color.named(scene.colorName).gradient, in: Circle())
            Text(scene.name)
                .font(.subheadline.bold())
                .lineLimit(1)
                .fixedSize()
        }
        .padding(.vertical, 10)
        .padding(.leading, 10)
        .padding(.trailing, 16)
        .background(
            Capsule()
                .fill(isActive ? Color.named(scene.colorName).opacity(0.25) : Color(.secondarySystemBackground))
        )
        .overlay(
            Capsule()
                .strokeBorder(isActive ? Color.named(scene.colorName) : .clear, lineWidth: 2)
        )
    }
}

struct ScenesCarousel: View {
    let scenes: [HomeScene]
    @Binding var activeSceneID: HomeScene.ID?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Scenes")
                    .font(.title3.bold())
                Spacer()
                Button("Edit") {}
                    .font(.subheadline)
            }
            .padding(.horizontal)

            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(scenes.filter(\.isFavorite)) { scene in
                        SceneChip(scene: scene, isActive: scene.id == activeSceneID)
                            .onTapGesture {
                                withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                                    activeSceneID = scene.id
                                }
                            }
                            .contextMenu {
                                Button {
                                    activeSceneID = scene.id
                                } label: {
                                    Label("Run Scene", systemImage: "play.fill")
                                }
                                Button {} label: {
                                    Label("Edit Scene", systemImage: "pencil")
                                }
                                Divider()
                                Button(role: .destructive) {} label: {
                                    Label("Remove from Favorites", systemImage: "star.slash")
                                }
                            }
                    }
                }
                .padding(.horizontal)
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
        }
    }
}

struct ScenesCarousel_Previews: PreviewProvider {
    static var previews: some View {
        ScenesCarousel(scenes: HomeScene.samples, activeSceneID: .constant(HomeScene.samples[2].id))
            .previewLayout(.sizeThatFits)
    }
}
