import Trellis

struct ControlsDemoView: View {
    @State private var acceptsTerms = true
    @State private var newsletter = false
    @State private var darkMode = false
    @State private var wifi = true
    @State private var quantity = 2
    @State private var guests = 1
    @State private var period: Period = .week
    @State private var rating = 3.5
    @State private var name = "Ada"
    @State private var email = "ada@"
    @State private var password = ""
    @CountedState private var volume = 0.4

    var body: some View {
        Form {
            Section("Toggles") {
                Toggle("I accept the terms", isOn: $acceptsTerms)
                    .toggleStyle(.checkbox)
                Toggle("Send me the newsletter", isOn: $newsletter)
                    .toggleStyle(CheckboxToggleStyle(tint: .green))
                Toggle("Wi-Fi", isOn: $wifi)
                    .toggleStyle(.customSwitch())
                Toggle("Dark mode", isOn: $darkMode)
                    .toggleStyle(IconSwitchToggleStyle(onImage: "sun.max.fill", offImage: "moon.fill"))
            }

            Section("Steppers") {
                StepperRow(title: "Quantity", subtitle: "Max 10", value: $quantity)
                StepperRow(title: "Guests", subtitle: nil, value: $guests)
                Stepper("System stepper: \(guests)", value: $guests, in: 1...8)
            }

            Section("Segmented") {
                SegmentedControl(Period.allCases, selection: $period) { $0.rawValue }
                    .listRowInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                Picker("Period", selection: $period) {
                    ForEach(Period.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
            }

            Section("Rating") {
                HStack {
                    RatingView(rating: $rating)
                    Spacer()
                    Text(rating, format: .number.precision(.fractionLength(1)))
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
                ForEach(Review.samples) { review in
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text(review.author).font(.subheadline.bold())
                            Spacer()
                            FractionalRatingView(rating: review.rating)
                                .frame(width: 80)
                        }
                        Text(review.text).font(.footnote)
                    }
                }
            }

            Section("Text fields") {
                TextField("Name", text: $name)
                    .textFieldStyle(OutlinedTextFieldStyle(icon: "person", isFocused: true))
                ValidatedField(title: "Email", text: $email) { value in
                    value.contains("@") && value.contains(".") ? nil : "Enter a valid email address"
                }
                FloatingLabelTextField(title: "Password", text: $password, isSecure: true)
            }

            Section {
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3")
                }
            } header: {
                Text("Counted state")
            } footer: {
                Text("Changed \(_volume.changeCount) times")
            }
        }
        .navigationTitle("Controls")
    }
}

struct ControlsDemoView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            ControlsDemoView()
        }
        .environment(\.dsTheme, .sunset)
    }
}
