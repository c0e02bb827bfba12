import Trellis

struct WeekCalendarStrip: View {
    @Binding var selectedDate: Date
    var referenceDate: Date
    var markedWeekdays: Set<Int> = []

    private var calendar: Calendar { Calendar.current }

    private var days: [Date] {
        guard let week = calendar.dateInterval(of: .weekOfYear, for: referenceDate) else { return [] }
        return (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: week.start) }
    }

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                ForEach(days, id: \.self) { day in
                    let isSelected = calendar.isDate(day, inSameDayAs: selectedDate)
                    Button {
                        withAnimation(.snappy) { selectedDate = day }
                    } label: {
                        VStack(spacing: 6) {
                            Text(day.formatted(.dateTime.weekday(.abbreviated)))
                                .font(.caption)
                                .textCase(.uppercase)
                            Text(day.formatted(.dateTime.day()))
                                .font(.title3.weight(.semibold))
                            Circle()
                                .fill(markedWeekdays.contains(calendar.component(.weekday, from: day)) ? Color.accentColor : .clear)
                                .frame(width: 5, height: 5)
                        }
                        .frame(width: 46, height: 72)
                        .foregroundStyle(isSelected ? .white : .primary)
                        .background {
                            RoundedRectangle(cornerRadius: 14, style: .continuous)
                                .fill(isSelected ? Color.accentColor : Color.secondary.opacity(0.1))
                        }
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(.horizontal)
        }
    }
}

#Preview {
    WeekCalendarStrip(selectedDate: .constant(Date(timeIntervalSince1970: 1_700_000_000)), referenceDate: Date(timeIntervalSince1970: 1_700_000_000), markedWeekdays: [2, 4])
}
