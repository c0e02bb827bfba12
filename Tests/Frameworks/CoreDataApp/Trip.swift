import CoreData
import Foundation

// The entity class Xcode would generate from the data model, written by hand with stored
// properties, as `@NSManaged` accessors cannot link on Linux.
final class Trip: NSManagedObject {
    var name: String?
    var destination: String?
    var startDate: Date?
    var nights: Int16 = 0
    var isFavorite = false
}

extension Trip {
    static func fetchRequest() -> NSFetchRequest<Trip> {
        NSFetchRequest<Trip>(entityName: "Trip")
    }

    var wrappedName: String { name ?? "Untitled trip" }
}
