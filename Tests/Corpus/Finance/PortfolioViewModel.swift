import Trellis
import Combine

enum SortOption {
    case rank, holdings, price, priceReversed
}

final class PortfolioViewModel: ObservableObject {
    @Published var allCoins: [Coin] = []
    @Published var portfolioCoins: [Coin] = []
    @Published var searchText: String = ""
    @Published var sortOption: SortOption = .holdings
    @Published var isLoading: Bool = false

    private var cancellables = Set<AnyCancellable>()

    init(coins: [Coin] = Coin.samples) {
        allCoins = coins
        portfolioCoins = coins.filter { $0.holdings != nil }
        $searchText
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }

    var filteredCoins: [Coin] {
        let lowercased = searchText.lowercased()
        let coins = searchText.isEmpty ? allCoins : allCoins.filter {
            $0.name.lowercased().contains(lowercased) || $0.symbol.lowercased().contains(lowercased)
        }
        switch sortOption {
        case .rank: return coins
        case .holdings: return coins.sorted { $0.currentHoldingsValue > $1.currentHoldingsValue }
        case .price: return coins.sorted { $0.currentPrice > $1.currentPrice }
        case .priceReversed: return coins.sorted { $0.currentPrice < $1.currentPrice }
        }
    }

    var portfolioValue: Double {
        portfolioCoins.map(\.currentHoldingsValue).reduce(0, +)
    }

    var portfolioChange: Double {
        let previous = portfolioCoins.map { coin in
            coin.currentHoldingsValue / (1 + coin.priceChangePercentage24H / 100)
        }.reduce(0, +)
        guard previous > 0 else { return 0 }
        return (portfolioValue - previous) / previous * 100
    }

    func reloadData() {
        isLoading = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.isLoading = false
        }
    }
}
