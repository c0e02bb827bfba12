/// `.fill`: UIKit's translucent fill colors as a style, `.fill` itself `systemFill` and its
/// levels `.fill.secondary` … `.fill.quaternary` the fainter ones (iOS 17), light and dark.
public struct FillShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// Creates the fill style, UIKit's `systemFill`.
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    /// UIKit's `secondarySystemFill`.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// UIKit's `tertiarySystemFill`.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// UIKit's `quaternarySystemFill`.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
    /// Fainter than `quaternary`: UIKit has no such color, so this is `quaternarySystemFill` at
    /// half its opacity, the step SwiftUI's hierarchical levels take.
    public var quinary: FillShapeStyle { FillShapeStyle(level: 4) }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        switch level {
        case 0: return Color(SemanticColor.systemFill).resolve(in: environment)
        case 1: return Color(SemanticColor.secondarySystemFill).resolve(in: environment)
        case 2: return Color(SemanticColor.tertiarySystemFill).resolve(in: environment)
        case 3: return Color(SemanticColor.quaternarySystemFill).resolve(in: environment)
        default: return Color(SemanticColor.quaternarySystemFill).opacity(0.5).resolve(in: environment)
        }
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// UIKit's translucent `systemFill`, with its fainter levels as `.fill.secondary` and so on.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
