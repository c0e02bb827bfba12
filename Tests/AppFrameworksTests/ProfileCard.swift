import SwiftUI

// A profile card sized from the screen, with UIKit fonts, images, haptics and a link out; on iOS,
// `import SwiftUI` alone makes UIKit's names visible, and the file keeps that one import.
struct ProfileCard: View {
    let name: String
    let website = URL(string: "https://example.com/sam")!
    private let tap = UIImpactFeedbackGenerator(style: .medium)

    var body: some View {
        VStack(spacing: 12) {
            Image(uiImage: UIImage(systemName: "person.crop.circle.fill")!)
                .font(.system(size: 48))
            Text(name)
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Text(verbatim: "Canvas \(Int(UIScreen.main.bounds.width))")
                .font(Font(UIFont.systemFont(ofSize: 13, weight: .regular)))
                .foregroundColor(Color(UIColor.secondaryLabel))
            Button("Visit website") {
                tap.impactOccurred()
                if UIApplication.shared.canOpenURL(website) {
                    UIApplication.shared.open(website)
                }
                UINotificationFeedbackGenerator().notificationOccurred(.success)
                UISelectionFeedbackGenerator().selectionChanged()
            }
        }
        .padding()
        .frame(width: UIScreen.main.bounds.width * 0.8)
        .background(Color.cardBackground)
        .cornerRadius(16)
    }
}

struct ProfileScreen: View {
    var body: some View {
        ZStack {
            Color.screenBackground.ignoresSafeArea()
            ProfileCard(name: "Sam Rivera")
        }
    }
}
