import Foundation
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// A contact's place by id: every id is found at its place, a repeated id at its first, and an
/// id not in the list nowhere.
@Suite struct PlaceTableTests {
    @Test(arguments: [0, 1, 7, 8, 9, 1_000])
    func everyIDIsFoundAtItsPlace(count: Int) {
        var ids = (0..<count).map { _ in UUID() }
        if count > 2 { ids[count - 1] = ids[1] }
        let table = PlaceTable(count: ids.count) { ids[$0] }
        for (place, id) in ids.enumerated() {
            #expect(table.place(of: id) { ids[$0] } == (count > 2 && place == count - 1 ? 1 : place))
        }
        #expect(table.place(of: UUID()) { ids[$0] } == nil)
    }
}
