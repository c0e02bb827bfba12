import Trellis

struct CourseQuizView: View {
    let course: Course
    @Environment(\.dismiss) private var dismiss
    @State private var answers: [Int: Int] = [1: 1]
    @State private var submitted = false

    private var score: Int {
        course.quiz.filter { answers[$0.id] == $0.answer }.count
    }

    var body: some View {
        NavigationStack {
            Form {
                ForEach(course.quiz) { item in
                    Section {
                        Picker(item.prompt, selection: binding(for: item)) {
                            ForEach(item.options.indices, id: \.self) { index in
                                Text(item.options[index]).tag(Optional(index))
                            }
                        }
                        .pickerStyle(.inline)
                        .labelsHidden()
                    } header: {
                        Text("Question \(item.id)")
                    } footer: {
                        if submitted {
                            Text(answers[item.id] == item.answer ? "Correct" : "Answer: \(item.options[item.answer])")
                                .foregroundStyle(answers[item.id] == item.answer ? .green : .red)
                        }
                    }
                }

                if submitted {
                    Section {
                        LabeledContent("Score", value: "\(score) / \(course.quiz.count)")
                    }
                }
            }
            .navigationTitle("\(course.title) Quiz")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Submit") { submitted = true }
                        .disabled(answers.count < course.quiz.count)
                }
            }
        }
    }

    private func binding(for item: QuizItem) -> Binding<Int?> {
        Binding(
            get: { answers[item.id] },
            set: { answers[item.id] = $0 }
        )
    }
}

#Preview {
    CourseQuizView(course: Course.catalog[0])
}
