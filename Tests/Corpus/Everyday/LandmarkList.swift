import Trellis

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var isFavorite: Bool
    var color: Color

    static let samples = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California", isFavorite: true, color: .brown),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", state: "Alaska", isFavorite: false, color: .teal),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska", isFavorite: true, color: .green),
        Landmark(id: 1004, name: "St. Mary Lake", park: "Glacier National Park", state: "Montana", isFavorite: false, color: .blue),
    ]
}

final class ModelData: ObservableObject {
    @Published var landmarks: [Landmark] = Landmark.samples
}

struct LandmarkList: View {
    @EnvironmentObject var modelData: ModelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
        }
    }

    var body: some View {
        NavigationView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }

                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle("Landmarks")
            .frame(minWidth: 300)

            Text("Select a Landmark")
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            landmark.color
                .frame(width: 50, height: 50)
                .cornerRadius(5)
            VStack(alignment: .leading) {
                Text(landmark.name)
                    .bold()
                Text(landmark.park)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
        .padding(.vertical, 4)
    }
}

struct CircleImage: View {
    var color: Color

    var body: some View {
        Image(systemName: "mountain.2.fill")
            .font(.system(size: 80))
            .foregroundColor(.white)
            .frame(width: 200, height: 200)
            .background(color)
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkDetail: View {
    @EnvironmentObject var modelData: ModelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        ScrollView {
            landmark.color.opacity(0.5)
                .frame(height: 300)

            CircleImage(color: landmark.color)
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
                }

                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundColor(.secondary)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text("Descriptive text goes here.")
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct LandmarkList_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone SE (3rd generation)", "iPhone 14 Pro Max"], id: \.self) { deviceName in
            LandmarkList()
                .environmentObject(ModelData())
                .previewDevice(PreviewDevice(rawValue: deviceName))
                .previewDisplayName(deviceName)
        }
    }
}
