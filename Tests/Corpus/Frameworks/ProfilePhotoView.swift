import PhotosUI
import SwiftUI

/// A profile editor whose photo comes from a PhotosPicker; the picked item loads as Data.
struct ProfilePhotoView: View {
    @State private var item: PhotosPickerItem?
    @State private var albumItems: [PhotosPickerItem] = []
    @State private var imageData: Data?

    var body: some View {
        Form {
            Section("Photo") {
                PhotosPicker(selection: $item, matching: .images) {
                    Label("Choose Photo", systemImage: "photo")
                }
                PhotosPicker("Add to Album", selection: $albumItems, maxSelectionCount: 5, matching: .any(of: [.images, .videos]))
            }
            Section {
                Text(imageData == nil ? "No photo yet" : "Photo chosen")
            }
        }
        .onChange(of: item) { newItem in
            Task {
                if let data = try? await newItem?.loadTransferable(type: Data.self) {
                    imageData = data
                }
            }
        }
    }
}
