import SwiftUI
import WebKit

// A web page in a representable, as help and terms screens show one.
struct WebPage: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.navigationDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: url))
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    }
}

struct TermsScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Terms of Service").font(.title2).padding()
            WebPage(url: URL(string: "https://example.com/terms")!)
        }
    }
}
