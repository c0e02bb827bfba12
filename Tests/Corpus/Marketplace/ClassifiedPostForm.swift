import Trellis

enum ItemCondition: String, CaseIterable, Identifiable {
    case new = "New"
    case likeNew = "Like new"
    case good = "Good"
    case fair = "Fair"
    case forParts = "For parts"
    var id: String { rawValue }
}

enum ClassifiedCategory: String, CaseIterable, Identifiable {
    case furniture, electronics, clothing, vehicles, home, sports, free
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct ClassifiedPostForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var price: Double?
    @State private var isFree = false
    @State private var category: ClassifiedCategory = .furniture
    @State private var condition: ItemCondition = .good
    @State private var details = ""
    @State private var zip = "94110"
    @State private var offersPickup = true
    @State private var offersShipping = false
    @State private var showPhone = false
    @State private var availableFrom = Date(timeIntervalSince1970: 1_717_000_000)
    @State private var showingDiscardAlert = false
    @State private var isPosting = false

    private var canPost: Bool {
        !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && (isFree || (price ?? 0) > 0)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 12) {
                        ForEach(0..<4) { _ in
                            RoundedRectangle(cornerRadius: 8)
                                .strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [4]))
                                .foregroundStyle(.secondary)
                                .frame(width: 64, height: 64)
                                .overlay(Image(systemName: "camera").foregroundStyle(.secondary))
                        }
                    }
                } header: {
                    Text("Photos · 0/10")
                }

                Section("Listing") {
                    TextField("What are you selling?", text: $title)
                    Picker("Category", selection: $category) {
                        ForEach(ClassifiedCategory.allCases) { Text($0.title).tag($0) }
                    }
                    Picker("Condition", selection: $condition) {
                        ForEach(ItemCondition.allCases) { condition in
                            Text(condition.rawValue).tag(condition)
                        }
                    }
                    .pickerStyle(.menu)
                }

                Section("Price") {
                    Toggle("Free", isOn: $isFree.animation())
                    if !isFree {
                        TextField("Price", value: $price, format: .currency(code: "USD"))
                            .keyboardType(.decimalPad)
                    }
                }

                Section {
                    TextField("Describe the item, any flaws, dimensions…", text: $details, axis: .vertical)
                        .lineLimit(4, reservesSpace: true)
                } header: {
                    Text("Description")
                } footer: {
                    Text("\(details.count) characters")
                }

                Section("Pickup & delivery") {
                    TextField("ZIP code", text: $zip)
                        .keyboardType(.numberPad)
                        .textContentType(.postalCode)
                    Toggle("Local pickup", isOn: $offersPickup)
                    Toggle("Ships nationwide", isOn: $offersShipping)
                    DatePicker("Available from", selection: $availableFrom, displayedComponents: .date)
                }

                Section {
                    Toggle("Show my phone number", isOn: $showPhone)
                } footer: {
                    Text("Buyers can always message you in the app.")
                }
            }
            .navigationTitle("New listing")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if title.isEmpty { dismiss() } else { showingDiscardAlert = true }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if isPosting {
                        ProgressView()
                    } else {
                        Button("Post") {
                            Task {
                                isPosting = true
                                try? await Task.sleep(for: .seconds(1))
                                isPosting = false
                                dismiss()
                            }
                        }
                        .disabled(!canPost)
                    }
                }
            }
            .alert("Discard this listing?", isPresented: $showingDiscardAlert) {
                Button("Discard", role: .destructive) { dismiss() }
                Button("Keep editing", role: .cancel) {}
            } message: {
                Text("Your draft won't be saved.")
            }
            .interactiveDismissDisabled(!title.isEmpty)
        }
    }
}

#Preview {
    ClassifiedPostForm()
}
