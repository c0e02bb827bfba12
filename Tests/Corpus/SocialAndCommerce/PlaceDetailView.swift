import Trellis

struct PlaceDetailView: View {
    let place: Place
    @State private var isSaved = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                header
                VStack(alignment: .leading, spacing: 20) {
                    summary
                    actionRow
                    Divider()
                    hours
                    Divider()
                    Label(place.address, systemImage: "mappin.and.ellipse")
                        .font(.subheadline)
                    ContainerRelativeShape()
                        .fill(.blue.opacity(0.1))
                        .frame(height: 1)
                }
                .padding(20)
            }
        }
        .ignoresSafeArea(edges: .top)
        .toolbarBackground(.hidden, for: .navigationBar)
    }

    private var header: some View {
        Rectangle()
            .fill(
                LinearGradient(colors: [.brown, .orange.opacity(0.7)], startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .frame(height: 260)
            .overlay {
                Image(systemName: "cup.and.saucer.fill")
                    .font(.system(size: 90))
                    .foregroundStyle(.white.opacity(0.35))
            }
            .overlay(alignment: .bottomLeading) {
                LinearGradient(colors: [.clear, .black.opacity(0.7)], startPoint: .center, endPoint: .bottom)
                    .overlay(alignment: .bottomLeading) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(place.category.uppercased())
                                .font(.caption.weight(.bold))
                                .tracking(1)
                                .foregroundStyle(.white.opacity(0.8))
                            Text(place.name)
                                .font(.largeTitle.bold())
                                .foregroundStyle(.white)
                                .shadow(radius: 4)
                        }
                        .padding(20)
                    }
            }
    }

    private var summary: some View {
        HStack(spacing: 12) {
            RatingView(rating: place.rating)
            Text(place.rating, format: .number.precision(.fractionLength(1)))
                .font(.subheadline.bold())
            Text(String(repeating: "$", count: place.priceLevel))
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Spacer()
            Text(place.isOpen ? "Open" : "Closed")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(place.isOpen ? .green : .red)
        }
    }

    private var actionRow: some View {
        HStack(spacing: 12) {
            PlaceAction(title: "Directions", systemImage: "arrow.triangle.turn.up.right.diamond.fill", isPrimary: true) {}
            PlaceAction(title: "Call", systemImage: "phone.fill") {}
            PlaceAction(title: "Website", systemImage: "safari.fill") {
                openURL(URL(string: "https://example.com")!)
            }
            PlaceAction(title: isSaved ? "Saved" : "Save", systemImage: isSaved ? "bookmark.fill" : "bookmark") {
                isSaved.toggle()
            }
        }
    }

    private var hours: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Hours").font(.headline)
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                ForEach(place.hours, id: \.day) { entry in
                    GridRow {
                        Text(entry.day).foregroundStyle(.secondary)
                        Text(entry.hours)
                    }
                }
            }
            .font(.subheadline)
        }
    }
}

struct PlaceAction: View {
    let title: String
    let systemImage: String
    var isPrimary = false
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 6) {
                Image(systemName: systemImage)
                    .font(.title3)
                Text(title)
                    .font(.caption.weight(.medium))
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 10)
            .foregroundStyle(isPrimary ? .white : Color.accentColor)
            .background(isPrimary ? AnyShapeStyle(Color.accentColor) : AnyShapeStyle(Color.accentColor.opacity(0.12)), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    NavigationStack {
        PlaceDetailView(place: .sample)
    }
}
