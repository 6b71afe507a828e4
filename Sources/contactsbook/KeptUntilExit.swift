/// Objects the process keeps until it exits instead of freeing them: freeing a book of 100,000
/// contacts one allocation at a time took about 100 ms after each command's output and at each
/// quit, for memory the system takes back at once when the process ends.
enum KeptUntilExit {
    /// Only touched from the main thread, where commands run.
    nonisolated(unsafe) private static var objects: [AnyObject] = []

    static func keep(_ object: AnyObject) { objects.append(object) }
}
