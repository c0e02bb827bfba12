import Foundation

/// An in-app purchase as the App Store describes it. A render has no App Store, so
/// `products(for:)` finds none and no product can be made: code that lists products renders the
/// list empty, as it would before the store answered.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?
    public let priceFormatStyle: Decimal.FormatStyle.Currency

    /// The products with these identifiers: none, since a render has no App Store.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// Buying does nothing in a render; it reports that the user cancelled.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    /// The latest transaction for this product: none.
    public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }

    /// The current entitlement for this product: none.
    public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }

    /// What kind of purchase a product is.
    public struct ProductType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// How a purchase ended.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption() }
    }

    /// A subscription's period, group and offers.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        /// The subscription's level of service in its group; 1 is the highest.
        public let groupLevel: Int
        public let subscriptionPeriod: SubscriptionPeriod
        public let introductoryOffer: SubscriptionOffer?
        public let promotionalOffers: [SubscriptionOffer]

        /// The statuses of a subscription group: none, since a render has no App Store.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// Whether the user may take the introductory offer: no, since there is no store.
        public var isEligibleForIntroOffer: Bool { get async { false } }

        /// The subscription's period unit as text ("month"), for `unit.formatted(_:)`.
        public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle { .init() }

        /// A subscription's state for the user.
        public struct Status: Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
            public let renewalInfo: VerificationResult<RenewalInfo>

            /// Status changes as they happen: none.
            public static var updates: NoStoreUpdates<Status> { NoStoreUpdates() }
        }

        /// How a subscription will renew.
        public struct RenewalInfo: Hashable, Sendable {
            public let currentProductID: String
            public let autoRenewPreference: String?
            public let willAutoRenew: Bool
            public let expirationReason: ExpirationReason?
            public let renewalDate: Date?

            public struct ExpirationReason: Hashable, Sendable, RawRepresentable {
                public let rawValue: Int
                public init(rawValue: Int) { self.rawValue = rawValue }
                public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
                public static let billingError = ExpirationReason(rawValue: 2)
                public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
                public static let productUnavailable = ExpirationReason(rawValue: 4)
                public static let unknown = ExpirationReason(rawValue: 5)
            }
        }

        /// Whether a subscription is active.
        public struct RenewalState: Hashable, Sendable, RawRepresentable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }
    }

    /// A length of time a subscription renews after.
    public struct SubscriptionPeriod: Hashable, Sendable {
        public let unit: Unit
        public let value: Int

        public enum Unit: Hashable, Sendable {
            case day
            case week
            case month
            case year

            /// The unit's name in English: "day", "week", "month", "year".
            public var localizedDescription: String { FormatStyle().format(self) }

            public func formatted(_ style: FormatStyle) -> String { style.format(self) }

            /// Writes a unit's name.
            public struct FormatStyle: Foundation.FormatStyle {
                public init() {}
                public func format(_ unit: Unit) -> String {
                    switch unit {
                    case .day: "day"
                    case .week: "week"
                    case .month: "month"
                    case .year: "year"
                    }
                }
            }
        }
    }

    /// An introductory or promotional price.
    public struct SubscriptionOffer: Hashable, Sendable {
        public let id: String?
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode

        public enum PaymentMode: Hashable, Sendable {
            case freeTrial
            case payAsYouGo
            case payUpFront
        }
    }
}

/// A value the App Store signed, checked or not.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// Why a value failed verification.
    public enum VerificationError: Error, Sendable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }

    /// The value if it was verified; else the verification error is thrown.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, whether it was verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }
}

/// A purchase the App Store recorded. None exist in a render: the sequences of current
/// entitlements and updates end at once.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let isUpgraded: Bool
    public let subscriptionGroupID: String?
    public let ownershipType: OwnershipType

    /// Whether the purchase was the user's own or shared by family.
    public struct OwnershipType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Marks the transaction delivered; nothing to tell a store in a render.
    public func finish() async {}

    /// The user's current entitlements: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Transactions as they happen: none.
    public static var updates: Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
    /// Unfinished transactions: none.
    public static var unfinished: Transactions { Transactions() }

    /// The current entitlement for `productID`: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The latest transaction for `productID`: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions; it ends without any.
    public typealias Transactions = NoStoreUpdates<VerificationResult<Transaction>>
}

/// A sequence of what the App Store reports (transactions, statuses, messages, storefronts)
/// that ends at once: a render has no App Store to report anything.
public struct NoStoreUpdates<Element: Sendable>: AsyncSequence, Sendable {
    public init() {}

    public struct AsyncIterator: AsyncIteratorProtocol {
        public mutating func next() async -> Element? { nil }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// The App Store country the user buys in; a render has none.
public struct Storefront: Identifiable, Hashable, Sendable {
    public let id: String
    public let countryCode: String

    /// The current storefront: none.
    public static var current: Storefront? { get async { nil } }
    /// Storefront changes: none.
    public static var updates: NoStoreUpdates<Storefront> { NoStoreUpdates() }
}

/// A message the App Store asks the app to show (a price increase, a billing issue); none in a
/// render.
public struct Message: Hashable, Sendable {
    public let reason: Reason

    /// Messages as they arrive: none.
    public static var messages: NoStoreUpdates<Message> { NoStoreUpdates() }

    public struct Reason: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let generic = Reason(rawValue: "generic")
        public static let priceIncreaseConsent = Reason(rawValue: "priceIncreaseConsent")
        public static let billingIssue = Reason(rawValue: "billingIssue")
        public static let winBackOffer = Reason(rawValue: "winBackOffer")
    }
}

/// The App Store itself.
public enum AppStore {
    /// Syncing purchases does nothing in a render.
    public static func sync() async throws {}
    /// Whether the user may pay: no, since there is no store.
    public static var canMakePayments: Bool { false }
}

/// Errors StoreKit reports.
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case notAvailableInStorefront
    case notEntitled
}
