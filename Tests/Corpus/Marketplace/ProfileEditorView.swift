import Trellis

struct ProfileEditorView: View {
    @State private var profile = DatingProfile.samples[0]
    @State private var editingPrompt: Prompt?
    @State private var showOnlyVerified = true
    @State private var maxDistance: Double = 25
    @State private var ageRange = 24.0...34.0
    @AppStorage("showMeOnDiscover") private var showMe = true
    @FocusState private var bioFocused: Bool

    private let photoColumns = Array(repeating: GridItem(.flexible(), spacing: 8), count: 3)
    private let interestOptions = ["Climbing", "Coffee", "Film photography", "Tacos", "Dogs", "Hiking", "Board games", "Baking", "Yoga", "Jazz"]

    var body: some View {
        Form {
            Section {
                LazyVGrid(columns: photoColumns, spacing: 8) {
                    ForEach(0..<6) { index in
                        photoSlot(index)
                    }
                }
                .padding(.vertical, 4)
            } header: {
                Text("Photos")
            } footer: {
                Text("Add at least 2 photos. Drag to reorder.")
            }

            Section("About you") {
                TextField("Name", text: $profile.name)
                    .textContentType(.givenName)
                Stepper("Age: \(profile.age)", value: $profile.age, in: 18...99)
                TextField("Job title", text: $profile.job)
                TextField("Bio", text: $profile.bio, axis: .vertical)
                    .lineLimit(3...6)
                    .focused($bioFocused)
                LabeledContent("Characters", value: "\(profile.bio.count)/300")
                    .foregroundStyle(profile.bio.count > 300 ? .red : .secondary)
            }

            Section("Prompts") {
                ForEach(profile.prompts) { prompt in
                    Button {
                        editingPrompt = prompt
                    } label: {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(prompt.question).font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                            Text(prompt.answer).font(.body).foregroundStyle(.primary)
                        }
                    }
                }
                .onDelete { profile.prompts.remove(atOffsets: $0) }
                if profile.prompts.count < 3 {
                    Button {
                        editingPrompt = Prompt(question: "Two truths and a lie", answer: "")
                    } label: {
                        Label("Add a prompt", systemImage: "plus.circle.fill")
                    }
                }
            }

            Section("Interests") {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(interestOptions, id: \.self) { interest in
                            let on = profile.interests.contains(interest)
                            Text(interest)
                                .font(.footnote)
                                .padding(.horizontal, 10)
                                .padding(.vertical, 6)
                                .background(on ? Color.pink.opacity(0.2) : Color.clear, in: Capsule())
                                .overlay(Capsule().stroke(on ? Color.pink : Color.secondary.opacity(0.4)))
                                .onTapGesture {
                                    if on { profile.interests.removeAll { $0 == interest } } else { profile.interests.append(interest) }
                                }
                        }
                    }
                }
                .scrollIndicators(.hidden)
            }

            Section("Discovery") {
                Toggle("Show me on Discover", isOn: $showMe)
                Toggle("Verified profiles only", isOn: $showOnlyVerified)
                VStack(alignment: .leading) {
                    Text("Maximum distance: \(Int(maxDistance)) km")
                    Slider(value: $maxDistance, in: 1...100, step: 1)
                }
                VStack(alignment: .leading) {
                    Text("Ages \(Int(ageRange.lowerBound))–\(Int(ageRange.upperBound))")
                    Slider(value: Binding(get: { ageRange.lowerBound }, set: { ageRange = min($0, ageRange.upperBound)...ageRange.upperBound }), in: 18...60)
                    Slider(value: Binding(get: { ageRange.upperBound }, set: { ageRange = ageRange.lowerBound...max($0, ageRange.lowerBound) }), in: 18...60)
                }
            }
        }
        .navigationTitle("Edit profile")
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { bioFocused = false }
            }
        }
        .sheet(item: $editingPrompt) { prompt in
            PromptEditor(prompt: prompt) { updated in
                if let i = profile.prompts.firstIndex(where: { $0.id == updated.id }) {
                    profile.prompts[i] = updated
                } else {
                    profile.prompts.append(updated)
                }
            }
        }
    }

    @ViewBuilder
    private func photoSlot(_ index: Int) -> some View {
        let url = index < profile.photoURLs.count ? profile.photoURLs[index] : nil
        ZStack(alignment: .bottomTrailing) {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color(.tertiarySystemFill))
                .aspectRatio(3 / 4, contentMode: .fit)
                .overlay {
                    if let url {
                        AsyncImage(url: url) { $0.resizable().scaledToFill() } placeholder: { ProgressView() }
                    } else {
                        Image(systemName: "photo.badge.plus").foregroundStyle(.secondary)
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: 10))
            Image(systemName: url == nil ? "plus.circle.fill" : "xmark.circle.fill")
                .symbolRenderingMode(.palette)
                .foregroundStyle(.white, url == nil ? .pink : .gray)
                .font(.title3)
                .offset(x: 4, y: 4)
        }
    }
}

struct PromptEditor: View {
    @State var prompt: Prompt
    var onSave: (Prompt) -> Void
    @Environment(\.dismiss) private var dismiss

    private let questions = ["Two truths and a lie", "My simple pleasures", "A life goal of mine", "I'm looking for", "The way to win me over is"]

    var body: some View {
        NavigationStack {
            Form {
                Picker("Prompt", selection: $prompt.question) {
                    ForEach(questions, id: \.self) { Text($0) }
                }
                .pickerStyle(.navigationLink)
                Section("Your answer") {
                    TextEditor(text: $prompt.answer)
                        .frame(minHeight: 120)
                }
            }
            .navigationTitle("Prompt")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { onSave(prompt); dismiss() }
                        .disabled(prompt.answer.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview {
    NavigationStack {
        ProfileEditorView()
    }
}
