// One-off: writes every built-in drawing of the Swift symbol tables as an SVG file in its SF
// Symbols category folder, and the index that embeds them. Run once, then the tables go.
import Foundation
import TrellisRender

let root = CommandLine.arguments[1]  // Sources/TrellisSymbols
let drawings = root + "/Drawings"

func number(_ value: Double) -> String {
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    precondition(Double(text) == value, "\(value) does not read back")
    return text
}

func escaped(_ text: String) -> String {
    precondition(!text.contains("\n") && !text.contains("\t") && !text.contains("\r"))
    return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: "\"", with: "&quot;")
}

func paintName(_ paint: Symbol.SystemPaint) -> String {
    switch paint {
    case .white: "white"
    case .red: "red"
    case .orange: "orange"
    case .yellow: "yellow"
    case .green: "green"
    case .blue: "blue"
    }
}

func paintHex(_ paint: Symbol.SystemPaint) -> String {
    switch paint {
    case .white: "#FFFFFF"
    case .red: "#FF3B30"
    case .orange: "#FF9500"
    case .yellow: "#FFCC00"
    case .green: "#34C759"
    case .blue: "#007AFF"
    }
}

let levels = ["layer-primary", "layer-secondary", "layer-tertiary"]

func pathElement(_ part: Symbol.Part, classes: [String], paint: String = "currentColor") -> String {
    var text = "  <path"
    if !classes.isEmpty { text += " class=\"\(classes.joined(separator: " "))\"" }
    switch part {
    case .fill(let path, let evenOdd):
        text += " d=\"\(escaped(path))\" fill=\"\(paint)\""
        if evenOdd { text += " fill-rule=\"evenodd\"" }
    case .stroke(let path, let lineWidth):
        text += " d=\"\(escaped(path))\" fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(number(lineWidth))\""
        text += " stroke-linecap=\"round\" stroke-linejoin=\"round\""
    }
    return text + "/>\n"
}

func layerClasses(_ layer: Symbol.Layer) -> [String] {
    [levels[layer.level]] + (layer.multicolor.map { ["multicolor-" + paintName($0)] } ?? [])
}

func svg(_ symbol: Symbol) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 \(number(symbol.width)) \(number(symbol.height))\">\n"
    if symbol.layers.isEmpty {
        for part in symbol.parts { text += pathElement(part, classes: []) }
    } else if symbol.layers.map(\.part) == symbol.parts {
        for layer in symbol.layers { text += pathElement(layer.part, classes: layerClasses(layer)) }
    } else {
        for part in symbol.parts { text += pathElement(part, classes: ["monochrome-only"]) }
        for layer in symbol.layers {
            text += pathElement(layer.part, classes: ["layers-only"] + layerClasses(layer), paint: layer.multicolor.map(paintHex) ?? "currentColor")
        }
    }
    return text + "</svg>\n"
}

/// SF Symbols' category for a name: the first that lists it, by its first word or whole name.
func category(_ name: String) -> String {
    let words = name.split(separator: ".").map(String.init)
    let first = words[0]
    for (category, names) in wholeNames where names.contains(name) { return category }
    for (category, prefixes) in firstWords where prefixes.contains(first) { return category }
    if first.first!.isNumber { return "Indices" }
    fatalError("no category for \(name)")
}

