/// JSON written with its keys in the order given, so an exported file is byte-identical on every
/// run and reads top to bottom as the theme does (JSONSerialization's key order is unspecified).
enum OrderedJSON {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case number(Double)

    func text(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { pad + JSONString.quoted($0.0) + ": " + $0.1.text(indent: indent + 1) }.joined(separator: ",\n")
                + "\n" + close + "}"
        case .array(let items):
            // Short arrays of scalars (a color's components) stay on one line.
            if items.allSatisfy({ if case .object = $0 { false } else { true } }) {
                return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n" + close + "]"
        case .string(let value):
            return JSONString.quoted(value)
        case .number(let value):
            // Swift's shortest representation that reads back as the same Double: exact round trips.
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        }
    }
}
