import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Games and education app code as public apps and tutorials write it (trivia, flashcards, a
/// memory game, tic-tac-toe, 2048, sudoku, dice, a leaderboard, language lessons, an alphabet,
/// math practice, a course catalog, badges, settings), compiled with only `import SwiftUI`
/// changed. Each screen renders to valid HTML and SVG in both schemes.
@MainActor @Suite struct GamesAndEducationCorpusTests {
    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(GamesAndEducationScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-c")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in GamesAndEducationScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        // Every symbol the screens name is drawn but two left out on purpose: `swift` is the
        // Swift logo (a trademark), and `questionmark.bubble.fill` needs the mark cut out of the bubble.
        #expect(rendering.unknownSymbols == ["questionmark.bubble.fill", "swift"], "\(rendering.unknownSymbols.sorted())")
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? rendering.unknownSymbols.sorted().joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// Five screens keep dump, HTML and SVG goldens (the sudoku board fills the width).
    @Test func fiveScreensKeepTheirGoldens() {
        assertGolden(of: TicTacToeView(), as: [.dump, .html, .svg], named: "tictactoe", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: Board2048View(), as: [.dump, .html, .svg], named: "2048", themes: [.marigold])
        assertGolden(of: EmojiMemoryGameView(viewModel: EmojiMemoryGame()), as: [.dump, .html, .svg], named: "memory", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: AnswersScreen(), as: [.dump, .html, .svg], named: "answers", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: SudokuBoardView(), as: [.dump, .html, .svg], named: "sudoku", themes: [.marigold])
    }
}

/// The trivia answer buttons in each of their states.
private struct AnswersScreen: View {
    var body: some View {
        VStack {
            AnswerButton(letter: "A", text: "Au", state: .correct) {}
            AnswerButton(letter: "B", text: "Ag", state: .wrong) {}
            AnswerButton(letter: "C", text: "Gd", state: .dimmed) {}
            AnswerButton(letter: "D", text: "Go", state: .idle) {}
        }
        .padding()
    }
}
