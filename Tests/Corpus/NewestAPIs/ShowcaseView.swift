import Trellis

struct ShowcaseItem: Identifiable, Hashable {
    let id: String
    let title: String
    let subtitle: String
    let systemImage: String
    let year: Int
}

enum ShowcaseCatalog {
    static let items: [ShowcaseItem] = [
        ShowcaseItem(id: "mesh", title: "MeshGradient", subtitle: "Smooth multi-point gradients", systemImage: "square.grid.3x3.fill", year: 2024),
        ShowcaseItem(id: "animations", title: "Phase & Keyframe Animators", subtitle: "Multi-step animations", systemImage: "wand.and.stars", year: 2023),
        ShowcaseItem(id: "symbols", title: "Symbol Effects", subtitle: "Bounce, pulse, wiggle", systemImage: "sparkles", year: 2023),
        ShowcaseItem(id: "scroll", title: "Scroll APIs", subtitle: "Paging, positions, transitions", systemImage: "scroll", year: 2024),
        ShowcaseItem(id: "glass", title: "Liquid Glass", subtitle: "The new material", systemImage: "drop.fill", year: 2025),
    ]
}

struct ShowcaseView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 6) {
                        GradientTitle(text: "What's New in SwiftUI")
                        Text("A tour of the APIs from WWDC23, WWDC24 and WWDC25.")
                            .foregroundStyle(.secondary)
                    }
                    .listRowBackground(Color.clear)
                }

                ForEach([2025, 2024, 2023], id: \.self) { year in
                    Section("WWDC\(year % 100)") {
                        ForEach(ShowcaseCatalog.items.filter { $0.year == year }) { item in
                            NavigationLink(value: item) {
                                Label {
                                    VStack(alignment: .leading) {
                                        Text(item.title)
                                        Text(item.subtitle)
                                            .font(.caption)
                                            .foregroundStyle(.secondary)
                                    }
                                } icon: {
                                    Image(systemName: item.systemImage)
                                        .foregroundStyle(.white)
                                        .frame(width: 30, height: 30)
                                        .background(Color.accentColor.gradient, in: .rect(cornerRadius: 7))
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Showcase")
            .navigationDestination(for: ShowcaseItem.self) { item in
                destination(for: item)
                    .navigationTitle(item.title)
                    .navigationBarTitleDisplayMode(.inline)
            }
            .containerBackground(.indigo.gradient.opacity(0.15), for: .navigation)
        }
    }

    @ViewBuilder
    private func destination(for item: ShowcaseItem) -> some View {
        switch item.id {
        case "mesh": MeshGradientDemo()
        case "animations": AnimationDemos()
        case "symbols": SymbolEffectsDemo()
        case "scroll": ScrollDemos()
        default: GlassDemo()
        }
    }
}

#Preview {
    ShowcaseView()
}
