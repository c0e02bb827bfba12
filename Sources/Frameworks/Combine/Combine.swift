// `import Combine` on Linux, for Combine-era view models: Trellis re-exports its publishers
// (TrellisPublishers), `ObservableObject` and `@Published`, as SwiftUI re-exports Combine's.
// Depended on only on Linux, like the SwiftUI product.
@_exported import Trellis
