import { describe, expect, it } from "vitest";
import {
  acceptedExtensions,
  dayOfWeek,
  holds,
  isDate,
  isNumber,
  isStep,
  isTime,
  isUrl,
  readContactSchema,
  validateValues,
  valuesFrom,
  valuesFromFormData,
  type ContactRule,
  type FieldValue,
} from "./contact-validators";

const f = "field";
const err = "Wrong.";
const file = (name: string, size = 10): FieldValue => ({ name, size });
const check = (rule: ContactRule, value: FieldValue | FieldValue[] | undefined) =>
  holds(rule, value === undefined ? new Map() : valuesFrom({ [f]: value }));

type Case = [string, FieldValue | FieldValue[] | undefined, boolean];

function table(rule: ContactRule, cases: Case[]) {
  it.each(cases)(`${rule.rule}: %s`, (_label, value, expected) => {
    expect(check(rule, value)).toBe(expected);
  });
}

describe("required", () => {
  table({ rule: "required", field: f, error: err }, [
    ["missing field", undefined, false],
    ["empty", "", false],
    ["only spaces (trimmed)", "   ", false],
    ["a value", "x", true],
    ["one of several non-empty", ["", " ", "b"], true],
    ["all of several empty", ["", " "], false],
  ]);
});

describe("requiredfile", () => {
  table({ rule: "requiredfile", field: f, error: err }, [
    ["no file", undefined, false],
    ["an empty file input (no name)", file(""), false],
    ["one file", file("a.pdf"), true],
    ["text is not a file", "a.pdf", false],
  ]);
});

describe("email", () => {
  table({ rule: "email", field: f, error: err }, [
    ["empty is ignored", "", true],
    ["spaces around are trimmed", "  ann@example.com ", true],
    ["plain address", "a@b.co", true],
    ["shorter than 6", "a@b.c", false],
    ["no @", "example.com", false],
    ["two @", "a@b@example.com", false],
    ["@ first", "@example.com", false],
    ["allowed local punctuation", "a.b+c!#$%&'*/=?^_`{|}~-@example.com", true],
    ["local with a space", "a b@example.com", false],
    ["one domain label", "ann@localhost", false],
    ["consecutive dots", "ann@example..com", false],
    ["leading dot in domain", "ann@.example.com", false],
    ["trailing dot in domain", "ann@example.com.", false],
    ["label with leading hyphen", "ann@-example.com", false],
    ["label with trailing hyphen", "ann@example-.com", false],
    ["hyphen inside label", "ann@my-shop.com", true],
    ["underscore in domain", "ann@my_shop.com", false],
    ["every value checked", ["ann@example.com", "bad"], false],
  ]);
});

describe("url", () => {
  table({ rule: "url", field: f, error: err }, [
    ["empty is ignored", "", true],
    ["http", "http://example.com", true],
    ["https with path", "https://example.com/a?b=c", true],
    ["mailto", "mailto:ann@example.com", true],
    ["tel", "tel:+123456", true],
    ["urn", "urn:isbn:0451450523", true],
    ["webcal", "webcal://example.com/cal.ics", true],
    ["irc6", "irc6://example.com", true],
    ["javascript refused", "javascript:alert(1)", false],
    ["data refused", "data:text/plain,hi", false],
    ["file refused", "file:///etc/passwd", false],
    ["no scheme does not parse", "example.com", false],
    ["upper-case scheme", "HTTPS://example.com", true],
  ]);
});

describe("tel", () => {
  table({ rule: "tel", field: f, error: err }, [
    ["empty is ignored", "", true],
    ["6 digits", "123456", true],
    ["5 digits", "12345", false],
    ["15 digits", "123456789012345", true],
    ["16 digits", "1234567890123456", false],
    ["formatting stripped", "(030) 123-45.67/8", true],
    ["leading +", "+49 30 1234567", true],
    ["leading 00 becomes +", "0049 30 1234567", true],
    ["extension after # dropped", "123456#999", true],
    ["extension after * dropped", "12345*6", false],
    ["letters", "12345a", false],
    ["+ in the middle", "123+4567", false],
  ]);
});

describe("number", () => {
  table({ rule: "number", field: f, error: err }, [
    ["empty is ignored", "", true],
    ["integer", "42", true],
    ["negative", "-42", true],
    ["decimal", "3.14", true],
    ["decimal without integer part", ".5", true],
    ["exponent", "1e5", true],
    ["negative exponent decimal", "-1.5E-3", true],
    ["leading plus", "+5", false],
    ["trailing dot", "5.", false],
    ["comma decimal", "3,14", false],
    ["letters", "abc", false],
  ]);
  it("reads the formats", () => {
    expect(isNumber("0")).toBe(true);
    expect(isNumber("--1")).toBe(false);
  });
});

