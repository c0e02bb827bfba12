import Testing
import Trellis

@MainActor
@Suite struct ConcurrentResolutionTests {
    private struct Themed: View {
        let index: Int
        @Environment(\.theme) var theme
        var body: some View {
            VStack {
                Text("\(index) \(theme.name)")
                ForEach(0..<index) { Text("row \($0)") }
            }
        }
    }

    private static func environment(_ index: Int) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.theme = Theme.all[index % 3]
        return values
    }

    @Test func manyTreesResolvedFromConcurrentTasksMatchSerialResults() async {
        let serial = (0..<60).map { Themed(index: $0).resolved(in: Self.environment($0)).dump() }
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for index in 0..<60 {
                group.addTask { @MainActor in
                    (index, Themed(index: index).resolved(in: Self.environment(index)).dump())
                }
            }
            var results = [String](repeating: "", count: 60)
            for await (index, dump) in group { results[index] = dump }
            return results
        }
        #expect(concurrent == serial)
    }

    @Test func aBodyMayResolveAnotherTreeWhileItIsResolved() {
        struct Outer: View {
            @Environment(\.theme) var theme
            var body: some View {
                let inner = Text("inner").resolved(in: EnvironmentValues())
                Text("\(theme.name) saw \(inner.themeName)")
            }
        }
        var values = EnvironmentValues()
        values.theme = .brinjal
        #expect(Outer().resolved(in: values).root.texts.map(\.string) == ["Brinjal saw System"])
    }
}
