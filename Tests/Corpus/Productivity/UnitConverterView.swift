import Trellis

enum LengthUnit: String, CaseIterable, Identifiable {
    case meters, kilometers, feet, miles
    var id: String { rawValue }

    var unit: UnitLength {
        switch self {
        case .meters: return .meters
        case .kilometers: return .kilometers
        case .feet: return .feet
        case .miles: return .miles
        }
    }
}

struct UnitConverterView: View {
    @State private var input = 5.0
    @State private var from: LengthUnit = .kilometers
    @State private var to: LengthUnit = .miles
    @FocusState private var inputIsFocused: Bool

    var result: Measurement<UnitLength> {
        Measurement(value: input, unit: from.unit).converted(to: to.unit)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Amount") {
                    TextField("Amount", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($inputIsFocused)
                }

                Section("From") {
                    Picker("From", selection: $from) {
                        ForEach(LengthUnit.allCases) {
                            Text($0.rawValue.capitalized)
                        }
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                }

                Section("To") {
                    Picker("To", selection: $to) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.rawValue.capitalized).tag(unit)
                        }
                    }
                    .pickerStyle(.wheel)
                }

                Section {
                    Text(result.value, format: .number.precision(.fractionLength(2)))
                        .font(.title.monospacedDigit())
                        .textSelection(.enabled)
                } header: {
                    Text("Result")
                } footer: {
                    Text("\(input.formatted()) \(from.rawValue) is \(result.value.formatted(.number.precision(.significantDigits(4)))) \(to.rawValue).")
                }
            }
            .navigationTitle("Converter")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { inputIsFocused = false }
                }
            }
        }
    }
}
