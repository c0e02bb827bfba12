// `import CoreData` on Linux: managed objects in an in-memory store, fetch requests filtered by
// block predicates and sorted by key-path sort descriptors (what Linux's Foundation evaluates),
// and the SwiftUI side (`@FetchRequest`, `\.managedObjectContext`). Depended on only on Linux,
// like the SwiftUI product; it re-exports Trellis, as every framework module does.
@_exported import Trellis
