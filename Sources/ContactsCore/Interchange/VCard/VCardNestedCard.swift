/// A vCard 2.1 AGENT whose value is a whole card on the lines that follow it (`AGENT:` then
/// `BEGIN:VCARD` ... `END:VCARD`), read up to its own END so that the outer card goes on
/// after it. The AGENT keeps the inner card's text as its value, as 3.0 writes it.
struct VCardNestedCard {
    private let agent: VCardProperty
    private var lines: [String]
    private var depth = 1

    /// When `agent` is an AGENT with no value of its own, the card that `line` begins.
    init?(in agent: VCardProperty, begunBy line: VCardRawLine) {
        guard agent.name == "AGENT", agent.value.trimmingWhitespace.isEmpty else { return nil }
        self.agent = agent
        lines = [VCardText.decode(line.bytes, charset: nil)]
    }

    /// Takes the next line; true when it ends the inner card.
    mutating func absorb(_ line: VCardRawLine) -> Bool {
        let text = VCardText.decode(line.bytes, charset: nil)
        lines.append(text)
        switch text.trimmingWhitespace.uppercased() {
        case "BEGIN:VCARD": depth += 1
        case "END:VCARD": depth -= 1
        default: break
        }
        return depth == 0
    }

    /// The AGENT with the inner card as its escaped text value.
    var property: VCardProperty {
        var line = CardLines()
        line.append(agent.rawLine.prefix { $0 != ":" }.utf8)
        line.append(":")
        line.escaped(lines.joined(separator: "\n"))
        return VCardProperty(VCardRawLine(bytes: line.bytes, lineNumber: agent.lineNumber)) ?? agent
    }
}
