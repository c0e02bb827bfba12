import Foundation
import Testing
@testable import Trellis

/// APIs a probe of everyday app code found missing in session 7: the system Paste and Rename
/// buttons, the editable navigation title, the title menu, formatter-based fields, search
/// suggestions and scopes, and the iOS 17 gestures. Each draws what iOS shows at rest.
@MainActor @Suite struct SystemButtonsTests {
    @Test func aPasteButtonIsACapsuleWithTheClipboardSymbolAndPaste() {
        let root = PasteButton(payloadType: String.self) { _ in }.resolved().root
        #expect(root.texts.map(\.string) == ["Paste"])
        let symbols = root.preorder.compactMap { node -> String? in if case .image(let image) = node.kind { image.systemName } else { nil } }
        #expect(symbols == ["doc.on.clipboard"])
        #expect(root.preorder.contains { if case .shape(let shape) = $0.kind { shape.kind == .capsule } else { false } })
    }

    @Test func aRenameButtonSaysRenameWithAPencil() {
        let root = RenameButton().resolved().root
        #expect(root.texts.map(\.string) == ["Rename"])
    }

    @Test func anEditableTitleShowsTheBindingsValue() {
        let root = NavigationStack { Text("body").navigationTitle(.constant("Draft 3")) }.resolved().root
        #expect(root.texts.map(\.string).contains("Draft 3"))
    }

    @Test func aTitleMenuAddsNothingToTheBars() {
        let plain = NavigationStack { Text("body").navigationTitle("Inbox") }.resolved().root
        let withMenu = NavigationStack {
            Text("body").navigationTitle("Inbox").toolbar { ToolbarTitleMenu { Button("Archive") {} } }
        }.resolved().root
        #expect(withMenu.texts.map(\.string) == plain.texts.map(\.string))
        #expect(!withMenu.texts.map(\.string).contains("Archive"))
    }

    @Test func aFormatterFieldWritesInTheEnvironmentsLocaleUnlessTheAppSetOne() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        let posix = TextField("Amount", value: .constant(1234.5), formatter: formatter).resolved().root
        #expect(posix.texts.map(\.string) == ["1,234.5"])
        let german = TextField("Amount", value: .constant(1234.5), formatter: formatter)
            .environment(\.locale, Locale(identifier: "de_DE")).resolved().root
        #expect(german.texts.map(\.string) == ["1.234,5"])
        let french = NumberFormatter()
        french.numberStyle = .decimal
        french.locale = Locale(identifier: "fr_FR")
        let fixed = TextField("Amount", value: .constant(1234.5), formatter: french).resolved().root
        #expect(fixed.texts.map(\.string) == ["1\u{202F}234,5"] || fixed.texts.map(\.string) == ["1\u{00A0}234,5"])
        #expect(formatter.locale == Locale.current, "the user's formatter is not changed")
    }

    @Test func suggestionsAndScopesDrawNothingOnAStillScreen() {
        let plain = NavigationStack { List { Text("row") }.searchable(text: .constant("")) }.resolved().root
        let suggested = NavigationStack {
            List { Text("row") }
                .searchable(text: .constant(""))
                .searchSuggestions { Text("suggestion").searchCompletion("s") }
                .searchScopes(.constant(0)) { Text("scope").tag(0) }
        }.resolved().root
        #expect(suggested.texts.map(\.string) == plain.texts.map(\.string))
    }

    @Test func gesturesLeaveTheViewUnchanged() {
        let plain = Text("pinch me").resolved().root
        let gestured = Text("pinch me")
            .gesture(MagnifyGesture().onChanged { _ in })
            .gesture(RotateGesture().onEnded { _ in })
            .gesture(RotationGesture())
            .gesture(SpatialTapGesture().onEnded { _ in })
            .onTapGesture { _ in }
            .resolved().root
        #expect(gestured.dump() == plain.dump())
    }
}
