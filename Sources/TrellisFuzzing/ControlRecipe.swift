import Foundation
import Trellis

/// A control, drawn in a fixed state: `ViewRecipe.control`. Bindings are constants, so the
/// printed source and the recipe render the same state.
public enum ControlRecipe: Hashable, Sendable {
    case toggle(FuzzString, isOn: Bool, buttonStyle: Bool)
    case textField(FuzzString, text: FuzzString, roundedBorder: Bool)
    case secureField(FuzzString, text: FuzzString)
    case textEditor(FuzzString)
    case slider(value: Double)
    case stepper(FuzzString, value: Int)
    case progress(FuzzString, value: Double?)
    case datePicker(FuzzString, secondsSince1970: Int)
    case colorPicker(FuzzString)
    case menu(FuzzString)
    case editButton
    /// Bound to state of their own, so each of their other states is a variant page to validate.
    case boundToggle(FuzzString, isOn: Bool)
    case boundPicker(FuzzString, options: Int, selection: Int, segmented: Bool)
    /// What the utility-app sweep added (AppControlRecipe.swift).
    case app(AppControlRecipe)
    /// What the Combine-era sweep added (EraControlRecipe.swift).
    case era(EraControlRecipe)

    @MainActor
    func resolve(in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .toggle(let title, let isOn, false): context.resolveChild(Toggle(title.value, isOn: .constant(isOn)))
        case .toggle(let title, let isOn, true): context.resolveChild(Toggle(title.value, isOn: .constant(isOn)).toggleStyle(.button))
        case .textField(let title, let text, false): context.resolveChild(TextField(title.value, text: .constant(text.value)))
        case .textField(let title, let text, true):
            context.resolveChild(TextField(title.value, text: .constant(text.value)).textFieldStyle(.roundedBorder))
        case .secureField(let title, let text): context.resolveChild(SecureField(title.value, text: .constant(text.value)))
        case .textEditor(let text): context.resolveChild(TextEditor(text: .constant(text.value)))
        case .slider(let value): context.resolveChild(Slider(value: .constant(value), in: 0...1))
        case .stepper(let title, let value): context.resolveChild(Stepper(title.value, value: .constant(value), in: 0...10))
        case .progress(let title, let value): context.resolveChild(ProgressView(title.value, value: value))
        case .datePicker(let title, let seconds):
            context.resolveChild(DatePicker(title.value, selection: .constant(Date(timeIntervalSince1970: TimeInterval(seconds)))))
        case .colorPicker(let title): context.resolveChild(ColorPicker(title.value, selection: .constant(Color.orange)))
        case .menu(let title): context.resolveChild(Menu(title.value) { Button("Item") {} })
        case .editButton: context.resolveChild(EditButton())
        case .boundToggle(let title, let isOn): context.resolveChild(FuzzBoundToggle(title: title.value, isOn: isOn))
        case .app(let app): app.resolve(in: context)
        case .era(let era): era.resolve(in: context)
        case .boundPicker(let title, let options, let selection, let segmented):
            context.resolveChild(FuzzBoundPicker(title: title.value, options: options, selection: selection, segmented: segmented))
        }
    }

    var source: String {
        func l(_ text: FuzzString) -> String { SwiftSource.literal(text) }
        return switch self {
        case .toggle(let title, let isOn, let button):
            "Toggle(\(l(title)), isOn: .constant(\(isOn)))" + (button ? ".toggleStyle(.button)" : "")
        case .textField(let title, let text, let rounded):
            "TextField(\(l(title)), text: .constant(\(l(text))))" + (rounded ? ".textFieldStyle(.roundedBorder)" : "")
        case .secureField(let title, let text): "SecureField(\(l(title)), text: .constant(\(l(text))))"
        case .textEditor(let text): "TextEditor(text: .constant(\(l(text))))"
        case .slider(let value): "Slider(value: .constant(\(SwiftSource.number(value))), in: 0...1)"
        case .stepper(let title, let value): "Stepper(\(l(title)), value: .constant(\(value)), in: 0...10)"
        case .progress(let title, let value): "ProgressView(\(l(title)), value: \(value.map(SwiftSource.number) ?? "Double?.none"))"
        case .datePicker(let title, let seconds): "DatePicker(\(l(title)), selection: .constant(Date(timeIntervalSince1970: \(seconds))))"
        case .colorPicker(let title): "ColorPicker(\(l(title)), selection: .constant(Color.orange))"
        case .menu(let title): "Menu(\(l(title))) { Button(\"Item\") {} }"
        case .editButton: "EditButton()"
        case .boundToggle(let title, let isOn): "FuzzBoundToggle(title: \(l(title)), isOn: \(isOn))"
        case .app(let app): app.source
        case .era(let era): era.source
        case .boundPicker(let title, let options, let selection, let segmented):
            "FuzzBoundPicker(title: \(l(title)), options: \(options), selection: \(selection), segmented: \(segmented))"
        }
    }
}

