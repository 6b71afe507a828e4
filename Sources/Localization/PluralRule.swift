import Foundation

/// A catalog's `Plural-Forms` rule ("nplurals=2; plural=(n > 1);"): the C expression gettext
/// evaluates to choose a form, parsed once into a tree. Only what the rules use is understood:
/// n, integers, parentheses, ! and the arithmetic, comparison, logical and ?: operators.
struct PluralRule: Sendable {
    let count: Int
    private let expression: Expression

    /// English's rule, for the source text: one form for 1, another for the rest.
    static let english = PluralRule(count: 2, expression: .binary("!=", .n, .number(1)))

    private init(count: Int, expression: Expression) {
        self.count = count
        self.expression = expression
    }

    /// Parses a `Plural-Forms` header value; nil when it is malformed.
    init?(header: String) {
        var count: Int?
        var formula: String?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            if pair[0] == "nplurals" { count = Int(pair[1]) }
            if pair[0] == "plural" { formula = pair[1] }
        }
        guard let count, (1...6).contains(count), let formula else { return nil }
        var parser = Parser(tokens: Parser.tokens(of: formula))
        guard let expression = parser.parseWhole() else { return nil }
        self.init(count: count, expression: expression)
    }

    /// The form for `n`; a rule that points past the last form gets the first.
    func form(for n: Int) -> Int {
        let value = expression.value(n: n.magnitude)
        return value < UInt(count) ? Int(value) : 0
    }

    private indirect enum Expression: Sendable {
        case n
        case number(UInt)
        case not(Expression)
        case binary(String, Expression, Expression)
        case choice(Expression, Expression, Expression)

        func value(n: UInt) -> UInt {
            switch self {
            case .n: return n
            case .number(let value): return value
            case .not(let operand): return operand.value(n: n) == 0 ? 1 : 0
            case .choice(let condition, let then, let otherwise):
                return condition.value(n: n) != 0 ? then.value(n: n) : otherwise.value(n: n)
            case .binary(let op, let left, let right):
                let (l, r) = (left.value(n: n), right.value(n: n))
                switch op {
                case "||": return l != 0 || r != 0 ? 1 : 0
                case "&&": return l != 0 && r != 0 ? 1 : 0
                case "==": return l == r ? 1 : 0
                case "!=": return l != r ? 1 : 0
                case "<": return l < r ? 1 : 0
                case ">": return l > r ? 1 : 0
                case "<=": return l <= r ? 1 : 0
                case ">=": return l >= r ? 1 : 0
                case "+": return l &+ r
                case "-": return l &- r
                case "*": return l &* r
                case "/": return r == 0 ? 0 : l / r
                default: return r == 0 ? 0 : l % r
                }
            }
        }
    }

    /// Precedence climbing over C's operators, loosest first.
    private struct Parser {
        private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]
        private var tokens: [String]
        private var position = 0

        init(tokens: [String]) { self.tokens = tokens }

        static func tokens(of text: String) -> [String] {
            var tokens: [String] = []
            var characters = Array(text)[...]
            while let first = characters.first {
                if first.isWhitespace {
                    characters.removeFirst()
                } else if first.isNumber {
                    let digits = characters.prefix { $0.isNumber }
                    tokens.append(String(digits))
                    characters.removeFirst(digits.count)
                } else if characters.count > 1, ["||", "&&", "==", "!=", "<=", ">="].contains(String(characters.prefix(2))) {
                    tokens.append(String(characters.prefix(2)))
                    characters.removeFirst(2)
                } else {
                    tokens.append(String(first))
                    characters.removeFirst()
                }
            }
            return tokens
        }

        mutating func parseWhole() -> Expression? {
            guard let expression = parseChoice(), position == tokens.count else { return nil }
            return expression
        }

        private var next: String? { position < tokens.count ? tokens[position] : nil }

        private mutating func take(_ token: String) -> Bool {
            guard next == token else { return false }
            position += 1
            return true
        }

        private mutating func parseChoice() -> Expression? {
            guard let condition = parseBinary(level: 0) else { return nil }
            guard take("?") else { return condition }
            guard let then = parseChoice(), take(":"), let otherwise = parseChoice() else { return nil }
            return .choice(condition, then, otherwise)
        }

        private mutating func parseBinary(level: Int) -> Expression? {
            guard level < Self.levels.count else { return parseUnary() }
            guard var left = parseBinary(level: level + 1) else { return nil }
            while let op = next, Self.levels[level].contains(op) {
                position += 1
                guard let right = parseBinary(level: level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        private mutating func parseUnary() -> Expression? {
            if take("!") { return parseUnary().map { .not($0) } }
            if take("(") {
                guard let inner = parseChoice(), take(")") else { return nil }
                return inner
            }
            guard let token = next else { return nil }
            position += 1
            if token == "n" { return .n }
            return UInt(token).map { .number($0) }
        }
    }
}
