import Testing
import Trellis

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private enum Mode { case list, grid, empty }

private final class Store: ObservableObject {
    @Published var name = "store"
}

@Observable private final class Model {
    var count = 2
}

@MainActor
@Suite struct BuilderTests {
    @Test func forEachOverIdentifiableKeyPathAndRange() {
        let fruits = [Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Kiwi")]
        let view = VStack {
            ForEach(fruits) { Text($0.name) }
            ForEach(["x", "y"], id: \.self) { Text($0) }
            ForEach(0..<3) { Text("#\($0)") }
        }
        #expect(view.resolved().root.texts.map(\.string) == ["Fig", "Kiwi", "x", "y", "#0", "#1", "#2"])
    }

    @Test func ifElseChoosesOneBranch() {
        struct Choice: View {
            let flag: Bool
            var body: some View {
                if flag { Text("yes") } else { Text("no").bold() }
            }
        }
        #expect(Choice(flag: true).resolved().root.texts.map(\.string) == ["yes"])
        #expect(Choice(flag: false).resolved().root.texts.map(\.string) == ["no"])
    }

    @Test func ifWithoutElseAndIfLetProduceNothingWhenFalse() {
        struct Optional: View {
            let name: String?
            let show: Bool
            var body: some View {
                VStack {
                    if show { Text("shown") }
                    if let name { Text(name) }
                }
            }
        }
        #expect(Optional(name: nil, show: false).resolved().root.children.isEmpty)
        #expect(Optional(name: "n", show: true).resolved().root.texts.map(\.string) == ["shown", "n"])
    }

    @Test func switchChoosesTheMatchingCase() {
        struct Switcher: View {
            let mode: Mode
            var body: some View {
                switch mode {
                case .list: Text("list")
                case .grid: HStack { Text("g1"); Text("g2") }
                case .empty: EmptyView()
                }
            }
        }
        #expect(Switcher(mode: .list).resolved().root.texts.map(\.string) == ["list"])
        #expect(Switcher(mode: .grid).resolved().root.texts.map(\.string) == ["g1", "g2"])
        #expect(Switcher(mode: .empty).resolved().root.texts.isEmpty)
    }

    @Test func groupModifiersApplyToEachChild() {
        let root = VStack {
            Group {
                Text("a")
                Text("b")
            }
            .padding(4)
        }.resolved().root
        #expect(root.children.map(\.kind) == [.padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)),
                                               .padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))])
    }

    @Test func anyViewAndManyChildrenKeepOrder() {
        let root = VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            AnyView(Text("7")); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }.resolved().root
        #expect(root.texts.map(\.string) == (1...12).map(String.init))
    }

    @Test func listRowsOutsideSectionsFormImplicitSections() {
        let root = List {
            Text("loose")
            Section("Fruit") {
                Text("Fig")
                Text("Kiwi")
            }
            Text("tail")
        }.resolved().root
        #expect(root.children.count == 3)
        #expect(root.children.map(\.kind) == [.listSection, .listSection, .listSection])
        let fruit = root.children[1]
        #expect(fruit.children.map(\.kind) == [.listHeader, .listRow(), .listRow()])
        #expect(fruit.children[0].texts.first?.string == "FRUIT")
    }

    @Test func stateAndBindingsRenderTheCurrentValue() {
        struct Counter: View {
            @State var count = 3
            var body: some View {
                Toggleish(value: $count)
            }
        }
        struct Toggleish: View {
            @Binding var value: Int
            var body: some View { Text("value \(value)") }
        }
        #expect(Counter().resolved().root.texts.map(\.string) == ["value 3"])
        #expect(Toggleish(value: .constant(9)).resolved().root.texts.map(\.string) == ["value 9"])
    }

    @Test func environmentObjectAndObservableReachTheirReaders() {
        struct Reader: View {
            @EnvironmentObject var store: Store
            @Environment(Model.self) var model
            var body: some View {
                Picker("Name", selection: $store.name) {
                    Text("store").tag("store")
                    Text("other").tag("other")
                }
                Text("count \(model.count)")
            }
        }
        let root = Reader().environmentObject(Store()).environment(Model()).resolved().root
        #expect(root.texts.map(\.string).suffix(1) == ["count 2"])
        #expect(root.texts.contains { $0.string == "store" })
    }

    @Test func tenThousandLevelsResolveWithoutCrashing() {
        struct Nest: View {
            let depth: Int
            var body: some View {
                if depth == 0 {
                    Text("leaf")
                } else {
                    Nest(depth: depth - 1).padding(1)
                }
            }
        }
        let depthUnderTest = 10_000
        var node = Nest(depth: depthUnderTest).resolved().root
        var levels = 0
        while case .padding = node.kind {
            node = node.children[0]
            levels += 1
        }
        #expect(levels == depthUnderTest)
        #expect(node.texts.map(\.string) == ["leaf"])
    }
}
