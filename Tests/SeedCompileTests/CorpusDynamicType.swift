import Testing
import Trellis

// Issue 13: Dynamic Type as app code writes it, in the Swift 5 language mode: a screen that caps
// its text size with a range, previews at fixed sizes, and reads the size from the environment.

private struct ArticleRow: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading) {
            Text("Monstera")
                .font(.headline)
            Text(dynamicTypeSize.isAccessibilitySize ? "Water weekly" : "Water once a week, in the morning")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

private struct ArticleList: View {
    var body: some View {
        List {
            ArticleRow()
            ArticleRow()
                .dynamicTypeSize(.xSmall ... .xxxLarge)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}

@MainActor @Suite struct CorpusDynamicTypeTests {
    private func sizes(at size: DynamicTypeSize) -> [CGFloat] {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        return ArticleList().resolved(in: environment).root.texts.map(\.font.size)
    }

    @Test func theRangesCapTheTextAsSwiftUIDoes() {
        // Headline and subheadline by Apple's table: large is 17 and 15.
        #expect(sizes(at: .large) == [17, 15, 17, 15])
        // AX5 is capped at AX2 for the list (33, 30) and at xxxLarge for the second row (23, 21).
        #expect(sizes(at: .accessibility5) == [33, 30, 23, 21])
        let texts = ArticleList().dynamicTypeSize(.accessibility1).resolved().root.texts.map(\.string)
        #expect(texts == ["Monstera", "Water weekly", "Monstera", "Water once a week, in the morning"])
    }
}
