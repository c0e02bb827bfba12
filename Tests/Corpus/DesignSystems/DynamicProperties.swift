import Trellis

/// Reads the theme and the colour scheme together so components pick the right tint.
@propertyWrapper
struct ThemedColor: DynamicProperty {
    @Environment(\.dsTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    private let keyPath: KeyPath<DSTheme, Color>

    init(_ keyPath: KeyPath<DSTheme, Color>) {
        self.keyPath = keyPath
    }

    var wrappedValue: Color {
        let color = theme[keyPath: keyPath]
        return colorScheme == .dark ? color.opacity(0.85) : color
    }
}

/// A piece of state that also remembers how many times it changed.
@propertyWrapper
struct CountedState<Value>: DynamicProperty {
    @State private var value: Value
    @State private var changes = 0

    init(wrappedValue: Value) {
        _value = State(initialValue: wrappedValue)
    }

    var wrappedValue: Value {
        get { value }
        nonmutating set {
            value = newValue
            changes += 1
        }
    }

    var projectedValue: Binding<Value> {
        Binding(get: { value }, set: { wrappedValue = $0 })
    }

    var changeCount: Int { changes }
}

/// Stores a Codable-free preference in UserDefaults under a library prefix.
@propertyWrapper
struct LibrarySetting<Value>: DynamicProperty {
    @AppStorage private var storage: Value

    var wrappedValue: Value {
        get { storage }
        nonmutating set { storage = newValue }
    }

    var projectedValue: Binding<Value> { $storage }
}

extension LibrarySetting where Value == Bool {
    init(wrappedValue: Bool, _ key: String) {
        _storage = AppStorage(wrappedValue: wrappedValue, "ds.\(key)")
    }
}

extension LibrarySetting where Value == Double {
    init(wrappedValue: Double, _ key: String) {
        _storage = AppStorage(wrappedValue: wrappedValue, "ds.\(key)")
    }
}

struct ThemedSwatch: View {
    @ThemedColor(\.accent) private var accent
    @ThemedColor(\.secondaryAccent) private var secondary

    var body: some View {
        HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 6).fill(accent).frame(width: 36, height: 36)
            RoundedRectangle(cornerRadius: 6).fill(secondary).frame(width: 36, height: 36)
        }
    }
}
