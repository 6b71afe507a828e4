import Foundation
import TestSupport
import Testing

@testable import ContactsCore

/// Role, gender, further organisations, related people, profiles and labelled dates come in
/// from each exporter's spelling and go out in each version's own.
@Suite struct VCardWideFieldsTests {
    static func read(_ lines: [String]) throws -> Contact {
        let text = (["BEGIN:VCARD", "VERSION:3.0", "FN:Ada Lovelace"] + lines + ["END:VCARD"]).joined(separator: "\r\n")
        return try #require(VCardReader.read(Data(text.utf8)).contacts.first)
    }

    static func card(_ contact: Contact, _ version: VCardWriter.Version) -> String {
        String(decoding: VCardWriter.write([contact], version: version), as: UTF8.self)
    }

    @Test func everyOrganisationAndTitleComesIn() throws {
        let ada = try Self.read(["ORG:Analytical Engines;Research", "TITLE:Analyst", "ORG:Royal Society", "TITLE:Fellow", "TITLE:Author"])
        #expect(ada.company == "Analytical Engines" && ada.department == "Research" && ada.jobTitle == "Analyst")
        #expect(ada.organizations == [.init(label: "Fellow", value: "Royal Society"), .init(label: "Author", value: "")])
        #expect(ada.extra.isEmpty)
    }

    @Test func furtherOrganisationsPairWithTheirTitlesOnTheWayBack() throws {
        var ada = Contact(firstName: "Ada")
        ada.organizations = [.init(label: "", value: "Royal Society; Fellows"), .init(label: "Author", value: "")]
        for version in VCardWriter.Version.allCases {
            let card = Self.card(ada, version)
            #expect(card.contains("ORG:\r\nTITLE:\r\nORG:Royal Society;Fellows\r\nTITLE:\r\nORG:\r\nTITLE:Author\r\n"))
            let back = try #require(VCardReader.read(Data(card.utf8)).contacts.first)
            #expect(back.organizations == ada.organizations && back.company.isEmpty && back.jobTitle.isEmpty)
        }
    }

    @Test func roleAndGenderInEachSpelling() throws {
        #expect(try Self.read(["ROLE:Project leader", "GENDER:F"]).role == "Project leader")
        #expect(try Self.read(["GENDER:F"]).gender == "female")
        #expect(try Self.read(["GENDER:O;non-binary"]).gender == "non-binary")
        #expect(try Self.read(["GENDER:M;Sir"]).gender == "male; Sir")
        #expect(try Self.read(["X-GENDER:Male"]).gender == "male")
        var ada = Contact(firstName: "Ada")
        ada.gender = "non-binary"
        #expect(Self.card(ada, .v4).contains("\r\nGENDER:O;non-binary\r\n"))
        #expect(Self.card(ada, .v3).contains("\r\nX-GENDER:non-binary\r\n"))
        ada.gender = "female"
        #expect(Self.card(ada, .v4).contains("\r\nGENDER:F\r\n"))
    }

