import Foundation
import Testing
import Trellis

/// Bindings over collections: a binding to a collection is a collection of bindings, each of
/// which reads and writes its own element through the whole, as in SwiftUI.
@MainActor @Suite struct CollectionBindingTests {
    private struct Row: Identifiable, Equatable {
        var id: Int
        var title: String
    }

    private final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private func binding<V>(_ box: Box<V>) -> Binding<V> {
        Binding(get: { box.value }, set: { box.value = $0 })
    }

    @Test func anElementBindingWritesThroughToItsCollection() {
        let box = Box([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let rows = binding(box)
        rows[1].title.wrappedValue = "changed"
        #expect(box.value.map(\.title) == ["a", "changed"])
        #expect(rows.count == 2)
        #expect(rows.map(\.id) == [1, 2])
    }

    @Test func aBindingToAnElementReadsTheCurrentElement() {
        let box = Box(["x", "y"])
        let second = binding(box)[1]
        box.value[1] = "later"
        #expect(second.wrappedValue == "later")
    }

    @Test func forEachOverABindingHandsEachRowItsElementsBinding() {
        let box = Box([Row(id: 1, title: "first"), Row(id: 2, title: "second")])
        var handed: [Binding<Row>] = []
        let view = ForEach(binding(box)) { (row: Binding<Row>) in
            handed.append(row)
            return Text(row.wrappedValue.title)
        }
        let tree = view.resolved()
        #expect(tree.root.texts.map(\.string) == ["first", "second"])
        handed[0].wrappedValue.title = "edited"
        #expect(box.value[0].title == "edited")
    }

    @Test func listOverABindingWithAnIDKeyPathKeepsTheOrder() {
        let box = Box(["c", "a", "b"])
        let tree = List(binding(box), id: \.self) { name in Text(name.wrappedValue) }.resolved()
        #expect(tree.root.texts.map(\.string) == ["c", "a", "b"])
    }

    @Test func anOptionalBindingWritesOnlyValues() {
        let box = Box(3)
        let optional = Binding<Int?>(binding(box))
        optional.wrappedValue = nil
        #expect(box.value == 3)
        optional.wrappedValue = 5
        #expect(box.value == 5)
    }

    @Test func unwrappingAnOptionalBindingIsNilOnlyForNil() {
        let empty = Box<Int?>(nil)
        #expect(Binding(binding(empty)) == nil)
        let full = Box<Int?>(1)
        let unwrapped = Binding(binding(full))
        unwrapped?.wrappedValue = 2
        #expect(full.value == 2)
    }

    @Test(arguments: [
        ([0], 3, [1, 2, 0, 3]),
        ([3], 0, [3, 0, 1, 2]),
        ([0, 2], 4, [1, 3, 0, 2]),
        ([1, 2], 1, [0, 1, 2, 3]),
        ([1], 2, [0, 1, 2, 3]),
        ([2], 1, [0, 2, 1, 3]),
    ] as [([Int], Int, [Int])])
    func movingOffsetsPlacesThemBeforeTheDestination(source: [Int], destination: Int, expected: [Int]) {
        var values = [0, 1, 2, 3]
        values.move(fromOffsets: IndexSet(source), toOffset: destination)
        #expect(values == expected)
    }

    @Test func removingOffsetsRemovesExactlyThose() {
        var values = ["a", "b", "c", "d"]
        values.remove(atOffsets: IndexSet([0, 2]))
        #expect(values == ["b", "d"])
    }
}
