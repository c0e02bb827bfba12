import Trellis

/// One modifier as data. Adding a modifier to the fuzzer: a case here and an entry in
/// `RecipeGenerator.modifiers`; the compiler then points at `RecipeView` and `SwiftSource`.
public enum ModifierRecipe: Hashable, Sendable {
    // Layout
    case padding(EdgesRecipe, Double?)
    case paddingInsets(top: Double, leading: Double, bottom: Double, trailing: Double)
    case frame(width: Double?, height: Double?, alignment: AlignmentRecipe)
    case flexibleFrame(FlexibleFrameRecipe)
    case layoutPriority(Double)
    // Layers and clips
    case background(ViewRecipe, alignment: AlignmentRecipe)
    case backgroundStyle(StyleRecipe)
    case backgroundIn(StyleRecipe, ShapeRecipe)
    /// `.background()`: the theme's background.
    case themeBackground
    case overlay(ViewRecipe, alignment: AlignmentRecipe)
    case overlayStyle(StyleRecipe)
    case overlayIn(StyleRecipe, ShapeRecipe)
    case border(StyleRecipe, width: Double?)
    case cornerRadius(Double)
    case clipShape(ShapeRecipe)
    case clipped
    case opacity(Double)
    // The environment
    case font(FontRecipe?)
    case fontWeight(WeightRecipe?)
    case bold(Bool)
    case italic(Bool)
    case foregroundColor(ColorRecipe?)
    case foregroundStyle(StyleRecipe)
    case tint(ColorRecipe?)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case preferredColorScheme(ColorScheme?)
    /// `.environment(\.colorScheme, …)`.
    case colorScheme(ColorScheme)
    case dynamicTypeSize(DynamicTypeSize)
    case disabled(Bool)
    case theme(ThemeRecipe)
    case buttonStyle(ButtonStyleRecipe)
    case listStyle(ListStyleRecipe)
    case pickerStyle(PickerStyleRecipe)
    // Navigation and pickers
    case navigationTitle(FuzzString)
    case navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode)
    case tag(Int)
    /// A tag of another type than the picker's selection, which never matches.
    case stringTag(String)
    /// `FuzzCard`: a modifier of the fuzzer's own with a `body(content:)`, as users write them.
    case card(FuzzString)
    /// An accessibility modifier (ControlRecipe.swift).
    case accessibility(AccessibilityRecipe)
    /// A list-row modifier (ListRowRecipe.swift).
    case listRow(ListRowRecipe)
    /// A text spacing modifier (TextSpacingRecipe.swift).
    case textSpacing(TextSpacingRecipe)
    /// `listSectionSpacing`, `scrollContentBackground`, `gridColumnAlignment` (ListLayoutRecipe.swift).
    case listLayout(ListLayoutRecipe)
    /// A drawing effect or transform (EffectRecipe.swift).
    case effect(EffectRecipe)
    /// `.dynamicTypeSize(range)`, which clamps the size set around it.
    case dynamicTypeSizeRange(ClosedRange<DynamicTypeSize>)
    /// `alignmentGuide(_:computeValue:)` (AlignmentGuideRecipe.swift).
    case alignmentGuide(AlignmentGuideRecipe)
    /// `containerRelativeFrame` in its three forms (ContainerRelativeRecipe.swift).
    case containerRelative(ContainerRelativeRecipe)
    /// A modifier of session 4: redaction, safe-area insets, symbol variants, control sizes (AppModifierRecipe.swift).
    case appModifier(AppModifierRecipe)
}

public struct FlexibleFrameRecipe: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: AlignmentRecipe
}
