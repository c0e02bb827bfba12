import Foundation
import Testing
import Trellis
@testable import TrellisFuzzing

@Suite struct SwiftSourceTests {
    @Test func hostileCharactersAreEscapedSoTheLiteralReadsBack() {
        #expect(SwiftSource.literal("plain <b>&</b> 日本") == #""plain <b>&</b> 日本""#)
        #expect(SwiftSource.literal("q\"b\\n\n\r\t\u{0}\u{7}") == #""q\"b\\n\n\r\t\u{0}\u{7}""#)
        #expect(SwiftSource.literal("\u{0301}e\u{200F}") == #""\u{301}e\u{200F}""#)
        // Swift refuses noncharacters even as escapes.
        var nonCharacter = "a"
        nonCharacter.unicodeScalars.append(Unicode.Scalar(0xFFFE)!)
        #expect(SwiftSource.literal(nonCharacter) == "String(decoding: [97, 239, 191, 190] as [UInt8], as: UTF8.self)")
        #expect(SwiftSource.literal(.repeated("ab", count: 3)) == #"String(repeating: "ab", count: 3)"#)
    }

    @Test func numbersAreSwiftExpressions() {
        #expect([Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, 1e300, -0.0, 16].map(SwiftSource.number)
            == [".nan", ".infinity", "-.infinity", ".greatestFiniteMagnitude", "1e+300", "-0.0", "16.0"])
    }

    @Test func aTreePrintsAsTheSwiftAUserWouldWrite() {
        let recipe = ViewRecipe.stack(StackRecipe(axis: .vertical, alignment: AlignmentRecipe(horizontal: .leading, vertical: .center), spacing: 4), [
            .modified(.text(.literal("Hi"), [.bold]), .font(.textStyle(.title))),
            .navigationLink(label: [.image(systemName: "star.fill", resizable: false)], destination: .modified(.color(.named("red")), .navigationTitle(.literal("Red")))),
            .modified(.modified(.shape(.circle, .stroke(.tint, lineWidth: 2)), .frame(width: 10, height: nil, alignment: .center)), .tint(.opacity(.named("blue"), 0.5))),
        ])
        #expect(SwiftSource.expression(recipe) == """
            VStack(alignment: .leading, spacing: 4.0) {
                Group {
                    Text(verbatim: "Hi").bold()
                }
                    .font(.title)
                NavigationLink {
                    AnyView(
                        Color.red
                            .navigationTitle("Red")
                    )
                } label: {
                    Image(systemName: "star.fill")
                }
                Circle().stroke(.tint, lineWidth: 2.0)
                    .frame(width: 10.0)
                    .tint(Color.blue.opacity(0.5))
            }

            """)
    }

    /// A reproducer prints the fuzzer's own helper types; they must be the code the fuzzer ran.
    @Test func reproducerHelpersAreTheFuzzersOwnCode() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TrellisFuzzing/FuzzComponents.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        for (name, helper) in SwiftSource.helperSources {
            let begin = try #require(source.range(of: "// BEGIN \(name)\n"))
            let end = try #require(source.range(of: "// END \(name)\n"))
            #expect(String(source[begin.upperBound..<end.lowerBound]) == helper, "\(name) differs from FuzzComponents.swift")
        }
        let tree = FuzzTree(seed: 0)
        var usesNone = tree
        usesNone.root = .text(.literal("x"), [])
        for name in SwiftSource.helperSources.keys {
            #expect(!SwiftSource.reproducer(for: usesNone).contains("struct \(name):"))
        }
        var usesCard = tree
        usesCard.root = .modified(.environmentReader, .card(.literal("c")))
        let reproducer = SwiftSource.reproducer(for: usesCard)
        #expect(reproducer.contains("struct FuzzCard: ViewModifier") && reproducer.contains("struct FuzzEnvironmentReader: View"))
        #expect(!reproducer.contains("struct FuzzButtonStyle"))
    }
}
