#if TRELLIS_PREVIEW_MACRO
import Trellis

// Previews written as app code writes them, with `import Trellis` standing for `import SwiftUI`;
// the tests in this target find them through `Preview.all`, so none is named anywhere else.

struct GreetingCard: View {
    var name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Hello, \(name)")
                .font(.headline)
            Text("Welcome back")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview("x") {
    Text("hi")
}

#Preview {
    GreetingCard(name: "Ada")
}

#Preview("Card that fits", traits: .sizeThatFitsLayout) {
    GreetingCard(name: "Grace")
}

#Preview("Fixed card", traits: .fixedLayout(width: 200, height: 120), .landscapeLeft) {
    let name = "Linus"
    GreetingCard(name: name)
}

#Preview("Swatch", traits: .sizeThatFitsLayout) {
    Color.orange
        .frame(idealWidth: 80, idealHeight: 40)
}
#endif
