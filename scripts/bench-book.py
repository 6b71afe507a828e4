"""Writes a book of N realistic contacts (names in several scripts, 0-3 phones and emails, an
address, notes, tags; about 550 bytes of JSON each) for scripts/bench.sh. Seeded: same book every run."""
import json, random, sys, uuid

count, path = int(sys.argv[1]), sys.argv[2]
rng = random.Random(42)
firsts = ["Ada", "Émile", "Zoë", "小明", "さくら", "José", "Søren", "Anders", "Grace", "Олег", "Αλέξης", "محمد", "Chloé"]
lasts = ["Lovelace", "Zola", "Ström", "王", "山田", "Müller", "Kierkegaard", "Ångström", "Hopper", "Иванов", "Dupont"]
contacts = []
for i in range(count):
    c = {"id": str(uuid.UUID(int=rng.getrandbits(128))).upper(), "firstName": rng.choice(firsts),
         "lastName": rng.choice(lasts) + str(i), "createdAt": "2026-01-01T09:00:00Z", "updatedAt": "2026-01-01T09:00:00Z",
         "phones": [{"label": "mobile", "value": "+1 555 %07d" % (i + k)} for k in range(rng.randint(0, 3))],
         "emails": [{"label": "home", "value": "p%d.%d@example.org" % (i, k)} for k in range(rng.randint(0, 3))],
         "addresses": [{"label": "home", "street": "%d Main Street" % i, "city": "Springfield", "postalCode": "12345", "country": "USA"}],
         "notes": "Met at the conference in 2019. Likes tea, hiking and long walks.",
         "tags": ["work", "friends"][: rng.randint(0, 2)]}
    contacts.append(c)
json.dump({"version": 1, "contacts": contacts}, open(path, "w"), ensure_ascii=False)
