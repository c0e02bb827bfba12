import Trellis

struct AgentContactCard: View {
    let agent: Agent
    var onMessage: (() -> Void)? = nil
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                AsyncImage(url: agent.avatarURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Circle()
                        .fill(Color.accentColor.gradient)
                        .overlay {
                            Text(initials)
                                .font(.headline)
                                .foregroundStyle(.white)
                        }
                }
                .frame(width: 56, height: 56)
                .clipShape(Circle())

                VStack(alignment: .leading, spacing: 2) {
                    Text(agent.name).font(.headline)
                    Text(agent.agency).font(.subheadline).foregroundStyle(.secondary)
                    HStack(spacing: 2) {
                        ForEach(0..<5) { index in
                            Image(systemName: Double(index) + 0.5 <= agent.rating ? "star.fill" : "star")
                                .font(.caption2)
                                .foregroundStyle(.yellow)
                        }
                        Text("(\(agent.reviewCount))")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer()
            }

            HStack(spacing: 10) {
                Button {
                    if let url = URL(string: "tel:\(agent.phone.filter(\.isNumber))") { openURL(url) }
                } label: {
                    Label("Call", systemImage: "phone.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)

                Button {
                    onMessage?()
                } label: {
                    Label("Message", systemImage: "message.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)

                Link(destination: URL(string: "mailto:\(agent.email)")!) {
                    Image(systemName: "envelope.fill")
                        .padding(.horizontal, 4)
                }
                .buttonStyle(.bordered)
            }
            .controlSize(.regular)
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(Color(.systemBackground))
                .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 4)
        )
    }

    private var initials: String {
        agent.name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    AgentContactCard(agent: .sample)
        .padding()
}
