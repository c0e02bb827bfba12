import Foundation
@_exported import Trellis

// `import WebKit` on Linux, for the web view a `UIViewRepresentable` wraps. Trellis draws the
// representable as a placeholder and never makes its view, so the web view is inert: it loads
// nothing and exists so the wrapping code compiles. Depended on only on Linux.

/// How a web view is set up; inert.
@MainActor
open class WKWebViewConfiguration {
    /// A configuration.
    public init() {}
}

/// A page load a web view reports to its navigation delegate.
@MainActor
open class WKNavigation {}

/// What a web view tells about its loads; every method has a default that does nothing.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    /// A load finished.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A load failed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// WebKit's web view: inert; a render loads no pages, and its representable draws as a placeholder.
@MainActor
open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// What the view tells about its loads.
    open weak var navigationDelegate: WKNavigationDelegate?
    /// Whether back and forward swipes navigate.
    open var allowsBackForwardNavigationGestures = false
    /// The page's URL; nil, as nothing is loaded.
    open var url: URL? { nil }
    /// Whether a page is loading; never.
    open var isLoading: Bool { false }

    /// A web view with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view with the default configuration.
    public convenience init() {
        self.init(frame: .zero, configuration: WKWebViewConfiguration())
    }

    /// Loads nothing: a render has no network.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? { nil }

    /// Loads nothing: a render runs no web content.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }

    /// Goes nowhere.
    @discardableResult
    open func reload() -> WKNavigation? { nil }
}
