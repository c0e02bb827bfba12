import Testing
@testable import Trellis

@MainActor
struct ImageAndColorTests {
    @Test func hueSaturationBrightnessConvertsToSRGB() {
        let environment = EnvironmentValues()
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: environment) == Color.Resolved(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: environment) == Color.Resolved(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.5).resolve(in: environment)
            == Color.Resolved(red: 0.4, green: 0.8, blue: 0.8, opacity: 0.5))
        #expect(Color(hue: 0.75, saturation: 0, brightness: 0.25).resolve(in: environment) == Color.Resolved(red: 0.25, green: 0.25, blue: 0.25))
    }

    @Test func anAssetImageIsMarkedAsOne() {
        let dump = Image("hero").resizable().resolved().root.dump()
        #expect(dump.contains("image \"hero\"") && dump.contains("resizable") && dump.contains("asset"))
        #expect(!Image(systemName: "star").resolved().root.dump().contains("asset"))
    }

    @Test func aspectRatioIsANodeOfItsOwn() {
        #expect(Color.red.aspectRatio(1.5, contentMode: .fill).resolved().root.dump().hasPrefix("aspectRatio 1.5 fill"))
        #expect(Image(systemName: "star").resizable().scaledToFit().resolved().root.dump().hasPrefix("aspectRatio ideal fit"))
    }
}
