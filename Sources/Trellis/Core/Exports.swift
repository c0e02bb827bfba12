// `import SwiftUI` brings Foundation and Observation with it; `import Trellis` does the same so that
// CGFloat, UUID and `@Observable` are the types user code already knows.
@_exported import Foundation
@_exported import Observation
// The values apps name (Color, Font, EdgeInsets, Alignment, Angle, Path…) live in TrellisCore,
// below the API, so that layout and the emitters read them without the API; apps see them
// through `import Trellis` as SwiftUI's own.
@_exported import TrellisCore
