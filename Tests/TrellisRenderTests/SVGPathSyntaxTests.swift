import Testing
import TrellisSite
@testable import TrellisTestSupport

/// The checker of user symbols' path data against SVG 1.1's path grammar (§8.3.9).
struct SVGPathSyntaxTests {
    private func problem(_ data: String) -> SVGPathSyntax.Error? {
        do {
            try SVGPathSyntax.check(data)
            return nil
        } catch {
            return error
        }
    }

    /// Written the many ways the grammar allows; every one is path data browsers draw.
    @Test(arguments: [
        "M0 0L10 10",
        "m1,2 l3,4 h5 v6 z",
        "M1-2.5.5e1 0L-3E-2+4",
        "M 10 10 20 20 30 10",
        "M0 0H1 2 3V4 5Z",
        "M0 0C1 1 2 2 3 3 4 4 5 5 6 6S7 7 8 8Q9 9 10 10T11 11 12 12",
        "M0 0A5 5 0 1 0 10 10",
        "M0 0a1 1 0 00 1 1",
        "M0 0a1,1,0,1,1,1,1 1 1 0 0 0 2 2",
        "M0 0ZM1 1ZL2 2z",
        "  \tM0\n0\r\nL1 1  ",
        "M.5.5l.5-.5",
        "M1. 2.L3.e2 4",
        "M0 0 1e+2 1e-2",
        "M0,0,1,1",
    ])
    func acceptsEverySpellingOfTheGrammar(data: String) {
        #expect(problem(data) == nil, "\(problem(data)?.description ?? "")")
    }

    @Test(arguments: [
        ("", "the path data is empty at offset 0"),
        ("   ", "the path data is empty at offset 0"),
        ("L0 0", "path data must start with a moveto ('M' or 'm'), not 'L' at offset 0"),
        ("M0 0L", "expected a number after 'L' at offset 5"),
        ("M0 0L10 10L", "expected a number after 'L' at offset 11"),
        ("M0 0L10", "expected a number for 'L' (number 2 of 2) at offset 7"),
        ("M0 0C1 2 3 4 5", "expected a number for 'C' (number 6 of 6) at offset 14"),
        ("M0 0A5 5 0 2 0 10 10", "expected an arc flag (0 or 1) for 'A' (number 4 of 7) at offset 11"),
        ("M0 0A-5 5 0 1 0 10 10", "an arc radius cannot be negative (number 1 of 'A') at offset 5"),
        ("M0 0X1 1", "expected a command letter (one of MmZzLlHhVvCcSsQqTtAa), found 'X' at offset 4"),
        ("M0 0Z1 1", "expected a command letter (one of MmZzLlHhVvCcSsQqTtAa), found '1' at offset 5"),
        ("M0 0,L1 1", "expected a number after ',' (a comma may only separate numbers) at offset 5"),
        ("M0 0L1,,1", "expected a number for 'L' (number 2 of 2) at offset 7"),
        ("M0 0L1e 1", "expected a number for 'L' (number 2 of 2) at offset 6"),
        ("M0 0L- 1", "expected a number after 'L' at offset 5"),
        ("M0 0L1 1é", "expected a command letter (one of MmZzLlHhVvCcSsQqTtAa), found byte 0xC3 at offset 8"),
        ("M0 0H.", "expected a number after 'H' at offset 5"),
    ])
    func namesWhatIsWrongAndWhere(data: String, message: String) {
        #expect(problem(data)?.description == message)
    }
}
