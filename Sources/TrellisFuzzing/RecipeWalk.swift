/// A walk over every view recipe in a tree (layers, labels and destinations included), and the
/// numbers in it, for the known-bug classes and for statistics.
public struct RecipeWalkContext: Sendable {
    /// Recipe levels from the root, modifiers counting as levels as they do in the resolved tree.
    public var depth = 0
    /// Inside the label of a Button or NavigationLink (but not in a destination under it).
    public var isInLabel = false
}

/// The numbers a tree holds. Color components are apart: Trellis clamps them, so only their NaN
/// can matter.
public struct RecipeNumbers: Sendable {
    public var geometry: [Double] = []
    public var colorComponents: [Double] = []
}

extension ViewRecipe {
    public func walk(_ visit: (ViewRecipe, RecipeWalkContext) -> Void) {
        // An explicit stack: deep chains are hundreds of levels.
        var pending: [(ViewRecipe, RecipeWalkContext)] = [(self, RecipeWalkContext())]
        while let (view, context) = pending.popLast() {
            visit(view, context)
            var child = context
            child.depth += 1
            func push(_ views: [ViewRecipe], label: Bool? = nil) {
                var inner = child
                if let label { inner.isInLabel = label }
                for view in views.reversed() { pending.append((view, inner)) }
            }
            switch view {
            case .text, .image, .label, .shape, .color, .spacer, .divider, .empty, .environmentReader, .control, .assetImage: break
            case .stack(_, let children), .group(let children), .list(let children), .picker(_, _, let children),
                 .container(_, let children), .appView(_, let children):
                push(children)
            case .anyView(let child), .forEach(_, let child), .navigationStack(let child): push([child])
            case .button(_, let label): push(label, label: true)
            case .navigationLink(let label, let destination):
                push([destination], label: false)
                push(label, label: true)
            case .section(let header, let content, let footer): push(header + content + footer)
            case .modified(let content, let modifier):
                switch modifier {
                case .background(let layer, _), .overlay(let layer, _), .effect(.mask(let layer, _)): push([layer])
                default: break
                }
                if case .appModifier(let recipe) = modifier, let layer = recipe.layer { push([layer]) }
                push([content])
            }
        }
    }

    /// Every number anywhere in the tree.
    public var numbers: RecipeNumbers {
        var numbers = RecipeNumbers()
        walk { view, _ in view.collectOwnNumbers(into: &numbers) }
        return numbers
    }

    /// The numbers of this recipe itself, not of its children.
    func collectOwnNumbers(into numbers: inout RecipeNumbers) {
        switch self {
        case .text(_, let styling): styling.forEach { $0.collect(into: &numbers) }
        case .shape(let shape, let paint):
            shape.collect(into: &numbers)
            paint.collect(into: &numbers)
        case .color(let color): color.collect(into: &numbers)
        case .spacer(let minLength): numbers.geometry += [minLength].compactMap { $0 }
        case .stack(let stack, _): numbers.geometry += [stack.spacing].compactMap { $0 }
        case .modified(_, let modifier): modifier.collect(into: &numbers)
        case .container(let container, _): numbers.geometry += container.numbers
        case .appView(let recipe, _): numbers.geometry += recipe.numbers
        case .image, .label, .divider, .empty, .environmentReader, .group, .anyView, .forEach, .button,
             .navigationStack, .navigationLink, .list, .section, .picker, .control, .assetImage:
            break
        }
    }
}

