import Foundation
import Trellis

/// The views of session 4 (empty states, remote images, sharing, gauges, outlines, control
/// groups, timelines, labeled values), as `ViewRecipe.appView` holds them with their children:
/// resolved (`resolve`) and printed (`print`) from the same case, so a reproducer builds the tree
/// the fuzzer rendered. The children go where each view takes a builder block (actions, a
/// placeholder, a share label, a group, a timeline's content, an outline's rows).
public enum AppViewRecipe: Hashable, Sendable {
    public enum GaugeStyle: String, Hashable, Sendable, CaseIterable {
        case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
    }

    /// Which of a gauge's labels are given: the label, then the current value, then both bounds.
    public enum GaugeLabels: Hashable, Sendable, CaseIterable { case label, current, bounds }

    public enum ShareForm: Hashable, Sendable {
        case plain
        case titled(FuzzString)
        /// `ShareLink(item:) { children }`.
        case label
    }

    public enum AsyncForm: String, Hashable, Sendable, CaseIterable {
        /// `AsyncImage(url:)`: the gray placeholder.
        case plain
        /// `content:placeholder:`, the children as the placeholder.
        case placeholder
        /// The phase form, the children where the image has not loaded.
        case phase
    }

    /// `ContentUnavailableView(title, systemImage:, description:)`.
    case unavailable(FuzzString, systemImage: String, description: FuzzString?)
    /// `ContentUnavailableView { Label } description: { Text } actions: { children }`.
    case unavailableBuilder(FuzzString, systemImage: String, description: FuzzString)
    /// `ContentUnavailableView.search`, or `.search(text:)`.
    case unavailableSearch(text: FuzzString?)
    /// A URL string (`URL(string:)`, nil for some) or no URL at all; nothing is ever fetched.
    case asyncImage(url: String?, AsyncForm)
    case shareLink(ShareForm)
    case gauge(value: Double, upperBound: Double, GaugeLabels, GaugeStyle)
    /// `OutlineGroup(FuzzOutlineItem.tree(…), children: \.children)`, each row a text beside the children.
    case outlineGroup(breadth: Int, depth: Int)
    /// `ControlGroup { children }`, or with a title and symbol.
    case controlGroup(FuzzString?, systemImage: String)
    /// `TimelineView(.everyMinute) { context in VStack { Text(context.date, style: .time); children } }`.
    case timelineView
    /// `LabeledContent(title, value: value)`.
    case labeledValue(FuzzString, value: FuzzString)

    @MainActor
    func resolve(_ children: [ViewRecipe], in context: _ResolveContext) -> [ResolvedNode] {
        let content = RecipeViews(children)
        switch self {
        case .unavailable(let title, let name, let description):
            return context.resolveChild(ContentUnavailableView(title.value, systemImage: name, description: description.map { Text(verbatim: $0.value) }))
        case .unavailableBuilder(let title, let name, let description):
            return context.resolveChild(ContentUnavailableView {
                Label(title.value, systemImage: name)
            } description: {
                Text(verbatim: description.value)
            } actions: {
                content
            })
        case .unavailableSearch(nil): return context.resolveChild(ContentUnavailableView.search)
        case .unavailableSearch(let text?): return context.resolveChild(ContentUnavailableView.search(text: text.value))
        case .asyncImage(let url, .plain): return context.resolveChild(AsyncImage(url: url.flatMap(URL.init(string:))))
        case .asyncImage(let url, .placeholder):
            return context.resolveChild(AsyncImage(url: url.flatMap(URL.init(string:))) { image in image.resizable() } placeholder: { content })
        case .asyncImage(let url, .phase):
            return context.resolveChild(AsyncImage(url: url.flatMap(URL.init(string:))) { phase in
                if let image = phase.image { image.resizable() } else { content }
            })
        case .shareLink(.plain): return context.resolveChild(ShareLink(item: "https://example.com"))
        case .shareLink(.titled(let title)): return context.resolveChild(ShareLink(title.value, item: "https://example.com"))
        case .shareLink(.label): return context.resolveChild(ShareLink(item: "https://example.com") { content })
        case .gauge(let value, let upper, let labels, let style):
            return Self.resolveGaugeStyle(style, Self.gauge(value, upper, labels), in: context)
        case .outlineGroup(let breadth, let depth):
            return context.resolveChild(OutlineGroup(FuzzOutlineItem.tree(breadth: breadth, depth: depth), children: \.children) { item in
                HStack { Text(verbatim: item.name); content }
            })
        case .controlGroup(nil, _): return context.resolveChild(ControlGroup { content })
        case .controlGroup(let title?, let name): return context.resolveChild(ControlGroup(title.value, systemImage: name) { content })
        case .timelineView:
            return context.resolveChild(TimelineView(.everyMinute) { timeline in VStack { Text(timeline.date, style: .time); content } })
        case .labeledValue(let title, let value): return context.resolveChild(LabeledContent(title.value, value: value.value))
        }
    }

