// `import SwiftData` on Linux: models, an in-memory container and its contexts, fetches filtered
// by Foundation's own `Predicate` and sorted by its `SortDescriptor`, and the SwiftUI side
// (`@Query`, `.modelContainer`, `\.modelContext`) that on Apple's platforms comes with SwiftUI.
// Depended on only on Linux, like the SwiftUI product; it re-exports Trellis, as every
// framework module does, so the macros' expansions and a model file see the same names.
@_exported import Trellis
