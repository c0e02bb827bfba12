import CoreData
import CorpusSupport
import Foundation
import SwiftUI
import Testing

/// The trips app above, as its previews render it: valid HTML and SVG whose rows are the ones
/// its fetch requests select, in their order.
@MainActor @Suite struct CoreDataAppTests {
    private func render(_ name: String) async throws -> String {
        let preview = try #require(Preview.all.first { $0.fileID.hasPrefix("CoreDataAppTests/") && $0.name == name })
        let rendering = await renderCorpus([("page", { preview.makeView() })], missingSymbols: .placeholder, folder: "coredata")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let svg = try #require(rendering.documents.first { $0.key.hasSuffix("page.svg") }?.value)
        #expect(!svg.isEmpty)
        return try #require(rendering.documents.first { $0.key.hasSuffix("page.html") }?.value)
    }

    /// The preview's trips in the order they were inserted, read without any sort.
    private func tripsInInsertionOrder() throws -> [Trip] {
        try PersistenceController.preview.container.viewContext.fetch(Trip.fetchRequest())
    }

    private func expectInOrder(_ strings: [String], in document: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = strings.map { document.range(of: $0)?.lowerBound }
        #expect(found.allSatisfy { $0 != nil }, "missing one of \(strings)", sourceLocation: sourceLocation)
        let indices = found.compactMap { $0 }
        #expect(indices == indices.sorted(), "not in the order \(strings)", sourceLocation: sourceLocation)
    }

    @Test func theListShowsEveryTripByStartDate() async throws {
        let trips = try tripsInInsertionOrder()
        let expected = trips.sorted { $0.startDate! < $1.startDate! }.map(\.wrappedName)
        #expect(trips.map(\.wrappedName) != expected)
        let html = try await render("Trips")
        expectInOrder(expected, in: html)
    }

    @Test func favouritesAreFilteredAndSortedByNightsDescending() async throws {
        let trips = try tripsInInsertionOrder()
        let favorites = trips.filter(\.isFavorite)
        let expected = favorites.sorted { $0.nights > $1.nights }.map(\.wrappedName)
        #expect(favorites.map(\.wrappedName) != expected)
        let html = try await render("Favourites")
        expectInOrder(expected, in: html)
        #expect(html.contains("Favourites: \(favorites.count)"))
        for trip in trips where !trip.isFavorite {
            #expect(!html.contains(trip.wrappedName))
        }
    }

    @Test func foundationSortDescriptorsOrderAFetchRequest() async throws {
        let trips = try tripsInInsertionOrder()
        let expected = trips.sorted { $0.nights > $1.nights }.map(\.wrappedName)
        #expect(trips.map(\.wrappedName) != expected)
        let html = try await render("Longest")
        expectInOrder(expected, in: html)
    }

    @Test func theModelsEntitiesAreTheClassesXcodeGenerates() throws {
        let context = NSPersistentContainer(name: "Trips").viewContext
        let trip = Trip(context: context)
        // An inserted object starts at the model's defaults: 1 night, not a favourite, no budget spent.
        #expect(trip.nights == 1)
        #expect(!trip.isFavorite)
        #expect(trip.budget == NSDecimalNumber(string: "0"))
        #expect(trip.name == nil && trip.startDate == nil)
        let sintra = Stop(context: context), porto = Stop(context: context)
        sintra.name = "Sintra"
        porto.name = "Porto"
        trip.addToStops(sintra)
        trip.addToStops(NSSet(array: [porto]))
        #expect(trip.stops?.count == 2)
        trip.removeFromStops(sintra)
        #expect((trip.stops?.allObjects as? [Stop])?.map(\.name) == ["Porto"])
        porto.trip = trip
        #expect(porto.trip === trip)
        #expect(Trip.fetchRequest().entityName == "Trip")
        #expect(try context.fetch(Stop.fetchRequest()).count == 2)
        // Note's codegen is Category/Extension: the app's own class is the one there is.
        #expect(Note(context: context).text == nil)
    }

    @Test func contextsInsertFetchCountAndDeleteInOrder() throws {
        let container = NSPersistentContainer(name: "Trips")
        let context = container.viewContext
        let names = ["c", "a", "b"]
        for name in names {
            Trip(context: context).name = name
        }
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        #expect(try context.fetch(Trip.fetchRequest()).map(\.name) == names)
        let request = Trip.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Trip.name, ascending: true)]
        request.fetchLimit = 2
        #expect(try context.fetch(request).map(\.name) == ["a", "b"])
        let first = try context.fetch(Trip.fetchRequest())[0]
        context.delete(first)
        #expect(first.isDeleted)
        #expect(try context.count(for: Trip.fetchRequest()) == 2)
        // A background context of the same container sees the same store.
        #expect(try container.newBackgroundContext().fetch(request).map(\.name) == ["a", "b"])
    }
}
