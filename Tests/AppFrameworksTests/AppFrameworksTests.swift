import CorpusSupport
import Foundation
import OSLog
import Testing
import Trellis
import UniformTypeIdentifiers

/// App code that keeps its imports of UIKit, CoreGraphics, WebKit, OSLog, UniformTypeIdentifiers
/// and SwiftUI: its screens render valid pages, and the UIKit values draw as iOS draws them.
@MainActor @Suite struct AppFrameworksTests {
    private func resolved(_ color: Color, dark: Bool = false) -> Color.Resolved {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        return color.resolve(in: environment)
    }

    @Test func uiKitSystemColorsKeepTheirLightAndDarkValues() {
        // UIKit's published values: systemBackground white/black, secondarySystemBackground
        // #F2F2F7/#1C1C1E, systemGroupedBackground #F2F2F7/#000000.
        #expect(resolved(Color(UIColor.systemBackground)).hexString == "#FFFFFF")
        #expect(resolved(Color(UIColor.systemBackground), dark: true).hexString == "#000000")
        #expect(resolved(.cardBackground).hexString == "#F2F2F7")
        #expect(resolved(.cardBackground, dark: true).hexString == "#1C1C1E")
        #expect(resolved(.screenBackground, dark: true).hexString == "#000000")
        // UIColor.red is pure red, unlike systemRed and SwiftUI's red.
        #expect(resolved(Color(UIColor.red)).hexString == "#FF0000")
        #expect(resolved(Color(uiColor: .systemRed)) == resolved(.red))
        #expect(resolved(Color(UIColor.secondaryLabel)).opacity == 0.6)
    }

    @Test func uiColorInitializersAndConversionsBothWays() {
        #expect(resolved(.brand) == Color.Resolved(red: 0.2, green: 0.4, blue: 0.8))
        #expect(resolved(.brandMuted) == resolved(Color(hue: 0.6, saturation: 0.5, brightness: 0.9).opacity(0.5)))
        #expect(resolved(.adaptiveInk).hexString == Color.Resolved(red: 0.1, green: 0.1, blue: 0.1).hexString)
        #expect(resolved(.adaptiveInk, dark: true).hexString == Color.Resolved(red: 0.9, green: 0.9, blue: 0.9).hexString)
        #expect(resolved(Color(UIColor.accentBridge)) == resolved(.orange))
        #expect(resolved(Color(UIColor.accentBridge), dark: true) == resolved(.orange, dark: true))
        let components = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor.components
        #expect(components == [1, 0.5, 0, 0.25])
        #expect(resolved(Color(cgColor: Stroke(points: []).color)).hexString == "#FF0000")
        #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.components?.prefix(3).map { Int(($0 * 255).rounded()) } == [0x0A, 0x84, 0xFF])
    }

