/// A template that cannot be used. Every case names the file, and where it can, the line and column,
/// so the message points straight at the text to fix.
public enum TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `{{name}}` the template kind doesn't supply; `known` lists those it does.
    case unknownPlaceholder(name: String, path: String, line: Int, column: Int, known: [String])
    /// A `{{` that no `}}` closes.
    case unterminatedPlaceholder(path: String, line: Int, column: Int)
    /// A `{{}}` with no name inside.
    case emptyPlaceholder(path: String, line: Int, column: Int)
    /// A template file that isn't there.
    case missingTemplate(path: String)
    /// A template file that can't be read, with the system's reason.
    case unreadableTemplate(path: String, reason: String)
    /// A templates folder that isn't there.
    case missingDirectory(path: String)

    public var description: String {
        switch self {
        case let .unknownPlaceholder(name, path, line, column, known):
            let list = known.map { "{{\($0)}}" }.joined(separator: ", ")
            return "\(path):\(line):\(column): unknown placeholder {{\(name)}}; this template knows \(list)"
        case let .unterminatedPlaceholder(path, line, column):
            return "\(path):\(line):\(column): '{{' is never closed with '}}'"
        case let .emptyPlaceholder(path, line, column):
            return "\(path):\(line):\(column): empty placeholder {{}}"
        case let .missingTemplate(path):
            return "\(path): template not found"
        case let .unreadableTemplate(path, reason):
            return "\(path): cannot read template: \(reason)"
        case let .missingDirectory(path):
            return "\(path): templates directory not found"
        }
    }
}
