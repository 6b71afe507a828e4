import Foundation

/// The people a mail message is from, read from its From and Reply-To headers only (never the
/// body), with RFC 2047 encoded names decoded: what `add-email` adds to the book.
public enum MailSender {
    public struct Address: Equatable, Sendable {
        public let name: String
        public let email: String
    }

    public static func senders(of message: String) -> [Address] {
        var addresses: [Address] = []
        for (name, value) in headers(of: message) where name == "from" || name == "reply-to" {
            for address in parseAddressList(decodeEncodedWords(value))
            where !addresses.contains(where: { $0.email.lowercased() == address.email.lowercased() }) {
                addresses.append(address)
            }
        }
        return addresses
    }

    /// The header block, unfolded (continuation lines start with a space or tab).
    static func headers(of message: String) -> [(String, String)] {
        var headers: [(String, String)] = []
        for line in message.textLines {
            if line.isEmpty { break }
            if let first = line.first, first == " " || first == "\t", !headers.isEmpty {
                headers[headers.count - 1].1 += " " + line.trimmingWhitespace
            } else if let colon = line.firstIndex(of: ":") {
                headers.append((String(line[..<colon]).trimmingWhitespace.lowercased(), String(line[line.index(after: colon)...]).trimmingWhitespace))
            }
        }
        return headers
    }

    /// `"Name" <a@b>, Other <c@d>, e@f` into addresses; commas inside quotes do not split.
    static func parseAddressList(_ text: String) -> [Address] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        var angle = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == "<" { angle = true }
            if character == ">" { angle = false }
            if character == "," && !quoted && !angle {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap { part in
            let part = part.trimmingWhitespace
            if let open = part.lastIndex(of: "<"), let close = part.lastIndex(of: ">"), open < close {
                let email = String(part[part.index(after: open)..<close]).trimmingWhitespace
                var name = String(part[..<open]).trimmingWhitespace
                if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
                name = name.replacingOccurrences(of: "\\\"", with: "\"")
                return ContactValidator.emailMessage(email) == nil ? Address(name: name, email: email) : nil
            }
            // "a@b (Name)" or a bare address.
            let email = String(part.prefix { $0 != " " && $0 != "(" })
            let comment = part.firstIndex(of: "(").map { String(part[part.index(after: $0)...].prefix { $0 != ")" }) } ?? ""
            return ContactValidator.emailMessage(email) == nil && email.contains("@") ? Address(name: comment, email: email) : nil
        }
    }

    /// RFC 2047: `=?charset?B?...?=` and `=?charset?Q?...?=`, in UTF-8, ISO-8859-1 or
    /// Windows-1252; whitespace between two encoded words is dropped.
    static func decodeEncodedWords(_ text: String) -> String {
        guard text.contains("=?") else { return text }
        let pattern = #"=\?([^?]+)\?([bBqQ])\?([^?]*)\?="#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        let joined = text.replacingOccurrences(of: #"\?=\s+=\?"#, with: "?==?", options: .regularExpression)
        var result = ""
        var last = joined.startIndex
        for match in expression.matches(in: joined, range: NSRange(joined.startIndex..., in: joined)) {
            guard let whole = Range(match.range, in: joined), let charsetRange = Range(match.range(at: 1), in: joined),
                let encodingRange = Range(match.range(at: 2), in: joined), let payloadRange = Range(match.range(at: 3), in: joined)
            else { continue }
            result += joined[last..<whole.lowerBound]
            let payload = String(joined[payloadRange])
            let bytes: [UInt8]
            if joined[encodingRange].uppercased() == "B" {
                bytes = Array(Data(base64Encoded: payload.padding(toLength: (payload.count + 3) / 4 * 4, withPad: "=", startingAt: 0)) ?? Data())
            } else {
                bytes = VCardText.quotedPrintable(Array(payload.replacingOccurrences(of: "_", with: " ").utf8))
            }
            let charset = joined[charsetRange].split(separator: "*").first.map(String.init)
            result += LegacyText.decode(bytes, charset: charset)
            last = whole.upperBound
        }
        return result + joined[last...]
    }
}
