import Trellis

/// A toggle bound to its own `@State`, so a render with `--states controls` makes its other
/// value a page: `ControlRecipe.boundToggle`. Public so a printed tree compiles beside the fuzzer.
public struct FuzzBoundToggle: View {
    let title: String
    @State private var isOn: Bool

    public init(title: String, isOn: Bool) {
        self.title = title
        _isOn = State(initialValue: isOn)
    }

    public var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

/// A picker over `options` numbered options bound to its own `@State`: `ControlRecipe.boundPicker`.
public struct FuzzBoundPicker: View {
    let title: String
    let options: Int
    let segmented: Bool
    @State private var selection: Int

    public init(title: String, options: Int, selection: Int, segmented: Bool) {
        self.title = title
        self.options = options
        self.segmented = segmented
        _selection = State(initialValue: selection)
    }

    public var body: some View {
        let picker = Picker(title, selection: $selection) {
            ForEach(0..<options, id: \.self) { option in
                Text("Option \(option)").tag(option)
            }
        }
        if segmented {
            picker.pickerStyle(.segmented)
        } else {
            picker.pickerStyle(.inline)
        }
    }
}
