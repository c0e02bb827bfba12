import Trellis

struct BillSplitView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @State private var roundUp = false
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 18, 20, 25, 0]

    var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }

    var tipValue: Double {
        checkAmount / 100 * Double(tipPercentage)
    }

    var grandTotal: Double {
        checkAmount + tipValue
    }

    var totalPerPerson: Double {
        let perPerson = grandTotal / Double(numberOfPeople)
        return roundUp ? perPerson.rounded(.up) : perPerson
    }

    var body: some View {
        NavigationView {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<21, id: \.self) {
                            Text("\($0) people")
                        }
                    }
                } header: {
                    Text("Check")
                }

                Section {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Custom: \(tipPercentage)%", value: $tipPercentage, in: 0...100, step: 1)
                } header: {
                    Text("How much tip do you want to leave?")
                }

                Section {
                    Toggle("Round up per person", isOn: $roundUp)
                }

                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: currencyCode))
                        .font(.largeTitle.weight(.bold))
                        .foregroundColor(tipPercentage == 0 ? .red : .primary)
                }

                Section("Total") {
                    LabeledContent("Subtotal", value: checkAmount, format: .currency(code: currencyCode))
                    LabeledContent("Tip", value: tipValue, format: .currency(code: currencyCode))
                    LabeledContent("Grand total") {
                        Text(grandTotal, format: .currency(code: currencyCode))
                            .bold()
                    }
                }
            }
            .navigationTitle("SplitCheck")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

struct BillSplitView_Previews: PreviewProvider {
    static var previews: some View {
        BillSplitView()
    }
}
