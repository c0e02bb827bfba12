// `import SwiftUI` brings Foundation and Observation with it; `import Trellis` does the same so that
// CGFloat, UUID and `@Observable` are the types user code already knows.
@_exported import Foundation
@_exported import Observation
