import Trellis

struct PetAvatar: View {
    let pet: Pet
    var size: CGFloat = 48

    var body: some View {
        Text(pet.species.emoji)
            .font(.system(size: size * 0.55))
            .frame(width: size, height: size)
            .background(
                Circle()
                    .fill(Color(hex: pet.colorHex).gradient)
            )
            .overlay(
                Circle()
                    .strokeBorder(Color.white, lineWidth: 2)
            )
            .shadow(color: Color(hex: pet.colorHex).opacity(0.4), radius: 4, y: 2)
            .accessibilityLabel(Text(pet.name))
    }
}

#Preview("Avatars", traits: .sizeThatFitsLayout) {
    HStack {
        ForEach(Pet.samples) { pet in
            PetAvatar(pet: pet, size: 64)
        }
    }
    .padding()
}
