import Trellis
import Observation

@Observable
final class PetStore {
    var pets: [Pet]
    var selectedPetID: Pet.ID?

    @ObservationIgnored private let storageKey = "pets"

    init(pets: [Pet] = Pet.samples) {
        self.pets = pets
    }

    func binding(for pet: Pet) -> Binding<Pet> {
        Binding(
            get: { self.pets.first(where: { $0.id == pet.id }) ?? pet },
            set: { newValue in
                if let index = self.pets.firstIndex(where: { $0.id == pet.id }) {
                    self.pets[index] = newValue
                }
            }
        )
    }

    func addWeight(_ entry: WeightEntry, to pet: Pet) {
        guard let index = pets.firstIndex(where: { $0.id == pet.id }) else { return }
        pets[index].weights.append(entry)
        persist()
    }

    func addVisit(_ visit: VetVisit, to pet: Pet) {
        guard let index = pets.firstIndex(where: { $0.id == pet.id }) else { return }
        pets[index].visits.append(visit)
        persist()
    }

    func persist() {
        if let data = try? JSONEncoder().encode(pets) {
            UserDefaults.standard.set(data, forKey: storageKey)
        }
    }
}

extension Color {
    init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
        let r = Double((value >> 16) & 0xFF) / 255
        let g = Double((value >> 8) & 0xFF) / 255
        let b = Double(value & 0xFF) / 255
        self.init(red: r, green: g, blue: b)
    }
}
