import Trellis

struct LessonDetailView: View {
    let lesson: CourseLesson
    @State private var isCompleted: Bool
    @State private var notes = ""
    @State private var playbackProgress = 0.35

    init(lesson: CourseLesson) {
        self.lesson = lesson
        _isCompleted = State(initialValue: lesson.isCompleted)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                videoPlaceholder

                Text(lesson.title)
                    .font(.title2.bold())
                Text(lesson.summary)
                    .font(.body)
                    .foregroundStyle(.secondary)

                GroupBox {
                    VStack(alignment: .leading, spacing: 10) {
                        ForEach(lesson.keyPoints, id: \.self) { point in
                            Label(point, systemImage: "lightbulb.fill")
                                .symbolRenderingMode(.multicolor)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                } label: {
                    Text("Key points")
                }

                VStack(alignment: .leading) {
                    Text("My notes")
                        .font(.headline)
                    TextEditor(text: $notes)
                        .frame(minHeight: 100)
                        .overlay(
                            RoundedRectangle(cornerRadius: 8)
                                .stroke(Color.secondary.opacity(0.3))
                        )
                }

                Button {
                    withAnimation(.snappy) { isCompleted.toggle() }
                } label: {
                    Label(isCompleted ? "Completed" : "Mark as complete",
                          systemImage: isCompleted ? "checkmark.circle.fill" : "circle")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .tint(isCompleted ? .green : .accentColor)
                .controlSize(.large)
            }
            .padding()
        }
        .navigationTitle("Lesson")
        .navigationBarTitleDisplayMode(.inline)
    }

    private var videoPlaceholder: some View {
        ZStack(alignment: .bottom) {
            Rectangle()
                .fill(Color.black.opacity(0.85))
                .aspectRatio(16 / 9, contentMode: .fit)
                .overlay {
                    Image(systemName: "play.circle.fill")
                        .font(.system(size: 56))
                        .foregroundStyle(.white.opacity(0.9))
                }
            GeometryReader { geo in
                Capsule()
                    .fill(Color.red)
                    .frame(width: geo.size.width * playbackProgress, height: 4)
            }
            .frame(height: 4)
        }
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

#Preview {
    NavigationStack {
        LessonDetailView(lesson: Course.catalog[0].lessons[1])
    }
}
