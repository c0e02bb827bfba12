import Trellis

struct LessonPathView: View {
    let units: [LanguageUnit]
    @State private var selectedLesson: Lesson?

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 24, pinnedViews: [.sectionHeaders]) {
                ForEach(units) { unit in
                    Section {
                        ForEach(Array(unit.lessons.enumerated()), id: \.element.id) { index, lesson in
                            LessonNode(lesson: lesson)
                                .offset(x: zigzagOffset(for: index))
                                .onTapGesture {
                                    if lesson.status != .locked { selectedLesson = lesson }
                                }
                        }
                    } header: {
                        UnitHeader(unit: unit)
                    }
                }
            }
            .padding(.bottom, 40)
        }
        .sheet(item: $selectedLesson) { lesson in
            LessonStartSheet(lesson: lesson)
                .presentationDetents([.height(260)])
                .presentationDragIndicator(.visible)
        }
    }

    private func zigzagOffset(for index: Int) -> CGFloat {
        let pattern: [CGFloat] = [0, 50, 70, 50, 0, -50, -70, -50]
        return pattern[index % pattern.count]
    }
}

private struct UnitHeader: View {
    let unit: LanguageUnit

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(unit.title.uppercased())
                    .font(.caption.bold())
                    .opacity(0.8)
                Text(unit.subtitle)
                    .font(.title3.bold())
            }
            Spacer()
            Image(systemName: "book.closed.fill")
                .font(.title2)
        }
        .foregroundStyle(.white)
        .padding()
        .background(Color.green, in: RoundedRectangle(cornerRadius: 16))
        .padding(.horizontal)
    }
}

struct LessonNode: View {
    let lesson: Lesson

    private var color: Color {
        switch lesson.status {
        case .completed: return .yellow
        case .inProgress, .available: return .green
        case .locked: return Color(.systemGray4)
        }
    }

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                if lesson.status == .inProgress {
                    ProgressRing(progress: lesson.progress, lineWidth: 6)
                        .frame(width: 88, height: 88)
                }
                Circle()
                    .fill(color)
                    .frame(width: 70, height: 70)
                    .shadow(color: color.opacity(0.6), radius: 0, x: 0, y: 5)
                Image(systemName: lesson.status == .locked ? "lock.fill" : lesson.icon)
                    .font(.title2)
                    .foregroundStyle(lesson.status == .locked ? Color.secondary : Color.white)
            }
            .frame(width: 90, height: 90)
            Text(lesson.title)
                .font(.footnote.weight(.semibold))
                .foregroundStyle(lesson.status == .locked ? .secondary : .primary)
        }
    }
}

private struct LessonStartSheet: View {
    let lesson: Lesson
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(lesson.title)
                .font(.title.bold())
            Text("Earn \(lesson.xp) XP")
                .foregroundStyle(.secondary)
            Button {
                dismiss()
            } label: {
                Text(lesson.status == .completed ? "Practice again" : "Start lesson")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
            }
            .buttonStyle(.borderedProminent)
            .tint(.green)
        }
        .padding(24)
    }
}

#Preview {
    LessonPathView(units: LanguageUnit.samples)
}
