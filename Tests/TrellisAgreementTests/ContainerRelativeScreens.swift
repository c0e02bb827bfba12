import Trellis
@testable import TrellisTestSupport

/// Screens for `containerRelativeFrame` and for grids of `frame(maxWidth: .infinity)` tiles in a
/// scroll view, written as app code writes them (issue 11).
struct CarouselScreen: View {
    let colors: [Color] = [.red, .orange, .green, .blue]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Featured").font(.title2.bold()).padding(.horizontal)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 12) {
                        ForEach(0..<colors.count, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 20)
                                .fill(colors[index].gradient)
                                .overlay(alignment: .bottomLeading) {
                                    Text("Slide \(index + 1)").font(.headline).foregroundStyle(.white).padding()
                                }
                                .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                                .frame(height: 220)
                        }
                    }
                    .scrollTargetLayout()
                }
                .contentMargins(.horizontal, 16, for: .scrollContent)
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.hidden)
                Spacer()
            }
            .navigationTitle("Discover")
        }
    }
}

struct RelativeColumnsScreen: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 10) {
                HStack(spacing: 10) {
                    ForEach(0..<3) { _ in
                        RoundedRectangle(cornerRadius: 8).fill(.blue).containerRelativeFrame(.horizontal, count: 3, spacing: 10).frame(height: 60)
                    }
                }
                HStack(spacing: 10) {
                    RoundedRectangle(cornerRadius: 8).fill(.green).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 60)
                    RoundedRectangle(cornerRadius: 8).fill(.orange).containerRelativeFrame(.horizontal, count: 3, spacing: 10).frame(height: 60)
                }
                Text("Four fifths")
                    .containerRelativeFrame(.horizontal, alignment: .leading) { length, _ in length * 0.8 }
                    .background(.yellow)
                Spacer()
            }
            .navigationTitle("Columns")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct PagingScreen: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach([Color.purple, .teal, .pink], id: \.self) { color in
                    color.overlay { Text("Page").font(.largeTitle).foregroundStyle(.white) }
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}

struct TileGridScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 12) {
                    GridRow { Tile(title: "Steps", value: "8,432"); Tile(title: "Distance", value: "6.1 km") }
                    GridRow { Tile(title: "Floors", value: "12"); Tile(title: "Heart", value: "72 bpm") }
                    GridRow { Text("Updated just now").font(.footnote).foregroundStyle(.secondary).gridCellColumns(2) }
                }
                .padding()
            }
            .background(Color(uiColor: .systemGroupedBackground))
            .navigationTitle("Today")
        }
    }
}

struct FlexibleGridScreen: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                ForEach(["Soup", "Salad", "Bread", "Pasta"], id: \.self) { name in
                    Tile(title: name, value: "\(name.count * 5) min")
                }
            }
            .padding()
        }
    }
}

struct Tile: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(value).font(.title2.bold())
            Text(title).font(.subheadline).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

let containerRelativeScreens: [(id: String, makeView: @MainActor @Sendable () -> AnyView)] = [
    ("carousel", { AnyView(CarouselScreen()) }),
    ("relative-columns", { AnyView(RelativeColumnsScreen()) }),
    ("paging", { AnyView(PagingScreen()) }),
    ("tile-grid", { AnyView(TileGridScreen()) }),
    ("flexible-grid", { AnyView(FlexibleGridScreen()) }),
]
