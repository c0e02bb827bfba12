import AppKit
import SwiftUI

/// The artifacts of the last build, each with its icon or a generic one, and a button that
/// reveals it in Finder.
struct ArtifactListView: View {
    let artifacts: [BuildArtifact]
    @State private var filter = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                TextField("Filter", text: $filter)
                Button("Done") {
                    NSApp.keyWindow?.makeFirstResponder(nil)
                }
            }
            ForEach(artifacts) { artifact in
                HStack {
                    ArtifactIcon(artifact: artifact)
                    Text(artifact.name)
                    Spacer()
                    Button("Reveal", action: artifact.reveal)
                }
            }
        }
        .padding()
    }
}

struct ArtifactIcon: View {
    let artifact: BuildArtifact

    var body: some View {
        if let icon = artifact.icon {
            Image(nsImage: icon)
                .resizable()
                .frame(width: 32, height: 32)
        } else {
            Image(systemName: "doc")
                .frame(width: 32, height: 32)
        }
    }
}

/// A header with an AppKit image, sized by its own aspect ratio, as alert-style sheets draw one.
struct SheetHeader: View {
    let icon: NSImage
    let message: String

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Image(nsImage: icon)
                .resizable()
                .aspectRatio(icon.size, contentMode: .fit)
                .frame(width: 48)
            Text(message)
                .font(.headline)
        }
        .padding()
    }
}

/// The same header drawn from SwiftUI's own image, to compare with.
struct SwiftUISheetHeader: View {
    let systemName: String
    let message: String

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Image(systemName: systemName)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 48)
            Text(message)
                .font(.headline)
        }
        .padding()
    }
}

#Preview("Artifacts") {
    ArtifactListView(artifacts: BuildArtifact.samples)
}

#Preview("Header") {
    SheetHeader(icon: NSImage(systemSymbolName: "folder", accessibilityDescription: nil)!, message: "Delete the build folder?")
}

#Preview("SwiftUI header") {
    SwiftUISheetHeader(systemName: "folder", message: "Delete the build folder?")
}
