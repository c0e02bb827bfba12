import Trellis

/// Draws random view trees from a seed. The same seed and exclusions give the same tree on every
/// machine and run.
///
/// Trees are drawn top-down from two weighted tables, `views` and `modifiers`; each entry draws
/// its own arguments (and children, through `view()`), so a new view or modifier is one more
/// entry. A node budget and a depth limit keep trees finite; past either, only leaves are drawn.
public struct RecipeGenerator {
    public var random: SplitMix64
    /// Known bugs whose constructs are left out (see `KnownBug`).
    public let excluded: Set<KnownBug>
    var nodesLeft: Int
    let maximumDepth: Int
    var depth = 0
    /// Inside the label of a Button or NavigationLink, where controls and block content are the
    /// `blockInLabel` bug.
    var isInLabel = false
    /// The names of the table entries drawn so far, for checking that every entry is reachable.
    public private(set) var drawnEntries: Set<String> = []

    public init(seed: UInt64, excluding excluded: Set<KnownBug> = []) {
        random = SplitMix64(seed: seed)
        self.excluded = excluded
        nodesLeft = random.pick(weighted: [(70, 40), (25, 150), (5, 500)])
        maximumDepth = random.within(4...9)
    }

    /// An entry of a table: how often it is drawn and how it draws its arguments.
    public struct Entry<Value>: Sendable {
        public let name: String
        public let weight: Int
        /// Drawn where the depth or node budget is spent.
        public let isLeaf: Bool
        /// A control or block content: what `KnownBug.blockInLabel` leaves out of labels.
        public let isBlockOrControl: Bool
        let make: @Sendable (inout RecipeGenerator) -> Value

        init(_ name: String, _ weight: Int, leaf: Bool = false, block: Bool = false, make: @escaping @Sendable (inout RecipeGenerator) -> Value) {
            self.name = name
            self.weight = weight
            isLeaf = leaf
            isBlockOrControl = block
            self.make = make
        }
    }

    // MARK: - Views

    /// One view, maybe with modifiers.
    public mutating func view() -> ViewRecipe {
        nodesLeft -= 1
        let leavesOnly = depth >= maximumDepth || nodesLeft <= 0
        // The root is a container, or most trees would be one leaf.
        let containersOnly = depth == 0 && !leavesOnly
        let entries = Self.views.filter { entry in
            (entry.isLeaf || !leavesOnly) && !(entry.isLeaf && containersOnly) && !(entry.isBlockOrControl && isInLabel && excluded.contains(.blockInLabel))
        }
        let entry = random.pick(weighted: entries.map { ($0.weight, $0) })
        drawnEntries.insert(entry.name)
        var recipe = entry.make(&self)
        while random.chance(35) {
            recipe = .modified(recipe, modifier())
        }
        return recipe
    }

    /// A builder block's children, one level down.
    mutating func children(_ count: ClosedRange<Int>) -> [ViewRecipe] {
        nested { generator in (0..<generator.random.within(count)).map { _ in generator.view() } }
    }

    /// A label's children: one level down, and inside a label.
    mutating func labelChildren(_ count: ClosedRange<Int>) -> [ViewRecipe] {
        let wasInLabel = isInLabel
        isInLabel = true
        defer { isInLabel = wasInLabel }
        return children(count)
    }

    /// A destination screen starts outside any label.
    mutating func destination() -> ViewRecipe {
        let wasInLabel = isInLabel
        isInLabel = false
        defer { isInLabel = wasInLabel }
        return nested { $0.view() }
    }

    mutating func nested<T>(_ body: (inout RecipeGenerator) -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        return body(&self)
    }

