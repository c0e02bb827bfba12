import Trellis

/// Asks for an App Store review: `@Environment(\.requestReview) var requestReview`, then
/// `requestReview()`. A render shows no review prompt, so calling it does nothing.
public struct RequestReviewAction: Sendable {
    public init() {}
    @MainActor public func callAsFunction() {}
}

/// Buys a product from a view: `@Environment(\.purchase) var purchase`. Nothing is bought in a
/// render; it reports that the user cancelled.
public struct PurchaseAction: Sendable {
    public init() {}
    @MainActor
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        .userCancelled
    }
}

extension EnvironmentValues {
    /// The action that asks for a review; calling it does nothing in a render.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
    /// The action that buys a product; calling it buys nothing in a render.
    public var purchase: PurchaseAction { PurchaseAction() }
}

/// The older review prompt; it shows nothing in a render.
open class SKStoreReviewController: NSObject {
    @MainActor open class func requestReview() {}
}
