// SwiftUI adds these two to the standard collections so that `.onDelete(perform:)` and
// `.onMove(perform:)` can hand their offsets straight to a model: `items.remove(atOffsets:)`,
// `items.move(fromOffsets:toOffset:)`. Model code calls them, so they exist, and do what SwiftUI's do.

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in their order, before the element that
    /// was at offset `destination` (or at the end when `destination` is the count).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moving: [Element] = []
        var staying: [Element] = []
        var insertion = 0
        for (offset, element) in zip(0..., self) {
            if source.contains(offset) {
                moving.append(element)
            } else {
                if offset < destination { insertion += 1 }
                staying.append(element)
            }
        }
        staying.insert(contentsOf: moving, at: insertion)
        for (index, element) in zip(indices, staying) { self[index] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = Self()
        for (offset, element) in zip(0..., self) where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}
