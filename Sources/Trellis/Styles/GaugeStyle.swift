// The gauge styles, drawn as iOS draws them, from ordinary shapes. The tint colors the fill; a
// gradient tint (`.tint(Gradient(colors: …))`) paints it as that gradient paints any shape (iOS runs it around the ring).

/// Draws a gauge. Set with `.gaugeStyle(_:)`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a style draws a gauge as.
    associatedtype Body: View
    /// The parts of the gauge a style arranges: its value and labels.
    typealias Configuration = GaugeStyleConfiguration
    /// Draws a gauge from its value and labels.
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// iOS's default: a capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the default gauge style.
    public init() {}
    /// Draws the gauge as ``LinearCapacityGaugeStyle`` does.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// The label, then a capsule filled to the value between the bounds' labels, then the current
/// value's label in secondary text.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the linear capacity style.
    public init() {}
    /// Draws the label, an 8 pt capsule track filled with the tint to the value between the
    /// caption-sized bounds' labels, then the current value's label.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                configuration.minimumValueLabel
                _GaugeBar(value: configuration.value, height: 8, marker: false)
                configuration.maximumValueLabel
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// The Lock Screen's linear gauge: a thin bar in the tint with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the Lock Screen linear style.
    public init() {}
    /// Draws the label with the current value at the trailing edge, then a 4 pt track with a white
    /// marker at the value between the bounds' labels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            _GaugeHeader(configuration: configuration)
            HStack(spacing: 6) {
                configuration.minimumValueLabel
                _GaugeBar(value: configuration.value, height: 4, marker: true)
                configuration.maximumValueLabel
            }
            .font(.caption2)
        }
    }
}

/// The Lock Screen's linear capacity gauge: a thin bar filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the Lock Screen linear capacity style.
    public init() {}
    /// Draws the label with the current value at the trailing edge, then a 4 pt track filled with
    /// the tint to the value.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            _GaugeHeader(configuration: configuration)
            _GaugeBar(value: configuration.value, height: 4, marker: false)
        }
    }
}

/// The Lock Screen's circular gauge, 58 pt: an open ring (a 270° arc, open at the bottom) in the
/// tint, a marker at the value, the current value in the middle and the bounds' labels (or the
/// label) in the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the Lock Screen circular style.
    public init() {}
    /// Draws the 58 pt open ring with its marker, the current value (or the label) in the middle,
    /// and the bounds' labels in the opening.
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            _GaugeRing(value: configuration.value, isOpen: true)
            _GaugeCenter(configuration: configuration)
                .font(.system(size: 17, weight: .medium))
                .minimumScaleFactor(0.5)
                .padding(.horizontal, 8)
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 10, weight: .medium))
            .frame(maxHeight: .infinity, alignment: .bottom)
            .padding(.horizontal, 6)
            if configuration.currentValueLabel != nil, configuration.minimumValueLabel == nil {
                configuration.label
                    .font(.system(size: 10, weight: .medium))
                    .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
        .frame(width: 58, height: 58)
    }
}

/// The Lock Screen's circular capacity gauge: a full ring filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the Lock Screen circular capacity style.
    public init() {}
    /// Draws the 58 pt ring: a full track with the tint running clockwise from the top to the
    /// value, and the current value (or the label) in the middle.
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            _GaugeRing(value: configuration.value, isOpen: false)
            _GaugeCenter(configuration: configuration)
                .font(.system(size: 15, weight: .medium))
                .minimumScaleFactor(0.5)
                .padding(.horizontal, 8)
        }
        .frame(width: 58, height: 58)
    }
}

/// The Lock Screen linear gauges' top line: the label, and the current value at the trailing edge.
struct _GaugeHeader: View {
    let configuration: GaugeStyleConfiguration

    var body: some View {
        HStack(spacing: 4) {
            configuration.label
            Spacer(minLength: 0)
            configuration.currentValueLabel
        }
        .font(.caption)
    }
}

