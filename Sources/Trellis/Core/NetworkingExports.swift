// On Apple platforms `import SwiftUI` (through Foundation) brings URLSession and URLRequest; on
// Linux they live in FoundationNetworking, so a view model that fetches with URLSession would not
// compile with only the import changed. Re-exporting it keeps `import Trellis` a stand-in.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
