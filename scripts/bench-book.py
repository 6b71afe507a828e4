"""Writes a book of N realistic contacts for `make bench`, the same contacts twice: in ContactsBook's
JSON (as the app writes it: sorted keys, one contact a line, about 425 bytes a contact) and in
abook's addressbook format. Names come in many scripts, with 0-3 phones and emails, an address,
notes and tags. Seeded: the same book every run, on every machine.

usage: bench-book.py COUNT BOOK.json ABOOK-ADDRESSBOOK [SEED]; prints a last name from the middle
of the book, in Latin letters, for the searches to type. Another SEED: other contacts (other ids),
for several books side by side."""
import json
import random
import sys
import uuid

count, json_path, abook_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 42)

# Syllables per script, so names are many and varied (searches and sorts meet real spread).
syllables = {
    "latin": ["an", "be", "ca", "do", "el", "fa", "gi", "ho", "is", "ju", "ka", "lo", "ma", "ne", "or", "pa", "ri", "so", "tu", "vi"],
    "accented": ["é", "an", "ö", "ri", "ø", "la", "ç", "ne", "å", "to", "ü", "se", "ñ", "ja"],
    "cyrillic": ["ан", "бо", "ва", "ге", "дм", "ев", "жо", "за", "ил", "ко", "ла", "ми", "но", "ов"],
    "greek": ["αλ", "βα", "γε", "δη", "ελ", "ζω", "θε", "κα", "λε", "μα", "νι", "ορ"],
    "cjk": ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "明", "华", "山", "田", "さ", "く", "ら"],
    "arabic": ["مح", "مد", "عل", "ي", "حس", "ن", "فا", "طم", "ة", "عم", "ر"],
}
scripts = list(syllables)
weights = [50, 15, 10, 5, 12, 8]
cities = ["Springfield", "Zürich", "München", "Kraków", "東京", "Москва", "Αθήνα", "القاهرة", "São Paulo", "Reykjavík"]
notes = [
    "Met at the conference in 2019.",
    "Prefers email to calls.",
    "",
    "",
]
tags = ["work", "friends", "family", "school", "club"]


def word(script, parts):
    text = "".join(rng.choice(syllables[script]) for _ in range(parts))
    return text[:1].upper() + text[1:]


contacts, abook = [], ["# abook addressbook file", "", "[format]", "program=abook", "version=0.6.1", ""]
for i in range(count):
    script = rng.choices(scripts, weights)[0]
    first, last = word(script, rng.randint(1, 3)), word(script, rng.randint(2, 4))
    phones = [{"label": rng.choice(["mobile", "home", "work"]), "value": "+1 555 %07d" % ((i * 7 + k) % 10**7)} for k in range(rng.randint(0, 3))]
    emails = [{"label": rng.choice(["home", "work"]), "value": "p%d.%d@example.org" % (i, k)} for k in range(rng.randint(0, 3))]
    city = rng.choice(cities)
    address = {"street": "%d Main Street" % (i % 9999 + 1), "city": city, "postalCode": "%05d" % (i % 99999)}
    contact = {
        "id": str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper(),
        "firstName": first,
        "lastName": last,
        "createdAt": "2026-01-01T09:00:00Z",
        "updatedAt": "2026-%02d-%02dT09:00:00Z" % (rng.randint(1, 12), rng.randint(1, 28)),
        "addresses": [address],
        "notes": rng.choice(notes),
        "tags": rng.sample(tags, rng.randint(0, 2)),
    }
    for key, values in (("phones", phones), ("emails", emails)):
        if values:
            contact[key] = values
    if not contact["notes"]:
        del contact["notes"]
    if not contact["tags"]:
        del contact["tags"]
    contacts.append(contact)
    fields = {"name": first + " " + last, "email": ",".join(e["value"] for e in emails), "address": address["street"],
              "city": city, "zip": address["postalCode"], "notes": contact.get("notes", ""),
              "groups": ",".join(contact.get("tags", []))}
    for phone, field in zip(phones, ["mobile", "phone", "workphone"]):
        fields[field] = phone["value"]
    abook += ["[%d]" % i] + ["%s=%s" % (k, v) for k, v in fields.items() if v] + [""]

# A mail client's lookup answers with addresses: the word names a contact that has one.
middle = next(c for c in contacts[count // 2:] if c["lastName"].isascii() and c.get("emails"))
print(middle["lastName"])
with open(json_path, "w", encoding="utf-8") as out:
    # The app's layout: the top level indented, one contact a line with JSONEncoder's spacing.
    lines = ["    " + json.dumps(contact, ensure_ascii=False, sort_keys=True, separators=(",", ":")) for contact in contacts]
    out.write('{\n  "contacts" : [\n' + ",\n".join(lines) + '\n  ],\n  "version" : 1\n}\n')
with open(abook_path, "w", encoding="utf-8") as out:
    out.write("\n".join(abook) + "\n")
