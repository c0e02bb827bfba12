import Foundation
import Testing
@testable import Trellis
@testable import TrellisCLI
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite

/// A folder of brand fonts made from Debian's fonts-liberation2 (Liberation Sans in four faces,
/// Liberation Serif in one): the second family the tests have besides DejaVu.
enum BrandFontFixture {
    static let system = "/usr/share/fonts/truetype/liberation2"
    static let files = [
        "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf",
        "LiberationSans-BoldItalic.ttf", "LiberationSerif-Regular.ttf",
    ]
    static var isInstalled: Bool { files.allSatisfy { FileManager.default.fileExists(atPath: system + "/" + $0) } }
    static let page = SitePage(id: "brand", title: "Brand fonts") { AnyView(BrandFontScreen()) }
    static let skipMessage: Comment = "needs Debian's fonts-liberation2 (apt-get install fonts-liberation2; .ci/run installs it)"

    /// A fresh folder holding copies of the files (and `extra` files by name and contents).
    static func folder(extra: [String: String] = [:]) throws -> URL {
        let url = try temporaryDirectory().appendingPathComponent("brand fonts")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(atPath: system + "/" + file, toPath: url.appendingPathComponent(file).path)
        }
        for (name, text) in extra { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }
}

/// Brand text beside DejaVu text: every face of the family, a PostScript name, a weight the
/// family lacks, a wrapped paragraph, a Dynamic Type title, mixed runs.
struct BrandFontScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Acme Garden Supplies").font(.custom("Liberation Sans", size: 28, relativeTo: .title).bold())
            Text("Hamburgefonstiv in DejaVu Sans")
            Text("Hamburgefonstiv in Liberation Sans").font(.custom("Liberation Sans", size: 17))
            Text("Semibold asks for 600: the bold face").font(.custom("Liberation Sans", size: 17).weight(.semibold))
            Text("Italic from its own face").font(.custom("Liberation Sans", size: 17).italic())
            Text("Bold italic, by PostScript name").font(.custom("LiberationSans-BoldItalic", fixedSize: 15))
            Text("Serif body text that runs long enough to wrap over several lines in the phone's width, as a card's description does.")
                .font(.custom("Liberation Serif", size: 16))
            (Text("Mixed: ") + Text("brand bold").font(.custom("Liberation Sans", size: 17).bold()) + Text(" and DejaVu"))
            HStack {
                Text("Price").font(.custom("Liberation Sans", size: 15))
                Spacer()
                Text("$12.50").font(.custom("Liberation Sans", size: 15).bold())
            }
            .padding(8)
            .background(Color.yellow.opacity(0.25))
        }
        .padding()
    }
}
