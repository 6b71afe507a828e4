import ContactsBookApp
import Foundation

StandardDescriptors.prepare()
AllocatorPolicy.apply()
let arguments = ContactNameCompletion.repairingFish3(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
ContactsBookCommand.main(GlobalOptions.movedAfterTheCommand(arguments))
