// A snapshot never fetches: the network would make output depend on the machine and the moment
// (and make rendering wait). So an AsyncImage is always in its first phase, `.empty`, and shows
// what the app shows before the image arrives: its placeholder, or for the phase form whatever
// the content closure draws for `.empty` (a ProgressView, usually). The default placeholder is
// iOS's: a gray fill that takes the space offered.

/// The state of an AsyncImage's load. Trellis always draws the `.empty` phase (see above).
public enum AsyncImagePhase: Sendable {
    /// The load hasn't finished; the only phase Trellis draws.
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed with an error.
    case failure(any Error)

    /// The loaded image when the phase is ``success(_:)``; otherwise `nil`, as always in a render.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error when the phase is ``failure(_:)``; otherwise `nil`, as always in a render.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// An image loaded from a URL, drawn as it looks before the load finishes.
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// An image loaded from `url`, drawn by `content` from the load's phase.
    ///
    /// Trellis never fetches, so `content` is called once with ``AsyncImagePhase/empty``, and what
    /// it draws for that phase is the image's drawing.
    ///
    /// - Parameters:
    ///   - url: Where the image is; not read.
    ///   - scale: The scale of the image file's pixels.
    ///   - transaction: The animation for phase changes; a snapshot has none.
    ///   - content: Builds the view for a phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

extension AsyncImage {
    /// Draws `placeholder` (the image would replace it when loaded).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1,
        @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }
}

extension AsyncImage where Content == _AsyncImagePlaceholder {
    /// Draws iOS's gray placeholder.
    public init(url: URL?, scale: CGFloat = 1) {
        content = _AsyncImagePlaceholder()
    }
}

/// The gray an AsyncImage without a placeholder shows until its image loads.
public struct _AsyncImagePlaceholder: View {
    public var body: some View {
        Color(.secondarySystemFill)
    }
}