/// A capsule track with the tint filling it to `value`, or a marker at `value`.
struct _GaugeBar: View {
    let value: Double
    let height: CGFloat
    let marker: Bool
    @Environment(\.gaugeTint) private var tint

    var body: some View {
        Capsule().fill(ControlLook.track)
            .frame(height: height)
            .overlay(alignment: .leading) {
                if !marker {
                    Capsule().fill(tint ?? AnyShapeStyle(Color.accentColor))
                        .modifier(_WrapperModifier(kind: .proportionalWidth(ResolvedProportionalWidth(fraction: value))))
                }
            }
            .overlay(alignment: .leading) {
                if marker {
                    // The marker's centre at the value: a spacer takes the fraction before it.
                    HStack(spacing: 0) {
                        Color.clear.frame(height: 0)
                            .modifier(_WrapperModifier(kind: .proportionalWidth(ResolvedProportionalWidth(fraction: value))))
                        Circle().fill(Color.white)
                            .overlay { Circle().strokeBorder(Color.black.opacity(0.25), lineWidth: 1) }
                            .frame(width: height + 4, height: height + 4)
                            .offset(x: -(height + 4) / 2)
                        Spacer(minLength: 0)
                    }
                }
            }
    }
}

/// The current value's label in the middle of a circular gauge, else the gauge's label.
struct _GaugeCenter: View {
    let configuration: GaugeStyleConfiguration

    var body: some View {
        if let current = configuration.currentValueLabel {
            current
        } else {
            configuration.label
        }
    }
}

/// The ring of the circular gauges, 6 pt wide with round ends.
struct _GaugeRing: View {
    let value: Double
    let isOpen: Bool
    @Environment(\.gaugeTint) private var tint

    private static let lineWidth: CGFloat = 6
    private static let markerSize: CGFloat = 9
    private static let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round)

    private var marker: some View {
        Circle()
            .strokeBorder(Color.white, lineWidth: 2)
            .background(Circle().fill(Color.black.opacity(0.6)))
            .frame(width: Self.markerSize, height: Self.markerSize)
    }

    /// Where the value is on the 270° arc that starts at 135° (clockwise from the right).
    private func markerCenter(in size: CGSize) -> CGPoint {
        let radius = (min(size.width, size.height) - Self.lineWidth) / 2
        let angle = Angle.degrees(135 + 270 * value).radians
        return CGPoint(x: size.width / 2 + radius * cos(angle), y: size.height / 2 + radius * sin(angle))
    }

    var body: some View {
        let paint = tint ?? AnyShapeStyle(Color.accentColor)
        if isOpen {
            // 270° from the lower left, clockwise over the top to the lower right.
            ZStack {
                Circle().trim(from: 0, to: 0.75)
                    .stroke(paint, style: Self.style)
                    .rotationEffect(.degrees(135))
                    .opacity(0.9)
                GeometryReader { proxy in
                    let center = markerCenter(in: proxy.size)
                    marker.offset(x: center.x - Self.markerSize / 2, y: center.y - Self.markerSize / 2)
                }
            }
            .padding(Self.lineWidth / 2)
        } else {
            ZStack {
                Circle().stroke(ControlLook.track, lineWidth: Self.lineWidth)
                Circle().trim(from: 0, to: value)
                    .stroke(paint, style: Self.style)
                    .rotationEffect(.degrees(-90))
            }
            .padding(Self.lineWidth / 2)
        }
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// iOS's default gauge look, a linear capacity bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A capsule bar filled to the value, with the label above and the current value below.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The Lock Screen's thin bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// The Lock Screen's thin bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// The Lock Screen's open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The Lock Screen's full ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: (any GaugeStyle)? { nil }
}

private struct GaugeTintKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    var gaugeStyle: (any GaugeStyle)? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    /// A tint that is a style rather than a color (a gradient), which gauges paint with.
    var gaugeTint: AnyShapeStyle? {
        get { self[GaugeTintKey.self] }
        set { self[GaugeTintKey.self] = newValue }
    }
}

extension View {
    /// The style of gauges in this view and below it.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style)
    }
}
