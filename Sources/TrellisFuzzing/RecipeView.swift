import Trellis

/// Resolves a recipe as the Trellis views it stands for. Each case builds the very view the
/// printed source writes and resolves it in place, so no `AnyView` is added except where the
/// recipe has one.
public struct RecipeView: View {
    public typealias Body = Never
    public let recipe: ViewRecipe

    public init(_ recipe: ViewRecipe) {
        self.recipe = recipe
    }

    public static func _resolve(_ view: RecipeView, in context: _ResolveContext) -> [ResolvedNode] {
        switch view.recipe {
        case .text(let string, let styling):
            return context.resolveChild(styling.reduce(Text(verbatim: string.value)) { $1.applied(to: $0) })
        case .image(let name, let resizable):
            let image = Image(systemName: name)
            return context.resolveChild(resizable ? image.resizable() : image)
        case .label(let title, let name):
            return context.resolveChild(Label(title.value, systemImage: name))
        case .assetImage(let name, let resizable):
            let image = Image(name)
            return context.resolveChild(resizable ? image.resizable() : image)
        case .shape(let shape, let paint):
            return shape.resolve(PaintedShape(paint: paint, context: context))
        case .color(let color):
            return context.resolveChild(color.color)
        case .spacer(let minLength):
            return context.resolveChild(Spacer(minLength: minLength.map { CGFloat($0) }))
        case .divider:
            return context.resolveChild(Divider())
        case .empty:
            return context.resolveChild(EmptyView())
        case .stack(let stack, let children):
            let content = RecipeViews(children)
            let spacing = stack.spacing.map { CGFloat($0) }
            switch stack.axis {
            case .horizontal:
                return context.resolveChild(HStack(alignment: stack.alignment.verticalAlignment, spacing: spacing) { content })
            case .vertical:
                return context.resolveChild(VStack(alignment: stack.alignment.horizontalAlignment, spacing: spacing) { content })
            case .depth:
                return context.resolveChild(ZStack(alignment: stack.alignment.alignment) { content })
            }
        case .group(let children):
            return context.resolveChild(Group { RecipeViews(children) })
        case .anyView(let child):
            return context.resolveChild(AnyView(RecipeView(child)))
        case .forEach(let count, let child):
            return context.resolveChild(ForEach(0..<count, id: \.self) { _ in RecipeView(child) })
        case .button(let role, let label):
            return context.resolveChild(Button(role: role, action: {}) { RecipeViews(label) })
        case .navigationStack(let root):
            return context.resolveChild(NavigationStack { RecipeView(root) })
        case .navigationLink(let label, let destination):
            return context.resolveChild(NavigationLink { AnyView(RecipeView(destination)) } label: { RecipeViews(label) })
        case .list(let children):
            return context.resolveChild(List { RecipeViews(children) })
        case .section(let header, let content, let footer):
            return context.resolveChild(Section {
                RecipeViews(content)
            } header: {
                RecipeViews(header)
            } footer: {
                RecipeViews(footer)
            })
        case .picker(let title, let selection, let options):
            return context.resolveChild(Picker(title.value, selection: .constant(selection)) { RecipeViews(options) })
        case .environmentReader:
            return context.resolveChild(FuzzEnvironmentReader())
        case .container(let container, let children):
            return container.resolve(children, in: context)
        case .modified(let content, let modifier):
            return modifier.resolve(RecipeView(content), in: context)
        case .control(let control):
            return control.resolve(in: context)
        case .appView(let recipe, let children):
            return recipe.resolve(children, in: context)
        }
    }
}

/// The children of a builder block: each resolved in turn, as a `TupleView` resolves them.
struct RecipeViews: View {
    typealias Body = Never
    let recipes: [ViewRecipe]

    init(_ recipes: [ViewRecipe]) {
        self.recipes = recipes
    }

    static func _resolve(_ view: RecipeViews, in context: _ResolveContext) -> [ResolvedNode] {
        view.recipes.flatMap { context.resolveChild(RecipeView($0)) }
    }
}

extension TextStyling {
    func applied(to text: Text) -> Text {
        switch self {
        case .font(let font): text.font(font?.font)
        case .fontWeight(let weight): text.fontWeight(weight?.weight)
        case .bold: text.bold()
        case .italic: text.italic()
        case .foregroundColor(let color): text.foregroundColor(color?.color)
        case .underline(let isActive): text.underline(isActive)
        case .strikethrough(let isActive): text.strikethrough(isActive)
        case .underlineStyle(let line): text.underline(true, pattern: line.pattern.pattern, color: line.color?.color)
        case .strikethroughStyle(let line): text.strikethrough(true, pattern: line.pattern.pattern, color: line.color?.color)
        }
    }
}
