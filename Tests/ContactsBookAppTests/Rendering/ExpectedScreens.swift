/// Whole screens as they must look, pinned after checking them by eye.
enum ExpectedScreens {
    static let list100 = """
         ContactsBook — contacts.json                                                            6 contacts
         Name                               Phone                 Email
         Anders Ångström                    +46 18 471 00 00      anders@uu.example.se
         Grace Hopper                       +1 202 555 0143       grace@example.mil
         Ada Lovelace                       +44 20 7946 0018      ada@example.org
         Pizzeria 🍕
         Émile Zola                                               emile.zola@example.fr
         小明 王                            +86 10 5555 0100      xiaoming.wang@example.cn





















         Enter Open  a Add  e Edit  d Delete  b Birthdays  ? Help  q Quit
        """

    static let detail100 = """
         Ada Lovelace
         Name           Ada Lovelace
         Phone (mobile) +44 20 7946 0018
         Email (home)   ada@example.org

























         e Edit  d Delete  Esc Back  ? Help
        """

    static let list40 = """
         ContactsBook — contacts.j…  6 contacts
         Name         Phone     Email
         Anders Ång…  +46 18 …  anders@uu.exam…
         Grace Hopp…  +1 202 …  grace@example.…
         Ada Lovela…  +44 20 …  ada@example.org
         Pizzeria 🍕
         Émile Zola             emile.zola@exa…
         小明 王      +86 10 …  xiaoming.wang@…



         Enter Open  a Add  e Edit  ? Help
        """

    static let listEnd40 = """
         ContactsBook — contacts.…  16 contacts
         Name         Phone     Email
         Person 07    +1 555 …
         Person 08    +1 555 …
         Person 09    +1 555 …
         Anders Ång…  +46 18 …  anders@uu.exam…
         Grace Hopp…  +1 202 …  grace@example.…
         Ada Lovela…  +44 20 …  ada@example.org
         Pizzeria 🍕
         Émile Zola             emile.zola@exa…
         小明 王      +86 10 …  xiaoming.wang@…
         Enter Open  a Add  e Edit  ? Help
        """

    static let deleteDialog40 = """
         ContactsBook — contacts.j…  6 contacts
         Name         Phone     Email
         Anders Ång…  +46 18 …  anders@uu.exam…
         Grace Hop┌──────────────────┐example.…
         Ada Lovel│ Delete 小明 王?  │ample.org
         Pizzeria │                  │
         Émile Zol│ [y] Yes   [N] No │zola@exa…
         小明 王  └──────────────────┘ng.wang@…



         Enter Open  a Add  e Edit  ? Help
        """

    static let edit40 = """
         New contact
         First name
         Last name
         Nickname
         Company
         Job title
         Phone       mobile   +1 555 0100
         Email       home     name@example.org
         URL         home     https://
         Address     home     street
           City
         ^S Save  Esc Cancel  Tab Next  F1 Help
        """

    static let editErrors40 = """
         New contact
         First name
                     ↳ Give a name or a company
         Last name
         Nickname
         Company
         Job title
         Phone       mobile   +1 555 0100
         Email       home     name@example.org
         URL         home     https://
         Address     home     street
         Fix the marked field to save
        """

    static let empty40 = """
         ContactsBook — contacts.j…  0 contacts
         Name         Phone     Email



          No contacts yet: press a to add one





         Enter Open  a Add  e Edit  ? Help
        """
}
