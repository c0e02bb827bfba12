/// Which known bugs' constructs a tree contains: a finding on a tree that contains none is new.
extension KnownBug {
    public static func classes(in tree: FuzzTree) -> Set<KnownBug> {
        var found: Set<KnownBug> = []
        for title in [tree.title, tree.summary] { noteTitle(title.value, into: &found) }
        var maximumDepth = 0
        tree.root.walk { view, context in
            maximumDepth = max(maximumDepth, context.depth)
            if context.isInLabel, view.isBlockOrControl { found.insert(.blockInLabel) }
            guard case .modified(_, let modifier) = view else { return }
            switch modifier {
            case .tint(let color?) where color.usesAccentColor: found.insert(.accentColorTint)
            case .navigationTitle(let title): noteTitle(title.value, into: &found)
            default: break
            }
        }
        let numbers = tree.root.numbers
        if (numbers.geometry + numbers.colorComponents).contains(where: \.isNaN) { found.insert(.notANumber) }
        if numbers.geometry.contains(where: isHuge) { found.insert(.hugeNumber) }
        if maximumDepth > deepTreeLevels { found.insert(.deepTree) }
        return found
    }

    private static func noteTitle(_ text: String, into found: inout Set<KnownBug>) {
        if text.unicodeScalars.contains("\r") { found.insert(.carriageReturnInTitle) }
        if isHostilePageName(text) { found.insert(.hostilePageName) }
    }

    /// Finite and large enough that the number formatter writes `inf`.
    static func isHuge(_ value: Double) -> Bool {
        value.isFinite && abs(value) >= 9e15
    }

    static func isHostilePageName(_ text: String) -> Bool {
        text.lowercased().contains("javascript:") || text.count > 100
    }

    /// Recipe levels past which a page may exceed libxml2's depth limit (each level writes one
    /// element or more, and the page around the screen adds a few).
    static let deepTreeLevels = 200
}

extension ViewRecipe {
    /// Controls and block content: what `KnownBug.blockInLabel` is about inside a label.
    var isBlockOrControl: Bool {
        switch self {
        case .button, .navigationStack, .navigationLink, .list, .picker: true
        default: false
        }
    }
}
