/// One preview of a view: what `#Preview` registers, and what a page of previews is built from.
///
/// As in SwiftUI, `#Preview` expands into a call of this initializer; user code does not usually
/// call it. Unlike SwiftUI's, it is not main-actor isolated: the expansion builds it when
/// `Preview.all` reads the executable's records, from any thread, and only `makeView()` runs the
/// body, on the main actor.
public struct Preview: Sendable {
    /// The kind of preview a trait applies to: a view's.
    public enum ViewTraits: Sendable {}

    /// The name given to `#Preview("Name")`, or `nil`; a page of the preview is titled with it, or
    /// with ``fileName`` when it is `nil`.
    public var name: String?
    /// The traits written in the `#Preview`, in order; the last layout trait decides how
    /// ``makeView()`` lays the body out.
    public var traits: [PreviewTrait<ViewTraits>]
    /// Where the `#Preview` is, as `#fileID` and `#line` write it (`MyApp/ContentView.swift`).
    public var fileID: String
    /// The line of the `#Preview`, as `#line` writes it; 0 for a preview made by calling the
    /// initializer.
    public var line: Int
    /// The column of the `#Preview`, as `#column` writes it; 0 for a preview made by calling the
    /// initializer.
    public var column: Int
    let body: @MainActor @Sendable () -> any View

    /// Creates a preview of the view `body` builds.
    ///
    /// A preview made this way has no location: its ``fileID`` is empty and its line and column are 0,
    /// until the `#Preview` expansion places it.
    ///
    /// - Parameters:
    ///   - name: The preview's name, shown as its page's title.
    ///   - traits: Settings of the preview, such as ``PreviewTrait/sizeThatFitsLayout``.
    ///   - body: Builds the view; it runs on the main actor, only when ``makeView()`` is called.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.fileID = ""
        self.line = 0
        self.column = 0
        self.body = body
    }

    /// This preview, placed where its `#Preview` is written; the expansion calls it.
    public func _located(fileID: String, line: Int, column: Int) -> Preview {
        var preview = self
        preview.fileID = fileID
        preview.line = line
        preview.column = column
        return preview
    }

    /// The file's name without its folder and `.swift`: `ContentView`.
    public var fileName: String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The body, laid out as the last layout trait says: at its ideal size for
    /// `.sizeThatFitsLayout`, in a frame of that size for `.fixedLayout(width:height:)`, on the whole
    /// canvas otherwise.
    @MainActor
    public func makeView() -> AnyView {
        let view = AnyView(body())
        let layout = traits.last { trait in
            if case .orientation = trait.value { false } else { true }
        }
        switch layout?.value {
        case .sizeThatFitsLayout: return AnyView(view.fixedSize())
        case .fixedLayout(let width, let height): return AnyView(view.frame(width: width, height: height))
        case .defaultLayout, .orientation, nil: return view
        }
    }
}
