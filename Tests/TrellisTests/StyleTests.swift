import Testing
import Trellis

struct FillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .foregroundColor(.white)
            .background(Color.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

struct OutlineButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.border(Color.blue, width: 2)
    }
}

@MainActor
@Suite struct StyleTests {
    /// Each button's styled body, by its label text.
    private func buttonBodies(_ tree: ResolvedTree) -> [String: ResolvedNode] {
        var result: [String: ResolvedNode] = [:]
        for node in tree.root.preorder {
            guard case .button = node.kind, let label = node.texts.first else { continue }
            result[label.string] = node.children[0]
        }
        return result
    }

    @Test func buttonStyleAtRootStylesEveryButtonAndASubtreeOverrideWins() {
        let view = VStack {
            Button("One") {}
            HStack {
                Button("Two") {}
            }
            VStack {
                Button("Three") {}
            }
            .buttonStyle(OutlineButtonStyle())
        }
        .buttonStyle(FillButtonStyle())
        let bodies = buttonBodies(view.resolved())
        #expect(bodies.count == 3)
        for name in ["One", "Two"] {
            // FillButtonStyle: clip(rounded 8) > background(accent) > padding 16 > text in white.
            let body = try! #require(bodies[name])
            #expect(body.kind == .clip(.roundedRectangle(cornerRadius: 8, style: .continuous)))
            #expect(body.children[0].kind == .background(alignment: .center))
            #expect(body.children[0].children[1].kind == .shape(ResolvedShape(kind: .rectangle, fill: .hex(0x007AFF), stroke: nil)))
            #expect(body.texts.first?.color == .hex(0xFFFFFF))
        }
        let three = try! #require(bodies["Three"])
        #expect(three.kind == .overlay(alignment: .center))
        #expect(three.children[1].kind == .shape(ResolvedShape(
            kind: .rectangle, fill: nil, stroke: ResolvedStroke(color: .hex(0x007AFF), lineWidth: 2, isInset: true))))
    }

    @Test func defaultButtonUsesTheThemeTint() {
        let tree = Button("Tap") {}.tint(.indigo).resolved()
        #expect(tree.root.text("Tap")?.color == .hex(0x5856D6))
        let themed = Button("Tap") {}.resolved()
        #expect(themed.root.text("Tap")?.color == .hex(0x007AFF))
        let marigold = Button("Tap") {}.theme(.marigold).resolved()
        #expect(marigold.root.text("Tap")?.color == .hex(0xFF3B30))
    }

    @Test func paddingThenBackgroundDiffersFromBackgroundThenPadding() {
        let padded = Text("A").padding(10).background(Color.yellow).resolved().root
        let tight = Text("A").background(Color.yellow).padding(10).resolved().root
        #expect(padded != tight)
        // Padding inside the background: the yellow covers the padding.
        #expect(padded.kind == .background(alignment: .center))
        #expect(padded.children[0].kind == .padding(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)))
        // Background inside the padding: the yellow hugs the text.
        #expect(tight.kind == .padding(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)))
        #expect(tight.children[0].kind == .background(alignment: .center))
    }

    @Test func backgroundWithAColorPicksTheStyleOverload() {
        // `.background(.yellow)` and `.background(Color.yellow)` both paint a filled rectangle.
        let implicit = Text("A").background(.yellow).resolved().root
        let explicit = Text("A").background(Color.yellow).resolved().root
        #expect(implicit == explicit)
        #expect(implicit.children[1].kind == .shape(ResolvedShape(kind: .rectangle, fill: .hex(0xFFCC00), stroke: nil)))
    }

    @Test func listStyleSetAtRootReachesTheList() {
        let view = VStack {
            List { Text("row") }
            List { Text("plain row") }.listStyle(.plain)
        }
        .listStyle(InsetGroupedListStyle())
        let kinds = view.resolved().root.preorder.compactMap { node -> ResolvedListStyle.Kind? in
            if case .list(let style) = node.kind { style.kind } else { nil }
        }
        #expect(kinds == [.insetGrouped, .plain])
    }

    @Test func segmentedPickerMarksTheSelectedTag() {
        let view = Picker("Theme", selection: .constant("b")) {
            Text("A").tag("a")
            Text("B").tag("b")
            Text("C").tag("c")
        }
        .pickerStyle(.segmented)
        let segments = view.resolved().root.children.map(\.kind)
        #expect(segments == [.segment(isSelected: false), .segment(isSelected: true), .segment(isSelected: false)])
    }

    @Test func foregroundStyleAndFontFlowToText() {
        let view = VStack {
            Text("inherits")
            Text("own").font(.caption).foregroundColor(.green)
        }
        .font(.title)
        .foregroundStyle(.secondary)
        let root = view.resolved().root
        #expect(root.text("inherits")?.font.size == 28)
        #expect(root.text("inherits")?.color == .hex(0x3C3C43, opacity: 0.6))
        #expect(root.text("own")?.font.size == 12)
        #expect(root.text("own")?.color == .hex(0x34C759))
    }

    @Test func headlineIsSemiboldAndBoldTextIsBold() {
        let root = VStack {
            Text("h").font(.headline)
            Text("b").bold()
        }.resolved().root
        #expect(root.text("h")?.font.weight == .semibold)
        #expect(root.text("h")?.font.isBold == true)
        #expect(root.text("b")?.font.weight == .bold)
    }
}
