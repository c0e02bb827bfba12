import Trellis

struct EventEditView: View {
    @Binding var event: Event

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $event.title)
                TextField("Location", text: $event.location)
            }
            Section {
                Toggle("All-day", isOn: $event.isAllDay)
                DatePicker("Starts", selection: $event.start, displayedComponents: event.isAllDay ? [.date] : [.date, .hourAndMinute])
                DatePicker("Ends", selection: $event.end, in: event.start..., displayedComponents: event.isAllDay ? [.date] : [.date, .hourAndMinute])
            }
            Section(header: Text("Alert"), footer: Text("You'll be notified before the event starts.")) {
                Stepper("\(event.alertMinutes) minutes before", value: $event.alertMinutes, in: 0...120, step: 5)
                Stepper(value: $event.guests, in: 1...50) {
                    Label("\(event.guests) guests", systemImage: "person.2")
                }
                HStack {
                    Image(systemName: "speaker.fill")
                    Slider(value: $event.volume, in: 0...1)
                    Image(systemName: "speaker.wave.3.fill")
                }
                .foregroundColor(.secondary)
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Alert volume")
            }
            Section(header: Text("Notes")) {
                TextEditor(text: $event.notes)
                    .frame(minHeight: 88)
            }
        }
    }
}

struct EventEditView_Previews: PreviewProvider {
    static var previews: some View {
        EventEditView(event: .constant(Event.sampleData[0]))
    }
}
