import Trellis

/// A shop's screens as an app localized with a String Catalog writes them: keys with values
/// interpolated, a plural, a string with two plurals of its own (substitutions), a device
/// variation, `String(localized:)`, a `LocalizedStringResource`, a second table in the older
/// `.strings` and `.stringsdict` formats, and text that is never translated.
struct CartScreen: View {
    var customer = "Ada"
    var itemCount = 3
    var total = 12.5
    var photos = 1
    var albums = 2
    let ordered = Date(timeIntervalSince1970: 1_773_500_966)

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("Welcome, \(customer)!")
                    .font(.title2)
                Text("\(itemCount) items")
                Text("Total: \(total, specifier: "%.2f")")
                    .font(.headline)
                Text("\(customer) has \(photos) photos in \(albums) albums")
                Text("Tap to open")
                    .foregroundStyle(.secondary)
                Text("Only in English")
                Text(String(localized: "Saved"))
                Text(LocalizedStringResource("greeting", defaultValue: "Hello!"))
                Text(LocalizedStringResource("farewell", defaultValue: "Goodbye, \(customer)"))
                Text(ordered, style: .date)
                Text(1234.5, format: .number)
                Text(verbatim: "Cart")
                    .font(.caption)
                Button("Checkout") {}
                    .buttonStyle(.borderedProminent)
            }
            .padding()
            .navigationTitle("Cart")
        }
    }
}

/// A settings screen whose strings live in an older table, `Legacy`: `.strings` files with
/// comments and escapes, and `.stringsdict` plurals.
struct LegacySettingsScreen: View {
    var files = 5

    var body: some View {
        List {
            Text("Settings", tableName: "Legacy")
            Text("Quote", tableName: "Legacy")
            Text("\(files) files", tableName: "Legacy")
            Text("Version", tableName: "Legacy")
        }
    }
}
