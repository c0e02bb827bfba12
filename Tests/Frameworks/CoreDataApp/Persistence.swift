import CoreData
import Foundation

struct PersistenceController {
    static let shared = PersistenceController()

    static var preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        let start = Date(timeIntervalSince1970: 1_760_000_000)
        let samples: [(String, String, Double, Int16, Bool)] = [
            ("Harbour weekend", "Lisbon", 20, 2, true),
            ("Ski week", "Chamonix", 60, 7, false),
            ("Conference", "Berlin", 5, 3, false),
            ("Family visit", "Dublin", 40, 4, true),
        ]
        for (name, destination, days, nights, isFavorite) in samples {
            let trip = Trip(context: viewContext)
            trip.name = name
            trip.destination = destination
            trip.startDate = start.addingTimeInterval(days * 86_400)
            trip.nights = nights
            trip.isFavorite = isFavorite
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Trips")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores(completionHandler: { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}
