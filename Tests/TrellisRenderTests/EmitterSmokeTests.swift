import Foundation
import Testing
import Trellis
import TrellisRender

struct FillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .foregroundColor(.white)
            .background(Color.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

struct SampleDetail: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "leaf.fill").font(.largeTitle)
            Text("A plant").font(.title)
        }
        .navigationTitle("Detail")
    }
}

struct SampleHome: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Text("Welcome to the plant shop").font(.title2)
                Text("Water your plants once a week.\nThey like the sun.")
                HStack {
                    Image(systemName: "star.fill")
                    Text("Favourite")
                    Spacer()
                    Image(systemName: "heart.fill").foregroundColor(.red)
                }
                Button("Buy seeds") {}
                NavigationLink("Details", destination: SampleDetail())
                HStack(spacing: 8) {
                    ForEach(["checkmark", "checkmark.circle.fill", "smallcircle.fill.circle.fill", "paperplane.fill", "tray.2", "bookmark.fill", "person.circle", "chevron.left", "chevron.right", "house.fill", "paintbrush.fill"], id: \.self) { Image(systemName: $0) }
                }
                HStack(spacing: 8) {
                    ForEach(["leaf.fill", "chart.bar.fill", "star.fill", "heart.fill", "gearshape.fill", "bell.fill", "magnifyingglass", "plus", "xmark", "info.circle", "person.fill"], id: \.self) { Image(systemName: $0) }
                }
            }
            .padding()
            .buttonStyle(FillButtonStyle())
            .navigationTitle("Home")
        }
    }
}

struct SampleList: View {
    @State var choice = 1
    var body: some View {
        NavigationStack {
            VStack {
                Picker("Theme", selection: $choice) {
                    Text("Marigold").tag(0)
                    Text("Sunflower").tag(1)
                    Text("Brinjal").tag(2)
                }
                .pickerStyle(SegmentedPickerStyle())
                .padding(.horizontal)
                List {
                    Section("Plants") {
                        Text("Fern")
                        Label("Cactus", systemImage: "leaf.fill")
                        NavigationLink("Details", destination: SampleDetail())
                    }
                    Section {
                        Button("Water all") {}
                        HStack { Text("Watered"); Spacer(); Text("3 today").foregroundColor(.secondary) }
                    }
                }
                .listStyle(InsetGroupedListStyle())
            }
            .navigationTitle("Garden")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor @Test func writesSamplePages() throws {
    let directory = try ProcessInfo.processInfo.environment["TRELLIS_SAMPLES"].map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
    for (name, fragment) in [("home", try render(SampleHome(), theme: .sunflower)), ("list", try render(SampleList(), theme: .brinjal)), ("homem", try render(SampleHome()))] {
        try harnessPage(fragment).write(to: directory.appendingPathComponent(name + ".html"), atomically: true, encoding: .utf8)
        #expect(fragment.body.hasPrefix("<div class=\"trellis-screen"))
    }
}
