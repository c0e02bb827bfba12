import Testing
@testable import Trellis

/// `^[…](inflect: true)` in a Text literal: the run's last word agrees with its number, as
/// Foundation's automatic grammar agreement writes English.
@MainActor @Suite struct TextInflectionTests {
    private func shown(_ text: Text) -> String { text.plainString() }

    @Test func aCountInARunMakesItsNounAgree() {
        for (count, expected) in [(0, "0 rooms"), (1, "1 room"), (3, "3 rooms"), (1200, "1,200 rooms")] {
            #expect(shown(Text("^[\(count) room](inflect: true)")) == expected)
        }
        #expect(shown(Text("^[1 person](inflect: true)")) == "1 person")
        #expect(shown(Text("^[2 person](inflect: true)")) == "2 people")
        #expect(shown(Text("You have ^[\(5) new message](inflect: true) today")) == "You have 5 new messages today")
        // A number written with grouping and a fraction is still not 1.
        #expect(shown(Text("^[1.5 mile](inflect: true)")) == "1.5 miles")
        #expect(shown(Text("^[1,000 step](inflect: true)")) == "1,000 steps")
    }

    @Test func regularAndIrregularPlurals() {
        let table: [(String, String)] = [
            ("box", "boxes"), ("match", "matches"), ("dish", "dishes"), ("bus", "buses"), ("class", "classes"),
            ("city", "cities"), ("day", "days"), ("bonus", "bonuses"), ("person", "people"), ("child", "children"),
            ("man", "men"), ("woman", "women"), ("mouse", "mice"), ("foot", "feet"), ("tooth", "teeth"),
            ("sheep", "sheep"), ("leaf", "leaves"), ("Person", "People"), ("ITEM", "ITEMS"),
        ]
        for (singular, plural) in table {
            #expect(EnglishInflection.plural(of: singular) == plural, "\(singular)")
            #expect(shown(Text("^[2 \(singular)](inflect: true)")) == "2 \(plural)")
        }
    }

    @Test func aWrittenPluralGoesBackToTheSingularForOne() {
        #expect(shown(Text("^[1 people](inflect: true)")) == "1 person")
        #expect(shown(Text("^[1 rooms](inflect: true)")) == "1 room")
        #expect(shown(Text("^[1 cities](inflect: true)")) == "1 city")
        #expect(shown(Text("^[1 movies](inflect: true)")) == "1 movie")
        #expect(shown(Text("^[3 rooms](inflect: true)")) == "3 rooms")
    }

    @Test func runsKeepTheirMarkdownAndOtherAttributeRunsShowTheirText() {
        let resolved = Text("^[**\(2)** night](inflect: true) left").resolvedText(in: EnvironmentValues())
        #expect(resolved.string == "2 nights left")
        #expect(resolved.runs.map(\.string) == ["2", " nights left"])
        #expect(resolved.runs.first?.font.weight == .bold)
        // Without `inflect: true` the run's text shows as written, the attributes dropped.
        #expect(shown(Text("^[2 room](morphology: {number: \"one\"})")) == "2 room")
        // Verbatim text and string values are never read as Markdown.
        #expect(shown(Text(verbatim: "^[2 room](inflect: true)")) == "^[2 room](inflect: true)")
        let value = "^[2 room](inflect: true)"
        #expect(shown(Text(value)) == value)
        // An unclosed run stays as written.
        #expect(shown(Text("^[2 room](inflect: true")) == "^[2 room](inflect: true")
    }
}
