import Foundation

struct Coin: Identifiable, Codable, Hashable {
    let id: String
    let symbol: String
    let name: String
    let currentPrice: Double
    let priceChangePercentage24H: Double
    let marketCap: Double
    let totalVolume: Double
    let high24H: Double
    let low24H: Double
    let sparkline: [Double]
    var holdings: Double?

    enum CodingKeys: String, CodingKey {
        case id, symbol, name
        case currentPrice = "current_price"
        case priceChangePercentage24H = "price_change_percentage_24h"
        case marketCap = "market_cap"
        case totalVolume = "total_volume"
        case high24H = "high_24h"
        case low24H = "low_24h"
        case sparkline = "sparkline_in_7d"
        case holdings
    }

    var currentHoldingsValue: Double {
        (holdings ?? 0) * currentPrice
    }

    var isUp: Bool { priceChangePercentage24H >= 0 }
}

enum TimeRange: String, CaseIterable, Identifiable {
    case day = "1D"
    case week = "1W"
    case month = "1M"
    case year = "1Y"
    case all = "All"

    var id: Self { self }
}

extension Coin {
    static let bitcoin = Coin(
        id: "bitcoin", symbol: "btc", name: "Bitcoin", currentPrice: 67_412.55,
        priceChangePercentage24H: 2.31, marketCap: 1_327_000_000_000, totalVolume: 28_400_000_000,
        high24H: 68_010, low24H: 65_800,
        sparkline: [64_100, 64_900, 65_300, 64_800, 66_200, 66_900, 66_400, 67_100, 67_412],
        holdings: 0.42)

    static let ethereum = Coin(
        id: "ethereum", symbol: "eth", name: "Ethereum", currentPrice: 3_512.08,
        priceChangePercentage24H: -1.12, marketCap: 421_000_000_000, totalVolume: 14_100_000_000,
        high24H: 3_601, low24H: 3_480,
        sparkline: [3_650, 3_620, 3_590, 3_605, 3_560, 3_540, 3_555, 3_520, 3_512],
        holdings: 3.5)

    static let solana = Coin(
        id: "solana", symbol: "sol", name: "Solana", currentPrice: 164.20,
        priceChangePercentage24H: 5.84, marketCap: 75_000_000_000, totalVolume: 3_200_000_000,
        high24H: 166.0, low24H: 152.4,
        sparkline: [150, 152, 151, 155, 158, 157, 160, 162, 164.2],
        holdings: nil)

    static let samples: [Coin] = [bitcoin, ethereum, solana]
}
