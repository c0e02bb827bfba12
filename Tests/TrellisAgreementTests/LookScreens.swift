import Foundation
import Trellis
@testable import TrellisTestSupport

/// Screens written as app code writes them: a paywall's footer
/// links under a white foreground, a player's square artwork above fixed rows, a sidebar list
/// with collapsible sections, a control group in content, and a large sheet (a form sheet on
/// the tablet canvas).
struct FooterLinksScreen: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Go Premium").font(.title.bold())
            HStack(spacing: 16) {
                Button("Restore") {}
                Text("·")
                Button("Terms") {}
            }
            .font(.footnote)
            .foregroundStyle(.white.opacity(0.7))
        }
        .padding(24)
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.indigo)
    }
}

struct ArtworkColumnScreen: View {
    var body: some View {
        VStack(spacing: 24) {
            Capsule().fill(.secondary).frame(width: 40, height: 5).padding(.top, 8)
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                .aspectRatio(1, contentMode: .fit)
                .overlay { Image(systemName: "music.note").font(.system(size: 80)).foregroundStyle(.white) }
            Text("Midnight City").font(.title2.bold())
            Spacer()
        }
        .padding(.horizontal, 28)
    }
}

struct SidebarSectionsScreen: View {
    @State private var showsLibrary = true
    @State private var showsPlaylists = false

    var body: some View {
        NavigationStack {
            List {
                Section("Library", isExpanded: $showsLibrary) {
                    Label("Recently Added", systemImage: "clock")
                    Label("Artists", systemImage: "person")
                }
                Section("Playlists", isExpanded: $showsPlaylists) {
                    Text("Road Trip")
                }
                Section("Devices") {
                    Text("This iPhone")
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Music")
        }
    }
}

struct ContentControlGroupScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Actions").font(.headline)
            ControlGroup {
                Button("Like", systemImage: "heart") {}
                Button("Star", systemImage: "star") {}
                Button("Delete", systemImage: "trash") {}
            }
        }
        .padding()
    }
}

let lookScreens: [(id: String, makeView: @MainActor @Sendable () -> AnyView)] = [
    ("footer-links", { AnyView(FooterLinksScreen()) }),
    ("artwork-column", { AnyView(ArtworkColumnScreen()) }),
    ("sidebar-sections", { AnyView(SidebarSectionsScreen()) }),
    ("content-control-group", { AnyView(ContentControlGroupScreen()) }),
    ("large-sheet", { AnyView(LargeSheetScreen()) }),
]
