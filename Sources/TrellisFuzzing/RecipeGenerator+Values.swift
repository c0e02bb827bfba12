import Trellis

// The arguments views and modifiers take, drawn with the known bugs' exclusions applied.
extension RecipeGenerator {
    mutating func string() -> FuzzString {
        random.chance(25) ? random.pick(HostileValues.hostileStrings) : .literal(random.pick(HostileValues.ordinaryStrings))
    }

    /// A navigation title, or a page's title or summary: these name pages and fill attributes.
    mutating func title() -> FuzzString {
        while true {
            let candidate = string()
            let text = candidate.value
            if excluded.contains(.carriageReturnInTitle) && text.unicodeScalars.contains("\r") { continue }
            if excluded.contains(.hostilePageName) && KnownBug.isHostilePageName(text) { continue }
            return candidate
        }
    }

    mutating func symbolName() -> String {
        random.chance(5) ? random.pick(HostileValues.unknownSymbols) : random.pick(HostileValues.knownSymbols)
    }

    mutating func number() -> Double {
        guard random.chance(15) else { return random.pick(HostileValues.ordinaryNumbers) }
        while true {
            let value = random.pick(HostileValues.hostileNumbers)
            if excluded.contains(.notANumber) && value.isNaN { continue }
            if excluded.contains(.hugeNumber) && KnownBug.isHuge(value) { continue }
            return value
        }
    }

    mutating func optionalNumber() -> Double? {
        random.chance(40) ? nil : number()
    }

    /// An opacity or a color component: mostly within 0…1.
    mutating func unitNumber() -> Double {
        random.chance(80) ? random.pick([0, 0.2, 0.5, 0.75, 1]) : number()
    }

    mutating func integer() -> Int {
        random.chance(15) ? random.pick(HostileValues.hostileIntegers) : random.pick(HostileValues.ordinaryIntegers)
    }

    mutating func alignment() -> AlignmentRecipe {
        random.chance(50) ? .center : AlignmentRecipe(
            horizontal: random.pick(AlignmentRecipe.Horizontal.allCases),
            vertical: random.pick(AlignmentRecipe.Vertical.allCases))
    }

    mutating func stack() -> StackRecipe {
        StackRecipe(
            axis: random.pick(StackRecipe.Axis.allCases), alignment: alignment(),
            spacing: random.chance(60) ? nil : number())
    }

    mutating func textStyling() -> [TextStyling] {
        (0..<random.pick([0, 0, 0, 1, 1, 2, 4])).map { _ in
            switch random.below(7) {
            case 0: .font(random.chance(10) ? nil : font())
            case 1: .fontWeight(random.chance(10) ? nil : random.pick(WeightRecipe.allCases))
            case 2: .bold
            case 3: .italic
            case 4: .foregroundColor(random.chance(10) ? nil : color())
            case 5: random.chance(40) ? .underlineStyle(line()) : .underline(random.chance(80))
            default: random.chance(40) ? .strikethroughStyle(line()) : .strikethrough(random.chance(80))
            }
        }
    }

    mutating func font() -> FontRecipe {
        let base: FontRecipe = switch random.below(10) {
        case 0...4: .textStyle(random.pick(Font.TextStyle.allCases))
        case 5, 6: .system(random.pick(Font.TextStyle.allCases), design: optionalDesign(), weight: optionalWeight())
        default: .size(number(), weight: optionalWeight(), design: optionalDesign())
        }
        switch random.below(10) {
        case 0: return .bold(base)
        case 1: return .italic(base)
        case 2: return .weight(base, random.pick(WeightRecipe.allCases))
        default: return base
        }
    }

    mutating func optionalDesign() -> DesignRecipe? {
        random.chance(50) ? nil : random.pick(DesignRecipe.allCases)
    }

    mutating func optionalWeight() -> WeightRecipe? {
        random.chance(50) ? nil : random.pick(WeightRecipe.allCases)
    }

    mutating func color() -> ColorRecipe {
        let base: ColorRecipe = switch random.below(20) {
        case 0...11: .named(random.pick(ColorRecipe.names))
        case 12...14: .semantic(random.pick(ColorRecipe.semanticNames))
        case 15...17: .rgb(red: unitNumber(), green: unitNumber(), blue: unitNumber(), opacity: unitNumber())
        default: .white(unitNumber())
        }
        return random.chance(15) ? .opacity(base, unitNumber()) : base
    }

    /// A tint: `.tint(.accentColor)` is the `accentColorTint` bug.
    mutating func tintColor() -> ColorRecipe {
        while true {
            let candidate = color()
            if excluded.contains(.accentColorTint) && candidate.usesAccentColor { continue }
            return candidate
        }
    }

    mutating func style() -> StyleRecipe {
        switch random.below(12) {
        case 0...6: .color(color())
        case 7, 8: .hierarchical(random.below(4))
        case 9: .tint
        default: .gradient(gradient())
        }
    }

    mutating func shape() -> ShapeRecipe {
        switch random.below(8) {
        case 6, 7: drawingShape()
        case 0: .rectangle
        case 1: .roundedRectangle(cornerRadius: number(), continuous: random.chance(50))
        case 2: .roundedRectangleSize(width: number(), height: number())
        case 3: .circle
        case 4: .ellipse
        default: .capsule(continuous: random.chance(50))
        }
    }

    mutating func paint() -> ShapePaint {
        switch random.below(5) {
        case 4: .trimmedStroke(style(), from: number(), to: number(), lineWidth: number(), dash: number())
        case 0: .plain
        case 1: .fill(random.chance(20) ? nil : style())
        case 2: .stroke(random.chance(30) ? nil : style(), lineWidth: optionalNumber())
        default: .strokeBorder(random.chance(30) ? nil : style(), lineWidth: optionalNumber())
        }
    }
}
