import Testing
import Trellis

/// `.spring()` with every argument defaulted is how most tutorials ask for a spring; two
/// overloads with all-default parameters made it ambiguous (CorpusGamesAndEducation's StudySessionView).
struct SpringDefaultsTests {
    @Test func springWithEveryArgumentDefaultedCompilesAndIsASpring() {
        let animation: Animation = .spring()
        #expect(animation.description == "spring")
    }
}
