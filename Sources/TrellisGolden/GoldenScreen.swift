import Trellis
import TrellisLayout
import TrellisSite

/// What a golden of a screen is made from: the screen resolved under one theme and color scheme,
/// and the canvas to render it at.
public struct GoldenScreen: Hashable, Sendable {
    /// The screen, resolved under the variant's theme and color scheme.
    public var tree: ResolvedTree
    /// The size the formats that lay the screen out render it at.
    public var canvas: GoldenCanvas

    /// Creates a screen to render into goldens.
    public init(tree: ResolvedTree, canvas: GoldenCanvas) {
        self.tree = tree
        self.canvas = canvas
    }
}

/// One way to render a screen into a golden: the resolved-tree dump, HTML or SVG.
///
/// A format is a `Snapshotting` strategy plus whether its output depends on the canvas; one that
/// does not (the dump) gets one golden per theme and scheme instead of one per canvas too, so the
/// same text is not reviewed three times. New formats slot in as new static members.
public struct GoldenFormat: Sendable {
    /// The format's name, as `trellis check --format` spells it.
    public var name: String
    /// How a screen becomes the golden's text, and how two of them are compared; its path extension
    /// ends the golden's file name.
    public var strategy: Snapshotting<GoldenScreen, String>
    /// Whether the output changes with the canvas, so that each canvas gets a golden of its own.
    public var dependsOnCanvas: Bool
    /// Why this format cannot render yet (SVG before its emitter exists); asking for it is then
    /// an error reported once, before anything is rendered, instead of a golden quietly skipped.
    public var unavailableReason: String?

    /// Creates a format of your own; pass `unavailableReason` for one that cannot render yet.
    public init(
        name: String, strategy: Snapshotting<GoldenScreen, String>, dependsOnCanvas: Bool,
        unavailableReason: String? = nil
    ) {
        self.name = name
        self.strategy = strategy
        self.dependsOnCanvas = dependsOnCanvas
        self.unavailableReason = unavailableReason
    }

    /// The resolved tree as `ResolvedTree.dump()` writes it: every node and concrete style value.
    public static let dump = GoldenFormat(
        name: "dump",
        strategy: .lines(pathExtension: "dump") { $0.tree.dump() },
        dependsOnCanvas: false)

    /// The laid-out screen at the canvas size: one node per line, indented by depth, with its frame
    /// and each text's lines, so a layout change shows as the frames it moved.
    public static let layout = GoldenFormat(
        name: "layout",
        strategy: .lines(pathExtension: "layout") { screen in
            LayoutEngine.standard.layout(screen.tree, in: screen.canvas.size).dump()
        },
        dependsOnCanvas: true)

    /// The format names `trellis check --format` and `GoldenFormat(named:)` accept.
    public static let knownNames = ["dump", "layout", "html", "svg"]

    /// The formats that render today, in the order goldens are checked.
    public static var available: [GoldenFormat] { [.dump, .layout, .html, .svg] }

    /// The format called `name` (any case): `dump`, `layout`, `html` or `svg`.
    public init(named name: String) throws(GoldenUsageError) {
        switch name.lowercased() {
        case "dump": self = .dump
        case "layout": self = .layout
        case "html": self = .html
        case "svg": self = .svg
        default:
            throw GoldenUsageError("unknown golden format '\(name)'; known formats: \(Self.knownNames.joined(separator: ", "))")
        }
    }
}
