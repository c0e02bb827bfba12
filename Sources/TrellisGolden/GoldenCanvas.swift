import Trellis
import TrellisSite

/// The screen size a golden is rendered at: the same canvases `trellis render` draws pages at,
/// so a page and its golden speak of the same sizes, and the name goes into the golden's file name.
public typealias GoldenCanvas = RenderCanvas

extension RenderCanvas {
    /// The named canvases, in their fixed order.
    public static var all: [RenderCanvas] { builtIn }

    /// A built-in canvas by name (any case), or `WIDTHxHEIGHT`; otherwise a usage error that says
    /// what would work.
    public init(named name: String) throws(GoldenUsageError) {
        do {
            self = try RenderCanvas(parsing: name)
        } catch {
            throw GoldenUsageError(error.description)
        }
    }
}

/// A mistake in how goldens were asked for: an unknown name, a format that does not exist yet,
/// a record mode that is not one. The message says what was wrong and what would work.
public struct GoldenUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    /// Creates an error with the message to show; say what was wrong and what would work.
    public init(_ description: String) {
        self.description = description
    }
}