    @Test func uiFontsAreSwiftUIFontsWithUIKitsPointSizes() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == .title)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(Font(UIFont.systemFont(ofSize: 13, weight: .semibold)) == .system(size: 13, weight: .semibold))
        #expect(BadgeStyle().font.pointSize == 13)
        #expect(Font(BadgeStyle().font.withSize(20)) == .system(size: 20, weight: .semibold))
        #expect(Font(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)) == .system(size: 12, weight: .regular, design: .monospaced))
    }

    @Test func uiImagesDrawAsTheImagesTheyName() {
        #expect(Image(uiImage: UIImage(systemName: "star.fill")!).resolved().root == Image(systemName: "star.fill").resolved().root)
        #expect(Image(uiImage: UIImage(named: "cover")!).resolved().root == Image("cover").resolved().root)
        #expect(UIImage(data: Data([0x89, 0x50])) == nil)
    }

    @Test func theApplicationOpensNothing() {
        var reported: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { reported = $0 }
        #expect(reported == false)
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
    }

    @Test func anAppBesideItsDelegatesRendersItsWindow() {
        #expect(NotesApp().resolved().root == NotesScreen().resolved().root)
        #expect(!NotesAppDelegate().launchedWithURL)
    }

    @Test func theScreenIsThePhoneOutsideARender() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func eachConcurrentRenderReadsItsOwnCanvas() async {
        let sizes = [RenderCanvas.phone, .tablet, .desktop, RenderCanvas(name: "300x500", width: 300, height: 500)]
        let read = await withTaskGroup(of: (Int, CGRect).self) { group in
            for (index, canvas) in sizes.enumerated() {
                group.addTask {
                    await ScreenCanvas.$current.withValue(ScreenCanvas(canvas.size)) {
                        await Task.yield()
                        return (index, UIScreen.main.bounds)
                    }
                }
            }
            var found: [Int: CGRect] = [:]
            for await (index, bounds) in group { found[index] = bounds }
            return found
        }
        for (index, canvas) in sizes.enumerated() {
            #expect(read[index] == CGRect(origin: .zero, size: canvas.size))
        }
    }

    @Test func uiScreenBoundsAreEachPagesCanvas() async {
        let rendering = await renderCorpus([(id: "profile", view: { AnyView(ProfileScreen()) })], canvases: [.phone, .tablet])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let phone = rendering.documents["marigold/profile.html"] ?? ""
        let tablet = rendering.documents["marigold/profile.tablet.html"] ?? ""
        #expect(phone.contains("Canvas 390") && !phone.contains("Canvas 820"))
        #expect(tablet.contains("Canvas 820") && !tablet.contains("Canvas 390"))
        // The card is 80% of each canvas wide: 312 and 656 points.
        #expect(phone.contains("width:312px") && !phone.contains("width:656px"))
        #expect(tablet.contains("width:656px") && !tablet.contains("width:312px"))
    }

    @Test func representablesDrawAsNamedPlaceholdersOfTheirFrame() async {
        let rendering = await renderCorpus([
            (id: "notes", view: { AnyView(NotesScreen()) }),
            (id: "terms", view: { AnyView(TermsScreen()) }),
        ])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let notes = rendering.documents["marigold/notes.html"] ?? ""
        #expect(notes.contains("NotesTextView"))
        #expect(notes.contains("ImagePicker"))
        // Each placeholder takes the frame its representable is given.
        #expect(notes.contains("width:120px;height:90px"))
        #expect(rendering.documents["marigold/terms.html"]?.contains("WebPage") == true)
        #expect(rendering.documents["marigold/notes.svg"]?.contains("NotesTextView") == true)
    }

    @Test func foundationLocalizesToTheKeysValue() {
        #expect(NoteStrings.title == "Notes")
        #expect(NoteStrings.count(3) == "3 notes")
        #expect(NoteStrings.empty == "No notes yet")
        #expect(String(localized: NoteStrings.settingsTitle) == "Settings")
        #expect(NoteStrings.helpLink.keys.map(\.rawValue) == ["NSLink"])
        let text = Text(NoteStrings.settingsTitle).resolved().root.subtree(includingDestinations: false)
            .compactMap { if case .text(let run) = $0.kind { run.string } else { nil } }
        #expect(text == ["Settings"])
    }

    @Test func measurementFormatterWritesAsFoundationDoes() {
        #expect(NoteStrings.distance(5) == "5 km")
        #expect(NoteStrings.distance(5, style: .long) == "5 kilometers")
        #expect(NoteStrings.distance(5, style: .short) == "5km")
        // Without `.providedUnit`, en_US writes road distances in miles: 5 km is 3.107 mi.
        #expect(NoteStrings.distance(5, keepUnit: false) == "3.107 mi")
    }

    @Test func listFormatterJoinsAsASentenceInTheLocalesWords() {
        #expect(NoteStrings.sharedWith([]) == "")
        #expect(NoteStrings.sharedWith(["Ada"]) == "Ada")
        #expect(NoteStrings.sharedWith(["Ada", "Grace"]) == "Ada and Grace")
        #expect(NoteStrings.sizes([1.5, 2, 10]) == "1.5, 2, and 10")
        #expect(NoteStrings.sizes([1.5, 2, 10], locale: Locale(identifier: "fr_FR")) == "1,5, 2 et 10")
        #expect(ListFormatter().string(for: "not a list") == nil)
    }

    @Test func coreGraphicsTypesDoTheirArithmetic() {
        let moved = Stroke(points: [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
            .transformed(by: CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2))
        #expect(moved.points == [CGPoint(x: 12, y: 4), CGPoint(x: 16, y: 8)])
        #expect(moved.bounds == CGRect(x: 12, y: 4, width: 4, height: 4))
        #expect(Flick(velocity: CGVector(dx: 3, dy: 4)).speed == 5)
    }

    @Test func loggingWritesAndEvaluatesNothing() {
        var evaluated = 0
        func counted() -> Int { evaluated += 1; return evaluated }
        Logger.sync.info("value \(counted(), privacy: .public)")
        logSync(count: 2, user: "sam", seconds: 1.5, ok: true)
        logMigration(version: 3)
        #expect(evaluated == 0)
    }

    @Test func typeIdentifiersConformAsApplesDo() {
        #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data))
        #expect(!UTType.json.conforms(to: .image))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType.notesArchive.conforms(to: .data) && !UTType.notesArchive.conforms(to: .text))
        #expect(ImportRules.accepts(fileExtension: "csv") && !ImportRules.accepts(fileExtension: "png"))
        #expect(UTType.plainText.isSubtype(of: .text) && UTType.item.isSupertype(of: .png))
    }
}
