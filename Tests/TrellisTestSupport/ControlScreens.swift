import Foundation
import Trellis

/// A screen of every control in the states a binding can hold, and the accessibility
/// modifiers, as the render tests draw and check it.
struct ControlsScreen: View {
    @State private var wifi = true
    @State private var airplane = false
    @State private var name = ""
    @State private var city = "Lisbon"
    @State private var password = "hunter2"
    @State private var notes = "Bring the blue folder.\nCall before noon."
    @State private var count = 42
    @State private var volume = 0.3
    @State private var brightness = 0.75
    @State private var quantity = 0
    @State private var date = Date(timeIntervalSince1970: 1_767_606_060)
    @State private var color = Color.orange

    var body: some View {
        NavigationStack {
            List {
                Section("Toggles") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Airplane Mode", systemImage: "paperplane.fill", isOn: $airplane)
                    Toggle("Tinted", isOn: .constant(true)).tint(.blue)
                    Toggle("Disabled", isOn: .constant(true)).disabled(true)
                    HStack {
                        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                        Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                    }
                }
                Section("Text") {
                    TextField("Name", text: $name)
                    TextField("City", text: $city)
                    TextField("Email", text: $name, prompt: Text("you@example.com")).textFieldStyle(.roundedBorder)
                    SecureField("Password", text: $password)
                    TextField("Count", value: $count, format: .number)
                    TextEditor(text: $notes).frame(height: 80)
                }
                Section("Values") {
                    Slider(value: $volume) { Text("Volume") }
                    Slider(value: $brightness, in: 0...1) {
                        Text("Brightness")
                    } minimumValueLabel: {
                        Image(systemName: "sun.max")
                    } maximumValueLabel: {
                        Image(systemName: "sun.max.fill")
                    }
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
                    ProgressView(value: 0.6)
                    ProgressView("Loading…")
                }
                Section("Pickers") {
                    DatePicker("Starts", selection: $date)
                    DatePicker("Day", selection: $date, displayedComponents: .date)
                    ColorPicker("Accent", selection: $color)
                    Menu("Sort by") { Button("Name") {}; Button("Date") {} }
                    EditButton()
                }
                Section("Labels") {
                    Label("Title and icon", systemImage: "star.fill")
                    Label("Title only", systemImage: "star.fill").labelStyle(.titleOnly)
                    Label("Icon only", systemImage: "star.fill").labelStyle(.iconOnly)
                }
                Section("Accessibility") {
                    Text("Heading").font(.headline).accessibilityAddTraits(.isHeader)
                    Image(systemName: "heart.fill").accessibilityLabel("Favorite")
                    Text("Hidden").accessibilityHidden(true)
                    HStack {
                        Text("Steps")
                        Text("9,214").foregroundStyle(.secondary)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityHint("Today's total")
                    .accessibilityIdentifier("steps-row")
                }
            }
            .navigationTitle("Controls")
        }
    }
}
