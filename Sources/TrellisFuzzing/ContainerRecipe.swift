import Trellis

/// A container of the containers area around a block of children, as `ViewRecipe.container`
/// holds it: resolved as the Trellis view (`resolve`) and printed as the Swift that writes it
/// (`print`), from the same case, so a reproducer builds the very tree the fuzzer rendered.
public enum ContainerRecipe: Hashable, Sendable {
    public enum ScrollAxes: String, Hashable, Sendable, CaseIterable { case vertical, horizontal, both }

    public enum GridItemRecipe: Hashable, Sendable {
        case fixed(Double)
        case flexible
        case adaptive(minimum: Double)
    }

    case scrollView(ScrollAxes)
    case lazyVStack
    case lazyHStack
    case lazyVGrid([GridItemRecipe])
    case lazyHGrid([GridItemRecipe])
    /// A `Grid` whose `GridRow`s take the children `columns` at a time.
    case grid(columns: Int)
    case form
    case groupBox(FuzzString?)
    case disclosureGroup(FuzzString, isExpanded: Bool)
    case labeledContent(FuzzString)
    case viewThatFits
    /// The children in a VStack half as wide as the reader.
    case geometryReader

    @MainActor
    func resolve(_ children: [ViewRecipe], in context: _ResolveContext) -> [ResolvedNode] {
        let content = RecipeViews(children)
        switch self {
        case .scrollView(let axes): return context.resolveChild(ScrollView(axes.set) { content })
        case .lazyVStack: return context.resolveChild(LazyVStack { content })
        case .lazyHStack: return context.resolveChild(LazyHStack { content })
        case .lazyVGrid(let items): return context.resolveChild(LazyVGrid(columns: items.map(\.item)) { content })
        case .lazyHGrid(let items): return context.resolveChild(LazyHGrid(rows: items.map(\.item)) { content })
        case .grid(let columns):
            let rows = Self.rows(children, columns: columns)
            return context.resolveChild(Grid { ForEach(rows.indices, id: \.self) { row in GridRow { RecipeViews(rows[row]) } } })
        case .form: return context.resolveChild(Form { content })
        case .groupBox(let title?): return context.resolveChild(GroupBox(title.value) { content })
        case .groupBox(nil): return context.resolveChild(GroupBox { content })
        case .disclosureGroup(let title, let isExpanded):
            return context.resolveChild(DisclosureGroup(title.value, isExpanded: .constant(isExpanded)) { content })
        case .labeledContent(let title): return context.resolveChild(LabeledContent(title.value) { content })
        case .viewThatFits: return context.resolveChild(ViewThatFits { content })
        case .geometryReader:
            return context.resolveChild(GeometryReader { proxy in VStack { content }.frame(width: proxy.size.width / 2) })
        }
    }

    func print(_ children: [ViewRecipe], into printer: inout SwiftSource.Printer) {
        switch self {
        case .scrollView(let axes): printer.block("ScrollView(\(axes.source))", children)
        case .lazyVStack: printer.block("LazyVStack", children)
        case .lazyHStack: printer.block("LazyHStack", children)
        case .lazyVGrid(let items): printer.block("LazyVGrid(columns: [\(items.map(\.source).joined(separator: ", "))])", children)
        case .lazyHGrid(let items): printer.block("LazyHGrid(rows: [\(items.map(\.source).joined(separator: ", "))])", children)
        case .grid(let columns):
            printer.line("Grid {")
            printer.indent += 1
            for row in Self.rows(children, columns: columns) { printer.block("GridRow", row) }
            printer.indent -= 1
            printer.line("}")
        case .form: printer.block("Form", children)
        case .groupBox(let title?): printer.block("GroupBox(\(SwiftSource.literal(title)))", children)
        case .groupBox(nil): printer.block("GroupBox", children)
        case .disclosureGroup(let title, let isExpanded):
            printer.block("DisclosureGroup(\(SwiftSource.literal(title)), isExpanded: .constant(\(isExpanded)))", children)
        case .labeledContent(let title): printer.block("LabeledContent(\(SwiftSource.literal(title)))", children)
        case .viewThatFits: printer.block("ViewThatFits", children)
        case .geometryReader:
            printer.line("GeometryReader { proxy in")
            printer.indent += 1
            printer.block("VStack", children, tail: "}.frame(width: proxy.size.width / 2)")
            printer.indent -= 1
            printer.line("}")
        }
    }

    /// The children in rows of `columns` (at least one), the last row maybe shorter.
    static func rows(_ children: [ViewRecipe], columns: Int) -> [[ViewRecipe]] {
        let width = max(1, columns)
        return stride(from: 0, to: children.count, by: width).map { Array(children[$0..<min($0 + width, children.count)]) }
    }

    var numbers: [Double] {
        switch self {
        case .lazyVGrid(let items), .lazyHGrid(let items):
            items.compactMap { item in
                switch item {
                case .fixed(let value), .adaptive(let value): value
                case .flexible: nil
                }
            }
        default: []
        }
    }
}

extension ContainerRecipe.ScrollAxes {
    var set: Axis.Set {
        switch self {
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .both: [.horizontal, .vertical]
        }
    }

    var source: String {
        switch self {
        case .vertical: ".vertical"
        case .horizontal: ".horizontal"
        case .both: "[.horizontal, .vertical]"
        }
    }
}

extension ContainerRecipe.GridItemRecipe {
    var item: GridItem {
        switch self {
        case .fixed(let length): GridItem(.fixed(CGFloat(length)))
        case .flexible: GridItem(.flexible())
        case .adaptive(let minimum): GridItem(.adaptive(minimum: CGFloat(minimum)))
        }
    }

    var source: String {
        switch self {
        case .fixed(let length): "GridItem(.fixed(\(SwiftSource.number(length))))"
        case .flexible: "GridItem(.flexible())"
        case .adaptive(let minimum): "GridItem(.adaptive(minimum: \(SwiftSource.number(minimum))))"
        }
    }
}

extension RecipeGenerator {
    mutating func container() -> ContainerRecipe {
        func items(_ g: inout RecipeGenerator) -> [ContainerRecipe.GridItemRecipe] {
            (0..<g.random.within(1...3)).map { _ in
                g.random.pick(weighted: [(2, .fixed(g.number())), (3, .flexible), (2, .adaptive(minimum: g.number()))])
            }
        }
        return random.pick(weighted: [
            (3, .scrollView(random.pick(ContainerRecipe.ScrollAxes.allCases))),
            (1, .lazyVStack), (1, .lazyHStack),
            (2, .lazyVGrid(items(&self))), (1, .lazyHGrid(items(&self))),
            (2, .grid(columns: random.within(1...4))),
            (1, .form),
            (1, .groupBox(random.chance(50) ? string() : nil)),
            (1, .disclosureGroup(string(), isExpanded: random.chance(50))),
            (1, .labeledContent(string())),
            (1, .viewThatFits),
            (1, .geometryReader),
        ])
    }
}
