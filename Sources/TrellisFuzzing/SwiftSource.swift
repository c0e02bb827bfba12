import Trellis

/// Prints a tree as the Swift a user would write, so that a failing seed becomes a reproducer a
/// human can paste into a test. The printed views resolve exactly as `RecipeView` resolves the
/// recipe (a test compiles nothing, but each case mirrors `RecipeView`'s case).
public enum SwiftSource {
    /// A whole file: the screen as a view, the page and variant it was rendered in, and the
    /// fuzzer's own helper types it uses.
    public static func reproducer(for tree: FuzzTree) -> String {
        var printer = Printer()
        printer.line("import Trellis")
        printer.line("import TrellisSite")
        printer.line("")
        let name = "FuzzTree\(tree.seed)"
        let known = tree.excluded.isEmpty ? "" : " --skip-known"
        printer.line("// Fuzz tree \(tree.seed) (`TrellisFuzz show \(tree.seed)\(known)`), drawn as \(tree.size) recipes.")
        printer.line("struct \(name): View {")
        printer.indent += 1
        printer.line("var body: some View {")
        printer.indent += 1
        printer.view(tree.root)
        printer.indent -= 1
        printer.line("}")
        printer.indent -= 1
        printer.line("}")
        printer.line("")
        printer.line("/// The site it was rendered as: `await SiteRenderer().render(plan)`, then validate each file.")
        printer.line("@MainActor func fuzzTree\(tree.seed)Plan() -> SitePlan {")
        printer.indent += 1
        printer.line("let page = SitePage(id: \"fuzz\", title: \(literal(tree.title)), summary: \(literal(tree.summary))) { AnyView(\(name)()) }")
        printer.line("return SitePlan.make(pages: [page], themes: [.\(tree.theme.rawValue)], colorSchemes: [.\(tree.colorScheme.rawValue)], canvases: [.\(tree.canvas.name)]" + FuzzAssets.sourceArgument(for: tree.root) + ")")
        printer.indent -= 1
        printer.line("}")
        for helper in helpers(in: tree.root) {
            printer.line("")
            printer.output += helper
        }
        return printer.output
    }

    /// One view as an expression, over as many lines as it needs.
    public static func expression(_ recipe: ViewRecipe) -> String {
        var printer = Printer()
        printer.view(recipe)
        return printer.output
    }

    /// The definitions of the fuzzer's own types that `root` uses, as `FuzzComponents.swift` has them.
    static func helpers(in root: ViewRecipe) -> [String] {
        var names: Set<String> = []
        root.walk { view, _ in
            switch view {
            case .environmentReader: names.insert("FuzzEnvironmentReader")
            case .modified(_, .card): names.insert("FuzzCard")
            case .modified(_, .buttonStyle(.custom)): names.insert("FuzzButtonStyle")
            default: break
            }
        }
        // The alignment reaches the source through stacks, frames, layers and guides alike.
        if expression(root).contains(".fuzzThird") { names.insert("FuzzThird") }
        return ["FuzzEnvironmentReader", "FuzzCard", "FuzzButtonStyle", "FuzzThird"].filter(names.contains).map { helperSources[$0]! }
    }

    struct Printer {
        var output = ""
        var indent = 0

        mutating func line(_ text: String) {
            // Deep chains would otherwise print megabytes of spaces.
            if !text.isEmpty { output += String(repeating: "    ", count: min(indent, 20)) }
            output += text + "\n"
        }

        /// A call with a trailing builder block: `head {`, the children, `}`.
        mutating func block(_ head: String, _ children: [ViewRecipe], tail: String = "}") {
            line(head + " {")
            indent += 1
            children.forEach { view($0) }
            indent -= 1
            line(tail)
        }

        mutating func view(_ recipe: ViewRecipe) {
            switch recipe {
            case .text(let string, let styling):
                line("Text(verbatim: \(literal(string)))" + styling.map(\.source).joined())
            case .image(let name, let resizable):
                line("Image(systemName: \(literal(name)))" + (resizable ? ".resizable()" : ""))
            case .label(let title, let name):
                line("Label(\(literal(title)), systemImage: \(literal(name)))")
            case .assetImage(let name, let resizable):
                line("Image(\(literal(name)))" + (resizable ? ".resizable()" : ""))
            case .shape(let shape, let paint):
                line(shape.source + paint.source)
            case .color(let color):
                line(color.source)
            case .spacer(let minLength):
                line(minLength.map { "Spacer(minLength: \(number($0)))" } ?? "Spacer()")
            case .divider:
                line("Divider()")
            case .empty:
                line("EmptyView()")
            case .stack(let stack, let children):
                block(stack.source, children)
            case .group(let children):
                block("Group", children)
            case .anyView(let child):
                line("AnyView(")
                indent += 1
                view(child)
                indent -= 1
                line(")")
            case .forEach(let count, let child):
                line("ForEach(0..<\(count), id: \\.self) { _ in")
                indent += 1
                view(child)
                indent -= 1
                line("}")
            case .button(let role, let label):
                block("Button(" + (role.map { "role: .\($0.rawValue), " } ?? "") + "action: {})", label)
            case .navigationStack(let root):
                block("NavigationStack", [root])
            case .navigationLink(let label, let destination):
                block("NavigationLink", [.anyView(destination)], tail: "} label: {")
                indent += 1
                label.forEach { view($0) }
                indent -= 1
                line("}")
            case .list(let children):
                block("List", children)
            case .section(let header, let content, let footer):
                block("Section", content, tail: "} header: {")
                indent += 1
                header.forEach { view($0) }
                indent -= 1
                line("} footer: {")
                indent += 1
                footer.forEach { view($0) }
                indent -= 1
                line("}")
            case .picker(let title, let selection, let options):
                block("Picker(\(literal(title)), selection: .constant(\(selection)))", options)
            case .environmentReader:
                line("FuzzEnvironmentReader()")
            case .container(let container, let children):
                container.print(children, into: &self)
            case .control(let control):
                line(control.source)
            case .appView(let recipe, let children):
                recipe.print(children, into: &self)
            case .modified(let content, let modifier):
                // Text has its own `font`, `bold`, … that return Text and style the run; the
                // recipe means the view modifiers, so a Text is wrapped to reach them.
                if case .text = content, modifier.hasTextMethodName {
                    block("Group", [content])
                } else {
                    view(content)
                }
                indent += 1
                modifierLines(modifier)
                indent -= 1
            }
        }

        mutating func modifierLines(_ modifier: ModifierRecipe) {
            switch modifier {
            case .background(let layer, let alignment):
                block(".background" + (alignment == .center ? "" : "(alignment: \(alignment.source))"), [layer])
            case .overlay(let layer, let alignment):
                block(".overlay" + (alignment == .center ? "" : "(alignment: \(alignment.source))"), [layer])
            default:
                line(modifier.source)
            }
        }
    }
}

extension StackRecipe {
    var source: String {
        var arguments: [String] = []
        switch axis {
        case .horizontal:
            if alignment.vertical != .center { arguments.append("alignment: .\(alignment.vertical.rawValue)") }
        case .vertical:
            if alignment.horizontal != .center { arguments.append("alignment: .\(alignment.horizontal.rawValue)") }
        case .depth:
            if alignment != .center { arguments.append("alignment: \(alignment.source)") }
        }
        if axis != .depth, let spacing { arguments.append("spacing: \(SwiftSource.number(spacing))") }
        let name = switch axis {
        case .horizontal: "HStack"
        case .vertical: "VStack"
        case .depth: "ZStack"
        }
        return arguments.isEmpty ? name : name + "(" + arguments.joined(separator: ", ") + ")"
    }
}
