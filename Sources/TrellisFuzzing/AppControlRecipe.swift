import Foundation
import Trellis

/// The controls, styles and texts utility apps use (CorpusProductivity): `ControlRecipe.app`.
/// Times count from the render's fixed reference date, so a printed tree draws the same state.
public enum AppControlRecipe: Hashable, Sendable {
    /// `Text(timerInterval:countsDown:)` over `seconds` from the reference date.
    case timerText(seconds: Int, countsDown: Bool)
    /// `ProgressView(timerInterval:countsDown:)`, `elapsed` seconds in.
    case timerProgress(seconds: Int, elapsed: Int, countsDown: Bool)
    /// A button drawn by a `PrimitiveButtonStyle`.
    case primitiveButton(FuzzString)
    /// A group box drawn by a `GroupBoxStyle`.
    case styledGroupBox(FuzzString, text: FuzzString)
    /// A disclosure group drawn by a `DisclosureGroupStyle`.
    case styledDisclosure(FuzzString, isExpanded: Bool)
    /// A `MultiDatePicker` with these days of January 2026 chosen.
    case multiDatePicker(days: [Int])
    /// A toggle under `labelsHidden()`.
    case hiddenLabelToggle(FuzzString, isOn: Bool)
    /// A text interpolating a number with `specifier: "%.2f"`.
    case specifierText(Double)

    @MainActor
    func resolve(in context: _ResolveContext) -> [ResolvedNode] {
        let now = EnvironmentValues.fixedReferenceDate
        return switch self {
        case .timerText(let seconds, let down):
            context.resolveChild(Text(timerInterval: now...now.addingTimeInterval(Double(seconds)), countsDown: down))
        case .timerProgress(let seconds, let elapsed, let down):
            context.resolveChild(ProgressView(timerInterval: now.addingTimeInterval(Double(-elapsed))...now.addingTimeInterval(Double(seconds)), countsDown: down))
        case .primitiveButton(let title): context.resolveChild(Button(title.value) {}.buttonStyle(FuzzPrimitiveButtonStyle()))
        case .styledGroupBox(let title, let text):
            context.resolveChild(GroupBox(title.value) { Text(text.value) }.groupBoxStyle(FuzzCardGroupBoxStyle()))
        case .styledDisclosure(let title, let isExpanded):
            context.resolveChild(DisclosureGroup(title.value, isExpanded: .constant(isExpanded)) { Text("Content") }
                .disclosureGroupStyle(FuzzSignDisclosureStyle()))
        case .multiDatePicker(let days): context.resolveChild(MultiDatePicker("Days", selection: .constant(Self.components(days))))
        case .hiddenLabelToggle(let title, let isOn): context.resolveChild(Toggle(title.value, isOn: .constant(isOn)).labelsHidden())
        case .specifierText(let value): context.resolveChild(Text("\(value, specifier: "%.2f")"))
        }
    }

    /// Days of January 2026, the reference date's month.
    public static func components(_ days: [Int]) -> Set<DateComponents> {
        Set(days.map { DateComponents(year: 2026, month: 1, day: $0) })
    }

    var source: String {
        func l(_ text: FuzzString) -> String { SwiftSource.literal(text) }
        let now = "EnvironmentValues.fixedReferenceDate"
        return switch self {
        case .timerText(let seconds, let down):
            "Text(timerInterval: \(now)...\(now).addingTimeInterval(\(seconds)), countsDown: \(down))"
        case .timerProgress(let seconds, let elapsed, let down):
            "ProgressView(timerInterval: \(now).addingTimeInterval(\(-elapsed))...\(now).addingTimeInterval(\(seconds)), countsDown: \(down))"
        case .primitiveButton(let title): "Button(\(l(title))) {}.buttonStyle(FuzzPrimitiveButtonStyle())"
        case .styledGroupBox(let title, let text): "GroupBox(\(l(title))) { Text(\(l(text))) }.groupBoxStyle(FuzzCardGroupBoxStyle())"
        case .styledDisclosure(let title, let isExpanded):
            "DisclosureGroup(\(l(title)), isExpanded: .constant(\(isExpanded))) { Text(\"Content\") }.disclosureGroupStyle(FuzzSignDisclosureStyle())"
        case .multiDatePicker(let days): "MultiDatePicker(\"Days\", selection: .constant(AppControlRecipe.components(\(days))))"
        case .hiddenLabelToggle(let title, let isOn): "Toggle(\(l(title)), isOn: .constant(\(isOn))).labelsHidden()"
        case .specifierText(let value): "Text(\"\\(\(SwiftSource.number(value)), specifier: \"%.2f\")\")"
        }
    }
}

/// A primitive button style as apps write one: a bordered button around the label.
public struct FuzzPrimitiveButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// A bordered `Button` that triggers the configuration's action.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.trigger) { configuration.label }.buttonStyle(.bordered)
    }
}

/// A group box style as apps write one: the label over the content on a clipped card.
public struct FuzzCardGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}
    /// The label and content on a rounded card.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(Color.gray.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

/// A disclosure group style as apps write one: a plus or minus after the label.
public struct FuzzSignDisclosureStyle: DisclosureGroupStyle {
    /// The style.
    public init() {}
    /// The label and sign, and the content while expanded.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isExpanded ? "minus" : "plus")
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

extension RecipeGenerator {
    mutating func appControl() -> AppControlRecipe {
        switch random.within(0...7) {
        case 0: .timerText(seconds: random.within(0...8_000), countsDown: random.chance(60))
        case 1: .timerProgress(seconds: random.within(1...600), elapsed: random.within(0...600), countsDown: random.chance(60))
        case 2: .primitiveButton(string())
        case 3: .styledGroupBox(string(), text: string())
        case 4: .styledDisclosure(string(), isExpanded: random.chance(50))
        case 5: .multiDatePicker(days: (0..<random.within(0...4)).map { _ in random.within(1...31) })
        case 6: .hiddenLabelToggle(string(), isOn: random.chance(50))
        default: .specifierText(unitNumber() * 1_000)
        }
    }
}
