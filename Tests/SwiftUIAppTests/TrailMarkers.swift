import SwiftUI

// A row of a hiking app's custom symbol, kept in its asset catalog as a symbolset: reached
// through the symbol Xcode generates and by name, sized by the font and colored by the
// foreground style, as SF Symbols are.
struct TrailMarkers: View {
    var body: some View {
        HStack(spacing: 8) {
            Image(.summit)
                .font(.system(size: 20))
                .foregroundStyle(.green)
            Image("summit")
                .imageScale(.large)
            Text("Summit trail")
        }
    }
}
