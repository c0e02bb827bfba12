import Trellis

/// A view tree as data. View types are static, so a random tree cannot be built as a `View`
/// directly; it is built as this recursive value instead, which `RecipeView` resolves as the
/// matching Trellis views and `SwiftSource` prints as the Swift a user would write.
///
/// Adding a view to the fuzzer: a case here and an entry in `RecipeGenerator.views`; the compiler
/// then points at the two switches that must learn it (`RecipeView` and `SwiftSource`).
public indirect enum ViewRecipe: Hashable, Sendable {
    case text(FuzzString, [TextStyling])
    case image(systemName: String, resizable: Bool)
    /// `Label(title, systemImage:)`.
    case label(FuzzString, systemImage: String)
    case shape(ShapeRecipe, ShapePaint)
    case color(ColorRecipe)
    case spacer(minLength: Double?)
    case divider
    case empty
    case stack(StackRecipe, [ViewRecipe])
    case group([ViewRecipe])
    case anyView(ViewRecipe)
    /// `ForEach(0..<count, id: \.self) { _ in content }`: inside a Picker its ids are the tags.
    case forEach(count: Int, ViewRecipe)
    case button(ButtonRole?, label: [ViewRecipe])
    case navigationStack(ViewRecipe)
    /// The destination is wrapped in `AnyView`, in the recipe and in the printed source alike, so
    /// that its page is named as Trellis names any destination built of its own views.
    case navigationLink(label: [ViewRecipe], destination: ViewRecipe)
    case list([ViewRecipe])
    case section(header: [ViewRecipe], content: [ViewRecipe], footer: [ViewRecipe])
    /// `Picker(title, selection: .constant(selection)) { options }`.
    case picker(FuzzString, selection: Int, [ViewRecipe])
    /// A composite view of the fuzzer's own that reads the environment in its body.
    case environmentReader
    /// ScrollView, a lazy stack or grid, Grid, Form, GroupBox, DisclosureGroup, LabeledContent,
    /// ViewThatFits or GeometryReader around the children (ContainerRecipe.swift).
    case container(ContainerRecipe, [ViewRecipe])
    case modified(ViewRecipe, ModifierRecipe)
    /// A control in a fixed state (ControlRecipe.swift).
    case control(ControlRecipe)
    /// `Image(name)` from the fuzz asset catalog (FuzzAssets.swift), or a name it lacks.
    case assetImage(String, resizable: Bool)
    /// A view of session 4 around the children (AppViewRecipe.swift).
    case appView(AppViewRecipe, [ViewRecipe])
}

public struct StackRecipe: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable, CaseIterable { case horizontal, vertical, depth }
    public var axis: Axis
    /// Only the component of the stack's axis is used: vertical for HStack, horizontal for VStack.
    public var alignment: AlignmentRecipe
    public var spacing: Double?
}

/// A string as the source writes it: most are literals; very long ones are repeated pieces, so
/// a reproducer stays readable.
public enum FuzzString: Hashable, Sendable {
    case literal(String)
    case repeated(String, count: Int)

    public var value: String {
        switch self {
        case .literal(let text): text
        case .repeated(let piece, let count): String(repeating: piece, count: count)
        }
    }
}

/// One of Text's own modifiers, in the order written.
public enum TextStyling: Hashable, Sendable {
    case font(FontRecipe?)
    case fontWeight(WeightRecipe?)
    case bold
    case italic
    case foregroundColor(ColorRecipe?)
    case underline(Bool)
    case strikethrough(Bool)
    /// `underline(true, pattern:color:)` (LineRecipe.swift).
    case underlineStyle(LineRecipe)
    /// `strikethrough(true, pattern:color:)`.
    case strikethroughStyle(LineRecipe)
}
