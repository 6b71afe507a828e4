/// Whole screens as they must look, pinned after checking them by eye.
enum ExpectedScreens {
    static let list100 = """
         ContactsBook — contacts.json                                             6 contacts · by last name
           Name                              Phone                 Email
           Anders Ångström                   +46 18 471 00 00      anders@uu.example.se
           Grace Hopper                      +1 202 555 0143       grace@example.mil
           Ada Lovelace                      +44 20 7946 0018      ada@example.org
           Pizzeria 🍕
           Émile Zola                                              emile.zola@example.fr
           小明 王                           +86 10 5555 0100      xiaoming.wang@example.cn





















         Enter Open  a Add  e Edit  d Delete  / Search  t Tag  s Sort  u Undo  ? Help  q Quit
        """

    static let detail100 = """
         Ada Lovelace
         Name           Ada Lovelace
         Phone (mobile) +44 20 7946 0018
         Email (home)   ada@example.org

























         Enter Act  y Copy  e Edit  d Delete  Esc Back  ? Help
        """

    static let list40 = """
         ContactsBo…  6 contacts · by last name
           Name                Phone
           Anders Ångström     +46 18 471 00 00
           Grace Hopper        +1 202 555 0143
           Ada Lovelace        +44 20 7946 0018
           Pizzeria 🍕
           Émile Zola
           小明 王             +86 10 5555 0100



         Enter Open  a Add  e Edit  ? Help
        """

    static let listEnd40 = """
         ContactsB…  16 contacts · by last name
           Name                Phone
           Person 07           +1 555 0107
           Person 08           +1 555 0108
           Person 09           +1 555 0109
           Anders Ångström     +46 18 471 00 00
           Grace Hopper        +1 202 555 0143
           Ada Lovelace        +44 20 7946 0018
           Pizzeria 🍕
           Émile Zola
           小明 王             +86 10 5555 0100
         Enter Open  a Add  e Edit  ? Help
        """

    static let deleteDialog40 = """
         ContactsBo…  6 contacts · by last name
           Name                Phone
           Anders Ångström     +46 18 471 00 00
           Grace H┌──────────────────┐555 0143
           Ada Lov│ Delete 小明 王?  │7946 0018
           Pizzeri│                  │
           Émile Z│ [y] Yes   [N] No │
           小明 王└──────────────────┘5555 0100



         Enter Open  a Add  e Edit  ? Help
        """

    static let edit40 = """
         New contact
         First name
         Last name
         Middle name
         Nickname
         Company
         Department
         Job title
         Phone       mobile   +1 555 0100
         Email       home     name@example.org
         URL         home     https://
         ^S Save  Esc Cancel  Tab Next  F1 Help
        """

    static let editErrors40 = """
         New contact
         First name
                     ↳ Give a name, a company,…
         Last name
         Middle name
         Nickname
         Company
         Department
         Job title
         Phone       mobile   +1 555 0100
         Email       home     name@example.org
         Fix the marked field to save
        """

    static let empty40 = """
         ContactsBo…  0 contacts · by last name
           Name                     Phone



          No contacts yet: press a to add one





         Enter Open  a Add  e Edit  ? Help
        """

    static let search100 = """
         ContactsBook — contacts.json                                                 1 of 6 · by last name
           Name                              Phone                 Email
           Ada Lovelace                      +44 20 7946 0018      ada@example.org

























         / ada
         Enter Keep  Esc Clear  Up/Down Move
        """

    static let filtered160 = """
         ContactsBook — contacts.json                                                                                                             5 of 6 · by last name
           Name                         Phone                 Email                             │
           Anders Ångström              +46 18 471 00 00      anders@uu.example.se              │ Name           Anders Ångström
           Grace Hopper                 +1 202 555 0143       grace@example.mil                 │ Phone (mobile) +46 18 471 00 00
           Ada Lovelace                 +44 20 7946 0018      ada@example.org                   │ Email (home)   anders@uu.example.se
           Émile Zola                                         emile.zola@example.fr             │
           小明 王                      +86 10 5555 0100      xiaoming.wang@example.cn          │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
                                                                                                │
         Showing “example” — / changes, Esc shows all
         Enter Open  a Add  e Edit  d Delete  / Search  t Tag  s Sort  u Undo  ? Help  q Quit
        """

    static let marksExport100 = """
         ContactsBook — contacts.json                                  6 contacts · 2 marked · by last name
           Name                              Phone                 Email
        ✓  Anders Ångström                   +46 18 471 00 00      anders@uu.example.se
           Grace Hopper                      +1 202 555 0143       grace@example.mil
        ✓  Ada Lovelace                      +44 20 7946 0018      ada@example.org
           Pizzeria 🍕
           Émile Zola                                              emile.zola@example.fr
           小明 王                           +86 10 5555 0100      xiaoming.wang@example.cn




                          ┌──────────────────────────────────────────────────────────────┐
                          │ Export the 2 marked contacts as vCard to the file:           │
                          │                                                              │
                          │ > ~/contactsbook-export.vcf                                  │
                          │ [Enter] OK   [Esc] Cancel                                    │
                          └──────────────────────────────────────────────────────────────┘











         Space marks  + all shown  ! inverts  d T x m act on the marked  Esc unmarks
        """
}
