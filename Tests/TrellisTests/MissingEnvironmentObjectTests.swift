import Testing
@testable import Trellis

/// A missing environment object stops the program as SwiftUI's does, and the message names the
/// view whose body reads it (SwiftUI's says "this view", which leaves a user searching).
@MainActor struct MissingEnvironmentObjectTests {
    /// Records how a missing object's message would name the reader, from inside bodies.
    final class Seen {
        var names: [String] = []
    }

    struct Inner: View {
        let seen: Seen
        var body: some View {
            seen.names.append(EnvironmentValues.readerDescription)
            return Text("inner")
        }
    }

    struct Outer: View {
        let seen: Seen
        var body: some View {
            seen.names.append(EnvironmentValues.readerDescription)
            return VStack { Inner(seen: seen) }
        }
    }

    @Test func theMessageNamesTheViewWhoseBodyIsRunning() {
        let seen = Seen()
        _ = Outer(seen: seen).resolved()
        #expect(seen.names == ["Outer", "Inner"])
        // Outside any body there is no view to name.
        #expect(EnvironmentValues.readerDescription == "this view")
    }
}
