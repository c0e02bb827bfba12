import Trellis

/// Captions with the default background, then under an app-wide color with one view overriding it.
struct CaptionsScreen: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 24) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("No color set: the key's default")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    Text("Hello, world!")
                        .caption()
                }

                PlantCaptions()
                    .captionBackgroundColor(.yellow)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .navigationTitle("Captions")
        }
    }
}

/// Stands for the app's content: it sets no caption color of its own except on one caption.
private struct PlantCaptions: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("App-wide: yellow")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Text("Hello, world!")
                .caption(font: .largeTitle)
            Text("Monstera deliciosa")
                .caption(font: .headline)
            Text("Water weekly")
                .caption()
                .captionBackgroundColor(.mint)
            Text("Overridden for this caption: mint")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
