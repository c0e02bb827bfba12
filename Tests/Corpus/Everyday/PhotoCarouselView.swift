import Trellis

struct CarouselItem: Identifiable, Hashable {
    let id: Int
    let title: String
    let color: Color
}

struct PhotoCarouselView: View {
    @State private var items = (1...6).map { CarouselItem(id: $0, title: "Slide \($0)", color: [.red, .orange, .yellow, .green, .blue, .purple][$0 - 1]) }
    @State private var selectedItem: CarouselItem?
    @State private var showingFullScreen = false
    @State private var scrolledID: Int?
    @State private var deletedItem: CarouselItem?

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Featured")
                    .font(.title2.bold())
                    .padding(.horizontal)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(items) { item in
                            RoundedRectangle(cornerRadius: 20)
                                .fill(item.color.gradient)
                                .overlay(alignment: .bottomLeading) {
                                    Text(item.title)
                                        .font(.headline)
                                        .foregroundStyle(.white)
                                        .padding()
                                }
                                .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                                .frame(height: 220)
                                .scrollTransition { content, phase in
                                    content
                                        .opacity(phase.isIdentity ? 1 : 0.6)
                                        .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                }
                                .onTapGesture { selectedItem = item }
                                .onLongPressGesture { deletedItem = item }
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 16, for: .scrollContent)
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $scrolledID)
                .scrollIndicators(.hidden)

                Button("View All") { showingFullScreen = true }
                    .padding()
                Spacer()
            }
            .navigationTitle("Discover")
            .sheet(item: $selectedItem) { item in
                Text(item.title)
                    .font(.largeTitle)
                    .presentationDetents([.medium])
                    .presentationCornerRadius(24)
                    .presentationBackground(.regularMaterial)
            }
            .fullScreenCover(isPresented: $showingFullScreen) {
                Text("All slides")
            }
            .alert(item: $deletedItem) { item in
                Alert(
                    title: Text("Delete \(item.title)?"),
                    primaryButton: .destructive(Text("Delete")) {
                        items.removeAll { $0.id == item.id }
                    },
                    secondaryButton: .cancel()
                )
            }
        }
    }
}

#Preview {
    PhotoCarouselView()
}
