import Foundation
import Testing
import Trellis
import TrellisSite

struct FillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .foregroundColor(.white)
            .background(Color.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}
@testable import TrellisTestSupport

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

/// Writes the sample screens (to $TRELLIS_SAMPLES when set, for a look in Chromium) and checks
/// they are well-formed and complete.
@MainActor @Test func writesSamplePages() throws {
    let directory = try ProcessInfo.processInfo.environment["TRELLIS_SAMPLES"].map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
    for (name, fragment) in [("home", try render(SampleHome(), theme: .sunflower)), ("list", try render(SampleList(), theme: .brinjal)), ("homem", try render(SampleHome()))] {
        let page = harnessPage(fragment)
        try page.write(to: directory.appendingPathComponent(name + ".html"), atomically: true, encoding: .utf8)
        #expect(fragment.body.hasPrefix("<div class=\"trellis-screen"))
        #expect(isWellFormedXML(page))
        // home: the 22 icons plus star and heart; list: the Label icon and the disclosure chevron.
        #expect(fragment.count("<svg ") == (name == "list" ? 2 : 24))
    }
}

struct SampleShapes: View {
    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Circle().fill(Color.yellow)
                Text("Zed").font(.title)
            }
            .frame(width: 120, height: 80)
            .border(Color.blue, width: 2)
            HStack {
                Capsule().fill(Color.green).frame(width: 60, height: 24)
                RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2).frame(width: 40, height: 24)
                Ellipse().fill(Color.purple).frame(width: 50, height: 24)
                Circle().strokeBorder(Color.orange, lineWidth: 3).frame(width: 24, height: 24)
            }
            Text("This text is limited to two lines, so the rest of it is cut off with an ellipsis at the end of the second line.")
                .lineLimit(2)
                .padding(8)
                .background(Color.gray.opacity(0.2))
                .cornerRadius(8)
            Text("Badge").padding(6).overlay(Circle().fill(Color.red).frame(width: 10, height: 10), alignment: .topTrailing)
            HStack(alignment: .top) {
                Text("Left column with several words that wrap").multilineTextAlignment(.leading)
                Divider()
                Text("Right").frame(maxWidth: .infinity, alignment: .trailing)
            }
            .frame(height: 60)
            Text("Half opacity").opacity(0.5)
            Color.teal.frame(height: 40).clipShape(Capsule())
        }
        .padding()
    }
}

@MainActor @Test func writesShapeAndDetailPages() throws {
    let directory = try ProcessInfo.processInfo.environment["TRELLIS_SAMPLES"].map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
    let tree = SampleHome().resolved()
    var destination: ResolvedDestination?
    _ = try HTMLEmitter().render(tree) { destination = $0; return nil }
    let detail = try HTMLEmitter().render(try #require(destination).tree, back: "home.html") { _ in nil }
    try harnessPage(detail).write(to: directory.appendingPathComponent("detail.html"), atomically: true, encoding: .utf8)
    let shapes = try render(SampleShapes())
    try harnessPage(shapes).write(to: directory.appendingPathComponent("shapes.html"), atomically: true, encoding: .utf8)
    #expect(isWellFormedXML(harnessPage(shapes)))
    #expect(isWellFormedXML(harnessPage(detail)))
    #expect(detail.body.contains("href=\"home.html\""))
}