describe("date", () => {
  table({ rule: "date", field: f, error: err }, [
    ["empty is ignored", "", true],
    ["a real date", "2026-11-25", true],
    ["five-digit year", "12026-01-01", true],
    ["three-digit year", "026-01-01", false],
    ["month 13", "2026-13-01", false],
    ["day 0", "2026-01-00", false],
    ["31 April", "2026-04-31", false],
    ["29 February in a leap year", "2024-02-29", true],
    ["29 February otherwise", "2026-02-29", false],
    ["29 February 1900", "1900-02-29", false],
    ["29 February 2000", "2000-02-29", true],
    ["other format", "25.11.2026", false],
  ]);
  it("is a pure format test", () => expect(isDate("2026-1-1")).toBe(false));
});

describe("time", () => {
  table({ rule: "time", field: f, error: err }, [
    ["empty is ignored", "", true],
    ["HH:MM", "09:30", true],
    ["HH:MM:SS", "23:59:59", true],
    ["one-digit hour", "9:30", true],
    ["hour 24", "24:00", false],
    ["minute 60", "12:60", false],
    ["second 60", "12:00:60", false],
    ["missing minutes", "12", false],
  ]);
  it("rejects trailing text", () => expect(isTime("12:00pm")).toBe(false));
});

describe("file", () => {
  const rule: ContactRule = { rule: "file", field: f, error: err, accept: [".pdf", "image/*", "audio/mpeg"] };
  table(rule, [
    ["no file is ignored", undefined, true],
    ["extension listed", file("cv.PDF"), true],
    ["image by wildcard", file("photo.jpeg"), true],
    ["webp by wildcard", file("photo.webp"), true],
    ["audio by MIME type", file("song.mp3"), true],
    ["video not accepted", file("clip.mp4"), false],
    ["no extension", file("README"), false],
    ["every file checked", [file("a.pdf"), file("b.exe")], false],
  ]);
  it("maps MIME types and wildcards to extensions", () => {
    expect(acceptedExtensions(["application/pdf"])).toEqual(new Set(["pdf"]));
    expect(acceptedExtensions(["text/*"]).has("csv")).toBe(true);
    expect(acceptedExtensions(["video/*"]).has("webm")).toBe(true);
    expect(acceptedExtensions(["application/zip", "docx"])).toEqual(new Set(["zip", "docx"]));
    expect(acceptedExtensions(["unknown/type"]).size).toBe(0);
  });
});

describe("enum", () => {
  table({ rule: "enum", field: f, error: err, accept: ["Order question", "Other"] }, [
    ["empty is ignored", "", true],
    ["listed value", "Other", true],
    ["trimmed before comparing", " Other ", true],
    ["case differs", "other", false],
    ["unlisted", "Wholesale", false],
    ["one of several unlisted", ["Other", "x"], false],
  ]);
});

describe("dayofweek", () => {
  table({ rule: "dayofweek", field: f, error: err, acceptableValues: [1, 2, 3, 4, 5] }, [
    ["empty is ignored", "", true],
    ["a Wednesday", "2026-11-25", true],
    ["a Saturday", "2026-11-28", false],
    ["a Sunday is 7", "2026-11-29", false],
    ["not a date is left to the date rule", "soon", true],
  ]);
  it("numbers Monday 1 to Sunday 7", () => {
    expect(dayOfWeek("2026-11-23")).toBe(1);
    expect(dayOfWeek("2026-11-29")).toBe(7);
    expect(dayOfWeek("0099-01-01")).not.toBeNull();
  });
});

describe("minitems / maxitems", () => {
  table({ rule: "minitems", field: f, error: err, threshold: 2 }, [
    ["two values", ["a", "b"], true],
    ["one value", ["a"], false],
    ["empty values not counted", ["a", " "], false],
    ["none", undefined, false],
  ]);
  table({ rule: "maxitems", field: f, error: err, threshold: 2 }, [
    ["two values", ["a", "b"], true],
    ["three values", ["a", "b", "c"], false],
    ["empty values not counted", ["a", "b", ""], true],
    ["none", undefined, true],
  ]);
});

