import Trellis
@testable import TrellisTestSupport

/// Screens of list, grid and sheet modifiers, written as app code writes them: tightening, the
/// wheel picker, section spacing, hidden list backgrounds, grid column alignment, the split view
/// chosen by the canvas and sheets at fraction and height detents.
struct TighteningScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Tightened to fit the line")
                .lineLimit(1)
                .allowsTightening(true)
                .frame(width: 196, alignment: .leading)
            Text("Tightened to fit the line")
                .lineLimit(1)
                .frame(width: 196, alignment: .leading)
            Text("Far too long to tighten into this line")
                .lineLimit(1)
                .allowsTightening(true)
                .frame(width: 196, alignment: .leading)
            Text("Two lines that tighten a little to stay two lines")
                .font(.headline)
                .lineLimit(2)
                .allowsTightening(true)
                .frame(width: 220, alignment: .leading)
        }
        .padding()
    }
}

struct WheelPickerScreen: View {
    @State private var flavor = "Vanilla"
    @State private var size = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("Flavor") {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Chocolate", "Strawberry", "Vanilla", "Pistachio", "Mango", "Lemon"], id: \.self) { name in
                            Text(name)
                        }
                    }
                    .pickerStyle(.wheel)
                }
                Section("Size") {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.wheel)
                }
            }
            .navigationTitle("Order")
        }
    }
}

struct SectionSpacingScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Compact") {
                    Text("Wi-Fi")
                    Text("Bluetooth")
                }
                Section("Spaced") {
                    Text("Notifications")
                }
                .listSectionSpacing(48)
                Section("Last") {
                    Text("General")
                }
            }
            .listSectionSpacing(.compact)
            .navigationTitle("Settings")
        }
    }
}

struct ContentBackgroundScreen: View {
    @State private var notes = "Buy milk"

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    Text("Ada Lovelace")
                    Toggle("Public", isOn: .constant(true))
                }
                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(height: 88)
                        .scrollContentBackground(.hidden)
                }
            }
            .scrollContentBackground(.hidden)
            .background(Color.teal.opacity(0.35))
            .navigationTitle("Profile")
        }
    }
}

struct GridAlignmentScreen: View {
    var body: some View {
        Grid(alignment: .center, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Item").font(.headline).gridColumnAlignment(.leading)
                Text("Qty").font(.headline)
                Text("Price").font(.headline).gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow {
                Text("Apples")
                Text("12")
                Text("$3.50")
            }
            GridRow {
                Text("Blueberries")
                Text("1")
                Text("$12.00")
            }
        }
        .padding()
        .background(Color.yellow.opacity(0.2))
    }
}

struct SplitViewScreen: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Inbox")
                Text("Drafts")
                Text("Sent")
            }
            .navigationTitle("Mail")
        } detail: {
            Text("Select a message")
                .foregroundStyle(.secondary)
        }
    }
}

struct FractionSheetScreen: View {
    @State private var showsSheet = true

    var body: some View {
        NavigationStack {
            Text("Behind the sheet")
                .navigationTitle("Trips")
                .sheet(isPresented: $showsSheet) {
                    VStack(spacing: 8) {
                        Text("A third of the screen").font(.headline)
                        Text("Drag up for more")
                    }
                    .presentationDetents([.fraction(0.3), .large])
                    .presentationDragIndicator(.visible)
                }
        }
    }
}

struct HeightSheetScreen: View {
    @State private var showsSheet = true

    var body: some View {
        Text("Behind the sheet")
            .sheet(isPresented: $showsSheet) {
                Text("300 points, or half the screen if less")
                    .presentationDetents([.height(300), .medium])
            }
    }
}

let listGridAndSheetModifierScreens: [(id: String, makeView: @MainActor @Sendable () -> AnyView)] = [
    ("tightening", { AnyView(TighteningScreen()) }),
    ("wheel-picker", { AnyView(WheelPickerScreen()) }),
    ("section-spacing", { AnyView(SectionSpacingScreen()) }),
    ("content-background", { AnyView(ContentBackgroundScreen()) }),
    ("grid-alignment", { AnyView(GridAlignmentScreen()) }),
    ("split-view", { AnyView(SplitViewScreen()) }),
    ("fraction-sheet", { AnyView(FractionSheetScreen()) }),
    ("height-sheet", { AnyView(HeightSheetScreen()) }),
]