    @Test func relatedPeopleFromEveryExporter() throws {
        let ada = try Self.read([
            "RELATED;TYPE=spouse;VALUE=text:William King", "item1.X-ABRELATEDNAMES:Annabella", "item1.X-ABLabel:_$!<Mother>!$_",
            "X-EVOLUTION-MANAGER:Charles Babbage", "X-KADDRESSBOOK-X-AssistantsName:Mary",
        ])
        #expect(
            ada.related == [
                .init(label: "spouse", value: "William King"), .init(label: "mother", value: "Annabella"),
                .init(label: "manager", value: "Charles Babbage"), .init(label: "assistant", value: "Mary"),
            ])
        #expect(ada.extra.isEmpty)
    }

    @Test func relatedPeopleGoOutInEachVersionsSyntax() {
        var ada = Contact(firstName: "Ada")
        ada.related = [.init(label: "spouse", value: "William King"), .init(label: "mother", value: "Annabella")]
        let v4 = Self.card(ada, .v4)
        #expect(v4.contains("\r\nRELATED;TYPE=spouse;VALUE=text:William King\r\n"))
        #expect(v4.contains("\r\nitem1.RELATED;VALUE=text:Annabella\r\nitem1.X-ABLabel:mother\r\n"))
        let v3 = Self.card(ada, .v3)
        #expect(v3.contains("\r\nitem1.X-ABRELATEDNAMES:William King\r\nitem1.X-ABLabel:spouse\r\n"))
    }

    @Test func profilesFromIMPPAndOlderProperties() throws {
        let ada = try Self.read([
            "IMPP;X-SERVICE-TYPE=Jabber:xmpp:ada@example.org", "X-SKYPE:ada.l", "X-AIM:adaaim",
            "X-SOCIALPROFILE;type=twitter:https://twitter.com/ada", "IMPP:matrix:u/ada:example.org",
        ])
        #expect(
            ada.profiles == [
                .init(label: "xmpp", value: "ada@example.org"), .init(label: "skype", value: "ada.l"), .init(label: "aim", value: "adaaim"),
                .init(label: "twitter", value: "https://twitter.com/ada"), .init(label: "matrix", value: "matrix:u/ada:example.org"),
            ])
        for version in VCardWriter.Version.allCases {
            let card = Self.card(ada, version)
            #expect(card.contains("\r\nIMPP:xmpp:ada@example.org\r\nIMPP:skype:ada.l\r\nIMPP:aim:adaaim\r\n"))
            #expect(card.contains("\r\nX-SOCIALPROFILE;TYPE=twitter:https://twitter.com/ada\r\nIMPP:matrix:u/ada:example.org\r\n"))
            #expect(VCardReader.read(Data(card.utf8)).contacts.first?.profiles == ada.profiles)
        }
    }

    @Test func applesLabelledDatesAreDates() throws {
        let ada = try Self.read([
            "item1.X-ABDATE:2010-06-01", "item1.X-ABLabel:graduation", "item2.X-ABDATE;X-APPLE-OMIT-YEAR=1604:1604-03-02",
            "item2.X-ABLabel:_$!<Anniversary>!$_", "item3.X-ABDATE:1604-05-04", "item3.X-ABLabel:_$!<Other>!$_",
        ])
        #expect(ada.anniversary == PartialDate("--03-02"))
        #expect(ada.dates == [.init(label: "graduation", value: "2010-06-01"), .init(label: "other", value: "--05-04")])
        for version in VCardWriter.Version.allCases {
            let back = VCardReader.read(Data(Self.card(ada, version).utf8)).contacts.first
            #expect(back?.dates == ada.dates && back?.anniversary == ada.anniversary)
        }
        #expect(Self.card(ada, .v4).contains("\r\nitem1.X-ABDATE:20100601\r\nitem1.X-ABLabel:graduation\r\n"))
    }

    @Test func aDateThatIsNoDateIsKeptAndSaidSo() throws {
        let result = VCardReader.read(Data("BEGIN:VCARD\r\nFN:Ada\r\nX-ABDATE:someday\r\nEND:VCARD\r\n".utf8))
        #expect(result.contacts.first?.dates == [])
        #expect(result.problems.map(\.description) == ["line 3: X-ABDATE \"someday\" is not a date: kept as written, and exported so"])
    }

    /// Every wide field in a 4.0 export parses strictly in vobject, which sees each value.
    @Test func aWideVersion4CardParsesInVObject() throws {
        var ada = Contact(firstName: "Ada", company: "Analytical Engines")
        (ada.role, ada.gender) = ("Analyst", "non-binary")
        ada.organizations = [.init(label: "Fellow", value: "Royal Society; Fellows")]
        ada.related = [.init(label: "spouse", value: "William King"), .init(label: "mother", value: "Annabella")]
        ada.profiles = [.init(label: "xmpp", value: "ada@example.org"), .init(label: "twitter", value: "https://twitter.com/ada")]
        ada.dates = [.init(label: "graduation", value: "--06-01")]
        let script = """
            card = vobject.readOne(open(sys.argv[1], encoding="utf-8").read(), validate=True)
            orgs = [org.value for org in card.contents["org"]]
            assert orgs == [["Analytical Engines"], ["Royal Society", "Fellows"]], orgs
            assert [title.value for title in card.contents["title"]] == ["", "Fellow"]
            assert card.role.value == "Analyst" and card.gender.value == "O;non-binary"
            assert [related.value for related in card.contents["related"]] == ["William King", "Annabella"]
            assert [impp.value for impp in card.contents["impp"]] == ["xmpp:ada@example.org"]
            assert card.contents["x-abdate"][0].value == "--0601"
            print("ok")
            """
        let (status, text) = try VObject.run(script, on: VCardWriter.write([ada], version: .v4))
        #expect(status == 0 && text.contains("ok"), "vobject said: \(text)")
    }

    /// A photo in each version's spelling is the book's URI; it goes out in each version's own.
    @Test func photosAndLogosAreURIs() throws {
        let png = "data:image/png;base64,iVBORw0KGgo="
        #expect(try Self.read(["PHOTO;ENCODING=b;TYPE=PNG:iVBORw0K", " Ggo="]).photo == png)
        #expect(try Self.read(["PHOTO;ENCODING=BASE64;PNG:iVBORw0KGgo="]).photo == png)
        #expect(try Self.read(["PHOTO:data:image/png;base64\\,iVBORw0KGgo="]).photo == png)
        #expect(try Self.read(["LOGO;VALUE=uri:https://example.org/logo.png"]).logo == "https://example.org/logo.png")
        let kept = try Self.read(["PHOTO;ENCODING=QUOTED-PRINTABLE:=41"])
        #expect(kept.photo.isEmpty && kept.extra[VCardReader.extraKey] != nil, "what is no picture is kept as written")
        var ada = Contact(firstName: "Ada")
        (ada.photo, ada.logo) = (png, "https://example.org/logo.png")
        #expect(Self.card(ada, .v4).contains("\r\nPHOTO:data:image/png;base64,iVBORw0KGgo=\r\nLOGO:https://example.org/logo.png\r\n"))
        #expect(Self.card(ada, .v3).contains("\r\nPHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgo=\r\nLOGO;VALUE=uri:https://example.org/logo.png\r\n"))
        for version in VCardWriter.Version.allCases {
            let back = VCardReader.read(Data(Self.card(ada, version).utf8)).contacts.first
            #expect(back?.photo == ada.photo && back?.logo == ada.logo)
        }
        // A line break in a URI (from a CSV cell, say) never ends the line early.
        ada.logo = "https://example.org/logo.png\r\nEND:VCARD"
        #expect(Self.card(ada, .v4).contains("\r\nLOGO:https://example.org/logo.pngEND:VCARD\r\n"))
        ada.photo = "data:image/webp;base64,UklGRg=="
        #expect(VCardReader.read(Data(Self.card(ada, .v3).utf8)).contacts.first?.photo == ada.photo, "3.0's TYPE=WEBP reads back")
        #expect(Picture.describe(png) == "PNG image, 9 bytes")
        #expect(Picture.describe("https://example.org/a.png") == "https://example.org/a.png")
        #expect(Picture.dataURI(Data([0xFF, 0xD8, 0xFF, 0xE0])) == "data:image/jpeg;base64,/9j/4A==")
        #expect(Picture.dataURI(Data("not an image".utf8)) == nil)
    }
}
