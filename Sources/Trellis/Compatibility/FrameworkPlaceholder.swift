/// What Trellis draws for a view whose content only its own framework can draw: a map's tiles, a
/// video, a photo picker's library, a UIKit view. It takes the frame the view is given, fills it
/// with a neutral system fill and names the type, so a page or golden never shows a fake picture
/// and a reader can tell at a glance what stands there. The framework modules and the UIKit
/// representables draw their views with it.
package struct FrameworkPlaceholder: View {
    /// The type's name as the user's code writes it, such as "Map" or "VideoPlayer".
    package let name: String

    package init(_ name: String) {
        self.name = name
    }

    package var body: some View {
        ZStack {
            Rectangle().fill(.quaternary)
            Text(verbatim: name)
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(4)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: name))
    }
}
