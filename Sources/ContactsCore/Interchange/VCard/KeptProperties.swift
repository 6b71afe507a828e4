/// Properties an import kept as written (`extra["vcard"]`), written back in the syntax of the
/// version being exported: a 2.1 phone's quoted-printable, CHARSET and BASE64 are not 3.0 or
/// 4.0, and servers refuse cards holding them. The value itself is never changed.
/// - Quoted-printable values were decoded when read: their line breaks become `\n`.
/// - BASE64 (2.1) is 3.0's `ENCODING=b`, and 4.0's `data:` URI with the media type.
/// - 4.0 has no LABEL property: a label becomes the LABEL parameter of its address.
/// - 4.0 writes a preference as `PREF=1`, not as a TYPE.
/// - Groups (`item1.`) are numbered after the card's own, so that each label keeps its property.
struct KeptProperties {
    private(set) var properties: [VCardProperty]

    init(_ lines: [String]) {
        properties = lines.compactMap { VCardProperty(VCardRawLine(bytes: Array($0.utf8), lineNumber: 0)) }
            .filter { $0.name != "VERSION" }
    }

    /// The LABEL properties whose types give `label`, taken out to go with an address in 4.0.
    mutating func takeLabel(for label: String) -> String? {
        guard let index = properties.firstIndex(where: { $0.name == "LABEL" && VCardLabels.label(types: $0.types, appleLabel: nil) == label })
        else { return nil }
        return VCardText.unescape(Substring(properties.remove(at: index).value))
    }

    /// Every remaining property as a line of `version`, its group renamed from `firstItem` on.
    /// 3.0's PROFILE:VCARD (which only says the text is a vCard) has no place in 4.0. A second
    /// N (another representation of the name, RFC 6350's ALTID) stays in the book: servers
    /// built on vobject (Radicale) refuse a card with two.
    func lines(version: VCardWriter.Version, firstItem: Int) -> [String] {
        var groups: [String: String] = [:]
        return properties.filter { property in
            switch property.name {
            case "PROFILE": version == .v3
            case "N": false
            default: true
            }
        }.map { property in
            let group = property.group.map { group in
                if let renamed = groups[group] { return renamed }
                let renamed = "item\(firstItem + groups.count + 1)"
                groups[group] = renamed
                return renamed
            }
            return Self.line(property, group: group, version: version)
        }
    }

    private static func line(_ property: VCardProperty, group: String?, version: VCardWriter.Version) -> String {
        let encoding = property.values(of: "ENCODING").first?.uppercased()
        let isBinary = encoding == "BASE64" || encoding == "B"
        var name = property.name
        var parameters = property.parameters.filter { $0.name != "ENCODING" && $0.name != "CHARSET" }
        var value = property.value
        if name == "LABEL" && version == .v4 {
            // No LABEL property in 4.0: an address that is only its label.
            name = "ADR"
            parameters.append(("LABEL", [VCardText.unescape(Substring(property.value))]))
            value = ";;;;;;"
        }
        if name == "GEO" { value = geo(value, version: version) }
        if name == "TZ" { (parameters, value) = timeZone(parameters, value, version: version) }
        if isBinary {
            let data = String(value.filter { !$0.isWhitespace })
            switch version {
            case .v3:
                parameters.append(("ENCODING", ["b"]))
                value = data
            case .v4:
                let (mediaType, otherTypes) = Self.mediaType(property)
                parameters.removeAll { $0.name == "TYPE" }
                if !otherTypes.isEmpty { parameters.append(("TYPE", otherTypes)) }
                value = "data:\(mediaType);base64,\(data)"
            }
        } else {
            value = value.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\r", with: "\\n")
        }
        if version == .v4 { parameters = preferenceAsPREF(parameters) }
        let parameterText = parameters.map { ";" + $0.name + "=" + $0.values.map(Self.parameterValue).joined(separator: ",") }.joined()
        return (group.map { $0 + "." } ?? "") + name + parameterText + ":" + value
    }

