/// A control that switches a setting on or off.
///
/// A page shows the toggle in the state its binding holds, drawn by the toggle style in the
/// environment (iOS's switch by default). With `--states controls` it becomes a link to the
/// page rendered with the other state; in HTML it keeps `role="switch"` and `aria-checked`.
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle with a custom label, drawn in the state its binding holds.
    ///
    /// - Parameters:
    ///   - isOn: The binding to the state; with `--states controls` the toggle links to the page
    ///     rendered with the other value.
    ///   - label: A view that describes the toggle's purpose.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let label = view.label
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label { context in Label._resolve(label, in: context) },
            isOn: view.isOn)
        let style = context.environment.toggleStyle ?? SwitchToggleStyle()
        let drawing = context.evaluate { AnyView(style.makeBody(configuration: configuration)) }
        let spoken = context.spokenText(of: label)
        let isOn = view.isOn.wrappedValue
        let role = ResolvedAccessibility(label: spoken, control: .toggle(isOn: isOn))
        let nodes = context.resolveControl(drawing, accessibility: role)
        guard context.followsStates(runningActions: false), nodes.count == 1, context.environment.isEnabled else { return nodes }
        let binding = view.isOn
        return [context.linkingState(
            nodes[0], control: context.nextControlKey("toggle"), label: spoken, option: isOn ? "off" : "on",
            role: .switchControl(isOn: isOn), description: "Toggle \"\(spoken ?? "")\"",
            apply: { binding.wrappedValue = !isOn })]
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle whose label is a text made from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The toggle's title.
    ///   - isOn: The binding to the state the toggle shows.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle whose label is a text shown as written.
    ///
    /// - Parameters:
    ///   - title: The toggle's title.
    ///   - isOn: The binding to the state the toggle shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Trellis.Label<Text, Image> {
    /// Creates a toggle whose label is a title and a system symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The toggle's title.
    ///   - systemImage: The name of the symbol drawn before the title.
    ///   - isOn: The binding to the state the toggle shows.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle whose label is a title shown as written and a system symbol.
    ///
    /// - Parameters:
    ///   - title: The toggle's title.
    ///   - systemImage: The name of the symbol drawn before the title.
    ///   - isOn: The binding to the state the toggle shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// A type that draws the toggles below the view it is set on.
///
/// Set one with `toggleStyle(_:)`; every toggle below uses it.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style makes for a toggle.
    associatedtype Body: View
    /// The properties of a toggle that a style is given.
    typealias Configuration = ToggleStyleConfiguration

    /// Creates the view that draws a toggle.
    ///
    /// - Parameter configuration: The toggle's label and state.
    /// - Returns: The toggle as this style draws it.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a toggle style is given: the label and the binding to the state.
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public struct Label: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]

        public static func _resolve(_ view: Label, in context: _ResolveContext) -> [ResolvedNode] {
            view.resolver(context)
        }
    }

    /// The toggle's label, to place in the style's drawing.
    public let label: Label
    /// Whether the toggle is on; the style draws this state.
    @Binding public var isOn: Bool
    /// A toggle over several sources some of which are on; never, for a single binding.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
        isMixed = false
    }
}

/// iOS's switch: the label, then a 51×31 capsule, green when on (or the tint set with
/// `.tint(_:)`; like iOS, the app's accent color does not change it), with its white knob at
/// the end the state says.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// Creates a switch toggle style that fills the track with the tint in force when on, else green.
    public init() { tint = nil }

    /// Creates a switch toggle style whose track is `tint` when on.
    ///
    /// - Parameter tint: The color of the track when the toggle is on.
    // SwiftUI marks it "to be deprecated" (version 100000), which warns no one: app code uses it freely.
    @available(iOS, deprecated: 100000, message: "Use ``View/tint(_:)`` instead.")
    @available(macOS, deprecated: 100000, message: "Use ``View/tint(_:)`` instead.")
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        _SwitchDrawing(isOn: configuration.isOn, tint: tint) { configuration.label }
    }
}

/// The switch itself, reading the tint in force where it is drawn.
struct _SwitchDrawing<Label: View>: View {
    let isOn: Bool
    let tint: Color?
    let label: Label
    @Environment(\.tint) private var environmentTint

    init(isOn: Bool, tint: Color?, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.tint = tint
        self.label = label()
    }

    var body: some View {
        HStack(spacing: Spacing.standard) {
            _LabelAndSpacer(label)
            Capsule()
                .fill(isOn ? (tint ?? environmentTint ?? .green) : ControlLook.switchTrack)
                .frame(width: ControlLook.switchSize.width, height: ControlLook.switchSize.height)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    _Knob(diameter: ControlLook.knobDiameter).padding(2)
                }
        }
    }
}

/// A toggle drawn as a bordered button: the tint's light wash when off, filled with the tint and
/// a white label when on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.isOn ? AnyShapeStyle(Color.white) : AnyShapeStyle(TintShapeStyle()))
            .padding(.vertical, 7)
            .padding(.horizontal, 12)
            .background(configuration.isOn ? Color.accentColor : Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
    }
}

/// The look a toggle has when no style is set: on iOS, the switch.
public typealias DefaultToggleStyle = SwitchToggleStyle

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The default toggle style: the switch.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
    /// The switch toggle style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style drawn as a bordered button, filled with the tint when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
    /// nil draws toggles with `SwitchToggleStyle`.
    static var defaultValue: (any ToggleStyle)? { nil }
}

extension EnvironmentValues {
    var toggleStyle: (any ToggleStyle)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles in this view.
    ///
    /// - Parameter style: The style that draws every toggle below, such as `.switch` or `.button`.
    /// - Returns: A view whose toggles are drawn in that style.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style)
    }
}
