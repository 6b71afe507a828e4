import ContactsBookApp

ContactsBookCommand.main()
