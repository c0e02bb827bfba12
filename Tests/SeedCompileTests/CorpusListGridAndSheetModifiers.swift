import Trellis

// List, grid and sheet modifiers as app code writes them (`import Trellis` standing for
// `import SwiftUI`), compiled in Swift 5 mode: a settings screen with a wheel picker, spaced
// sections and a clear form background, a receipt grid with aligned columns, a mail app split
// into columns and a sheet at a fraction detent.

struct AlarmSettingsView: View {
    @State private var snooze = 9
    @State private var label = "Alarm"
    let minutes = [1, 5, 9, 10, 15, 20, 30]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text(label)
                        .font(.title2)
                        .lineLimit(1)
                        .allowsTightening(true)
                }
                Section("Snooze") {
                    Picker("Snooze", selection: $snooze) {
                        ForEach(minutes, id: \.self) { minute in
                            Text("\(minute) min").tag(minute)
                        }
                    }
                    .pickerStyle(.wheel)
                }
                .listSectionSpacing(.compact)
                Section("Sound") {
                    Text("Radar")
                }
                .listSectionSpacing(40)
            }
            .listSectionSpacing(12)
            .scrollContentBackground(.hidden)
            .background(Color.indigo.opacity(0.15))
            .navigationTitle("Alarm")
        }
    }
}

struct ReceiptGridView: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
            GridRow {
                Text("Item")
                Text("Price").gridColumnAlignment(.trailing)
            }
            .font(.headline)
            GridRow {
                Text("Coffee")
                Text("$3.00")
            }
            GridRow {
                Text("Croissant")
                Text("$12.50")
            }
        }
    }
}

struct MailboxSplitView: View {
    @State private var visibility: NavigationSplitViewVisibility = .all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List {
                Label("Inbox", systemImage: "tray")
                Label("Sent", systemImage: "paperplane")
            }
            .navigationTitle("Mailboxes")
        } detail: {
            Text("No message selected")
        }
    }
}

struct TripSheetView: View {
    @State private var showsDetails = true

    var body: some View {
        Text("Map")
            .sheet(isPresented: $showsDetails) {
                Text("Trip details")
                    .presentationDetents([.fraction(0.25), .height(400), .large])
            }
    }
}