    public static let views: [Entry<ViewRecipe>] = [
        Entry("text", 14, leaf: true) { .text($0.string(), $0.textStyling()) },
        Entry("image", 5, leaf: true) { .image(systemName: $0.symbolName(), resizable: $0.random.chance(30)) },
        Entry("assetImage", 2, leaf: true) { .assetImage($0.random.pick(FuzzAssets.names), resizable: $0.random.chance(30)) },
        Entry("label", 3, leaf: true) { .label($0.string(), systemImage: $0.symbolName()) },
        Entry("shape", 5, leaf: true) { .shape($0.shape(), $0.paint()) },
        Entry("color", 4, leaf: true) { .color($0.color()) },
        Entry("spacer", 4, leaf: true) { .spacer(minLength: $0.random.chance(50) ? nil : $0.number()) },
        Entry("divider", 2, leaf: true) { _ in .divider },
        Entry("empty", 1, leaf: true) { _ in .empty },
        Entry("environmentReader", 1, leaf: true) { _ in .environmentReader },
        Entry("control", 4, leaf: true) { .control($0.control()) },
        Entry("stack", 14) { .stack($0.stack(), $0.children(0...5)) },
        Entry("group", 2) { .group($0.children(0...3)) },
        Entry("anyView", 2) { g in .anyView(g.nested { $0.view() }) },
        Entry("forEach", 2) { g in .forEach(count: g.random.pick(weighted: [(9, g.random.within(0...4)), (1, 25)]), g.nested { $0.view() }) },
        Entry("button", 5, block: true) { .button($0.random.pick([nil, nil, .cancel, .destructive]), label: $0.labelChildren(1...3)) },
        Entry("navigationStack", 2, block: true) { g in .navigationStack(g.nested { $0.view() }) },
        Entry("navigationLink", 5, block: true) { .navigationLink(label: $0.labelChildren(1...3), destination: $0.destination()) },
        Entry("list", 4, block: true) { .list($0.children(0...5)) },
        Entry("section", 3) { .section(header: $0.children(0...1), content: $0.children(0...4), footer: $0.children(0...1)) },
        Entry("picker", 3, block: true) { .picker($0.string(), selection: $0.integer(), $0.children(0...5)) },
        Entry("deepChain", 1) { $0.deepChain() },
        Entry("container", 6, block: true) { .container($0.container(), $0.children(0...5)) },
        Entry("appView", 4, block: true) { g in
            let view = g.appView()
            return .appView(view, view.repeatsChildren ? [] : g.children(0...3))
        },
    ]

    /// A column of wrappers around one leaf: deep trees, which random nesting alone rarely makes.
    mutating func deepChain() -> ViewRecipe {
        let deep = !excluded.contains(.deepTree) && random.chance(30)
        let length = deep ? random.within(250...700) : random.within(10...60)
        nodesLeft -= length
        var recipe = ViewRecipe.text(string(), [])
        for level in 0..<length {
            switch level % 3 {
            case 0: recipe = .stack(StackRecipe(axis: .vertical, alignment: .center, spacing: nil), [recipe])
            case 1: recipe = .modified(recipe, .padding(.all, 1))
            default: recipe = .stack(StackRecipe(axis: .horizontal, alignment: .center, spacing: 0), [recipe])
            }
        }
        return recipe
    }

    // MARK: - Modifiers

    public mutating func modifier() -> ModifierRecipe {
        let entry = random.pick(weighted: Self.modifiers.map { ($0.weight, $0) })
        drawnEntries.insert(entry.name)
        return entry.make(&self)
    }

