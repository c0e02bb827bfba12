import Trellis
import Observation

@Observable
final class ListingsStore {
    var listings: [Listing] = Listing.samples
    var filter = ListingFilter()
    var searchText = ""
    var sort: Sort = .newest
    var isLoading = false

    enum Sort: String, CaseIterable, Identifiable {
        case newest = "Newest"
        case priceLow = "Price: low to high"
        case priceHigh = "Price: high to low"
        var id: Self { self }
    }

    var visibleListings: [Listing] {
        let filtered = listings.filter { listing in
            filter.matches(listing) && (searchText.isEmpty || listing.title.localizedCaseInsensitiveContains(searchText) || listing.city.localizedCaseInsensitiveContains(searchText))
        }
        switch sort {
        case .newest: return filtered.sorted { $0.listedAt > $1.listedAt }
        case .priceLow: return filtered.sorted { $0.price < $1.price }
        case .priceHigh: return filtered.sorted { $0.price > $1.price }
        }
    }

    func toggleFavorite(_ listing: Listing) {
        guard let index = listings.firstIndex(where: { $0.id == listing.id }) else { return }
        listings[index].isFavorite.toggle()
    }

    @MainActor
    func refresh() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 300_000_000)
        isLoading = false
    }
}
