import CoreData
import Foundation

// Trip and Stop are generated from Trips.xcdatamodeld (codegen "Class Definition"), as Xcode
// generates them; the app adds what it shows.
extension Trip {
    var wrappedName: String { name ?? "Untitled trip" }
}

// Note's codegen is "Category/Extension": the app declares the class, and the generated file
// declares nothing for it.
final class Note: NSManagedObject {
    var text: String?
}
