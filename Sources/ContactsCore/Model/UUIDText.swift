import Foundation

/// UUIDs in their usual text form, written by hand (the engine's reader reads them so too).
enum UUIDText {
    /// "8-4-4-4-12" in lower case (a URN's form), appended to `bytes`.
    static func appendLowercased(_ id: UUID, to bytes: inout [UInt8]) {
        let value = id.uuid
        let octets = [
            value.0, value.1, value.2, value.3, value.4, value.5, value.6, value.7,
            value.8, value.9, value.10, value.11, value.12, value.13, value.14, value.15,
        ]
        for (index, octet) in octets.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(hexDigit(octet >> 4))
            bytes.append(hexDigit(octet & 0xF))
        }
    }

    /// A nibble's lower-case hex digit, computed: a table is a lazy global, checked per digit.
    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
    }
}