let wholeNames: [(String, Set<String>)] = [("Automotive", ["car.side.fill", "bolt.car", "bolt.car.fill"]), ("Accessibility", ["figure.roll"]), ("Connectivity", ["bolt.horizontal", "bolt.horizontal.fill", "iphone.radiowaves.left.and.right"]), ("Health", ["bolt.heart.fill", "heart.text.square"]), ("Arrows", ["square.and.arrow.up"]), ("Editing", ["square.and.pencil", "plus.square.on.square", "doc.on.doc"]), ("Math", ["plus", "plus.circle", "plus.circle.fill", "plus.forwardslash.minus"]), ("Shapes", ["plus.app", "plus.rectangle.fill"]), ("Privacy & Security", ["hand.raised.fill"]), ("Weather", ["heat.waves", "drop", "drop.fill", "drop.triangle.fill"]), ("Maps", ["globe.europe.africa", "building.columns.circle.fill"]), ("Cameras & Photos", ["qrcode.viewfinder", "camera.viewfinder"]), ("Text Formatting", ["note.text"])]
let firstWords: [(String, Set<String>)] = [("Communication", ["at", "bubble", "envelope", "message", "mic", "paperplane", "phone", "video", "bell"]), ("Weather", ["cloud", "moon", "snow", "snowflake", "sparkles", "sun", "sunrise", "sunset", "thermometer", "wind", "humidity", "bolt"]), ("Maps", ["map", "mappin", "location", "globe", "safari", "building", "stairs"]), ("Objects & Tools", ["archivebox", "book", "bookmark", "books", "briefcase", "crown", "doc", "folder", "fork", "gear", "gearshape", "graduationcap", "hammer", "link", "magnifyingglass", "newspaper", "paperclip", "pin", "rosette", "ruler", "suitcase", "terminal", "ticket", "trash", "tray", "trophy", "flag", "theatermasks", "waterbottle", "birthday", "apple", "qrcode", "gauge", "chart", "target", "tshirt"]), ("Devices", ["cpu", "memorychip", "externaldrive", "internaldrive", "headphones", "hifispeaker", "tv", "iphone", "power", "sidebar", "battery"]), ("Cameras & Photos", ["camera", "photo"]), ("Gaming", ["gamecontroller", "dice", "puzzlepiece"]), ("Connectivity", ["antenna", "dot", "wifi", "wave", "icloud"]), ("Transportation", ["airplane", "bicycle", "bus", "car", "tram", "box"]), ("Automotive", ["carseat", "ev", "headlight"]), ("Privacy & Security", ["lock", "faceid", "shield"]), ("Human", ["person", "brain", "face", "hand", "eye"]), ("Home", ["house", "bed", "blinds", "door", "fan", "refrigerator", "dishwasher", "washer", "shower", "sofa", "cabinet", "poweroutlet", "powerplug", "sensor", "switch", "lightbulb", "light", "cup"]), ("Fitness", ["figure", "dumbbell", "sportscourt", "medal", "shoe"]), ("Nature", ["leaf", "flame", "hare", "fish", "pawprint", "ladybug", "carrot", "mountain", "atom"]), ("Editing", ["pencil", "eraser", "paintbrush", "paintpalette", "slider"]), ("Text Formatting", ["text", "textformat", "list", "line", "checklist"]), ("Media", ["backward", "forward", "pause", "play", "stop", "music", "speaker", "film"]), ("Keyboard", ["delete", "return"]), ("Commerce", ["bag", "cart", "creditcard", "banknote", "dollarsign", "tag", "shippingbox", "gift", "takeoutbag"]), ("Time", ["clock", "calendar", "hourglass", "timer", "stopwatch"]), ("Health", ["heart", "pills", "syringe", "lungs"]), ("Shapes", ["circle", "square", "triangle", "diamond", "capsule", "app", "star", "smallcircle", "rectangle"]), ("Arrows", ["arrow", "arrowshape", "arrowtriangle", "chevron"]), ("Indices", ["l", "r", "info", "questionmark", "exclamationmark", "checkmark", "xmark", "nosign", "number", "ellipsis"]), ("Math", ["minus", "function"])]

var index: [(category: String, name: String, file: String)] = []
let catalog = SymbolCatalog.builtIn
for name in catalog.names {
    let symbol = catalog.symbol(named: name)!
    let folder = category(name)
    let file = (name.first!.isNumber ? "_" : "") + name + ".svg"
    try FileManager.default.createDirectory(atPath: drawings + "/" + folder, withIntermediateDirectories: true)
    try svg(symbol).write(toFile: drawings + "/" + folder + "/" + file, atomically: true, encoding: .utf8)
    index.append((folder, name, file))
}
// Every drawing as Swift prints it (all its numbers exact), to diff against the catalog read back from the files.
if CommandLine.arguments.count > 2 {
    try catalog.names.map { String(reflecting: catalog.symbol(named: $0)!) }.joined(separator: "\n")
        .write(toFile: CommandLine.arguments[2], atomically: true, encoding: .utf8)
}
for entry in index.sorted(by: { ($0.category, $0.name) < ($1.category, $1.name) }) {
    print("\(entry.category)\t\(entry.name)\t\(entry.file)")
}
