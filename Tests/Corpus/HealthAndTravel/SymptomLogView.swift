import Trellis

struct SymptomLogView: View {
    @State private var selected: Set<String> = ["Headache", "Fatigue"]
    @State private var severity = 2.0
    @State private var date = Date.sample(2024, 6, 12, 10, 30)
    @State private var notes = ""
    @State private var tookMedication = false
    @State private var showSavedAlert = false

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]

    private var severityLevel: Severity {
        Severity(rawValue: Int(severity.rounded())) ?? .none
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    sectionTitle("How are you feeling?")
                    LazyVGrid(columns: columns, alignment: .leading, spacing: 8) {
                        ForEach(SymptomEntry.commonSymptoms, id: \.self) { symptom in
                            SymptomChip(title: symptom, isSelected: selected.contains(symptom)) {
                                if selected.contains(symptom) {
                                    selected.remove(symptom)
                                } else {
                                    selected.insert(symptom)
                                }
                            }
                        }
                    }

                    sectionTitle("Severity")
                    VStack(alignment: .leading) {
                        Slider(value: $severity, in: 0...4, step: 1)
                            .tint(severityColor)
                        HStack {
                            Text("None")
                            Spacer()
                            Text(severityLevel.title)
                                .fontWeight(.semibold)
                                .foregroundStyle(severityColor)
                            Spacer()
                            Text("Extreme")
                        }
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    }

                    sectionTitle("When")
                    DatePicker("Started", selection: $date)
                        .datePickerStyle(.compact)

                    Toggle("I took medication", isOn: $tookMedication)

                    sectionTitle("Notes")
                    TextEditor(text: $notes)
                        .frame(minHeight: 100)
                        .padding(8)
                        .overlay(RoundedRectangle(cornerRadius: 10).stroke(.quaternary))
                        .overlay(alignment: .topLeading) {
                            if notes.isEmpty {
                                Text("Anything that made it better or worse?")
                                    .foregroundStyle(.tertiary)
                                    .padding(16)
                                    .allowsHitTesting(false)
                            }
                        }

                    Button {
                        showSavedAlert = true
                    } label: {
                        Text("Save Entry")
                            .font(.headline)
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
                            .foregroundStyle(.white)
                    }
                    .disabled(selected.isEmpty)
                }
                .padding()
            }
            .navigationTitle("Log Symptoms")
            .alert("Entry saved", isPresented: $showSavedAlert) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("\(selected.count) symptoms logged with \(severityLevel.title.lowercased()) severity.")
            }
        }
    }

    private var severityColor: Color {
        switch severityLevel {
        case .none, .mild: .green
        case .moderate: .yellow
        case .severe: .orange
        case .extreme: .red
        }
    }

    private func sectionTitle(_ title: String) -> some View {
        Text(title)
            .font(.title3.bold())
    }
}

private struct SymptomChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.subheadline)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity)
                .background(isSelected ? Color.accentColor : Color.secondary.opacity(0.12), in: Capsule())
                .foregroundStyle(isSelected ? .white : .primary)
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    SymptomLogView()
}