describe("minlength / maxlength", () => {
  table({ rule: "minlength", field: f, error: err, threshold: 5 }, [
    ["skipped when empty", "", true],
    ["skipped when only spaces", "   ", true],
    ["exactly 5", "abcde", true],
    ["4 characters", "abcd", false],
    ["trimmed before counting", "  abcd  ", false],
    ["total length over values", ["ab", "cde"], true],
    ["emoji counts once", "abcd😀", true],
  ]);
  table({ rule: "maxlength", field: f, error: err, threshold: 5 }, [
    ["empty", "", true],
    ["exactly 5", "abcde", true],
    ["6 characters", "abcdef", false],
    ["trailing spaces trimmed", "abcde   ", true],
    ["total length over values", ["abc", "def"], false],
  ]);
});

describe("minnumber / maxnumber", () => {
  table({ rule: "minnumber", field: f, error: err, threshold: 1 }, [
    ["empty is ignored", "", true],
    ["at the bound", "1", true],
    ["below", "0.5", false],
    ["negative", "-3", false],
    ["not a number is left to the number rule", "abc", true],
  ]);
  table({ rule: "maxnumber", field: f, error: err, threshold: 10 }, [
    ["at the bound", "10", true],
    ["above", "10.01", false],
    ["exponent above", "1e2", false],
  ]);
});

describe("mindate / maxdate", () => {
  table({ rule: "mindate", field: f, error: err, threshold: "2026-11-25" }, [
    ["empty is ignored", "", true],
    ["same day", "2026-11-25", true],
    ["the day before", "2026-11-24", false],
    ["later year", "2027-01-01", true],
    ["value not a date: skipped", "tomorrow", true],
  ]);
  table({ rule: "maxdate", field: f, error: err, threshold: "2026-12-31" }, [
    ["same day", "2026-12-31", true],
    ["the day after", "2027-01-01", false],
  ]);
  it("is skipped when the threshold is not a date", () => {
    expect(check({ rule: "mindate", field: f, error: err, threshold: "today" }, "1999-01-01")).toBe(true);
  });
});

describe("minfilesize / maxfilesize", () => {
  table({ rule: "minfilesize", field: f, error: err, threshold: 100 }, [
    ["no file is ignored", undefined, true],
    ["total reaches the bound", [file("a.pdf", 60), file("b.pdf", 40)], true],
    ["too small", file("a.pdf", 99), false],
  ]);
  table({ rule: "maxfilesize", field: f, error: err, threshold: 100 }, [
    ["at the bound", file("a.pdf", 100), true],
    ["total over the bound", [file("a.pdf", 60), file("b.pdf", 41)], false],
  ]);
});

describe("stepnumber", () => {
  table({ rule: "stepnumber", field: f, error: err, base: 0, interval: 0.1 }, [
    ["empty is ignored", "", true],
    ["a multiple despite floating point", "0.3", true],
    ["a multiple, negative", "-0.7", true],
    ["not a multiple", "0.15", false],
    ["within 6 decimals", "0.3000000001", true],
  ]);
  table({ rule: "stepnumber", field: f, error: err, base: 1, interval: 5 }, [
    ["base counts", "6", true],
    ["off the base", "5", false],
  ]);
  table({ rule: "stepnumber", field: f, error: err, base: 0, interval: 0 }, [
    ["skipped when interval is 0", "0.123", true],
  ]);
  table({ rule: "stepnumber", field: f, error: err, base: 0, interval: -1 }, [
    ["skipped when interval < 0", "0.5", true],
  ]);
  it("compares to 6 decimals", () => {
    expect(isStep(1.0000001, 0, 1)).toBe(true);
    expect(isStep(1.00001, 0, 1)).toBe(false);
  });
});

describe("all / any", () => {
  const min: ContactRule = { rule: "minlength", field: f, error: "short", threshold: 3 };
  const max: ContactRule = { rule: "maxlength", field: f, error: "long", threshold: 5 };
  const email: ContactRule = { rule: "email", field: f, error: "email" };
  const tel: ContactRule = { rule: "tel", field: f, error: "tel" };
  table({ rule: "all", field: f, error: "all", rules: [min, max] }, [
    ["both hold", "abcd", true],
    ["first fails", "ab", false],
    ["second fails", "abcdef", false],
  ]);
  table({ rule: "any", field: f, error: "any", rules: [email, tel] }, [
    ["email holds", "ann@example.com", true],
    ["tel holds", "+49 30 123456", true],
    ["neither", "hello", false],
  ]);
  it("all reports its failing sub-rule's message; any its own", () => {
    expect(
      validateValues(
        { rules: [{ rule: "all", field: f, error: "all", rules: [min, max] }] },
        valuesFrom({ [f]: "abcdef" }),
      ),
    ).toEqual([{ field: f, message: "long" }]);
    expect(
      validateValues(
        { rules: [{ rule: "any", field: f, error: "any", rules: [email, tel] }] },
        valuesFrom({ [f]: "x" }),
      ),
    ).toEqual([{ field: f, message: "any" }]);
  });
});

