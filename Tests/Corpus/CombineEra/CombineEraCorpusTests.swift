import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// iOS 13–15-era app code as most public SwiftUI repositories write it (NavigationView,
/// ObservableObject view models fed by Combine, onDelete/onMove with EditButton, action sheets,
/// alerts, sheets dismissed through presentationMode, PreviewProvider), compiled with only
/// `import SwiftUI` changed. Each screen renders to valid HTML and SVG in both schemes.
@MainActor @Suite struct CombineEraCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(CombineEraScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-f")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in CombineEraScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func fiveScreensKeepTheirGoldens() {
        assertGolden(of: ContactsListView().environmentObject(ContactStore()), as: [.dump, .html, .svg], named: "contacts",
                     themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: TodoListView(store: TodoStore.preview), as: [.dump, .html, .svg], named: "todos",
                     themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: UserSearchView(viewModel: UserSearchViewModel(users: GitHubUser.samples, query: "swift")),
                     as: [.dump, .html, .svg], named: "user-search", themes: [.marigold])
        assertGolden(of: LoginView(), as: [.dump, .html, .svg], named: "login", themes: [.marigold])
        assertGolden(of: ShapesGallery(), as: [.dump, .html, .svg], named: "shapes", themes: [.marigold], colorSchemes: [.light, .dark])
    }
}
