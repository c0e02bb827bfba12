import Foundation

extension NSSortDescriptor {
    /// Sorts by an optional value, as a Core Data entity's optional attributes are: nil before any
    /// value when ascending. Linux's Foundation sorts by key paths to `Comparable` values only.
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { lhs, rhs in
            // The comparator gets each value as `Any`; a nil attribute arrives as nil.
            switch (lhs as? Value, rhs as? Value) {
            case (nil, nil): .orderedSame
            case (nil, _): .orderedAscending
            case (_, nil): .orderedDescending
            case let (left?, right?): left < right ? .orderedAscending : right < left ? .orderedDescending : .orderedSame
            }
        }
    }
}
