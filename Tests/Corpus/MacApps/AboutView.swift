import Trellis

struct AboutView: View {
    @Environment(\.openURL) private var openURL

    private let version = "2.4.1"
    private let build = "412"

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "envelope.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 64, height: 64)
                .foregroundStyle(.white)
                .padding(18)
                .background(
                    LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom),
                    in: RoundedRectangle(cornerRadius: 22, style: .continuous)
                )
                .shadow(radius: 4, y: 2)

            Text("Mail Client")
                .font(.title.bold())
            Text("Version \(version) (\(build))")
                .font(.callout)
                .foregroundStyle(.secondary)
                .textSelection(.enabled)

            Text("A small, fast mail client for people who live in their inbox.")
                .multilineTextAlignment(.center)
                .font(.callout)
                .fixedSize(horizontal: false, vertical: true)

            HStack(spacing: 16) {
                Link("Website", destination: URL(string: "https://example.com")!)
                Link("Release Notes", destination: URL(string: "https://example.com/releases")!)
                Button("Acknowledgements") {
                    openURL(URL(string: "https://example.com/acknowledgements")!)
                }
                .buttonStyle(.link)
            }
            .font(.callout)

            Text("© 2024 Example Software. All rights reserved.")
                .font(.caption)
                .foregroundStyle(.tertiary)
        }
        .padding(28)
        .frame(width: 340)
        .fixedSize()
    }
}

struct AboutView_Previews: PreviewProvider {
    static var previews: some View {
        AboutView()
    }
}
