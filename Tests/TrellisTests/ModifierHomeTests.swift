import Foundation
import Testing

/// Every overload of a View modifier lives in one file, its topic's (docs/architecture.md, "Where
/// API code lives"), so that a reader who finds one finds them all.
@Suite struct ModifierHomeTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardized

    @Test func everyViewModifierIsDeclaredInOneFile() throws {
        let index = try ViewModifierIndex(folder: Self.sources)
        let repeated = index.namesInSeveralFiles.map { "\($0.name): \($0.files.joined(separator: ", "))" }
        #expect(repeated.isEmpty, "modifiers declared in more than one file:\n\(repeated.joined(separator: "\n"))")
        // The index must have read the modifiers at all: these live where the table says.
        #expect(index.files["padding"] == ["Trellis/LayoutAdjustments/FrameAndPadding.swift"])
        #expect(index.files["tint"] == ["Trellis/Styles/Tint.swift"])
        #expect(index.files["alert"] == ["Trellis/Presentation/Alert.swift"])
    }

    @Test func indexReadsOnlyCodeInsideViewExtensions() {
        let source = #"""
        // extension View { public func commented() -> some View { self } }
        extension View where Self: Equatable {
            /// Braces in a doc comment: { public func documented() }
            public func kept(_ label: String = "}") -> some View { Text("\(label) {") }
            func internalOne() -> some View { self }
            public var notAFunction: some View { self }
            @_disfavoredOverload
            public func alsoKept<S: StringProtocol>(_ s: S) -> some View {
                let inner = "public func quoted() {"
                return Text("\(inner.count > 1 ? "a" : "b")")
            }
        }
        extension ViewModifier { public func notAView() {} }
        extension Text { public func onText() -> Text { self } }
        """#
        #expect(ViewModifierIndex.viewModifierNames(in: source) == ["kept", "alsoKept"])
    }
}
