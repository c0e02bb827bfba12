import Trellis

struct ListingsFeedView: View {
    @State private var store = ListingsStore()
    @State private var showingFilters = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(store.visibleListings) { listing in
                        NavigationLink(value: listing) {
                            ListingCard(listing: listing) {
                                store.toggleFavorite(listing)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Homes")
            .navigationDestination(for: Listing.self) { listing in
                ListingDetailView(listing: listing)
            }
            .searchable(text: $store.searchText, prompt: "City, neighborhood, ZIP")
            .refreshable {
                await store.refresh()
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Picker("Sort", selection: $store.sort) {
                            ForEach(ListingsStore.Sort.allCases) { sort in
                                Text(sort.rawValue).tag(sort)
                            }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingFilters = true
                    } label: {
                        Image(systemName: "slider.horizontal.3")
                    }
                }
            }
            .sheet(isPresented: $showingFilters) {
                ListingFilterSheet(filter: $store.filter)
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
            .overlay {
                if store.visibleListings.isEmpty {
                    ContentUnavailableView.search(text: store.searchText)
                }
            }
        }
    }
}

struct ListingCard: View {
    let listing: Listing
    var onFavorite: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .topTrailing) {
                AsyncImage(url: listing.photoURLs.first) { phase in
                    switch phase {
                    case .success(let image):
                        image.resizable().scaledToFill()
                    case .failure:
                        Color.gray.opacity(0.2).overlay(Image(systemName: "photo").foregroundStyle(.secondary))
                    case .empty:
                        Rectangle().fill(.quaternary).overlay(ProgressView())
                    @unknown default:
                        EmptyView()
                    }
                }
                .frame(height: 200)
                .clipped()

                Button(action: onFavorite) {
                    Image(systemName: listing.isFavorite ? "heart.fill" : "heart")
                        .font(.title3)
                        .foregroundStyle(listing.isFavorite ? .red : .white)
                        .padding(10)
                        .background(.ultraThinMaterial, in: Circle())
                }
                .padding(10)
            }
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))

            HStack(alignment: .firstTextBaseline) {
                Text(listing.formattedPrice)
                    .font(.title2.bold())
                Spacer()
                Label(listing.type.rawValue, systemImage: listing.type.icon)
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.accentColor.opacity(0.15)))
            }
            HStack(spacing: 12) {
                Label("\(listing.bedrooms) bd", systemImage: "bed.double")
                Label("\(listing.bathrooms, specifier: "%.1f") ba", systemImage: "shower")
                Label("\(listing.squareFeet.formatted()) sqft", systemImage: "ruler")
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
            .labelStyle(.titleAndIcon)
            Text("\(listing.address), \(listing.city)")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .padding(.bottom, 8)
    }
}

#Preview {
    ListingsFeedView()
}
