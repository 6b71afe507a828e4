import Foundation
import Testing

@testable import ContactsCore
@testable import ContactsEngine

/// The orders made on another core are the orders made when asked, and only for their version.
@Suite struct BackgroundOrdersTests {
    static let contacts = (0..<BackgroundOrders.minimumCount).map { index in
        Contact(
            firstName: ["Zoë", "Ada", "émile", "Bob"][index % 4] + "\(index % 97)", company: index % 3 == 0 ? "" : "Co\(index % 11)",
            updatedAt: Date(timeIntervalSince1970: Double(index % 13)))
    }

    /// The worker's entries of `contacts`, which the orders are made from.
    static func entries(_ contacts: [Contact]) -> [HaystackIndex.Entry] {
        var (haystacks, sortKeys, folder) = ([UInt8](), [UInt8](), TextFolder())
        return contacts.map { HaystackIndex.Entry($0, keys: ContactKeys($0, haystacks: &haystacks, sortKeys: &sortKeys, folder: &folder)) }
    }

    func waitForOrder(_ orders: BackgroundOrders, _ sort: ContactSort, version: Int) -> [Int]? {
        for _ in 0..<600 {
            if let order = orders.order(sort, version: version) { return order }
            usleep(10_000)
        }
        return nil
    }

    @Test func theOrdersAreThoseMadeWhenAsked() throws {
        let orders = BackgroundOrders()
        orders.prepare(Self.entries(Self.contacts), version: 1)
        for sort in [ContactSort.firstName, .company, .changed] {
            #expect(try #require(waitForOrder(orders, sort, version: 1)) == sort.order(Self.contacts))
        }
        #expect(orders.order(.firstName, version: 2) == nil)
    }

    @Test func aNewerVersionReplacesAnOlderOne() throws {
        let orders = BackgroundOrders()
        orders.prepare(Self.entries(Self.contacts), version: 1)
        orders.prepare(Self.entries(Self.contacts.reversed()), version: 2)
        #expect(try #require(waitForOrder(orders, .firstName, version: 2)) == ContactSort.firstName.order(Self.contacts.reversed()))
        #expect(orders.order(.firstName, version: 1) == nil)
    }

    @Test func smallBooksAreLeftToBeOrderedWhenAsked() {
        let orders = BackgroundOrders()
        #expect(!orders.prepare(Self.entries(Array(Self.contacts.prefix(10))), version: 1))
        #expect(orders.order(.firstName, version: 1) == nil)
        #expect(orders.prepare(Self.entries(Self.contacts), version: 2))
    }
}
