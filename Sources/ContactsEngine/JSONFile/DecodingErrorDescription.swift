import ContactsCore
import Foundation

/// Turns a DecodingError into a sentence that says where the problem is: the JSON path
/// ("contacts[2].emails[0].value") for a wrong shape, the line and column for broken syntax.
enum DecodingErrorDescription {
    static func describe(_ error: DecodingError, in data: Data) -> String {
        switch error {
        case let .typeMismatch(type, context):
            return "at \(path(context.codingPath)): expected \(typeName(type))"
        case let .valueNotFound(type, context):
            return "at \(path(context.codingPath)): expected \(typeName(type)), found null"
        case let .keyNotFound(key, context):
            return "at \(path(context.codingPath)): the required key \"\(key.stringValue)\" is missing"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                if data.isEmpty { return "the file is empty" }
                return syntaxErrorLocation(in: data) ?? "the file is not valid JSON"

            }
            return "at \(path(context.codingPath)): \(context.debugDescription)"
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
                return "the file is not valid JSON (\(detail))"
            }
            let prefix = data.prefix(offset)
            let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
            let column = String(decoding: data[lineStart..<min(data.endIndex, data.startIndex + offset)], as: UTF8.self).count + 1
            let reason = detail.components(separatedBy: " around").first ?? detail
            return "broken JSON at line \(line), column \(column): \(reason.lowercased())"
        }
    }

    static func path(_ codingPath: [CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        var text = ""
        for key in codingPath {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "a list"
        default: return "an object"
        }
    }
}
