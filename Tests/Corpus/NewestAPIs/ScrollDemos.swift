import Trellis

struct ScrollDemos: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var isPastThreshold = false
    @State private var selectedColor: Int?

    private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("View-aligned carousel")
                    .font(.headline)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(colors.indices, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 20)
                                .fill(colors[index].gradient)
                                .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
                                .aspectRatio(0.75, contentMode: .fit)
                                .scrollTransition(axis: .horizontal) { content, phase in
                                    content
                                        .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                        .opacity(phase.isIdentity ? 1 : 0.6)
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $selectedColor)
                .scrollIndicators(.hidden)

                Text("Parallax with visualEffect")
                    .font(.headline)
                ForEach(0..<6) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(colors[index].opacity(0.7))
                        .frame(height: 100)
                        .visualEffect { content, geometry in
                            let minY = geometry.frame(in: .scrollView(axis: .vertical)).minY
                            return content
                                .offset(x: minY / 12)
                                .rotationEffect(.degrees(minY / 80))
                        }
                        .overlay {
                            Text("Row \(index + 1)")
                                .font(.title2.bold())
                                .foregroundStyle(.white)
                        }
                }
            }
            .padding()
        }
        .scrollPosition($position)
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > 200
        } action: { _, newValue in
            withAnimation { isPastThreshold = newValue }
        }
        .onScrollPhaseChange { _, newPhase in
            if newPhase == .idle { selectedColor = selectedColor ?? 0 }
        }
        .overlay(alignment: .bottomTrailing) {
            if isPastThreshold {
                Button("Top", systemImage: "arrow.up") {
                    withAnimation { position.scrollTo(edge: .top) }
                }
                .labelStyle(.iconOnly)
                .font(.title2)
                .padding()
                .glassBackground(in: Circle())
                .padding()
                .transition(.scale.combined(with: .opacity))
            }
        }
        .defaultScrollAnchor(.top)
    }
}

#Preview {
    ScrollDemos()
}
