import Trellis

enum PaymentMethod: String, CaseIterable, Identifiable {
    case applePay = "Apple Pay"
    case card = "Credit card"
    case cash = "Cash"

    var id: Self { self }

    var icon: String {
        switch self {
        case .applePay: "apple.logo"
        case .card: "creditcard"
        case .cash: "banknote"
        }
    }
}

enum DeliveryTime: Hashable {
    case asap
    case scheduled
}

struct CheckoutView: View {
    let total: Decimal

    @State private var street = "221B Baker Street"
    @State private var city = "London"
    @State private var postcode = "NW1 6XE"
    @State private var phone = ""
    @State private var deliveryTime: DeliveryTime = .asap
    @State private var scheduledDate = Date.sample(2024, 6, 12, 19, 30)
    @State private var payment: PaymentMethod = .applePay
    @State private var leaveAtDoor = true
    @State private var cutlery = false
    @State private var tip = 0.15
    @State private var showConfirmation = false

    private let tips = [0.0, 0.1, 0.15, 0.2]

    private var tipAmount: Decimal { total * Decimal(tip) }

    var body: some View {
        Form {
            Section("Delivery address") {
                TextField("Street", text: $street)
                    .textContentType(.fullStreetAddress)
                TextField("City", text: $city)
                TextField("Postcode", text: $postcode)
                    .textContentType(.postalCode)
                TextField("Phone", text: $phone)
                    .keyboardType(.phonePad)
            }

            Section("Delivery time") {
                Picker("When", selection: $deliveryTime) {
                    Text("As soon as possible").tag(DeliveryTime.asap)
                    Text("Schedule").tag(DeliveryTime.scheduled)
                }
                .pickerStyle(.inline)
                .labelsHidden()

                if deliveryTime == .scheduled {
                    DatePicker("Deliver at", selection: $scheduledDate, displayedComponents: [.date, .hourAndMinute])
                }
            }

            Section("Payment") {
                Picker("Pay with", selection: $payment) {
                    ForEach(PaymentMethod.allCases) { method in
                        Label(method.rawValue, systemImage: method.icon).tag(method)
                    }
                }
                Toggle("Leave at the door", isOn: $leaveAtDoor)
                Toggle("Include cutlery", isOn: $cutlery)
            }

            Section {
                Picker("Tip", selection: $tip) {
                    ForEach(tips, id: \.self) { value in
                        Text(value, format: .percent).tag(value)
                    }
                }
                .pickerStyle(.segmented)
            } header: {
                Text("Tip your rider")
            } footer: {
                Text("100% of the tip goes to your rider.")
            }

            Section {
                LabeledContent("Order", value: total.formatted(.currency(code: "USD")))
                LabeledContent("Tip", value: tipAmount.formatted(.currency(code: "USD")))
                LabeledContent("Total") {
                    Text(total + tipAmount, format: .currency(code: "USD"))
                        .font(.headline)
                        .foregroundStyle(.primary)
                }
            }

            Section {
                Button {
                    showConfirmation = true
                } label: {
                    Text("Place order")
                        .frame(maxWidth: .infinity)
                        .font(.headline)
                }
                .disabled(street.isEmpty || postcode.isEmpty)
                .listRowBackground(Color.foodOrange)
                .foregroundStyle(.white)
            }
        }
        .navigationTitle("Checkout")
        .scrollDismissesKeyboard(.interactively)
        .alert("Order placed!", isPresented: $showConfirmation) {
            Button("Track order") {}
            Button("OK", role: .cancel) {}
        } message: {
            Text("Your food will arrive in about 25 minutes.")
        }
    }
}

#Preview {
    NavigationStack {
        CheckoutView(total: 34.70)
    }
}
