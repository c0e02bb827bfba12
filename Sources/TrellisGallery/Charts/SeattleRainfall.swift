import Trellis

/// Seattle's rainfall in 2012, in millimetres per month.
///
/// Source: the daily observations in vega-datasets' `data/seattle-weather.csv` (NOAA records for
/// Seattle, 2012–2015), column `precipitation`, summed over each month of 2012. 2012 was a wet
/// year with a dry summer: August had no measurable rain at all.
enum SeattleRainfall {
    static let winter = Legend(color: .blue, label: "Winter")
    static let spring = Legend(color: .teal, label: "Spring")
    static let summer = Legend(color: .orange, label: "Summer")
    static let autumn = Legend(color: .brown, label: "Autumn")

    static let year2012: [DataPoint] = [
        DataPoint(value: 173.3, label: "Jan", legend: winter),
        DataPoint(value: 92.3, label: "Feb", legend: winter),
        DataPoint(value: 183.0, label: "Mar", legend: spring),
        DataPoint(value: 68.1, label: "Apr", legend: spring),
        DataPoint(value: 52.2, label: "May", legend: spring),
        DataPoint(value: 75.1, label: "Jun", legend: summer),
        DataPoint(value: 26.3, label: "Jul", legend: summer),
        DataPoint(value: 0, label: "Aug", legend: summer),
        DataPoint(value: 0.9, label: "Sep", legend: autumn),
        DataPoint(value: 170.3, label: "Oct", legend: autumn),
        DataPoint(value: 210.5, label: "Nov", legend: autumn),
        DataPoint(value: 174.0, label: "Dec", legend: winter),
    ]

    static var firstHalf: [DataPoint] { Array(year2012.prefix(6)) }
    static var secondHalf: [DataPoint] { Array(year2012.suffix(6)) }
}