    public static let modifiers: [Entry<ModifierRecipe>] = [
        Entry("padding", 6) { .padding($0.random.pick(EdgesRecipe.allCases), $0.random.chance(30) ? nil : $0.number()) },
        Entry("paddingInsets", 1) { .paddingInsets(top: $0.number(), leading: $0.number(), bottom: $0.number(), trailing: $0.number()) },
        Entry("frame", 4) { .frame(width: $0.optionalNumber(), height: $0.optionalNumber(), alignment: $0.alignment()) },
        Entry("flexibleFrame", 4) { $0.flexibleFrame() },
        Entry("layoutPriority", 1) { .layoutPriority($0.number()) },
        Entry("background", 2) { g in .background(g.nested { $0.view() }, alignment: g.alignment()) },
        Entry("backgroundStyle", 2) { .backgroundStyle($0.style()) },
        Entry("backgroundIn", 2) { .backgroundIn($0.style(), $0.shape()) },
        Entry("themeBackground", 1) { _ in .themeBackground },
        Entry("overlay", 2) { g in .overlay(g.nested { $0.view() }, alignment: g.alignment()) },
        Entry("overlayStyle", 1) { .overlayStyle($0.style()) },
        Entry("overlayIn", 1) { .overlayIn($0.style(), $0.shape()) },
        Entry("border", 2) { .border($0.style(), width: $0.optionalNumber()) },
        Entry("cornerRadius", 2) { .cornerRadius($0.number()) },
        Entry("clipShape", 2) { .clipShape($0.shape()) },
        Entry("clipped", 1) { _ in .clipped },
        Entry("opacity", 2) { .opacity($0.unitNumber()) },
        Entry("font", 3) { .font($0.random.chance(10) ? nil : $0.font()) },
        Entry("fontWeight", 1) { .fontWeight($0.random.chance(10) ? nil : $0.random.pick(WeightRecipe.allCases)) },
        Entry("bold", 1) { .bold($0.random.chance(80)) },
        Entry("italic", 1) { .italic($0.random.chance(80)) },
        Entry("foregroundColor", 2) { .foregroundColor($0.random.chance(10) ? nil : $0.color()) },
        Entry("foregroundStyle", 3) { .foregroundStyle($0.style()) },
        Entry("tint", 2) { .tint($0.random.chance(10) ? nil : $0.tintColor()) },
        Entry("lineLimit", 2) { .lineLimit($0.random.chance(20) ? nil : $0.integer()) },
        Entry("multilineTextAlignment", 1) { .multilineTextAlignment($0.random.pick(TextAlignment.allCases)) },
        Entry("preferredColorScheme", 1) { .preferredColorScheme($0.random.pick([nil, .light, .dark])) },
        Entry("colorScheme", 1) { .colorScheme($0.random.pick(ColorScheme.allCases)) },
        Entry("dynamicTypeSize", 1) { generator in
            let size = generator.random.pick(DynamicTypeSize.allCases)
            guard generator.random.chance(30) else { return .dynamicTypeSize(size) }
            let other = generator.random.pick(DynamicTypeSize.allCases)
            return .dynamicTypeSizeRange(min(size, other)...max(size, other))
        },
        Entry("disabled", 1) { .disabled($0.random.chance(70)) },
        Entry("theme", 1) { .theme($0.random.pick(ThemeRecipe.allCases)) },
        Entry("buttonStyle", 2) { .buttonStyle($0.random.pick(ButtonStyleRecipe.allCases)) },
        Entry("listStyle", 2) { .listStyle($0.random.pick(ListStyleRecipe.allCases)) },
        Entry("pickerStyle", 2) { .pickerStyle($0.random.pick(PickerStyleRecipe.allCases)) },
        Entry("navigationTitle", 3) { .navigationTitle($0.title()) },
        Entry("navigationBarTitleDisplayMode", 1) { .navigationBarTitleDisplayMode($0.random.pick([.automatic, .inline, .large])) },
        Entry("tag", 2) { .tag($0.integer()) },
        Entry("stringTag", 1) { .stringTag($0.string().value) },
        Entry("card", 1) { .card($0.string()) },
        Entry("accessibility", 2) { .accessibility($0.accessibility()) },
        Entry("listRow", 2) { .listRow($0.listRow()) },
        Entry("textSpacing", 2) { .textSpacing($0.textSpacing()) },
        Entry("listLayout", 2) { .listLayout($0.listLayout()) },
        Entry("effect", 4) { .effect($0.effect()) },
        Entry("alignmentGuide", 2) { .alignmentGuide($0.alignmentGuide()) },
        Entry("containerRelativeFrame", 2) { .containerRelative($0.containerRelative()) },
        Entry("appModifier", 3) { .appModifier($0.appModifier()) },
    ]

    mutating func flexibleFrame() -> ModifierRecipe {
        func bound(_ g: inout RecipeGenerator) -> Double? {
            g.random.chance(60) ? nil : g.random.chance(30) ? .infinity : g.number()
        }
        return .flexibleFrame(FlexibleFrameRecipe(
            minWidth: bound(&self), idealWidth: bound(&self), maxWidth: bound(&self),
            minHeight: bound(&self), idealHeight: bound(&self), maxHeight: bound(&self),
            alignment: alignment()))
    }
}
