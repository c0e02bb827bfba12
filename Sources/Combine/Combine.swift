// iOS 13–15 view models write `import Combine` beside `import SwiftUI` or `import Foundation`.
// Linux has no Combine, so without a module of that name those files stop at their first line.
// On Apple platforms ObservableObject, @Published, AnyCancellable and the publishers are Combine's;
// here Trellis declares them (Compat/Publisher*.swift, State/ObservableObject.swift), and this
// module re-exports Trellis so the files compile with only `import SwiftUI` changed. It is built
// only where the system has no Combine, so it never shadows Apple's.
@_exported import Trellis
