import Trellis

struct AccountCardView: View {
    let account: Account

    private var gradient: LinearGradient {
        switch account.kind {
        case .checking:
            return LinearGradient(colors: [.blue, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
        case .savings:
            return LinearGradient(colors: [.green, .mint], startPoint: .topLeading, endPoint: .bottomTrailing)
        case .credit:
            return LinearGradient(colors: [.black, .gray], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Label(account.kind.rawValue, systemImage: account.kind.systemImage)
                    .font(.subheadline.weight(.semibold))
                Spacer()
                Image(systemName: "wave.3.right")
                    .font(.title3)
            }
            Spacer()
            Text(account.balance, format: .currency(code: account.currencyCode))
                .font(.system(size: 30, weight: .bold, design: .rounded))
                .minimumScaleFactor(0.6)
                .lineLimit(1)
            HStack {
                Text(account.name)
                    .font(.footnote)
                Spacer()
                Text(account.maskedNumber)
                    .font(.footnote.monospacedDigit())
            }
            .opacity(0.85)
        }
        .foregroundColor(.white)
        .padding(20)
        .frame(height: 180)
        .background(gradient)
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.2), radius: 10, y: 6)
        .accessibilityElement(children: .combine)
    }
}

struct AccountCardView_Previews: PreviewProvider {
    static var previews: some View {
        AccountCardView(account: Account.samples[0])
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
