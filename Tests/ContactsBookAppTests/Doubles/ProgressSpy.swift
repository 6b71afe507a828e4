@testable import ContactsBookApp

@MainActor
final class ProgressSpy: ProgressReporting {
    private(set) var reported: [Activity] = []
    func report(_ activity: Activity) { reported.append(activity) }
}
