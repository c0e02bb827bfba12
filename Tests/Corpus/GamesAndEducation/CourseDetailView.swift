import Trellis

struct CourseDetailView: View {
    let course: Course
    @State private var showQuiz = false
    @State private var isEnrolled = true

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Image(systemName: course.symbol)
                            .font(.largeTitle)
                            .foregroundStyle(course.color)
                        Spacer()
                        Text(course.level.rawValue.capitalized)
                            .font(.caption.bold())
                            .padding(.horizontal, 8)
                            .padding(.vertical, 4)
                            .background(course.color.opacity(0.2), in: Capsule())
                    }
                    Text(course.title)
                        .font(.title.bold())
                    Text("by \(course.instructor)")
                        .foregroundStyle(.secondary)
                    HStack(spacing: 16) {
                        Label("\(course.totalMinutes) min", systemImage: "clock")
                        Label("\(course.lessons.count) lessons", systemImage: "list.bullet")
                        Label(course.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                    }
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                }
                .padding(.vertical, 8)
            }

            Section("Lessons") {
                ForEach(Array(course.lessons.enumerated()), id: \.element.id) { index, lesson in
                    NavigationLink(value: lesson) {
                        HStack {
                            Image(systemName: lesson.isCompleted ? "checkmark.circle.fill" : "\(index + 1).circle")
                                .foregroundStyle(lesson.isCompleted ? .green : .secondary)
                                .font(.title3)
                            VStack(alignment: .leading) {
                                Text(lesson.title)
                                Text("\(lesson.minutes) min")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }

            if !course.quiz.isEmpty {
                Section {
                    Button {
                        showQuiz = true
                    } label: {
                        Label("Take the course quiz", systemImage: "questionmark.circle")
                    }
                } footer: {
                    Text("\(course.quiz.count) questions · Pass with 70%")
                }
            }

            Section {
                Toggle("Enrolled", isOn: $isEnrolled)
                ShareLink(item: "Check out \(course.title)!") {
                    Label("Share course", systemImage: "square.and.arrow.up")
                }
            }
        }
        .navigationTitle(course.title)
        .navigationBarTitleDisplayMode(.inline)
        .fullScreenCover(isPresented: $showQuiz) {
            CourseQuizView(course: course)
        }
    }
}

#Preview {
    NavigationStack {
        CourseDetailView(course: Course.catalog[0])
    }
}
