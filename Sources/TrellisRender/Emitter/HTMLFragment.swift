/// One rendered screen: the canvas markup and the CSS for the classes it uses.
///
/// The page writer puts `body` where the screen goes and `stylesheet` in the page's `<style>`.
/// The page itself supplies `@font-face` for the DejaVu families the stylesheet names.
public struct HTMLFragment: Hashable, Sendable {
    /// The screen canvas: one `div` with class `trellis-screen`, polyglot HTML5.
    public var body: String
    /// The reset rules for the canvas, then one rule per generated class, in first-use order.
    public var stylesheet: String

    /// Creates a fragment from a screen's markup and the stylesheet it needs.
    public init(body: String, stylesheet: String) {
        self.body = body
        self.stylesheet = stylesheet
    }
}
