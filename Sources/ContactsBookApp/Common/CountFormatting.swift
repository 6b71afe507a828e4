/// "1 contact", "3,400 contacts": thousands grouped with commas whatever the locale, so headers
/// read the same in every terminal and in tests.
enum CountFormatting {
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }

    static func contacts(_ count: Int) -> String {
        "\(grouped(count)) \(count == 1 ? "contact" : "contacts")"
    }
}
