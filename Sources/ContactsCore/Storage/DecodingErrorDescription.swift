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
                let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                return underlying ?? context.debugDescription
            }
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
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
