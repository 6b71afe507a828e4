import ContactsBookApp
import Foundation

StandardDescriptors.prepare()
AllocatorPolicy.apply()
LanguageSetup.apply()
let arguments = BookCompletion.repairingFish3(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
BookCompletion.printRepairedScriptIfAsked(arguments)
let commandLine = LiteralOptions.joiningValues(GlobalOptions.movedAfterTheCommand(arguments))
if let refusal = LiteralOptions.refusal(commandLine) {
    StandardOutput.shared.writeError(refusal)
    exit(CommandStatus.usage.code)
}
ContactsBookCommand.main(commandLine)