describe("validateValues", () => {
  const rules: ContactRule[] = [
    { rule: "required", field: "name", error: "Name needed." },
    { rule: "required", field: "email", error: "Email needed." },
    { rule: "email", field: "email", error: "Email invalid." },
    { rule: "maxlength", field: "name", error: "Name too long.", threshold: 3 },
  ];
  it("reports each failing field once, with its first failing rule, in schema order", () => {
    expect(validateValues({ rules }, valuesFrom({ name: "", email: "nope" }))).toEqual([
      { field: "name", message: "Name needed." },
      { field: "email", message: "Email invalid." },
    ]);
  });
  it("can check one field only", () => {
    expect(validateValues({ rules }, valuesFrom({ name: "", email: "" }), ["email"])).toEqual([
      { field: "email", message: "Email needed." },
    ]);
  });
  it("passes a valid form", () => {
    expect(validateValues({ rules }, valuesFrom({ name: "Ann", email: "ann@example.com" }))).toEqual([]);
  });
  it("reads FormData, files included", () => {
    const form = new FormData();
    form.append("name", "Ann");
    form.append("cv", new File(["hello"], "cv.pdf"));
    const values = valuesFromFormData(form);
    expect(values.get("name")).toEqual(["Ann"]);
    expect(values.get("cv")).toEqual([{ name: "cv.pdf", size: 5 }]);
  });
  it("url helper", () => expect(isUrl("ftp://example.com")).toBe(true));
});

describe("readContactSchema", () => {
  const schema = {
    version: "1",
    locale: "en_US",
    rules: [
      { rule: "required", field: "name", error: "Name needed." },
      { rule: "enum", field: "topic", error: "Pick one.", accept: ["A", "B"] },
      { rule: "file", field: "cv", error: "Not a PDF.", accept: [".pdf"] },
      { rule: "dayofweek", field: "day", error: "Weekdays only.", acceptableValues: [1, 2, 3, 4, 5] },
      {
        rule: "any",
        field: "phone",
        error: "A number please.",
        rules: [{ rule: "tel", field: "phone", error: "A number please." }],
      },
    ],
  };
  it("takes the endpoint's answer as it is", () => {
    expect(readContactSchema(schema)).toBe(schema);
    expect(readContactSchema({ version: "1", locale: "en_US", rules: [] })).toEqual({
      version: "1",
      locale: "en_US",
      rules: [],
    });
  });
  it.each<[string, unknown]>([
    ["nothing", null],
    ["a string", "<html>"],
    ["an error answer", { code: "not_found", message: "Not found" }],
    ["rules that are not a list", { rules: {} }],
    ["a rule that is not an object", { rules: [null] }],
    ["a rule without a name", { rules: [{ field: "name", error: "E" }] }],
    ["a rule without a field", { rules: [{ rule: "required", error: "E" }] }],
    ["a rule without a message", { rules: [{ rule: "required", field: "name" }] }],
    ["an enum without its choices", { rules: [{ rule: "enum", field: "t", error: "E" }] }],
    ["a file rule whose types are not a list", { rules: [{ rule: "file", field: "f", error: "E", accept: ".pdf" }] }],
    ["a day rule without its days", { rules: [{ rule: "dayofweek", field: "d", error: "E" }] }],
    ["a composite without its rules", { rules: [{ rule: "all", field: "p", error: "E" }] }],
    [
      "a composite holding a broken rule",
      { rules: [{ rule: "any", field: "p", error: "E", rules: [{ rule: "enum", field: "p", error: "E" }] }] },
    ],
  ])("refuses %s, so the form keeps the rules it came with", (_label, answer) => {
    expect(readContactSchema(answer)).toBeNull();
  });
  it("what it takes runs through the checks", () => {
    const read = readContactSchema(schema)!;
    expect(validateValues(read, valuesFrom({ name: "", topic: "C", day: "2026-11-29", phone: "x" }))).toEqual([
      { field: "name", message: "Name needed." },
      { field: "topic", message: "Pick one." },
      { field: "day", message: "Weekdays only." },
      { field: "phone", message: "A number please." },
    ]);
  });
});
