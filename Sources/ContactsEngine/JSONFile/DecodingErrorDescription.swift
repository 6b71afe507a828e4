import ContactsCore
import Foundation
import Localization

/// Turns a DecodingError into a sentence that says where the problem is: the JSON path
/// ("contacts[2].emails[0].value") for a wrong shape, the line and column for broken syntax.
enum DecodingErrorDescription {
    static func describe(_ error: DecodingError, in data: Data) -> String {
        switch error {
        case let .typeMismatch(type, context):
            return at(context.codingPath, expected(type, foundNull: false))
        case let .valueNotFound(type, context):
            return at(context.codingPath, expected(type, foundNull: true))
        case let .keyNotFound(key, context):
            return at(context.codingPath, tr("the required key \"{key}\" is missing", ["key": key.stringValue]))
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                if data.isEmpty { return tr("the file is empty") }
                return syntaxErrorLocation(in: data) ?? tr("the file is not valid JSON")

            }
            return at(context.codingPath, context.debugDescription)
        @unknown default:
            return "\(error)"
        }
    }

    /// JSONDecoder on Linux does not say where the syntax broke; JSONSerialization does (as a
    /// byte offset), so on this rare path the file is parsed once more to point at the place.
    static func syntaxErrorLocation(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            guard let match = detail.range(of: #"character (\d+)"#, options: .regularExpression),
                let offset = Int(detail[match].dropFirst("character ".count))
            else {
                // TRANSLATORS: {detail} is the JSON parser's own (English) words.
                return tr("the file is not valid JSON ({detail})", ["detail": detail])
            }
            let prefix = data.prefix(offset)
            let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
            let column = String(decoding: data[lineStart..<min(data.endIndex, data.startIndex + offset)], as: UTF8.self).count + 1
            let reason = detail.components(separatedBy: " around").first ?? detail
            // TRANSLATORS: {reason} is the JSON parser's own (English) words.
            return tr(
                "broken JSON at line {line}, column {column}: {reason}",
                ["line": String(line), "column": String(column), "reason": reason.lowercased()])
        }
    }

    /// What is wrong, and where in the file: "at contacts[2].emails: expected a list".
    private static func at(_ codingPath: [CodingKey], _ problem: String) -> String {
        guard !codingPath.isEmpty else { return tr("at the top level: {problem}", ["problem": problem]) }
        // TRANSLATORS: {path} is where in the JSON file: "contacts[2].emails[0].value".
        return tr("at {path}: {problem}", ["path": path(codingPath), "problem": problem])
    }

    static func path(_ codingPath: [CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    /// What the file should have held where it holds something else, or null.
    private static func expected(_ type: Any.Type, foundNull: Bool) -> String {
        switch type {
        case is String.Type: foundNull ? tr("expected text, found null") : tr("expected text")
        case is Int.Type, is Double.Type: foundNull ? tr("expected a number, found null") : tr("expected a number")
        case is Bool.Type: foundNull ? tr("expected true or false, found null") : tr("expected true or false")
        case is [Any].Type: foundNull ? tr("expected a list, found null") : tr("expected a list")
        default: foundNull ? tr("expected an object, found null") : tr("expected an object")
        }
    }
}
