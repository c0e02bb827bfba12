import Testing
import Trellis

@MainActor
@Suite struct EnvironmentTests {
    @Test func unsetKeyReadsItsDefault() {
        let tree = ChartProbe(name: "a").resolved()
        #expect(tree.root.texts.map(\.string) == ["a axis=true labels=auto"])
    }

    @Test func valueSetAtRootReachesLeaves() {
        let view = VStack {
            HStack { VStack { ChartProbe(name: "deep") } }
            ChartProbe(name: "shallow")
        }
        .chartStyle(ChartStyle(showAxis: false, labelCount: 3))
        let strings = view.resolved().root.texts.map(\.string)
        #expect(strings == ["deep axis=false labels=3", "shallow axis=false labels=3"])
    }

    @Test func subtreeOverrideWinsAndSiblingIsUnaffected() {
        let view = HStack {
            ChartProbe(name: "first")
            ChartProbe(name: "second").chartStyle(ChartStyle(labelCount: 7))
            ChartProbe(name: "third")
        }
        .chartStyle(ChartStyle(showAxis: false, labelCount: 3))
        let strings = view.resolved().root.texts.map(\.string)
        #expect(strings == ["first axis=false labels=3", "second axis=true labels=7", "third axis=false labels=3"])
    }

    @Test func nearestSettingWinsThroughThreeLevels() {
        let view = VStack {
            ChartProbe(name: "L1")
            VStack {
                ChartProbe(name: "L2")
                VStack {
                    ChartProbe(name: "L3")
                }
                .chartStyle(ChartStyle(labelCount: 3))
            }
            .chartStyle(ChartStyle(labelCount: 2))
        }
        .chartStyle(ChartStyle(labelCount: 1))
        let strings = view.resolved().root.texts.map(\.string)
        #expect(strings == ["L1 axis=true labels=1", "L2 axis=true labels=2", "L3 axis=true labels=3"])
    }

    @Test func ancestorsDoNotSeeAValueSetBelowThem() {
        struct Outer: View {
            @Environment(\.chartStyle) var style
            var body: some View {
                VStack {
                    Text("outer=\(style.labelCount ?? 0)")
                    ChartProbe(name: "inner").chartStyle(ChartStyle(labelCount: 9))
                    Text("after=\(style.labelCount ?? 0)")
                }
            }
        }
        let strings = Outer().resolved().root.texts.map(\.string)
        #expect(strings == ["outer=0", "inner axis=true labels=9", "after=0"])
    }

    @Test func transformEnvironmentChangesTheInheritedValue() {
        let view = ChartProbe(name: "t")
            .transformEnvironment(\.chartStyle) { $0.labelCount = ($0.labelCount ?? 0) + 5 }
            .chartStyle(ChartStyle(labelCount: 1))
        #expect(view.resolved().root.texts.map(\.string) == ["t axis=true labels=6"])
    }

    @Test func captionBackgroundColorDefaultsAndOverrides() {
        struct Caption: ViewModifier {
            let font: Font
            @Environment(\.captionBackgroundColor) var backgroundColor
            func body(content: Content) -> some View {
                content
                    .font(font)
                    .padding([.leading, .trailing], 5.0)
                    .background(backgroundColor)
                    .cornerRadius(5.0)
            }
        }
        func fills(_ tree: ResolvedTree) -> [Color.Resolved] {
            tree.root.preorder.compactMap { if case .shape(let shape) = $0.kind { shape.fill } else { nil } }
        }
        let plain = Text("Hello").modifier(Caption(font: .largeTitle)).resolved()
        #expect(fills(plain) == [.hex(0xF2F2F7)])
        #expect(plain.root.text("Hello")?.font.size == 34)

        let dark = Text("Hello").modifier(Caption(font: .caption))
            .environment(\.colorScheme, .dark).resolved()
        #expect(fills(dark) == [.hex(0x1C1C1E)])

        let overridden = VStack {
            Text("app").modifier(Caption(font: .caption))
            Text("view").modifier(Caption(font: .caption)).captionBackgroundColor(.yellow)
        }
        .captionBackgroundColor(.green)
        .resolved()
        #expect(fills(overridden) == [.hex(0x34C759), .hex(0xFFCC00)])
    }

    @Test func buttonStyleReadsTheEnvironment() {
        struct ThemedButtonStyle: ButtonStyle {
            @Environment(\.chartStyle) var chartStyle
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Text(chartStyle.showAxis ? "axis" : "no axis")
                }
            }
        }
        let view = Button("Go") {}
            .buttonStyle(ThemedButtonStyle())
            .chartStyle(ChartStyle(showAxis: false))
        #expect(view.resolved().root.texts.map(\.string) == ["Go", "no axis"])
    }

    @Test func builtInValuesHaveIOSDefaults() {
        let values = EnvironmentValues()
        #expect(values.colorScheme == .light)
        #expect(values.dynamicTypeSize == .large)
        #expect(values.sizeCategory == .large)
        #expect(values.horizontalSizeClass == .compact)
        #expect(values.layoutDirection == .leftToRight)
        #expect(values.font == nil)
        #expect(values.foregroundStyle == nil)
        #expect(values.theme == .system)
    }

    @Test func sizeCategoryAndDynamicTypeSizeAreOneValue() {
        var values = EnvironmentValues()
        values.sizeCategory = .accessibilityMedium
        #expect(values.dynamicTypeSize == .accessibility1)
        let tree = Text("big").resolved(in: values)
        #expect(tree.root.text("big")?.font.size == 28)
    }
}
