import ArgumentParser
import ContactsBookApp
import Foundation
import Localization

/// Scripts trust the command line literally. An option that takes one value, given twice, kept
/// only the last (`--tags x --tags y` set the tags to "y"): such a line is refused (status 64)
/// before anything is read; repeatable options (`--email`, `--add-tag`) collect as they always
/// have. And an option's value is the next word whatever it looks like: `--first -rf` was read
/// as the flags -r and -f.
enum LiteralOptions {
    /// The arguments (the command's name first, as `GlobalOptions` leaves them) with each long
    /// option's value that starts with "-" joined to it (`--first=-rf`).
    static func joiningValues(_ arguments: [String]) -> [String] {
        // Most lines have no such value: the command's definitions are looked at only when one might.
        guard zip(arguments, arguments.dropFirst()).contains(where: { $0.hasPrefix("--") && !$0.contains("=") && $1.hasPrefix("-") }) else {
            return arguments
        }
        let options = definitions(command: arguments.first ?? "")
        var joined: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                joined += arguments[(index - 1)...]
                break
            }
            if word.hasPrefix("--"), options.valued[word] != nil, index < arguments.count, arguments[index].hasPrefix("-") {
                joined.append(word + "=" + arguments[index])
                index += 1
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// What is wrong with the arguments, or nil.
    static func refusal(_ arguments: [String]) -> String? {
        let words = Array(arguments.prefix { $0 != "--" })
        let optionWords = words.filter { $0.hasPrefix("-") }.map { String($0.prefix { $0 != "=" }) }
        guard Set(optionWords).count < optionWords.count else { return nil }
        let options = definitions(command: words.first ?? "")
        var seen: [String: Int] = [:]
        var index = 1
        while index < words.count {
            let word = words[index]
            index += 1
            let name = String(word.prefix { $0 != "=" })
            guard let option = options.valued[name] else { continue }
            // The option's value is the next word, whatever it looks like.
            if !word.contains("=") { index += 1 }
            guard options.single.contains(option) else { continue }
            seen[option, default: 0] += 1
            if seen[option] == 2 {
                guard option == "--tags" else {
                    return tr("{option} is given more than once, and it takes one value: nothing was done. Give it once.", ["option": option])
                }
                return tr(
                    "{option} is given more than once, and it takes one value: nothing was done. Give it once (tags apart by commas), or use --add-tag, which may be repeated.",
                    ["option": option])
            }
        }
        return nil
    }

    /// The command's options that take a value, by every spelling (to their long name), and
    /// which of them take only one: as the argument parser describes the commands.
    private static func definitions(command: String) -> (valued: [String: String], single: Set<String>) {
        guard let tool = try? JSONSerialization.jsonObject(with: Data(ContactsBookCommand._dumpHelp().utf8)) as? [String: Any],
            let root = tool["command"] as? [String: Any]
        else { return ([:], []) }
        let subcommands = root["subcommands"] as? [[String: Any]] ?? []
        let definition =
            subcommands.first { $0["commandName"] as? String == command } ?? subcommands.first { $0["commandName"] as? String == "browse" }
        var valued: [String: String] = [:]
        var single = Set<String>()
        for argument in definition?["arguments"] as? [[String: Any]] ?? [] where argument["kind"] as? String == "option" {
            let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                guard let text = name["name"] as? String, let kind = name["kind"] as? String else { return nil }
                return kind == "long" ? "--" + text : "-" + text
            }
            guard let long = names.first(where: { $0.hasPrefix("--") }) ?? names.first else { continue }
            for name in names { valued[name] = long }
            if argument["isRepeating"] as? Bool != true { single.insert(long) }
        }
        return (valued, single)
    }
}