    /// An outline repeats its row for every element, and each copy of a stateful control in it is
    /// another variant page of the whole screen (a 23-recipe tree took 25 s for 128 documents), so
    /// the generator gives it no children; hand-built recipes may.
    var repeatsChildren: Bool {
        if case .outlineGroup = self { true } else { false }
    }

    /// The numbers the known-bug classes look for.
    var numbers: [Double] {
        if case .gauge(let value, let upper, _, _) = self { [value, upper] } else { [] }
    }

    @MainActor
    static func gauge(_ value: Double, _ upper: Double, _ labels: GaugeLabels) -> AnyView {
        switch labels {
        case .label: AnyView(Gauge(value: value, in: 0...upper) { Text(verbatim: "Level") })
        case .current: AnyView(Gauge(value: value, in: 0...upper) { Text(verbatim: "Level") } currentValueLabel: { Text(verbatim: "Now") })
        case .bounds:
            AnyView(Gauge(value: value, in: 0...upper) { Text(verbatim: "Level") } currentValueLabel: { Text(verbatim: "Now") }
                minimumValueLabel: { Text(verbatim: "Lo") } maximumValueLabel: { Text(verbatim: "Hi") })
        }
    }

    // Styles are generic parameters, so each is spelled out.
    @MainActor
    static func resolveGaugeStyle<Content: View>(_ style: GaugeStyle, _ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch style {
        case .automatic: context.resolveChild(content.gaugeStyle(.automatic))
        case .linearCapacity: context.resolveChild(content.gaugeStyle(.linearCapacity))
        case .accessoryLinear: context.resolveChild(content.gaugeStyle(.accessoryLinear))
        case .accessoryLinearCapacity: context.resolveChild(content.gaugeStyle(.accessoryLinearCapacity))
        case .accessoryCircular: context.resolveChild(content.gaugeStyle(.accessoryCircular))
        case .accessoryCircularCapacity: context.resolveChild(content.gaugeStyle(.accessoryCircularCapacity))
        }
    }

    func print(_ children: [ViewRecipe], into printer: inout SwiftSource.Printer) {
        // String values, not literals: a literal would be a LocalizedStringKey, and the recipe
        // resolves the string as it is.
        func s(_ text: FuzzString) -> String { "String(" + SwiftSource.literal(text) + ")" }
        func url(_ url: String?) -> String { url.map { "URL(string: \(SwiftSource.literal($0)))" } ?? "nil" }
        switch self {
        case .unavailable(let title, let name, let description):
            let text = description.map { "Text(verbatim: \(SwiftSource.literal($0)))" } ?? "nil"
            printer.line("ContentUnavailableView(\(s(title)), systemImage: \(SwiftSource.literal(name)), description: \(text))")
        case .unavailableBuilder(let title, let name, let description):
            printer.line("ContentUnavailableView {")
            printer.indent += 1
            printer.line("Label(\(s(title)), systemImage: \(SwiftSource.literal(name)))")
            printer.indent -= 1
            printer.line("} description: {")
            printer.indent += 1
            printer.line("Text(verbatim: \(SwiftSource.literal(description)))")
            printer.indent -= 1
            printer.block("} actions:", children)
        case .unavailableSearch(nil): printer.line("ContentUnavailableView.search")
        case .unavailableSearch(let text?): printer.line("ContentUnavailableView.search(text: \(s(text)))")
        case .asyncImage(let address, .plain): printer.line("AsyncImage(url: \(url(address)))")
        case .asyncImage(let address, .placeholder):
            printer.block("AsyncImage(url: \(url(address))) { image in image.resizable() } placeholder:", children)
        case .asyncImage(let address, .phase):
            printer.line("AsyncImage(url: \(url(address))) { phase in")
            printer.indent += 1
            printer.block("if let image = phase.image { image.resizable() } else", children)
            printer.indent -= 1
            printer.line("}")
        case .shareLink(.plain): printer.line("ShareLink(item: \"https://example.com\")")
        case .shareLink(.titled(let title)): printer.line("ShareLink(\(s(title)), item: \"https://example.com\")")
        case .shareLink(.label): printer.block("ShareLink(item: \"https://example.com\")", children)
        case .gauge(let value, let upper, let labels, let style):
            let head = "Gauge(value: \(SwiftSource.number(value)), in: 0...\(SwiftSource.number(upper))) { Text(verbatim: \"Level\") }"
            let rest = switch labels {
            case .label: ""
            case .current: " currentValueLabel: { Text(verbatim: \"Now\") }"
            case .bounds: " currentValueLabel: { Text(verbatim: \"Now\") } minimumValueLabel: { Text(verbatim: \"Lo\") } maximumValueLabel: { Text(verbatim: \"Hi\") }"
            }
            printer.line(head + rest)
            printer.indent += 1
            printer.line(".gaugeStyle(.\(style.rawValue))")
            printer.indent -= 1
        case .outlineGroup(let breadth, let depth):
            printer.line("OutlineGroup(FuzzOutlineItem.tree(breadth: \(breadth), depth: \(depth)), children: \\.children) { item in")
            printer.indent += 1
            printer.stack("HStack", first: "Text(verbatim: item.name)", children)
            printer.indent -= 1
            printer.line("}")
        case .controlGroup(nil, _): printer.block("ControlGroup", children)
        case .controlGroup(let title?, let name): printer.block("ControlGroup(\(s(title)), systemImage: \(SwiftSource.literal(name)))", children)
        case .timelineView:
            printer.line("TimelineView(.everyMinute) { timeline in")
            printer.indent += 1
            printer.stack("VStack", first: "Text(timeline.date, style: .time)", children)
            printer.indent -= 1
            printer.line("}")
        case .labeledValue(let title, let value): printer.line("LabeledContent(\(s(title)), value: \(s(value)))")
        }
    }
}

