import Foundation
import Trellis
@testable import TrellisTestSupport

/// Screens written as app code writes them: counts with inflected
/// nouns, menu pickers outside and inside a form, a notes field that reserves its lines, and
/// weather and status symbols in their multicolor, hierarchical and palette looks.
struct InflectedCountsScreen: View {
    let rooms = 3, guests = 1, people = 2, nights = 1, boxes = 5, cities = 4
    var body: some View {
        List {
            Section("Booking") {
                Text("^[\(rooms) room](inflect: true)")
                Text("^[\(guests) guest](inflect: true)")
                Text("^[\(people) person](inflect: true)")
                Text("**^[\(nights) night](inflect: true)** left")
            }
            Section("Shipping") {
                Text("^[\(boxes) box](inflect: true) to ^[\(cities) city](inflect: true)")
                Text("^[2 child](inflect: true), ^[2 woman](inflect: true), ^[3 mouse](inflect: true)")
            }
        }
    }
}

struct MenuPickersScreen: View {
    enum Sort: String, CaseIterable, Hashable { case newest = "Newest", oldest = "Oldest", name = "Name" }
    @State private var sort = Sort.newest
    @State private var flavor = "Chocolate"
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Text("Photos").font(.title2.bold())
                Spacer()
                Picker("Sort by", selection: $sort) {
                    ForEach(Sort.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.menu)
            }
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0).tag($0) }
            }
            Form {
                Picker("Sort by", selection: $sort) {
                    ForEach(Sort.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0).tag($0) }
                }
                .pickerStyle(.menu)
            }
        }
        .padding(.horizontal)
    }
}

struct NotesFieldScreen: View {
    @State private var title = "Groceries"
    @State private var notes = ""
    @State private var summary = "Milk, eggs"
    var body: some View {
        Form {
            Section("Task") {
                TextField("Title", text: $title)
                TextField("Notes", text: $notes, axis: .vertical)
                    .lineLimit(3...6)
            }
            Section("Summary") {
                TextField("Summary", text: $summary, axis: .vertical)
                    .lineLimit(5, reservesSpace: true)
            }
            Section("Reserved text") {
                Text("Two short lines' room")
                    .lineLimit(2, reservesSpace: true)
                    .background(Color.yellow.opacity(0.3))
            }
        }
    }
}

struct SymbolColorsScreen: View {
    static let names = [
        "cloud.sun.fill", "cloud.rain.fill", "sun.max.fill", "flame.fill", "heart.fill",
        "battery.100", "checkmark.circle.fill", "exclamationmark.triangle.fill",
    ]
    func row(_ title: String, @ViewBuilder symbol: @escaping (String) -> some View) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            HStack(spacing: 10) {
                ForEach(Self.names, id: \.self) { name in symbol(name).font(.system(size: 26)) }
            }
        }
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            row("monochrome") { Image(systemName: $0) }
            row("multicolor") { Image(systemName: $0).symbolRenderingMode(.multicolor) }
            row("renderingMode(.original)") { Image(systemName: $0).renderingMode(.original) }
            row("hierarchical, blue") { Image(systemName: $0).symbolRenderingMode(.hierarchical).foregroundStyle(.blue) }
            row("palette: white, green") { Image(systemName: $0).symbolRenderingMode(.palette).foregroundStyle(.white, .green) }
            row("multicolor on a sky card") { Image(systemName: $0).symbolRenderingMode(.multicolor) }
                .padding(10)
                .background(Color.blue, in: RoundedRectangle(cornerRadius: 12))
        }
        .padding()
    }
}

let pickersNotesAndSymbolColorsScreens: [(id: String, makeView: @MainActor @Sendable () -> AnyView)] = [
    ("inflected-counts", { AnyView(InflectedCountsScreen()) }),
    ("menu-pickers", { AnyView(MenuPickersScreen()) }),
    ("notes-field", { AnyView(NotesFieldScreen()) }),
    ("symbol-colors", { AnyView(SymbolColorsScreen()) }),
]