/// An accessibility modifier: `ModifierRecipe.accessibility`.
public enum AccessibilityRecipe: Hashable, Sendable {
    case label(FuzzString)
    case value(FuzzString)
    case hint(FuzzString)
    case hidden(Bool)
    case header
    case button
    case element(combine: Bool)
    case identifier(FuzzString)

    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .label(let text): context.resolveChild(content.accessibilityLabel(text.value))
        case .value(let text): context.resolveChild(content.accessibilityValue(text.value))
        case .hint(let text): context.resolveChild(content.accessibilityHint(text.value))
        case .hidden(let isHidden): context.resolveChild(content.accessibilityHidden(isHidden))
        case .header: context.resolveChild(content.accessibilityAddTraits(.isHeader))
        case .button: context.resolveChild(content.accessibilityAddTraits(.isButton))
        case .element(let combine): context.resolveChild(content.accessibilityElement(children: combine ? .combine : .ignore))
        case .identifier(let text): context.resolveChild(content.accessibilityIdentifier(text.value))
        }
    }

    var source: String {
        // String values, not literals: a literal would be a LocalizedStringKey, and the recipe
        // resolves the string as it is.
        func s(_ text: FuzzString) -> String { "String(" + SwiftSource.literal(text) + ")" }
        return switch self {
        case .label(let text): ".accessibilityLabel(\(s(text)))"
        case .value(let text): ".accessibilityValue(\(s(text)))"
        case .hint(let text): ".accessibilityHint(\(s(text)))"
        case .hidden(let isHidden): ".accessibilityHidden(\(isHidden))"
        case .header: ".accessibilityAddTraits(.isHeader)"
        case .button: ".accessibilityAddTraits(.isButton)"
        case .element(let combine): ".accessibilityElement(children: .\(combine ? "combine" : "ignore"))"
        case .identifier(let text): ".accessibilityIdentifier(\(s(text)))"
        }
    }
}

extension RecipeGenerator {
    mutating func control() -> ControlRecipe {
        switch random.within(0...14) {
        case 0: .toggle(string(), isOn: random.chance(50), buttonStyle: random.chance(25))
        case 1: .textField(string(), text: random.chance(50) ? .literal("") : string(), roundedBorder: random.chance(40))
        case 2: .secureField(string(), text: string())
        case 3: .textEditor(string())
        case 4: .slider(value: unitNumber())
        case 5: .stepper(string(), value: random.within(0...10))
        case 6: .progress(string(), value: random.chance(30) ? nil : unitNumber())
        case 7: .datePicker(string(), secondsSince1970: random.within(0...2_000_000_000))
        case 8: .colorPicker(string())
        case 9: .menu(string())
        case 10: .editButton
        case 11: .boundToggle(string(), isOn: random.chance(50))
        case 12: .app(appControl())
        case 13: .era(eraControl())
        default: boundPicker()
        }
    }

    private mutating func boundPicker() -> ControlRecipe {
        let options = random.within(2...4)
        return .boundPicker(string(), options: options, selection: random.within(0...(options - 1)), segmented: random.chance(50))
    }

    mutating func accessibility() -> AccessibilityRecipe {
        switch random.within(0...7) {
        case 0: .label(string())
        case 1: .value(string())
        case 2: .hint(string())
        case 3: .hidden(random.chance(70))
        case 4: .header
        case 5: .button
        case 6: .element(combine: random.chance(50))
        default: .identifier(string())
        }
    }
}
