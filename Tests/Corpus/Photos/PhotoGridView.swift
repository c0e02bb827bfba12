import Trellis

struct PhotoGridView: View {
    @State private var photos = Photo.library
    @State private var showsFavoritesOnly: Bool
    private let columns = [GridItem(.adaptive(minimum: 110, maximum: 200), spacing: 2)]

    init(showsFavoritesOnly: Bool = false) {
        _showsFavoritesOnly = State(initialValue: showsFavoritesOnly)
    }

    var visiblePhotos: [Photo] {
        showsFavoritesOnly ? photos.filter { $0.isFavorite } : photos
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(visiblePhotos) { photo in
                        NavigationLink(value: photo) {
                            PhotoThumbnail(photo: photo)
                        }
                        .buttonStyle(.plain)
                    }
                }
                Text("\(visiblePhotos.count) Photos")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .padding()
            }
            .navigationTitle(showsFavoritesOnly ? "Favorites" : "Library")
            .navigationDestination(for: Photo.self) { photo in
                PhotoDetailView(photo: photo)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Select") {}
                }
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    Button {
                        showsFavoritesOnly.toggle()
                    } label: {
                        Image(systemName: showsFavoritesOnly ? "heart.fill" : "heart")
                    }
                    Button(action: addPhoto) {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }

    private func addPhoto() {
        photos.append(Photo(id: photos.count + 1, title: "New", symbol: "photo", color: .gray, takenOn: "Today"))
    }
}

struct PhotoThumbnail: View {
    let photo: Photo

    var body: some View {
        ZStack {
            Rectangle()
                .fill(photo.color)
            Image(systemName: photo.symbol)
                .font(.largeTitle)
                .foregroundColor(.white)
        }
        .aspectRatio(1, contentMode: .fill)
        .overlay(alignment: .bottomTrailing) {
            if photo.isFavorite {
                Image(systemName: "heart.fill")
                    .font(.caption)
                    .foregroundColor(.white)
                    .padding(6)
            }
        }
        .clipped()
        .accessibilityLabel(photo.title)
    }
}

struct PhotoDetailView: View {
    let photo: Photo

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 12)
                .fill(photo.color)
                .aspectRatio(4 / 3, contentMode: .fit)
                .overlay {
                    Image(systemName: photo.symbol)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 96, height: 96)
                        .foregroundColor(.white)
                }
            HStack {
                VStack(alignment: .leading) {
                    Text(photo.title).font(.title2).bold()
                    Text(photo.takenOn).foregroundColor(.secondary)
                }
                Spacer()
                Image(systemName: photo.isFavorite ? "heart.fill" : "heart")
                    .foregroundColor(.pink)
                    .imageScale(.large)
            }
            Spacer()
        }
        .padding()
        .navigationTitle(photo.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button { } label: { Image(systemName: "square.and.arrow.up") }
            }
            ToolbarItem(placement: .bottomBar) {
                Button(role: .destructive) { } label: { Image(systemName: "trash") }
            }
        }
    }
}

struct PhotoGridView_Previews: PreviewProvider {
    static var previews: some View {
        PhotoGridView()
    }
}