    /// GEO is "37.38;-122.08" in 3.0 and a URI, "geo:37.38,-122.08", in 4.0.
    static func geo(_ value: String, version: VCardWriter.Version) -> String {
        let isURI = value.lowercased().hasPrefix("geo:")
        switch version {
        case .v4 where !isURI:
            let parts = value.split(separator: ";", omittingEmptySubsequences: false)
            return parts.count == 2 ? "geo:\(parts[0]),\(parts[1])" : value
        case .v3 where isURI:
            let parts = value.dropFirst(4).prefix { $0 != ";" }.split(separator: ",", omittingEmptySubsequences: false)
            return parts.count >= 2 ? "\(parts[0]);\(parts[1])" : value
        default: return value
        }
    }

    /// TZ is an offset ("-05:00") unless VALUE=text in 3.0, and text ("America/New_York")
    /// unless VALUE=utc-offset ("-0500") in 4.0.
    static func timeZone(
        _ parameters: [(name: String, values: [String])], _ value: String, version: VCardWriter.Version
    ) -> ([(name: String, values: [String])], String) {
        let valueType = parameters.first { $0.name == "VALUE" }?.values.first?.lowercased()
        var others = parameters.filter { $0.name != "VALUE" }
        let digits = value.filter(\.isNumber)
        let isOffset = (value.hasPrefix("+") || value.hasPrefix("-")) && digits.count == 4 && value.count <= 6
        switch version {
        case .v4 where valueType == "utc-offset" || (valueType == nil && isOffset):
            others.append(("VALUE", ["utc-offset"]))
            return (others, String(value.prefix(1)) + digits)
        case .v4: return (valueType == "text" || valueType == nil ? others : parameters, value)
        case .v3 where valueType == "utc-offset" || (valueType == nil && isOffset):
            return (others, String(value.prefix(1)) + digits.prefix(2) + ":" + digits.suffix(2))
        case .v3 where valueType == nil:
            others.append(("VALUE", ["text"]))
            return (others, value)
        case .v3: return (parameters, value)
        }
    }

    /// TYPE=pref (3.0) is PREF=1 in 4.0.
    private static func preferenceAsPREF(_ parameters: [(name: String, values: [String])]) -> [(name: String, values: [String])] {
        var preferred = false
        var result = parameters.compactMap { parameter -> (name: String, values: [String])? in
            guard parameter.name == "TYPE" else { return parameter }
            let values = parameter.values.filter { value in
                let isPref = value.lowercased() == "pref"
                preferred = preferred || isPref
                return !isPref
            }
            return values.isEmpty ? nil : (parameter.name, values)
        }
        if preferred && !result.contains(where: { $0.name == "PREF" }) { result.append(("PREF", ["1"])) }
        return result
    }

    /// A binary value's media type from its TYPE ("JPEG" is image/jpeg), and the types left.
    static func mediaType(_ property: VCardProperty) -> (String, [String]) {
        let kinds: [String: String] = [
            "jpeg": "image/jpeg", "jpg": "image/jpeg", "png": "image/png", "gif": "image/gif", "bmp": "image/bmp", "webp": "image/webp",
            "svg+xml": "image/svg+xml",
            "tiff": "image/tiff", "wav": "audio/wav", "ogg": "audio/ogg", "mp3": "audio/mpeg", "pgp": "application/pgp-keys",
            "x509": "application/pkix-cert",
        ]
        let types = property.values(of: "TYPE").flatMap { $0.split(separator: ",").map(String.init) }
        guard let known = types.first(where: { kinds[$0.lowercased()] != nil }) else {
            return (types.first { $0.contains("/") } ?? "application/octet-stream", types.filter { !$0.contains("/") })
        }
        return (kinds[known.lowercased()] ?? "application/octet-stream", types.filter { $0 != known })
    }

    /// A parameter value quoted when it holds `:` `;` `,` or a space, with RFC 6868's escapes.
    static func parameterValue(_ value: String) -> String {
        let escaped = value.replacingOccurrences(of: "^", with: "^^").replacingOccurrences(of: "\r\n", with: "^n")
            .replacingOccurrences(of: "\n", with: "^n").replacingOccurrences(of: "\"", with: "^'")
        return escaped.contains(where: { ":;, ".contains($0) }) ? "\"" + escaped + "\"" : escaped
    }
}
