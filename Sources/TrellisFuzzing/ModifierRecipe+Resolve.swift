import Trellis

extension ModifierRecipe {
    /// Resolves `content` with this modifier applied, as the printed source applies it.
    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        func resolve<V: View>(_ view: V) -> [ResolvedNode] { context.resolveChild(view) }
        switch self {
        case .padding(let edges, let length):
            return resolve(content.padding(edges.edges, length.map { CGFloat($0) }))
        case .paddingInsets(let top, let leading, let bottom, let trailing):
            return resolve(content.padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
        case .frame(let width, let height, let alignment):
            return resolve(content.frame(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }, alignment: alignment.alignment))
        case .flexibleFrame(let frame):
            return resolve(content.frame(
                minWidth: frame.minWidth.map { CGFloat($0) }, idealWidth: frame.idealWidth.map { CGFloat($0) },
                maxWidth: frame.maxWidth.map { CGFloat($0) }, minHeight: frame.minHeight.map { CGFloat($0) },
                idealHeight: frame.idealHeight.map { CGFloat($0) }, maxHeight: frame.maxHeight.map { CGFloat($0) },
                alignment: frame.alignment.alignment))
        case .layoutPriority(let priority):
            return resolve(content.layoutPriority(priority))
        case .background(let layer, let alignment):
            return resolve(content.background(alignment: alignment.alignment) { RecipeView(layer) })
        case .backgroundStyle(let style):
            return resolve(content.background(style.style))
        case .backgroundIn(let style, let shape):
            return shape.resolve(LayerInShape(content: content, style: style, isOverlay: false, context: context))
        case .themeBackground:
            return resolve(content.background())
        case .overlay(let layer, let alignment):
            return resolve(content.overlay(alignment: alignment.alignment) { RecipeView(layer) })
        case .overlayStyle(let style):
            return resolve(content.overlay(style.style))
        case .overlayIn(let style, let shape):
            return shape.resolve(LayerInShape(content: content, style: style, isOverlay: true, context: context))
        case .border(let style, let width):
            return resolve(width.map { content.border(style.style, width: CGFloat($0)) } ?? content.border(style.style))
        case .cornerRadius(let radius):
            return resolve(content.cornerRadius(CGFloat(radius)))
        case .clipShape(let shape):
            return shape.resolve(ClippedContent(content: content, context: context))
        case .clipped:
            return resolve(content.clipped())
        case .opacity(let opacity):
            return resolve(content.opacity(opacity))
        case .font(let font):
            return resolve(content.font(font?.font))
        case .fontWeight(let weight):
            return resolve(content.fontWeight(weight?.weight))
        case .bold(let isActive):
            return resolve(content.bold(isActive))
        case .italic(let isActive):
            return resolve(content.italic(isActive))
        case .foregroundColor(let color):
            return resolve(content.foregroundColor(color?.color))
        case .foregroundStyle(let style):
            return resolve(content.foregroundStyle(style.style))
        case .tint(let color):
            return resolve(content.tint(color?.color))
        case .lineLimit(let limit):
            return resolve(content.lineLimit(limit))
        case .multilineTextAlignment(let alignment):
            return resolve(content.multilineTextAlignment(alignment))
        case .preferredColorScheme(let scheme):
            return resolve(content.preferredColorScheme(scheme))
        case .colorScheme(let scheme):
            return resolve(content.environment(\.colorScheme, scheme))
        case .dynamicTypeSize(let size):
            return resolve(content.dynamicTypeSize(size))
        case .dynamicTypeSizeRange(let range):
            return resolve(content.dynamicTypeSize(range))
        case .disabled(let isDisabled):
            return resolve(content.disabled(isDisabled))
        case .theme(let theme):
            return resolve(content.theme(theme.theme))
        case .buttonStyle(let style):
            return resolveButtonStyle(style, content, in: context)
        case .listStyle(let style):
            return resolveListStyle(style, content, in: context)
        case .pickerStyle(let style):
            return resolvePickerStyle(style, content, in: context)
        case .navigationTitle(let title):
            return resolve(content.navigationTitle(title.value))
        case .navigationBarTitleDisplayMode(let mode):
            return resolve(content.navigationBarTitleDisplayMode(mode))
        case .tag(let tag):
            return resolve(content.tag(tag))
        case .stringTag(let tag):
            return resolve(content.tag(tag))
        case .card(let title):
            return resolve(content.modifier(FuzzCard(title: title.value)))
        case .effect(let recipe):
            return recipe.resolve(content, in: context)
        case .accessibility(let recipe):
            return recipe.resolve(content, in: context)
        case .listRow(let recipe):
            return recipe.resolve(content, in: context)
        case .textSpacing(let recipe):
            return recipe.resolve(content, in: context)
        case .listLayout(let recipe):
            return recipe.resolve(content, in: context)
        case .appModifier(let recipe):
            return recipe.resolve(content, in: context)
        case .alignmentGuide(let recipe):
            return recipe.resolve(content, in: context)
        case .containerRelative(let recipe):
            return recipe.resolve(content, in: context)
        }
    }

    // Styles are generic parameters, so each is spelled out.

    @MainActor
    private func resolveButtonStyle<Content: View>(_ style: ButtonStyleRecipe, _ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch style {
        case .automatic: context.resolveChild(content.buttonStyle(.automatic))
        case .borderless: context.resolveChild(content.buttonStyle(.borderless))
        case .plain: context.resolveChild(content.buttonStyle(.plain))
        case .bordered: context.resolveChild(content.buttonStyle(.bordered))
        case .borderedProminent: context.resolveChild(content.buttonStyle(.borderedProminent))
        case .custom: context.resolveChild(content.buttonStyle(FuzzButtonStyle()))
        }
    }

    @MainActor
    private func resolveListStyle<Content: View>(_ style: ListStyleRecipe, _ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch style {
        case .automatic: context.resolveChild(content.listStyle(.automatic))
        case .plain: context.resolveChild(content.listStyle(.plain))
        case .grouped: context.resolveChild(content.listStyle(.grouped))
        case .insetGrouped: context.resolveChild(content.listStyle(.insetGrouped))
        case .inset: context.resolveChild(content.listStyle(.inset))
        }
    }

    @MainActor
    private func resolvePickerStyle<Content: View>(_ style: PickerStyleRecipe, _ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch style {
        case .automatic: context.resolveChild(content.pickerStyle(.automatic))
        case .menu: context.resolveChild(content.pickerStyle(.menu))
        case .segmented: context.resolveChild(content.pickerStyle(.segmented))
        case .inline: context.resolveChild(content.pickerStyle(.inline))
        case .wheel: context.resolveChild(content.pickerStyle(.wheel))
        }
    }
}
