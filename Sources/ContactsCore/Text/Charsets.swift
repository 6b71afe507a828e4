import Foundation

/// The charsets older cards and mail name (`CHARSET=SHIFT_JIS`), by their IANA names and the
/// aliases exporters write, and what Foundation decodes each with (CoreFoundation's encoding
/// numbers: Foundation on Linux has no name lookup of its own). A charset not here, or bytes
/// that are not valid in it, are not read: the caller says so.
enum Charsets {
    /// The text of `bytes` in `charset`; nil when the charset is unknown or the bytes are not
    /// valid in it.
    static func decode(_ bytes: [UInt8], charset: String) -> String? {
        guard let encoding = encoding(named: charset) else { return nil }
        return String(bytes: bytes, encoding: encoding)
    }

    static func knows(_ charset: String) -> Bool {
        encoding(named: charset) != nil
    }

    /// Charsets whose text is all ASCII bytes (escape sequences shift into other letters): such
    /// text is valid UTF-8 and would be read as it, wrongly.
    static func isSevenBit(_ charset: String) -> Bool {
        let name = key(charset)
        return name.hasPrefix("ISO2022") || name == "UTF7" || name == "HZGB2312" || name == "HZ"
    }

    private static func encoding(named charset: String) -> String.Encoding? {
        coreFoundationNumbers[key(charset)].map { String.Encoding(rawValue: 0x8000_0000 | $0) }
    }

    /// "Shift_JIS", "shift-jis" and "SJIS" alike: upper case without `-` `_` and spaces.
    private static func key(_ charset: String) -> String {
        charset.uppercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    }

    /// CFStringEncoding numbers (CFStringEncodingExt.h), by name as `key` spells it.
    private static let coreFoundationNumbers: [String: UInt] = {
        var table: [String: UInt] = [
            "SHIFTJIS": 0x0A01, "SJIS": 0x0A01, "XSJIS": 0x0A01, "MSKANJI": 0x0A01, "CP932": 0x0420, "WINDOWS31J": 0x0420,
            "ISO2022JP": 0x0820, "CSISO2022JP": 0x0820, "ISO2022KR": 0x0840, "ISO2022CN": 0x0830,
            "EUCKR": 0x0940, "CP949": 0x0422, "KSC5601": 0x0940, "GB2312": 0x0930, "EUCCN": 0x0930, "GBK": 0x0632, "CP936": 0x0632,
            "GB18030": 0x0632, "HZGB2312": 0x0A05, "HZ": 0x0A05, "BIG5": 0x0A03, "CP950": 0x0423, "BIG5HKSCS": 0x0A06,
            "KOI8R": 0x0A02, "KOI8U": 0x0A08, "MACINTOSH": 0x0000, "MAC": 0x0000, "UTF7": 0x0400_0100,
            "UTF16": 0x0100, "UTF16BE": 0x1000_0100, "UTF16LE": 0x1400_0100, "TIS620": 0x020B,
        ]
        // Windows code pages (also written CP1251 and X-CP1251).
        let windows: [Int: UInt] = [
            1252: 0x0500, 1250: 0x0501, 1251: 0x0502, 1253: 0x0503, 1254: 0x0504, 1255: 0x0505, 1256: 0x0506, 1257: 0x0507, 1258: 0x0508,
        ]
        for (page, number) in windows {
            for name in ["WINDOWS\(page)", "CP\(page)", "XCP\(page)"] { table[name] = number }
        }
        // ISO-8859-1 ... 16 (12 was never one), also written LATIN1 and the like.
        let isoNumbers: [Int: UInt] = [
            1: 0x0201, 2: 0x0202, 3: 0x0203, 4: 0x0204, 5: 0x0205, 6: 0x0206, 7: 0x0207, 8: 0x0208, 9: 0x0209, 10: 0x020A,
            11: 0x020B, 13: 0x020D, 14: 0x020E, 15: 0x020F, 16: 0x0210,
        ]
        for (part, number) in isoNumbers { table["ISO8859\(part)"] = number }
        for (latin, part) in [1: 1, 2: 2, 3: 3, 4: 4, 5: 9, 6: 10, 7: 13, 8: 14, 9: 15, 10: 16] { table["LATIN\(latin)"] = isoNumbers[part] }
        // DOS code pages.
        let dos: [Int: UInt] = [437: 0x0400, 737: 0x0405, 775: 0x0406, 850: 0x0410, 852: 0x0412, 855: 0x0413, 857: 0x0414, 866: 0x041B, 874: 0x041D]
        for (page, number) in dos {
            table["CP\(page)"] = number
            table["IBM\(page)"] = number
        }
        return table
    }()
}
