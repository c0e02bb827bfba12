// A snapshot never fetches: the network would make output depend on the machine and the moment
// (and make rendering wait). So an AsyncImage is always in its first phase, `.empty`, and shows
// what the app shows before the image arrives: its placeholder, or for the phase form whatever
// the content closure draws for `.empty` (a ProgressView, usually). The default placeholder is
// iOS's: a gray fill that takes the space offered.

/// The state of an AsyncImage's load. Trellis always draws the `.empty` phase (see above).
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// An image loaded from a URL, drawn as it looks before the load finishes.
public struct AsyncImage<Content: View>: View {
    let content: Content

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
