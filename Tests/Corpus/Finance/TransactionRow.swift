import Trellis

struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: transaction.category.icon)
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(.accentColor)
                .frame(width: 40, height: 40)
                .background(Color.accentColor.opacity(0.1), in: Circle())

            VStack(alignment: .leading, spacing: 2) {
                Text(transaction.merchant)
                    .font(.body)
                    .lineLimit(1)
                HStack(spacing: 4) {
                    Text(transaction.category.rawValue.capitalized)
                    if transaction.isPending {
                        Text("• Pending")
                            .italic()
                    }
                }
                .font(.caption)
                .foregroundColor(.secondary)
            }

            Spacer()

            Text(transaction.amount, format: .currency(code: "USD").sign(strategy: .always()))
                .font(.body.monospacedDigit().weight(.medium))
                .foregroundColor(transaction.isIncome ? .green : .primary)
        }
        .padding(.vertical, 4)
    }
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    TransactionRow(transaction: Transaction.samples[1])
        .padding()
}
