import Trellis

extension Course {
    var color: Color {
        switch tint {
        case "orange": .orange
        case "blue": .blue
        case "purple": .purple
        case "pink": .pink
        default: .accentColor
        }
    }
}

struct CourseCatalogView: View {
    @State private var courses = Course.catalog
    @State private var levelFilter: CourseLevel?
    @State private var path = NavigationPath()

    private var visibleCourses: [Course] {
        guard let levelFilter else { return courses }
        return courses.filter { $0.level == levelFilter }
    }

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    featured
                    filterChips
                    VStack(spacing: 12) {
                        ForEach(visibleCourses) { course in
                            NavigationLink(value: course) {
                                CourseRow(course: course)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Courses")
            .navigationDestination(for: Course.self) { course in
                CourseDetailView(course: course)
            }
            .navigationDestination(for: CourseLesson.self) { lesson in
                LessonDetailView(lesson: lesson)
            }
        }
    }

    private var featured: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 16) {
                ForEach(courses.prefix(3)) { course in
                    FeaturedCourseCard(course: course)
                        .onTapGesture { path.append(course) }
                }
            }
        }
    }

    private var filterChips: some View {
        HStack {
            FilterChip(title: "All", isSelected: levelFilter == nil) { levelFilter = nil }
            ForEach(CourseLevel.allCases) { level in
                FilterChip(title: level.rawValue.capitalized, isSelected: levelFilter == level) {
                    levelFilter = level
                }
            }
        }
    }
}

struct FeaturedCourseCard: View {
    let course: Course

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: course.symbol)
                .font(.system(size: 34))
                .foregroundStyle(.white)
            Spacer()
            Text(course.title)
                .font(.headline)
                .foregroundStyle(.white)
            Text(course.instructor)
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.8))
        }
        .padding()
        .frame(width: 220, height: 150, alignment: .leading)
        .background(
            LinearGradient(colors: [course.color, course.color.opacity(0.6)], startPoint: .topLeading, endPoint: .bottomTrailing),
            in: RoundedRectangle(cornerRadius: 20)
        )
    }
}

struct FilterChip: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(isSelected ? Color.accentColor : Color(.secondarySystemBackground))
                .foregroundStyle(isSelected ? .white : .primary)
                .clipShape(Capsule())
        }
        .buttonStyle(.plain)
    }
}

struct CourseRow: View {
    let course: Course

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: course.symbol)
                .font(.title2)
                .foregroundStyle(course.color)
                .frame(width: 52, height: 52)
                .background(course.color.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
            VStack(alignment: .leading, spacing: 4) {
                Text(course.title)
                    .font(.headline)
                HStack(spacing: 6) {
                    Text(course.level.rawValue.capitalized)
                    Text("•")
                    Text("\(course.lessons.count) lessons")
                    Text("•")
                    Label(String(format: "%.1f", course.rating), systemImage: "star.fill")
                        .labelStyle(.titleAndIcon)
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                if course.completion > 0 {
                    ProgressView(value: course.completion)
                        .tint(course.color)
                }
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .padding(12)
        .background(Color(.systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.06), radius: 6, y: 3)
    }
}

#Preview {
    CourseCatalogView()
}
