import ContactsBookApp
import Foundation

StandardDescriptors.prepare()
AllocatorPolicy.apply()
let arguments = BookCompletion.repairingFish3(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
BookCompletion.printRepairedScriptIfAsked(arguments)
ContactsBookCommand.main(GlobalOptions.movedAfterTheCommand(arguments))
