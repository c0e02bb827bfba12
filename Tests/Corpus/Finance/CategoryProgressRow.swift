import Trellis

struct SpendingBar: View {
    var progress: Double
    var color: Color

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(color.opacity(0.15))
                Capsule()
                    .fill(progress > 1 ? Color.red : color)
                    .frame(width: geometry.size.width * min(progress, 1))
            }
        }
        .frame(height: 8)
    }
}

struct CategoryProgressRow: View {
    let category: BudgetCategory
    let spent: Double

    private var progress: Double { spent / category.limit }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: category.icon)
                    .foregroundColor(category.color)
                    .frame(width: 24)
                Text(category.name)
                    .font(.headline)
                Spacer()
                Text(spent, format: .currency(code: "USD"))
                    .fontWeight(.semibold)
                Text("/ \(category.limit, format: .currency(code: "USD").precision(.fractionLength(0)))")
                    .foregroundColor(.secondary)
                    .font(.subheadline)
            }
            SpendingBar(progress: progress, color: category.color)
            HStack {
                Text(progress, format: .percent.precision(.fractionLength(0)))
                Spacer()
                if progress > 1 {
                    Label("Over budget", systemImage: "exclamationmark.triangle.fill")
                        .foregroundColor(.red)
                } else {
                    Text("\((category.limit - spent).formatted(.currency(code: "USD"))) left")
                }
            }
            .font(.caption)
            .foregroundColor(.secondary)
        }
        .padding(.vertical, 6)
    }
}

#Preview {
    List {
        CategoryProgressRow(category: .food, spent: 210)
        CategoryProgressRow(category: .fun, spent: 240)
    }
}
