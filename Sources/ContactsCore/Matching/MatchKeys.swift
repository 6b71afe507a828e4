/// The normalised forms two records of the same person share: what imports match on and what
/// finding duplicates groups by.
public enum MatchKeys {
    /// An address, case ignored.
    public static func email(_ value: String) -> String { value.trimmingWhitespace.lowercased() }

    /// A phone number's last nine digits (enough to tell numbers apart, and the same whether
    /// written with the country code or in national form); nil when too short to mean much.
    public static func phone(_ value: String) -> String? {
        let digits = value.digits
        return digits.count >= 6 ? String(digits.suffix(9)) : nil
    }

    /// First and last name, folded; nil when the contact has no personal name.
    static func name(first: String, last: String, folder: inout TextFolder) -> String? {
        let name = [first, last].map { folder.fold($0).trimmingWhitespace }.filter { !$0.isEmpty }
        return name.isEmpty ? nil : name.joined(separator: " ")
    }
}
