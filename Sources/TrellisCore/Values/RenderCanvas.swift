/// The size a screen is laid out in: one of the named device canvases, or any width × height.
///
/// The names match `trellis check`'s canvases, so a page and its golden speak of the same sizes.
public struct RenderCanvas: Hashable, Sendable {
    /// `phone`, `tablet`, `desktop`, or `WIDTHxHEIGHT` (e.g. `1024x768`) for a custom size; used
    /// in file names and labels.
    public var name: String
    /// The width, in points.
    public var width: Int
    /// The height, in points.
    public var height: Int

    /// Creates a canvas of `width` × `height` points named `name`.
    ///
    /// Prefer ``init(parsing:)`` for a size the user typed: it gives a built-in size its built-in name.
    public init(name: String, width: Int, height: Int) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// An iPhone's screen, 390 × 844 points.
    public static let phone = RenderCanvas(name: "phone", width: 390, height: 844)
    /// An iPad's screen, 820 × 1180 points.
    public static let tablet = RenderCanvas(name: "tablet", width: 820, height: 1180)
    /// A laptop's window, 1280 × 800 points.
    public static let desktop = RenderCanvas(name: "desktop", width: 1280, height: 800)

    /// The named canvases, phone, tablet and desktop, in the order pages list them.
    public static let builtIn: [RenderCanvas] = [.phone, .tablet, .desktop]

    /// `phone (390×844), tablet (820×1180), desktop (1280×800)`: the named canvases as help and
    /// error messages list them.
    public static let builtInSizes = builtIn.map { "\($0.name) (\($0.width)×\($0.height))" }.joined(separator: ", ")

    /// Larger sides than this are almost certainly a typo, and would make pages of many megabytes.
    public static let maximumSide = 10_000

    /// The canvas as a size, which the layout engine lays a screen out in.
    public var size: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }

    /// `Phone 390×844`, `1024×768`.
    public var label: String {
        let size = "\(width)×\(height)"
        return isBuiltIn ? name.prefix(1).uppercased() + name.dropFirst() + " " + size : size
    }

    /// Whether this is one of ``builtIn``.
    public var isBuiltIn: Bool { Self.builtIn.contains(self) }

    /// A built-in canvas by name (any case), or a custom size written `WIDTHxHEIGHT` with positive
    /// whole numbers. A custom size equal to a built-in canvas is that canvas, so the same pages
    /// never get two names.
    public init(parsing text: String) throws(CanvasError) {
        let lowered = text.lowercased()
        if let canvas = Self.builtIn.first(where: { $0.name == lowered }) {
            self = canvas
            return
        }
        // Anything with a digit in it is meant as a size; anything else as a name.
        guard lowered.contains(where: \.isNumber) else { throw .unknownName(text) }
        let parts = lowered.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") } }),
              let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw .malformedSize(text)
        }
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw .sizeOutOfRange(text)
        }
        self = Self.builtIn.first { $0.width == width && $0.height == height }
            ?? RenderCanvas(name: "\(width)x\(height)", width: width, height: height)
    }

    /// Built-in canvases in their fixed order, then custom ones from narrowest to widest, so the
    /// output does not depend on the order the command line named them in.
    public static func ordered(_ canvases: [RenderCanvas]) -> [RenderCanvas] {
        let unique = Set(canvases)
        let custom = unique.filter { !$0.isBuiltIn }.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
        return builtIn.filter(unique.contains) + custom
    }
}

/// A `--canvas` value that names no canvas; the message says what would work.
public enum CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value has no digit and names no built-in canvas.
    case unknownName(String)
    /// The value has a digit but isn't two whole numbers joined by `x`.
    case malformedSize(String)
    /// A side is zero, negative, or larger than ``RenderCanvas/maximumSide``.
    case sizeOutOfRange(String)

    static let valid = RenderCanvas.builtInSizes + ", all, or WIDTHxHEIGHT such as 1024x768"

    public var description: String {
        switch self {
        case .unknownName(let text):
            "unknown canvas '\(text)'; canvases: \(Self.valid)"
        case .malformedSize(let text):
            "canvas size '\(text)' is malformed; write WIDTHxHEIGHT in whole pixels, such as 1024x768"
        case .sizeOutOfRange(let text):
            "canvas size '\(text)' is out of range; width and height must be from 1 to \(RenderCanvas.maximumSide)"
        }
    }
}