extension SwiftSource.Printer {
    /// A stack whose first child is a line of source (reading a closure's parameter), then the children.
    mutating func stack(_ name: String, first: String, _ children: [ViewRecipe]) {
        line(name + " {")
        indent += 1
        line(first)
        children.forEach { view($0) }
        indent -= 1
        line("}")
    }
}

/// An element of the outline an `AppViewRecipe.outlineGroup` draws: named by its path ("1.2"),
/// with `breadth` children down to `depth` levels. Public so a printed tree compiles beside the fuzzer.
public struct FuzzOutlineItem: Identifiable, Hashable, Sendable {
    /// The element's path from the root, unique in the tree.
    public let id: String
    /// What its row shows: the path.
    public var name: String { id }
    /// The element's children, nil for a leaf.
    public let children: [FuzzOutlineItem]?

    /// `breadth` elements, each with `breadth` children, down to `depth` levels.
    public static func tree(breadth: Int, depth: Int) -> [FuzzOutlineItem] {
        tree(breadth: breadth, depth: depth, path: "")
    }

    private static func tree(breadth: Int, depth: Int, path: String) -> [FuzzOutlineItem] {
        (0..<max(breadth, 0)).map { index in
            let id = path.isEmpty ? "\(index + 1)" : "\(path).\(index + 1)"
            return FuzzOutlineItem(id: id, children: depth > 1 ? tree(breadth: breadth, depth: depth - 1, path: id) : nil)
        }
    }
}

extension RecipeGenerator {
    mutating func appView() -> AppViewRecipe {
        switch random.within(0...9) {
        case 0: return .unavailable(string(), systemImage: symbolName(), description: random.chance(60) ? string() : nil)
        case 1: return .unavailableBuilder(string(), systemImage: symbolName(), description: string())
        case 2: return .unavailableSearch(text: random.chance(50) ? nil : random.chance(20) ? .literal("") : string())
        case 3:
            let url: String? = random.chance(30) ? nil : random.pick(["https://example.com/a.png", "", "not a url", "javascript:alert(1)", "file:///etc/passwd"])
            return .asyncImage(url: url, random.pick(AppViewRecipe.AsyncForm.allCases))
        case 4: return .shareLink(random.pick(weighted: [(1, .plain), (1, .titled(string())), (1, .label)]))
        case 5:
            // Finite bounds: a NaN or reversed range is a trap in Swift itself, not a page to check.
            let upper = random.pick([1, 100, 0, 10] as [Double])
            let value = random.chance(80) ? unitNumber() * max(upper, 1) : number()
            return .gauge(value: value, upperBound: upper, random.pick(AppViewRecipe.GaugeLabels.allCases), random.pick(AppViewRecipe.GaugeStyle.allCases))
        case 6: return .outlineGroup(breadth: random.within(0...3), depth: random.within(1...3))
        case 7: return .controlGroup(random.chance(50) ? string() : nil, systemImage: symbolName())
        case 8: return .timelineView
        default: return .labeledValue(string(), value: string())
        }
    }
}
