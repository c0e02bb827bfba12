import Foundation
import Trellis

/// The macOS views and styles desktop apps use (CorpusMacApps): `ControlRecipe.mac`.
public enum MacControlRecipe: Hashable, Sendable {
    /// A toggle in `.toggleStyle(.checkbox)`.
    case checkbox(FuzzString, isOn: Bool)
    /// A button in `.buttonStyle(.link)`.
    case linkButton(FuzzString)
    /// A `Table` of these names, a sortable name column and a fixed-width number column, the
    /// row at `selected` (if in range) selected.
    case table(names: [FuzzString], selected: Int)
    /// An `HSplitView` (or `VSplitView`) of two texts.
    case split(FuzzString, FuzzString, vertical: Bool)
    /// A text with an inspector column showing `inspector` when `isPresented`.
    case inspector(FuzzString, inspector: FuzzString, isPresented: Bool)

    @MainActor
    func resolve(in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .checkbox(let title, let isOn): context.resolveChild(Toggle(title.value, isOn: .constant(isOn)).toggleStyle(.checkbox))
        case .linkButton(let title): context.resolveChild(Button(title.value) {}.buttonStyle(.link))
        case .table(let names, let selected): context.resolveChild(Self.table(names.map(\.value), selected: selected))
        case .split(let a, let b, false): context.resolveChild(HSplitView { Text(a.value); Text(b.value) })
        case .split(let a, let b, true): context.resolveChild(VSplitView { Text(a.value); Text(b.value) })
        case .inspector(let text, let inspector, let isPresented):
            context.resolveChild(Text(text.value).inspector(isPresented: .constant(isPresented)) { Text(inspector.value) })
        }
    }

    /// The table the `table` case draws, public so the printed source can call it.
    @MainActor
    public static func table(_ names: [String], selected: Int) -> some View {
        let rows = names.enumerated().map { FuzzTableRow(id: $0.offset, name: $0.element) }
        return Table(rows, selection: .constant(Set([selected])), sortOrder: .constant([KeyPathComparator(\FuzzTableRow.name)])) {
            TableColumn("Name", value: \.name)
            TableColumn("#") { row in Text("\(row.id)") }.width(40)
        }
    }

    var source: String {
        func l(_ text: FuzzString) -> String { SwiftSource.literal(text) }
        return switch self {
        case .checkbox(let title, let isOn): "Toggle(\(l(title)), isOn: .constant(\(isOn))).toggleStyle(.checkbox)"
        case .linkButton(let title): "Button(\(l(title))) {}.buttonStyle(.link)"
        case .table(let names, let selected): "MacControlRecipe.table([\(names.map(l).joined(separator: ", "))], selected: \(selected))"
        case .split(let a, let b, let vertical): "\(vertical ? "VSplitView" : "HSplitView") { Text(\(l(a))); Text(\(l(b))) }"
        case .inspector(let text, let inspector, let isPresented):
            "Text(\(l(text))).inspector(isPresented: .constant(\(isPresented))) { Text(\(l(inspector))) }"
        }
    }
}

/// A row of the fuzzed table.
public struct FuzzTableRow: Identifiable, Hashable, Sendable {
    /// The row's number.
    public var id: Int
    /// The row's name, the sorted column.
    public var name: String
}

extension RecipeGenerator {
    mutating func macControl() -> MacControlRecipe {
        switch random.within(0...4) {
        case 0: .checkbox(string(), isOn: random.chance(50))
        case 1: .linkButton(string())
        case 2: .table(names: (0..<random.within(0...4)).map { _ in string() }, selected: random.within(0...4))
        case 3: .split(string(), string(), vertical: random.chance(50))
        default: .inspector(string(), inspector: string(), isPresented: random.chance(60))
        }
    }
}
