import Trellis

struct ListingDetailView: View {
    let listing: Listing
    @State private var selectedPhoto = 0
    @State private var showingContact = false
    @State private var isFavorite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                PhotoPager(urls: listing.photoURLs, selection: $selectedPhoto)
                    .frame(height: 280)

                VStack(alignment: .leading, spacing: 6) {
                    Text(listing.formattedPrice)
                        .font(.largeTitle.weight(.bold))
                    Text(listing.title)
                        .font(.title3)
                    Text("\(listing.address) · \(listing.city)")
                        .foregroundStyle(.secondary)
                }
                .padding(.horizontal)

                HStack {
                    StatTile(value: "\(listing.bedrooms)", label: "Beds", systemImage: "bed.double.fill")
                    Divider().frame(height: 40)
                    StatTile(value: listing.bathrooms.formatted(), label: "Baths", systemImage: "shower.fill")
                    Divider().frame(height: 40)
                    StatTile(value: listing.squareFeet.formatted(), label: "Sq ft", systemImage: "square.dashed")
                }
                .padding(.vertical, 12)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                .padding(.horizontal)

                VStack(alignment: .leading, spacing: 8) {
                    Text("About this home").font(.headline)
                    Text(listing.description)
                        .font(.body)
                        .foregroundStyle(.secondary)
                        .fixedSize(horizontal: false, vertical: true)
                }
                .padding(.horizontal)

                VStack(alignment: .leading, spacing: 12) {
                    Text("Amenities").font(.headline)
                    AmenitiesGrid(amenities: listing.amenities)
                }
                .padding(.horizontal)

                AgentContactCard(agent: listing.agent) {
                    showingContact = true
                }
                .padding(.horizontal)
            }
            .padding(.bottom, 80)
        }
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                ShareLink(item: URL(string: "https://example.com/listing/\(listing.id)")!) {
                    Image(systemName: "square.and.arrow.up")
                }
                Button {
                    isFavorite.toggle()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                }
                .tint(.red)
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                VStack(alignment: .leading) {
                    Text(listing.formattedPrice).font(.headline)
                    Text("Est. \(listing.pricePerSqft)/sqft").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Button("Schedule tour") { showingContact = true }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
            }
            .padding()
            .background(.bar)
        }
        .sheet(isPresented: $showingContact) {
            AgentContactCard(agent: listing.agent)
                .padding()
                .presentationDetents([.height(260)])
        }
        .onAppear { isFavorite = listing.isFavorite }
    }
}

struct PhotoPager: View {
    let urls: [URL]
    @Binding var selection: Int

    var body: some View {
        TabView(selection: $selection) {
            if urls.isEmpty {
                placeholder.tag(0)
            }
            ForEach(Array(urls.enumerated()), id: \.offset) { index, url in
                AsyncImage(url: url) { image in
                    image
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                } placeholder: {
                    placeholder
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .overlay(alignment: .bottomTrailing) {
            Text("\(selection + 1)/\(max(urls.count, 1))")
                .font(.caption.bold())
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(.black.opacity(0.6), in: Capsule())
                .foregroundColor(.white)
                .padding(12)
        }
    }

    private var placeholder: some View {
        LinearGradient(colors: [.gray.opacity(0.3), .gray.opacity(0.1)], startPoint: .top, endPoint: .bottom)
            .overlay(Image(systemName: "house.fill").font(.system(size: 48)).foregroundStyle(.tertiary))
    }
}

struct StatTile: View {
    let value: String
    let label: String
    let systemImage: String

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: systemImage)
                .foregroundStyle(.tint)
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    NavigationStack {
        ListingDetailView(listing: Listing.samples[0])
    }
}
