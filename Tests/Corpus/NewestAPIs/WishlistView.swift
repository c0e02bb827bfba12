import Trellis

struct WishlistView: View {
    @Environment(Wishlist.self) private var wishlist
    @State private var showingAdd = false
    @State private var selected: Destination?
    @Namespace private var zoom

    var body: some View {
        @Bindable var wishlist = wishlist
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    BudgetSummary(total: wishlist.totalBudget, count: wishlist.upcoming.count)

                    ForEach(wishlist.upcoming) { destination in
                        NavigationLink {
                            DestinationDetailView(destination: destination)
                                .navigationTransition(.zoom(sourceID: destination.id, in: zoom))
                        } label: {
                            DestinationCard(destination: destination)
                                .matchedTransitionSource(id: destination.id, in: zoom) { source in
                                    source
                                        .clipShape(.rect(cornerRadius: 24))
                                        .shadow(radius: 8)
                                }
                        }
                        .buttonStyle(.plain)
                        .scrollTransition(.animated.threshold(.visible(0.3))) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .blur(radius: phase.isIdentity ? 0 : 4)
                                .offset(y: phase.value * 20)
                        }
                    }
                }
                .padding()
            }
            .scrollEdgeEffectStyleIfAvailable()
            .navigationTitle("Wishlist")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Toggle(isOn: $wishlist.showVisited) {
                        Label("Show Visited", systemImage: "checkmark.seal")
                    }
                    .toggleStyle(.button)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") { showingAdd = true }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddDestinationSheet()
                    .presentationDetents([.medium, .large])
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationCornerRadius(32)
            }
        }
    }
}

private extension View {
    @ViewBuilder
    func scrollEdgeEffectStyleIfAvailable() -> some View {
        if #available(iOS 26, *) {
            self.scrollEdgeEffectStyle(.soft, for: .top)
        } else {
            self
        }
    }
}

struct BudgetSummary: View {
    let total: Int
    let count: Int

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Dream budget")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(total, format: .currency(code: "USD").precision(.fractionLength(0)))
                    .font(.title.bold())
                    .contentTransition(.numericText(value: Double(total)))
            }
            Spacer()
            Text("\(count) places")
                .font(.headline)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .glassBackground(in: Capsule(), tint: .blue.opacity(0.3))
        }
    }
}

struct DestinationCard: View {
    let destination: Destination
    @Environment(\.isCompactCards) private var compact

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: destination.palette.map(Color.init(paletteName:)), startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: compact ? 140 : 220)
                .visualEffect { content, proxy in
                    content
                        .hueRotation(.degrees(proxy.frame(in: .global).minY / 10))
                }

            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(destination.city)
                        .font(.title.bold())
                    if destination.visited {
                        Image(systemName: "checkmark.seal.fill")
                    }
                }
                Text(destination.country)
                    .font(.headline)
                HStack(spacing: 2) {
                    ForEach(0..<destination.priority, id: \.self) { _ in
                        Image(systemName: "star.fill")
                    }
                }
                .font(.caption)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .clipShape(.rect(cornerRadius: 24))
        .containerShape(.rect(cornerRadius: 24))
    }
}

#Preview {
    WishlistView()
        .environment(Wishlist())
}
