/// Small documents whose pixels a reader can work out by hand.
enum RasterFixtures {
    /// 40×20: a red square at the top left, a blue one beside it, half-transparent green below the
    /// red one and nothing below the blue one.
    static let squares = """
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="40" height="20" viewBox="0 0 40 20">
        <rect x="0" y="0" width="20" height="10" fill="#ff0000"/>
        <rect x="20" y="0" width="20" height="10" fill="#0000ff"/>
        <rect x="0" y="10" width="20" height="10" fill="#00ff00" fill-opacity="0.5"/>
        </svg>
        """

    /// Black text in DejaVu Sans on white, as the site's SVG names it.
    static let text = """
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="40">
        <rect width="200" height="40" fill="#ffffff"/>
        <text x="4" y="28" font-family="DejaVu Sans" font-size="20" fill="#000000" xml:space="preserve">Hello, Trellis</text>
        </svg>
        """

    static func blank(width: String, height: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)"/>"#
    }
}
