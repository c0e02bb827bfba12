import Testing
import Trellis // stands for `import SwiftUI`

// A profile card and a flip card as apps write them, with every effect and transform in the
// spellings SwiftUI code uses. Compiled in Swift 5 mode.

struct CorpusProfileCard: View {
    @State private var isFlipped = false
    var rotation: Angle = .degrees(12)

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle().fill(Color.blue.opacity(0.3)).frame(width: 90, height: 90).offset(x: 10, y: -6).zIndex(-1)
                Circle().fill(Color.blue).frame(width: 80, height: 80)
                Image(systemName: "person.fill").font(.largeTitle).foregroundColor(.white)
            }
            .shadow(color: Color.black.opacity(0.2), radius: 8, x: 0, y: 4)
            Text("Ada Lovelace").font(.title2).bold()
                .rotationEffect(rotation / 4, anchor: .leading)
                .scaleEffect(1.05)
            HStack {
                Text("Pro").padding(6).background(Color.orange).cornerRadius(6, antialiased: true)
                    .border(Color.black, width: 1)
                Text("New").padding(6).background(Color.pink).clipShape(Capsule())
                    .rotation3DEffect(.degrees(isFlipped ? 180 : 20), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 0.5)
            }
            Rectangle().fill(Color.green).frame(height: 8)
                .mask(alignment: .leading) { Capsule().frame(width: 120) }
                .blur(radius: 1, opaque: false)
            Image(systemName: "star.fill")
                .brightness(0.1).contrast(1.2).saturation(0.8).grayscale(0.1)
                .hueRotation(Angle(radians: .pi / 8)).colorInvert()
                .blendMode(.multiply).compositingGroup().drawingGroup()
                .scaleEffect(CGSize(width: 1.1, height: 0.9)).scaleEffect(x: 1, y: 1.1, anchor: .bottom)
                .offset(CGSize(width: 2, height: 2))
                .shadow(radius: 2)
        }
        .padding()
    }
}

@MainActor
@Suite struct CorpusEffectsTests {
    @Test func theProfileCardResolvesEveryEffectAsWritten() {
        let dump = CorpusProfileCard().resolved().root.dump()
        for line in ["zIndex -1", "offset 10,-6", "shadow color=#000000@0.2 radius=8 x=0 y=4", "rotationEffect 3deg anchor=0,0.5",
                     "scaleEffect 1.05,1.05", "scaleEffect 0.94,1 anchor=0.5,0.5", "blur radius=1", "mask alignment=leading-center",
                     "brightness 0.1", "contrast 1.2", "saturation 0.8", "grayscale 0.1", "hueRotation 22.5deg", "colorInvert",
                     "blendMode multiply", "compositingGroup", "scaleEffect 1.1,0.9", "offset 2,2", "clip roundedRectangle(6 circular)"] {
            #expect(dump.contains(line), "\(line)")
        }
        #expect(!dump.contains("drawingGroup"))
        let angle = Angle.degrees(90)
        #expect(abs(angle.radians - .pi / 2) < 1e-12 && Angle.radians(.pi).degrees == 180 && (angle + angle).degrees == 180 && Angle.zero < angle)
    }
}
