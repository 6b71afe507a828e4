import ContactsCore
import Foundation
import Localization

/// `contactsbook birthdays`: the Birthdays screen's Interactor, with a presenter for text, for
/// scripts (`--parsable`: date, days away, kind, years, year, id, name, tab-separated) and
/// JSON. Every line has the full date, the year it falls in included.
@MainActor
public final class BirthdaysCommandPresenter: BirthdaysPresentationLogic {
    public enum Layout: String, Sendable { case text, parsable, json }

    public weak var view: BirthdaysDisplayLogic?
    private let layout: Layout

    public init(layout: Layout) {
        self.layout = layout
    }

    public func presentOccasions(response: Birthdays.ShowOccasions.Response) {
        let occasions = response.page
        let rows: [String]
        switch layout {
        case .text:
            let nameWidth = occasions.map { DisplayWidth.of($0.contact.displayName.terminalSafe) }.max() ?? 0
            // As wide as "in 365 days", or the longest distance in the language ("124 hari lagi").
            let distances = occasions.map { BirthdaysPresenter.distance($0.daysAway) }
            let distanceWidth = max(11, distances.map(DisplayWidth.of).max() ?? 0)
            rows = zip(occasions, distances).map { occasion, distance in
                let name = occasion.contact.displayName.terminalSafe
                return [
                    Self.iso(occasion.day) + " " + BirthdaysPresenter.weekdays[occasion.day.weekday],
                    distance + String(repeating: " ", count: distanceWidth - DisplayWidth.of(distance)),
                    name + String(repeating: " ", count: nameWidth - DisplayWidth.of(name)),
                    BirthdaysPresenter.what(occasion),
                ].joined(separator: "  ")
            }
        case .parsable:
            rows = occasions.map { occasion in
                [
                    Self.iso(occasion.day), String(occasion.daysAway), Self.kind(occasion), occasion.years.map(String.init) ?? "",
                    Self.since(occasion).map(String.init) ?? "", occasion.contact.id.uuidString, ListField.escaped(occasion.contact.displayName),
                ].joined(separator: "\t")
            }
        case .json:
            rows = occasions.isEmpty ? [] : [Self.json(occasions)]
        }
        // Nothing due: said in text, an empty list in JSON, no line for scripts.
        let empty: String? =
            switch layout {
            case _ where !occasions.isEmpty: nil
            case .text: trn("Nothing in the next {count} day.", "Nothing in the next {count} days.", response.days)
            case .json: Self.json([])
            case .parsable: nil
            }
        view?.displayOccasions(viewModel: .init(title: "", trailing: "", rows: rows.map { .init(text: $0, isSelected: false) }, emptyMessage: empty))
    }

    static func iso(_ day: CalendarDay) -> String {
        String(format: "%04d-%02d-%02d", day.year, day.month, day.day)
    }

    /// The kind as scripts read it (`--parsable`, JSON): the same in every language.
    static func kind(_ occasion: Occasion) -> String { occasion.kind == .birthday ? "birthday" : "anniversary" }

    /// The year of the birth or the wedding, when known.
    static func since(_ occasion: Occasion) -> Int? { occasion.years.map { occasion.day.year - $0 } }

    static func json(_ occasions: [Occasion]) -> String {
        struct Entry: Encodable {
            let date: String
            let daysAway: Int
            let kind: String
            let years: Int?
            let year: Int?
            let id: String
            let name: String
        }
        let entries = occasions.map { occasion in
            Entry(
                date: iso(occasion.day), daysAway: occasion.daysAway, kind: kind(occasion), years: occasion.years, year: since(occasion),
                id: occasion.contact.id.uuidString, name: occasion.contact.displayName)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(["occasions": entries])) ?? Data(), as: UTF8.self)
    }
}
