// More of UIKit's text content types that forms name for autofill. A page has no autofill, so
// they only need to compile; each keeps the name HTML's `autocomplete` gives it.
#if !(os(iOS) || os(tvOS) || os(visionOS))
extension UITextContentType {
    /// A place: a city, a landmark, an address.
    public static let location = UITextContentType(rawValue: "location")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "address-level1")
    /// A country's name.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    /// A company's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A credit card's number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// A date of birth.
    public static let birthdate = UITextContentType(rawValue: "bday")
}
#endif
