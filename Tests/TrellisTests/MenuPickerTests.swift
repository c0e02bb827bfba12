import Testing
@testable import Trellis

/// The closed menu picker (`.pickerStyle(.menu)` and the default style) as iOS 16+ draws it:
/// outside a list the selection in the tint and `chevron.up.chevron.down`, without the picker's
/// label; in a form row the label leading, the selection and the chevrons trailing.
@MainActor @Suite struct MenuPickerTests {
    private enum Sort: String, CaseIterable, Hashable { case newest, oldest }

    private struct Bare: View {
        let explicitStyle: Bool
        var body: some View {
            let picker = Picker("Sort by", selection: .constant(Sort.oldest)) {
                ForEach(Sort.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
            }
            if explicitStyle { picker.pickerStyle(.menu) } else { picker }
        }
    }

    private struct InForm: View {
        var body: some View {
            Form {
                Picker("Sort by", selection: .constant(Sort.oldest)) {
                    ForEach(Sort.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
            }
        }
    }

    @Test func outsideAListTheSelectionAndChevronsAreAllThereIs() throws {
        let environment = EnvironmentValues()
        let tint = Color.accentColor.resolve(in: environment)
        for explicitStyle in [true, false] {
            let dump = Bare(explicitStyle: explicitStyle).resolved(in: environment).dump()
            #expect(!dump.contains("Sort by"), "the label is not drawn:\n\(dump)")
            let button = try #require(horizontalStacks(in: Bare(explicitStyle: explicitStyle).resolved(in: environment).root).first)
            let texts = leaves(of: button).compactMap { if case .text(let text) = $0.kind { text } else { nil } }
            let images = leaves(of: button).compactMap { if case .image(let image) = $0.kind { image } else { nil } }
            #expect(texts.map(\.string) == ["Oldest"])
            #expect(texts.first?.color == tint)
            #expect(images.map(\.systemName) == ["chevron.up.chevron.down"])
            #expect(images.first?.color == tint)
        }
    }

    @Test func inAFormRowTheLabelLeadsAndTheSelectionAndChevronsTrail() throws {
        let root = InForm().resolved().root
        let row = try #require(horizontalStacks(in: root).first { stack in
            leaves(of: stack).contains { if case .text(let text) = $0.kind { text.string == "Sort by" } else { false } }
        })
        let kinds = leaves(of: row).map { node -> String in
            switch node.kind {
            case .text(let text): text.string
            case .image(let image): image.systemName
            case .spacer: "spacer"
            default: node.kind.name
            }
        }
        #expect(kinds == ["Sort by", "spacer", "Oldest", "chevron.up.chevron.down"])
    }

    /// An option that counts how often its body is evaluated.
    private struct CountedOption: View {
        static var evaluations = 0
        let number: Int
        var body: some View {
            Self.evaluations += 1
            return Text("Option \(number)")
        }
    }

    /// Options as a `ForEach` identifies them, tagged explicitly, and tagged one by one.
    private struct ManyOptions: View {
        let style: Int
        var body: some View {
            let picker = Picker("Pick", selection: .constant(3)) {
                switch style {
                case 0: ForEach(0..<20, id: \.self) { CountedOption(number: $0) }
                case 1: ForEach(0..<20, id: \.self) { CountedOption(number: $0).tag($0 + 1) }
                default:
                    CountedOption(number: 0).tag(0)
                    CountedOption(number: 2).tag(2)
                    CountedOption(number: 3).tag(3)
                    CountedOption(number: 4).tag(4)
                }
            }
            return picker.pickerStyle(.menu)
        }
    }

    /// A closed menu draws its selected option alone, so the options it drops are never resolved:
    /// a menu of many heavy options costs one option's work, however they are tagged.
    @Test func onlyTheSelectedOptionIsResolved() throws {
        for (style, drawn) in [(0, "Option 3"), (1, "Option 2"), (2, "Option 3")] {
            CountedOption.evaluations = 0
            let root = ManyOptions(style: style).resolved().root
            #expect(CountedOption.evaluations == 1, "style \(style)")
            let texts = leaves(of: root).compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
            #expect(texts == [drawn], "style \(style)")
        }
    }

    private func horizontalStacks(in node: ResolvedNode) -> [ResolvedNode] {
        var found: [ResolvedNode] = []
        if case .stack(let stack) = node.kind, stack.axis == .horizontal { found.append(node) }
        for child in node.children { found += horizontalStacks(in: child) }
        return found
    }

    private func leaves(of node: ResolvedNode) -> [ResolvedNode] {
        node.children.isEmpty ? [node] : node.children.flatMap(leaves(of:))
    }
}
