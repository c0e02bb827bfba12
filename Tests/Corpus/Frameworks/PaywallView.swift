import StoreKit
import SwiftUI

/// Loads products and listens for transactions, as a store model does; a render has no store.
@MainActor
final class StoreModel: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published private(set) var purchasedIDs: Set<String> = []

    func load() async {
        do {
            products = try await Product.products(for: ["pro.monthly", "pro.yearly"])
        } catch {
            products = []
        }
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result {
                purchasedIDs.insert(transaction.productID)
            }
        }
    }

    func buy(_ product: Product) async throws {
        switch try await product.purchase() {
        case .success(let verification):
            if case .verified(let transaction) = verification {
                purchasedIDs.insert(transaction.productID)
                await transaction.finish()
            }
        case .userCancelled, .pending:
            break
        @unknown default:
            break
        }
    }
}

/// A paywall: the subscription store with the app's marketing header, a tip jar product and a
/// review prompt.
struct PaywallView: View {
    @Environment(\.requestReview) private var requestReview
    @StateObject private var store = StoreModel()

    var body: some View {
        VStack(spacing: 16) {
            SubscriptionStoreView(groupID: "21482413") {
                VStack(spacing: 8) {
                    Image(systemName: "heart.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.pink)
                    Text("Cafés Pro")
                        .font(.title.bold())
                    Text("Unlimited favorites and offline maps")
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .subscriptionStoreControlStyle(.prominentPicker)
            .storeButton(.visible, for: .restorePurchases)

            ProductView(id: "tip.coffee")
                .productViewStyle(.compact)
                .padding(.horizontal)

            ForEach(store.products) { product in
                Text("\(product.displayName) \(product.displayPrice)")
            }

            Button("Rate Cafés") { requestReview() }
        }
        .task { await store.load() }
        .onInAppPurchaseCompletion { product, result in
            print(product.id)
        }
    }
}

/// The older review prompt, from a settings row.
func askForReviewTheOldWay() {
    SKStoreReviewController.requestReview()
}