extension ModifierRecipe {
    func collect(into numbers: inout RecipeNumbers) {
        switch self {
        case .padding(_, let length): numbers.geometry += [length].compactMap { $0 }
        case .paddingInsets(let top, let leading, let bottom, let trailing): numbers.geometry += [top, leading, bottom, trailing]
        case .frame(let width, let height, _): numbers.geometry += [width, height].compactMap { $0 }
        case .flexibleFrame(let frame):
            numbers.geometry += [frame.minWidth, frame.idealWidth, frame.maxWidth, frame.minHeight, frame.idealHeight, frame.maxHeight]
                .compactMap { $0 }
        case .layoutPriority(let value), .cornerRadius(let value), .opacity(let value): numbers.geometry.append(value)
        case .backgroundStyle(let style), .overlayStyle(let style), .foregroundStyle(let style): style.collect(into: &numbers)
        case .backgroundIn(let style, let shape), .overlayIn(let style, let shape):
            style.collect(into: &numbers)
            shape.collect(into: &numbers)
        case .border(let style, let width):
            style.collect(into: &numbers)
            numbers.geometry += [width].compactMap { $0 }
        case .clipShape(let shape): shape.collect(into: &numbers)
        case .effect(let effect): numbers.geometry += effect.numbers
        case .alignmentGuide(let recipe): numbers.geometry += recipe.numbers
        case .containerRelative(let recipe): numbers.geometry += recipe.numbers
        case .appModifier(let recipe): numbers.geometry += recipe.numbers
        case .font(let font): font?.collect(into: &numbers)
        case .foregroundColor(let color), .tint(let color): color?.collect(into: &numbers)
        case .background, .overlay, .themeBackground, .clipped, .fontWeight, .bold, .italic, .lineLimit,
             .multilineTextAlignment, .preferredColorScheme, .colorScheme, .dynamicTypeSize, .dynamicTypeSizeRange, .disabled, .theme,
             .buttonStyle, .listStyle, .pickerStyle, .navigationTitle, .navigationBarTitleDisplayMode, .tag,
             .stringTag, .card, .accessibility, .listRow, .textSpacing, .listLayout:
            break
        }
    }
}

extension TextStyling {
    func collect(into numbers: inout RecipeNumbers) {
        switch self {
        case .font(let font): font?.collect(into: &numbers)
        case .foregroundColor(let color): color?.collect(into: &numbers)
        case .underlineStyle(let line), .strikethroughStyle(let line): line.color?.collect(into: &numbers)
        case .fontWeight, .bold, .italic, .underline, .strikethrough: break
        }
    }
}

extension ColorRecipe {
    func collect(into numbers: inout RecipeNumbers) {
        switch self {
        case .named, .semantic: break
        case .rgb(let red, let green, let blue, let opacity): numbers.colorComponents += [red, green, blue, opacity]
        case .white(let white): numbers.colorComponents.append(white)
        case .opacity(let base, let opacity):
            base.collect(into: &numbers)
            numbers.colorComponents.append(opacity)
        }
    }
}

extension StyleRecipe {
    func collect(into numbers: inout RecipeNumbers) {
        if case .color(let color) = self { color.collect(into: &numbers) }
        if case .gradient(let gradient) = self { gradient.collect(into: &numbers) }
    }
}

extension ShapeRecipe {
    func collect(into numbers: inout RecipeNumbers) {
        switch self {
        case .roundedRectangle(let radius, _): numbers.geometry.append(radius)
        case .roundedRectangleSize(let width, let height): numbers.geometry += [width, height]
        case .rectangle, .circle, .ellipse, .capsule: break
        case .uneven(let a, let b): numbers.geometry += [a, b]
        case .rotated(let base, let degrees): base.collect(into: &numbers); numbers.geometry.append(degrees)
        case .offset(let base, let x, let y): base.collect(into: &numbers); numbers.geometry += [x, y]
        case .scaled(let base, let scale), .inset(let base, let scale): base.collect(into: &numbers); numbers.geometry.append(scale)
        }
    }
}

extension ShapePaint {
    func collect(into numbers: inout RecipeNumbers) {
        switch self {
        case .plain: break
        case .fill(let style): style?.collect(into: &numbers)
        case .stroke(let style, let width), .strokeBorder(let style, let width):
            style?.collect(into: &numbers)
            numbers.geometry += [width].compactMap { $0 }
        case .trimmedStroke(let style, let from, let to, let width, let dash):
            style.collect(into: &numbers)
            numbers.geometry += [from, to, width, dash]
        }
    }
}

extension FontRecipe {
    func collect(into numbers: inout RecipeNumbers) {
        switch self {
        case .textStyle, .system: break
        case .size(let size, _, _): numbers.geometry.append(size)
        case .bold(let base), .italic(let base), .weight(let base, _): base.collect(into: &numbers)
        }
    }
}
