/// Draws a progress view. Set with `.progressViewStyle(_:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The type of view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The labels and fraction a style draws a progress view from.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view of a progress view with this configuration.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a progress view style is given.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]
        public static func _resolve(_ view: Label, in context: _ResolveContext) -> [ResolvedNode] { view.resolver(context) }
    }

    /// The label of the current value, as a view.
    public struct CurrentValueLabel: View {
        public typealias Body = Never
        let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]
        public static func _resolve(_ view: CurrentValueLabel, in context: _ResolveContext) -> [ResolvedNode] { view.resolver(context) }
    }

    /// From 0 to 1; nil when the progress view shows activity without a value.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The label of the current value, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// A bar when there is a value, the spinner when there is none, as iOS chooses.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// A bar for determinate progress, a spinner otherwise.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// The label, a 4-pt capsule filled with the tint to the fraction done, then the current value's
/// label in secondary text.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The fill's color from `init(tint:)`; `nil` fills with the accent color.
    var tint: Color? = nil
    /// The linear style.
    public init() {}
    /// The label, a capsule filled with the tint to the fraction done, then the current value in secondary text.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            if let label = configuration.label { label }
            Capsule().fill(ControlLook.track)
                .frame(height: ControlLook.trackHeight)
                .overlay(alignment: .leading) {
                    Capsule().fill(tint ?? Color.accentColor)
                        .modifier(_WrapperModifier(kind: .proportionalWidth(ResolvedProportionalWidth(fraction: configuration.fractionCompleted ?? 0))))
                }
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// iOS's spinner, 20 pt, its label below in secondary text. A snapshot shows it still: eight
/// dots around a circle, fading the way the spinner's spokes do.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The spinner's color from `init(tint:)`; `nil` draws it gray.
    var tint: Color? = nil
    /// The circular style.
    public init() {}
    /// A spinner, with the label below it.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: Spacing.standard) {
            _Spinner(color: tint ?? .gray)
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

struct _Spinner: View {
    static let size: CGFloat = 20
    static let dot: CGFloat = 4
    var color: Color = .gray

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<8) { step in
                let angle = Double(step) * Double.pi / 4
                let radius = (Self.size - Self.dot) / 2
                Circle()
                    .fill(color.opacity(1 - Double(step) * 0.11))
                    .frame(width: Self.dot, height: Self.dot)
                    .padding(.leading, radius + radius * CGFloat(sin(angle)))
                    .padding(.top, radius - radius * CGFloat(cos(angle)))
            }
        }
        .frame(width: Self.size, height: Self.size, alignment: .topLeading)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress style: a bar when the progress is known, a spinner otherwise.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar filled to the fraction completed.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: (any ProgressViewStyle)? { nil }
}

extension EnvironmentValues {
    var progressViewStyle: (any ProgressViewStyle)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the progress views in this view and below it.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style)
    }
}
