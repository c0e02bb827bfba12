import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation

/// The symbols of the added families (social, travel, shop, games, health, tools) on one sheet
/// at 17 and 44 pt, rendered as the site renders pages.
@MainActor enum SymbolFamilySheet {
    /// The names the CorpusSocialAndCommerce screens drew as the placeholder, then the sweeps' and public
    /// apps' most used names the catalog lacked.
    nonisolated static let added = [
        "sparkles", "at", "bubble.right", "person.2.fill", "gift.fill", "icloud", "cart.badge.plus",
        "mappin.and.ellipse", "figure.surfing", "box.truck", "bolt.heart.fill",
        "arrow.triangle.turn.up.right.diamond.fill", "nosign", "apple.logo", "plus.app", "safari.fill",
        "star.leadinghalf.filled", "wave.3.right", "cup.and.saucer.fill", "person.fill.badge.plus",
        "suitcase", "suitcase.fill", "gamecontroller.fill", "trophy", "trophy.fill", "flame.fill", "dice.fill",
        "puzzlepiece", "puzzlepiece.fill", "lightbulb", "lightbulb.fill", "graduationcap", "graduationcap.fill",
        "book.fill", "pencil.and.outline", "heart.text.square", "stopwatch", "drop.fill", "terminal", "hammer",
        "hammer.fill", "ladybug", "gearshape.2", "sidebar.left",
        "play.circle.fill", "lock.circle.fill", "magnifyingglass.circle.fill", "arrow.down.circle",
        "line.horizontal.3.decrease.circle", "xmark.octagon", "xmark.octagon.fill", "exclamationmark.triangle.fill",
        "arrow.uturn.backward", "arrow.uturn.forward", "arrow.down.to.line", "return", "delete.left",
        "arrowshape.turn.up.left", "arrowshape.turn.up.right", "arrow.triangle.branch", "clock.arrow.circlepath",
        "diamond.fill", "target", "heart.slash", "number",
        "rosette", "medal.fill", "shield.fill", "square.grid.2x2.fill", "square.grid.3x3.fill", "square.grid.4x3.fill",
        "newspaper", "newspaper.fill", "book.closed.fill", "hand.raised.fill",
        "dumbbell.fill", "figure.strengthtraining.traditional", "figure.arms.open", "figure.core.training", "figure.rower",
        "bicycle", "fish.fill", "gauge.medium",
        "airplane.departure", "airplane.circle.fill", "building.2.fill", "building.columns", "map.fill", "sunset.fill",
        "snow", "moon.stars.fill",
        "externaldrive", "qrcode", "rectangle.stack.fill", "plus.square.on.square", "plus.rectangle.fill",
        "rectangle.split.2x1", "dot.radiowaves.left.and.right", "iphone.radiowaves.left.and.right", "app.badge", "eraser",
        "doc.plaintext",
        "0.circle", "1.circle", "2.circle", "3.circle", "4.circle", "5.circle", "6.circle", "7.circle", "8.circle", "9.circle",
        "pencil.circle", "function", "atom", "brain", "brain.head.profile", "hand.wave.fill", "hare.fill",
        "person.2.slash", "wind.snow", "globe.europe.africa",
        "bell.slash", "capsule.fill", "car.fill", "carrot.fill", "cup.and.saucer", "doc.text.fill", "figure.hiking",
        "figure.pool.swim", "fish", "lungs.fill", "pawprint.fill", "pills.fill", "powerplug.fill", "shower.fill",
        "sunrise.fill", "takeoutbag.and.cup.and.straw", "tram.fill", "tshirt.fill", "app", "arrow.triangle.merge", "cpu",
        "internaldrive", "memorychip",
        "arrow.down.right", "arrow.up.right", "arrowtriangle.down.fill", "arrowtriangle.up.fill", "triangle.fill", "banknote",
        "building.columns.circle.fill", "chart.line.uptrend.xyaxis", "chart.pie", "clock.badge.exclamationmark", "faceid", "info",
        "lock.rotation", "person.text.rectangle", "power", "clock.fill", "clock.arrow.2.circlepath", "calendar.badge.clock",
        "number.circle", "star.slash",
        "car", "car.side.fill", "carseat.left.fill", "camera.viewfinder", "film", "tv", "fan", "sun.min", "snowflake",
        "humidity.fill", "lightbulb.max", "house.circle", "poweroutlet.type.f.fill", "exclamationmark.bubble", "envelope.open",
        "doc.on.doc", "rectangle.on.rectangle.slash",
        "lock.open.fill", "thermometer.medium", "sensor.fill", "fan.fill", "arrow.triangle.2.circlepath", "sofa.fill",
        "refrigerator.fill", "door.left.hand.closed", "blinds.horizontal.closed", "heat.waves", "hifispeaker.fill",
        "ev.charger.fill", "bolt.car", "bolt.car.fill", "headlight.high.beam.fill",
        "line.3.horizontal.decrease.circle.fill", "pencil.circle.fill", "heart.circle.fill", "photo.fill", "film.fill",
        "checkmark.shield.fill", "shield.slash", "text.alignleft", "rectangle.grid.1x2", "qrcode.viewfinder", "cloud.bolt.rain",
        "dishwasher.fill", "poweroutlet.type.b.fill", "lightbulb.2.fill", "shippingbox.fill", "light.beacon.max.fill",
        "pin.slash", "switch.2", "bubble.left.and.bubble.right.fill", "syringe.fill",
        // CorpusMarketplace (marketplace and listings apps).
        "washer", "pawprint", "house.and.flag", "building.2", "building", "shower", "ruler", "square.dashed", "message.fill",
        "music.mic", "sportscourt", "theatermasks", "face.smiling", "ticket", "figure.roll", "briefcase.fill", "photo.badge.plus",
        "pin.circle.fill", "bell.slash.fill", "tag.fill", "bubble.left.and.bubble.right",
        // Public apps' previews (docs/real-apps.md): a new-bird badge, a notes list, a width reader, a sidebar.
        "bird.fill", "note", "arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill", "text.bubble",
    ]

    /// A page of symbols, three to a row, each at 44 and at 17 pt over its name.
    struct Sheet: View {
        let names: [String]
        var body: some View {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: 3), spacing: 10) {
                ForEach(names, id: \.self) { name in
                    VStack(spacing: 4) {
                        Image(systemName: name).font(.system(size: 44))
                        Image(systemName: name).font(.system(size: 17))
                        Text(name).font(.caption2).lineLimit(2).multilineTextAlignment(.center)
                    }
                }
            }
            .padding(12)
        }
    }

    static var pages: [SitePage] {
        stride(from: 0, to: added.count, by: 21).map { start in
            let names = Array(added[start..<min(start + 21, added.count)])
            return SitePage(id: "symbols-\(start / 21 + 1)", title: "Symbols") { AnyView(Sheet(names: names)) }
        }
    }

    static func output() async -> SiteRenderer.Output {
        await SiteRenderer(emitter: HTMLEmitter(marksNodes: true), check: libxml2Check, writesSVG: true)
            .render(SitePlan.make(pages: pages, themes: [.marigold], colorSchemes: [.light], states: StateOptions(mode: .none)))
    }
}
