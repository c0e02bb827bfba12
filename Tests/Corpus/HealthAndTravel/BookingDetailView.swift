import Trellis

struct BookingDetailView: View {
    let booking: HotelBooking
    @State private var addToCalendar = true
    @State private var showCancelDialog = false

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 6) {
                    Text(booking.hotelName)
                        .font(.title2.bold())
                    Text(booking.address)
                        .foregroundStyle(.secondary)
                    HStack(spacing: 2) {
                        ForEach(0..<5) { index in
                            Image(systemName: index < 4 ? "star.fill" : "star")
                                .foregroundStyle(.yellow)
                        }
                    }
                    .font(.caption)
                }
                .padding(.vertical, 4)
            }

            Section("Stay") {
                LabeledContent("Check-in", value: booking.checkIn.formatted(date: .abbreviated, time: .shortened))
                LabeledContent("Check-out", value: booking.checkOut.formatted(date: .abbreviated, time: .shortened))
                LabeledContent("Nights", value: "\(booking.nights)")
                LabeledContent("Room", value: booking.roomType)
                LabeledContent("Guests") {
                    Label("\(booking.guests)", systemImage: "person.2.fill")
                }
            }

            Section("Payment") {
                LabeledContent("Per night", value: booking.pricePerNight, format: .currency(code: "EUR"))
                LabeledContent("Total", value: booking.total, format: .currency(code: "EUR"))
                    .bold()
                HStack {
                    Text("Confirmation")
                    Spacer()
                    Text(booking.confirmation)
                        .monospaced()
                        .textSelection(.enabled)
                }
            }

            Section {
                Toggle("Add to calendar", isOn: $addToCalendar)
                Link(destination: URL(string: "tel:\(booking.phone)")!) {
                    Label("Call hotel", systemImage: "phone.fill")
                }
                ShareLink(item: "Booking \(booking.confirmation) at \(booking.hotelName)") {
                    Label("Share booking", systemImage: "square.and.arrow.up")
                }
            }

            Section {
                Button("Cancel booking", role: .destructive) {
                    showCancelDialog = true
                }
            } footer: {
                Text("Free cancellation until \(booking.checkIn.adding(days: -2).formatted(date: .long, time: .omitted)).")
            }
        }
        .navigationTitle("Booking")
        .navigationBarTitleDisplayMode(.inline)
        .confirmationDialog("Cancel this booking?", isPresented: $showCancelDialog, titleVisibility: .visible) {
            Button("Cancel booking", role: .destructive) {}
            Button("Keep booking", role: .cancel) {}
        }
    }
}

#Preview {
    NavigationStack {
        BookingDetailView(booking: Trip.lisbon.hotel!)
    }
}
