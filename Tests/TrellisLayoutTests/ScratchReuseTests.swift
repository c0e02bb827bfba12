import Testing
import Trellis
import TrellisLayout

/// Layout passes reuse the arrays earlier passes worked in (LayoutScratch): nothing of one pass
/// may show in the next, and passes running at once must not share them.
@MainActor
struct ScratchReuseTests {
    static func card(_ title: String) -> some View {
        HStack {
            Image(systemName: "leaf")
            VStack(alignment: .leading) { Text(title); Text("Water every other day").font(.footnote) }
            Spacer(minLength: 0)
        }
        .padding()
    }

    static let small = card("Plants").resolved(in: EnvironmentValues())
    static let large = VStack { ForEach(0..<200) { card("Plant " + String($0)) } }.resolved(in: EnvironmentValues())

    @Test func aLayoutKeepsNothingOfTheLayoutBeforeIt() {
        // The same node index, at the same proposal, as in the layout just before: a size left
        // over from that one would make "ab" as wide as "abcdef".
        let canvas = CGSize(width: 200, height: 100)
        _ = LayoutEngine.fixedAdvance.layout(Text("abcdef").resolved(in: EnvironmentValues()), in: canvas)
        let layout = LayoutEngine.fixedAdvance.layout(Text("ab").resolved(in: EnvironmentValues()), in: canvas)
        #expect(layout.frame() == rect(90, 39.855, 20, 20.29))
        #expect(layout[0].lines.map(\.text) == ["ab"])
    }

    @Test func layoutsRunningAtOnceEqualTheSameLayoutsOneByOne() async {
        let canvas = CGSize(width: 320, height: 600)
        let trees = [Self.small, Self.large, Self.small, Self.large, Self.small, Self.large]
        let serial = trees.map { LayoutEngine.fixedAdvance.layout($0, in: canvas) }
        let concurrent = await withTaskGroup(of: (Int, LaidOutTree).self) { group in
            for (offset, tree) in trees.enumerated() {
                group.addTask { (offset, LayoutEngine.fixedAdvance.layout(tree, in: canvas)) }
            }
            var results: [LaidOutTree?] = Array(repeating: nil, count: trees.count)
            for await (offset, layout) in group { results[offset] = layout }
            return results
        }
        #expect(concurrent == serial.map(Optional.some))
    }
}
