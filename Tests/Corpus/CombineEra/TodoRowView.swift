import Trellis

struct TodoRowView: View {
    let item: TodoItem
    var onToggle: () -> Void = {}

    private var priorityColor: Color {
        switch item.priority {
        case .low: return .green
        case .normal: return .gray
        case .high: return .red
        }
    }

    var body: some View {
        HStack {
            Image(systemName: item.isCompleted ? "checkmark.circle.fill" : "circle")
                .foregroundColor(item.isCompleted ? .green : .gray)
                .font(.title2)
                .onTapGesture {
                    self.onToggle()
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .strikethrough(item.isCompleted)
                    .foregroundColor(item.isCompleted ? .gray : .primary)
                if !item.notes.isEmpty {
                    Text(item.notes)
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
            }
            Spacer()
            if item.priority != .normal {
                Text(item.priority.title)
                    .font(.caption2)
                    .bold()
                    .foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(priorityColor)
                    .clipShape(Capsule())
            }
        }
        .contentShape(Rectangle())
    }
}

struct TodoRowView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TodoRowView(item: TodoItem(title: "Buy milk", priority: .high))
            TodoRowView(item: TodoItem(title: "Walk the dog", isCompleted: true))
                .preferredColorScheme(.dark)
        }
        .previewLayout(.sizeThatFits)
    }
}
