/// PHOTO and LOGO: the book keeps a picture as a URI, a `data:` URI when the card holds the
/// image itself; 3.0 and 2.1 write such an image as base64 with its type.
enum VCardMedia {
    /// The picture a property gives: its base64 data as a `data:` URI, or the URI it names;
    /// nil when it is neither (kept as written then).
    static func uri(_ property: VCardProperty) -> String? {
        let encoding = property.values(of: "ENCODING").first?.uppercased()
        if encoding == "B" || encoding == "BASE64" {
            let data = String(property.value.filter { !$0.isWhitespace })
            return data.isEmpty ? nil : "data:\(KeptProperties.mediaType(property).0);base64,\(data)"
        }
        let text = String(VCardText.unescape(Substring(property.value)).filter { !$0.isWhitespace })
        return text.contains(":") ? text : nil
    }
}

extension CardComposer {
    /// 4.0: the URI itself. 3.0: the data base64 with its type, any other URI as VALUE=uri.
    mutating func writeMedia(_ name: String, _ written: String) {
        // A URI holds no line break; one from a CSV cell or a hand-edited book would end the line.
        let uri = written.filter { !$0.isNewline }
        guard !uri.isEmpty else { return }
        card.append(name)
        if version == .v3 {
            if let (mediaType, base64) = Picture.data(uri) {
                card.parameter("ENCODING=b")
                if let type = mediaType.split(separator: "/").last, mediaType.hasPrefix("image/") {
                    card.parameter("TYPE=" + KeptProperties.parameterValue(type.uppercased()))
                }
                return card.value { $0.append(base64) }
            }
            card.parameter("VALUE=uri")
        }
        card.value { $0.append(uri) }
    }
}
