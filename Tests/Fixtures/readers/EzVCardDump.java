// What ez-vcard (Debian's libez-vcard-java, the reader the corpus's own tests are written
// for) sees in each card of each file named on the command line, as one JSON object by
// "folder/file": the fields PublicCorpusTests compares with the book's import.
import ezvcard.Ezvcard;
import ezvcard.VCard;
import ezvcard.property.*;
import java.io.File;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;

public class EzVCardDump {
    static final String[] RELATED = {
        "X-ABRELATEDNAMES", "X-SPOUSE", "X-EVOLUTION-SPOUSE", "X-KADDRESSBOOK-X-SPOUSESNAME", "X-MS-SPOUSE", "X-MANAGER",
        "X-EVOLUTION-MANAGER", "X-KADDRESSBOOK-X-MANAGERSNAME", "X-MS-MANAGER", "X-ASSISTANT", "X-EVOLUTION-ASSISTANT",
        "X-KADDRESSBOOK-X-ASSISTANTSNAME", "X-MS-ASSISTANT", "X-MS-CHILD"};
    static final String[] PROFILES = {
        "X-SOCIALPROFILE", "X-JABBER", "X-GOOGLE-TALK", "X-GTALK", "X-SKYPE", "X-SKYPE-USERNAME", "X-AIM", "X-ICQ", "X-MSN",
        "X-YAHOO", "X-GADUGADU", "X-QQ", "X-SIP", "X-GROUPWISE", "X-TWITTER"};

    static String quoted(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : (text == null ? "" : text).toCharArray()) {
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
            else out.append(c);
        }
        return out.append('"').toString();
    }

    static String list(List<String> values) {
        List<String> quotedValues = new ArrayList<>();
        for (String value : values) quotedValues.add(quoted(value));
        return "[" + String.join(",", quotedValues) + "]";
    }

    static String nonNull(String text) { return text == null ? "" : text.trim(); }

    static String text(TextProperty property) { return property.getValue() == null ? "" : property.getValue().trim(); }

    static String card(VCard card) {
        List<String> emails = new ArrayList<>(), tels = new ArrayList<>(), orgs = new ArrayList<>(), titles = new ArrayList<>();
        List<String> notes = new ArrayList<>(), roles = new ArrayList<>(), urls = new ArrayList<>(), tags = new ArrayList<>();
        List<String> related = new ArrayList<>(), profiles = new ArrayList<>();
        for (Email email : card.getEmails()) emails.add(text(email));
        for (Telephone tel : card.getTelephoneNumbers()) tels.add(tel.getText() != null ? tel.getText().trim() : tel.getUri().toString());
        for (Organization org : card.getOrganizations()) {
            List<String> units = new ArrayList<>();
            for (String unit : org.getValues()) units.add(unit.trim());
            orgs.add(list(units));
        }
        for (Title title : card.getTitles()) titles.add(text(title));
        for (Note note : card.getNotes()) notes.add(note.getValue());
        for (Role role : card.getRoles()) roles.add(text(role));
        for (Url url : card.getUrls()) urls.add(text(url));
        for (Categories categories : card.getCategoriesList()) for (String tag : categories.getValues()) if (!tag.trim().isEmpty()) tags.add(tag.trim());
        for (Related person : card.getRelations()) related.add(person.getText() != null ? person.getText().trim() : person.getUri());
        for (String name : RELATED) for (RawProperty raw : card.getExtendedProperties(name)) if (!raw.getValue().trim().isEmpty()) related.add(raw.getValue().trim());
        for (Impp impp : card.getImpps()) profiles.add(String.valueOf(impp.getUri()));
        for (String name : PROFILES) for (RawProperty raw : card.getExtendedProperties(name)) if (!raw.getValue().trim().isEmpty()) profiles.add(raw.getValue().trim());
        List<String> nicknames = new ArrayList<>(), addresses = new ArrayList<>();
        for (Nickname nickname : card.getNicknames()) for (String value : nickname.getValues()) if (!value.trim().isEmpty()) nicknames.add(value.trim());
        for (Address address : card.getAddresses()) {
            List<String> street = new ArrayList<>();
            for (String part : new String[] {address.getPoBox(), address.getExtendedAddress(), address.getStreetAddress()}) {
                if (part != null && !part.trim().isEmpty()) street.add(part.trim());
            }
            addresses.add(list(List.of(String.join("\n", street), nonNull(address.getLocality()), nonNull(address.getRegion()),
                nonNull(address.getPostalCode()), nonNull(address.getCountry()))));
        }
        Birthday birthday = card.getBirthday();
        String bday = "";
        if (birthday != null && birthday.getDate() != null) bday = new SimpleDateFormat("yyyy-MM-dd").format(birthday.getDate());
        else if (birthday != null && birthday.getPartialDate() != null) {
            ezvcard.util.PartialDate date = birthday.getPartialDate();
            bday = date.getYear() == null ? String.format("--%02d-%02d", date.getMonth(), date.getDate())
                : String.format("%04d-%02d-%02d", date.getYear(), date.getMonth(), date.getDate());
        } else if (birthday != null && birthday.getText() != null) bday = birthday.getText();
        StructuredName n = card.getStructuredName();
        String name = n == null ? "null" : list(List.of(
            n.getFamily() == null ? "" : n.getFamily().trim(), n.getGiven() == null ? "" : n.getGiven().trim(),
            String.join(",", n.getAdditionalNames()).trim(), String.join(",", n.getPrefixes()).trim(), String.join(",", n.getSuffixes()).trim()));
        return "{\"fn\":" + quoted(card.getFormattedName() == null ? "" : text(card.getFormattedName())) + ",\"n\":" + name
            + ",\"emails\":" + list(emails) + ",\"tels\":" + list(tels) + ",\"org\":[" + String.join(",", orgs) + "],\"titles\":" + list(titles)
            + ",\"notes\":" + list(notes) + ",\"roles\":" + list(roles) + ",\"urls\":" + list(urls) + ",\"tags\":" + list(tags)
            + ",\"related\":" + list(related) + ",\"profiles\":" + list(profiles) + ",\"pictures\":"
            + (card.getPhotos().size() + card.getLogos().size()) + ",\"nicknames\":" + list(nicknames) + ",\"addresses\":["
            + String.join(",", addresses) + "],\"birthday\":" + quoted(bday) + "}";
    }

    public static void main(String[] args) throws Exception {
        List<String> files = new ArrayList<>();
        for (String path : args) {
            List<String> cards = new ArrayList<>();
            for (VCard card : Ezvcard.parse(new File(path)).all()) cards.add(card(card));
            File file = new File(path);
            files.add(quoted(file.getParentFile().getName() + "/" + file.getName()) + ":[" + String.join(",", cards) + "]");
        }
        System.out.println("{" + String.join(",", files) + "}");
    }
}
