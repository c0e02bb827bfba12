import CoreData
import SwiftUI

struct TripListView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \Trip.startDate, ascending: true)],
        animation: .default)
    private var trips: FetchedResults<Trip>

    var body: some View {
        NavigationStack {
            List {
                ForEach(trips) { trip in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(trip.wrappedName)
                                .font(.headline)
                            Text(trip.destination ?? "")
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text("\(trip.nights) nights")
                        if trip.isFavorite {
                            Image(systemName: "star.fill")
                                .foregroundStyle(.yellow)
                        }
                    }
                }
                .onDelete(perform: deleteTrips)
            }
            .navigationTitle("Trips")
            .toolbar {
                Button(action: addTrip) {
                    Label("Add Trip", systemImage: "plus")
                }
            }
        }
    }

    private func addTrip() {
        withAnimation {
            let trip = Trip(context: viewContext)
            trip.startDate = Date()
            try? viewContext.save()
        }
    }

    private func deleteTrips(offsets: IndexSet) {
        withAnimation {
            offsets.map { trips[$0] }.forEach(viewContext.delete)
            try? viewContext.save()
        }
    }
}

/// Favourites only, longest stay first, through a request built by hand.
struct FavoriteTripsView: View {
    @FetchRequest(fetchRequest: FavoriteTripsView.request)
    private var favorites: FetchedResults<Trip>

    static var request: NSFetchRequest<Trip> {
        let request = Trip.fetchRequest()
        request.predicate = NSPredicate { trip, _ in (trip as? Trip)?.isFavorite == true }
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Trip.nights, ascending: false)]
        return request
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Favourites: \(favorites.count)")
                .font(.title2)
            ForEach(favorites) { trip in
                Text(trip.wrappedName)
            }
        }
        .padding()
    }
}

#Preview("Trips") {
    TripListView()
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}

#Preview("Favourites") {
    FavoriteTripsView()
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}

/// Longest trips first, sorted with iOS 15's `SortDescriptor`.
struct LongestTripsView: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.nights, order: .reverse)])
    private var trips: FetchedResults<Trip>

    var body: some View {
        List(trips) { trip in
            LabeledContent(trip.wrappedName, value: "\(trip.nights)")
        }
    }
}

#Preview("Longest") {
    LongestTripsView()
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
