import Trellis

/// One product with its name, description and buy button, drawn as the framework placeholder:
/// a render has no App Store to describe the product. It takes the row's width and the height of
/// iOS's regular product view.
public struct ProductView: View {
    public init(id productID: String, prefersPromotionalIcon: Bool = false) {}

    public init<Icon: View>(id productID: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {}

    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {}

    public init<Icon: View>(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {}

    public var body: some View {
        FrameworkPlaceholder("ProductView").frame(maxWidth: .infinity).frame(height: 64)
    }
}

/// A store of products, drawn as the framework placeholder in the space it is given.
public struct StoreView: View {
    public init<Identifiers: Collection>(ids productIDs: Identifiers, prefersPromotionalIcon: Bool = false)
    where Identifiers.Element == String {}

    public init<Identifiers: Collection, Icon: View>(
        ids productIDs: Identifiers, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon
    ) where Identifiers.Element == String {}

    public init<Products: Collection>(products: Products, prefersPromotionalIcon: Bool = false) where Products.Element == Product {}

    public var body: some View { FrameworkPlaceholder("StoreView") }
}

/// A subscription's store page, drawn as the framework placeholder in the space it is given: the
/// marketing content an app passes is drawn above it, as iOS draws it above the plans.
public struct SubscriptionStoreView: View {
    let marketing: AnyView?

    public init(groupID: String) { marketing = nil }

    public init<Content: View>(groupID: String, @ViewBuilder marketingContent: () -> Content) {
        marketing = AnyView(marketingContent())
    }

    public init<Identifiers: Collection>(productIDs: Identifiers) where Identifiers.Element == String { marketing = nil }

    public init<Identifiers: Collection, Content: View>(productIDs: Identifiers, @ViewBuilder marketingContent: () -> Content)
    where Identifiers.Element == String {
        marketing = AnyView(marketingContent())
    }

    public init<Identifiers: Collection>(subscriptions: Identifiers) where Identifiers.Element == Product { marketing = nil }

    public var body: some View {
        VStack(spacing: 0) {
            if let marketing { marketing }
            FrameworkPlaceholder("SubscriptionStoreView")
        }
    }
}

/// The built-in product view styles; the placeholder draws every one alike.
public struct ProductViewStyle: Sendable {
    public static var automatic: ProductViewStyle { ProductViewStyle() }
    public static var compact: ProductViewStyle { ProductViewStyle() }
    public static var regular: ProductViewStyle { ProductViewStyle() }
    public static var large: ProductViewStyle { ProductViewStyle() }
}

/// The subscription store's controls; the placeholder draws every one alike.
public struct SubscriptionStoreControlStyle: Sendable {
    public static var automatic: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle() }
    public static var picker: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle() }
    public static var prominentPicker: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle() }
    public static var buttons: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle() }
    public static var compactPicker: SubscriptionStoreControlStyle { SubscriptionStoreControlStyle() }
}

/// The store's auxiliary buttons.
public enum StoreButtonKind: Sendable {
    case cancellation
    case restorePurchases
    case redeemCode
    case signIn
    case policies
}

/// How the subscription button's label reads.
public struct SubscriptionStoreButtonLabel: Sendable {
    public static var automatic: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel() }
    public static var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel() }
    public static var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel() }
    public static var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel() }
    public static var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel() }
    public static var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel() }
}

/// The policy pages a subscription store links to.
public enum SubscriptionStorePolicyKind: Sendable {
    case privacyPolicy
    case termsOfService
}

/// What a store view's purchase task reports.
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    case loading
    case failure(any Error)
    case success(Value)

    /// The value, once loaded.
    public var value: Value? { if case .success(let value) = self { value } else { nil } }

    /// The state with its value transformed.
    public func map<T: Sendable>(_ transform: (Value) async throws -> T) async rethrows -> EntitlementTaskState<T> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): .success(try await transform(value))
        }
    }
}

extension View {
    public func productViewStyle(_ style: ProductViewStyle) -> some View { self }
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle) -> some View { self }
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
    public func subscriptionStoreControlIcon<Icon: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon) -> some View { self }

    /// Runs when a purchase completes; nothing is bought in a render.
    public func onInAppPurchaseCompletion(
        perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void
    ) -> some View { self }

    /// Runs when a purchase starts; nothing is bought in a render.
    public func onInAppPurchaseStart(perform action: @escaping (Product) async -> Void) -> some View { self }

    /// Watches a subscription group's status; a render has none, so the action never runs.
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View { self }

    /// Watches a product's entitlement; a render has none, so the action never runs.
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View { self }

    /// The in-app purchase sheet for `isPresented`; nothing is bought in a render.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

    /// The offer-code sheet; nothing is redeemed in a render.
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View { self }
}
