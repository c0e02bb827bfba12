import Trellis

/// The screen size a golden is rendered at, named so the name can go into the golden's file name.
public struct GoldenCanvas: Hashable, Sendable {
    public var name: String
    public var width: CGFloat
    public var height: CGFloat

    public init(name: String, width: CGFloat, height: CGFloat) {
        self.name = name
        self.width = width
        self.height = height
    }

    public static let phone = GoldenCanvas(name: "phone", width: 390, height: 844)
    public static let tablet = GoldenCanvas(name: "tablet", width: 820, height: 1180)
    public static let desktop = GoldenCanvas(name: "desktop", width: 1280, height: 800)

    public static let all: [GoldenCanvas] = [.phone, .tablet, .desktop]

    /// The built-in canvas called `name`, ignoring case.
    public init(named name: String) throws(GoldenUsageError) {
        guard let canvas = Self.all.first(where: { $0.name == name.lowercased() }) else {
            throw GoldenUsageError("unknown canvas '\(name)'; known canvases: \(Self.all.map(\.name).joined(separator: ", "))")
        }
        self = canvas
    }
}

/// A mistake in how goldens were asked for: an unknown name, a format that does not exist yet,
/// a record mode that is not one. The message says what was wrong and what would work.
public struct GoldenUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
