import SwiftUI

// A card as an app of Xcode 15 or later writes it: the catalog's images and colors through the
// symbols Xcode generates (`Image(.badge)`, `Color(.brand)`), and buttons left in the app's
// accent color but one, which sets its own tint.
struct TrailCard: View {
    var title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(.badge)
                Text(title).font(.headline).foregroundStyle(Color(.brand))
            }
            Image(.trailMap)
                .resizable()
                .aspectRatio(contentMode: .fit)
            HStack {
                Button("Start") {}
                Button("Skip") {}.tint(.purple)
            }
        }
        .padding()
        .background(Color(.cardBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}
