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

/// Shows an App Store message: `@Environment(\.displayStoreKitMessage)`. A render has none to show.
public struct DisplayMessageAction: Sendable {
    public init() {}
    @MainActor public func callAsFunction(_ message: Message) throws {}
}

extension Transaction {
    /// The outcome of a refund request.
    public enum RefundRequestStatus: Sendable {
        case success
        case userCancelled
    }

    /// Why a refund request failed.
    public enum RefundRequestError: Error, Sendable {
        case duplicateRequest
        case failed
    }
}

extension View {
    /// The refund sheet for a transaction; never presented in a render.
    public func refundRequestSheet(
        for transactionID: UInt64, isPresented: Binding<Bool>,
        onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil
    ) -> some View { self }
}

extension EnvironmentValues {
    /// The action that shows an App Store message; calling it does nothing in a render.
    public var displayStoreKitMessage: DisplayMessageAction { DisplayMessageAction() }
    /// The action that asks for a review; calling it does nothing in a render.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
    /// The action that buys a product; calling it buys nothing in a render.
    public var purchase: PurchaseAction { PurchaseAction() }
}

/// The older review prompt; it shows nothing in a render.
open class SKStoreReviewController: NSObject {
    open class func requestReview() {}
}
