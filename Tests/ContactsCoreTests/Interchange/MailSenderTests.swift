import Testing

@testable import ContactsCore

@Suite struct MailSenderTests {
    @Test func fromAndReplyToOnlyWithEncodedNamesAndFoldedHeaders() {
        let message = """
            Received: from evil.example by mx
            From: =?UTF-8?B?Wm/DqyBTdHLDtm0=?= <zoe@example.de>
            Reply-To: "Smith, John" <john@example.org>,
              =?ISO-8859-1?Q?Jos=E9_M=FCller?= <jose@example.es>
            To: me@example.org
            Subject: =?UTF-8?Q?hello?=

            From: body@evil.example
            """
        #expect(
            MailSender.senders(of: message) == [
                .init(name: "Zoë Ström", email: "zoe@example.de"),
                .init(name: "Smith, John", email: "john@example.org"),
                .init(name: "José Müller", email: "jose@example.es"),
            ])
    }

    @Test func bareAndCommentAddressesAndNonsense() {
        #expect(MailSender.parseAddressList("ada@example.org") == [.init(name: "", email: "ada@example.org")])
        #expect(MailSender.parseAddressList("ada@example.org (Ada L)") == [.init(name: "Ada L", email: "ada@example.org")])
        #expect(MailSender.parseAddressList("undisclosed-recipients:;").isEmpty)
    }

    @Test func adjacentEncodedWordsJoinWithoutTheSpace() {
        #expect(MailSender.decodeEncodedWords("=?UTF-8?Q?Zo=C3=AB?= =?UTF-8?Q?_Str=C3=B6m?=") == "Zoë Ström")
    }
}
