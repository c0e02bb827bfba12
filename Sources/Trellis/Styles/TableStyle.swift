/// How a `Table` draws its rows.
public protocol TableStyle: Sendable {
    /// The look the table draws.
    var _look: _TableLook { get }
}

/// What a table style decides: inset rounded rows or edge-to-edge ones, striped or not.
public struct _TableLook: Sendable {
    var isInset: Bool
    var alternatesRowBackgrounds: Bool
}

/// Rows inset from the table's edges with rounded selection, as macOS 14 draws by default.
public struct InsetTableStyle: TableStyle {
    let alternates: Bool
    /// The inset style, its rows striped.
    public init() { alternates = true }
    /// The inset style, its rows striped when `alternatesRowBackgrounds` is true.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _look: _TableLook { _TableLook(isInset: true, alternatesRowBackgrounds: alternates) }
}

/// Rows edge to edge inside a border.
public struct BorderedTableStyle: TableStyle {
    let alternates: Bool
    /// The bordered style, its rows striped.
    public init() { alternates = true }
    /// The bordered style, its rows striped when `alternatesRowBackgrounds` is true.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _look: _TableLook { _TableLook(isInset: false, alternatesRowBackgrounds: alternates) }
}

extension TableStyle where Self == InsetTableStyle {
    /// Inset rows, striped.
    public static var inset: InsetTableStyle { InsetTableStyle() }
    /// Inset rows, striped when `alternatesRowBackgrounds` is true.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
        InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
    /// The system's default, inset rows.
    public static var automatic: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// Edge-to-edge rows in a border, striped.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
    /// Edge-to-edge rows in a border, striped when `alternatesRowBackgrounds` is true.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
        BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

private struct TableStyleKey: EnvironmentKey {
    static let defaultValue = _TableLook(isInset: true, alternatesRowBackgrounds: true)
}

extension EnvironmentValues {
    var tableStyle: _TableLook {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tables in this view draw their rows.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyle, style._look)
    }
}
