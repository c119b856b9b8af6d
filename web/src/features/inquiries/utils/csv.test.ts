import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";

describe("csvField", () => {
  it("quotes every field and doubles quotes inside", () => {
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField('say "hi", then, leave')).toBe('"say ""hi"", then, leave"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(undefined)).toBe('""');
    expect(csvField(3)).toBe('"3"');
  });

  it.each([
    ["=cmd()", `"'=cmd()"`],
    ["+1+cmd()", `"'+1+cmd()"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1:A2)", `"'@SUM(A1:A2)"`],
    ["\t=1", `"'\t=1"`],
    ["\r=1", `"'\r=1"`],
    ["＝HYPERLINK(\"x\")", `"'＝HYPERLINK(""x"")"`],
    ['=HYPERLINK("http://evil","click")', `"'=HYPERLINK(""http://evil"",""click"")"`],
    ["＋1+1", `"'＋1+1"`],
    ["－1+1", `"'－1+1"`],
    ["＠SUM(A1)", `"'＠SUM(A1)"`],
    ["\u200B=cmd()", `"'\u200B=cmd()"`],
    ["\uFEFF+cmd()", `"'\uFEFF+cmd()"`],
    ["\u200E\u2060@SUM(A1)", `"'\u200E\u2060@SUM(A1)"`],
    ["\u00A0 =cmd()", `"'\u00A0 =cmd()"`],
    ["\u200B＝cmd()", `"'\u200B＝cmd()"`],
  ])("keeps %j from running as a formula", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each(["+971 50 123 4567", "+1 (555) 010-0100", "+44.20.7946.0958", "+33612345678"])("exports the phone number %j as written", (phone) => {
    expect(csvField(phone)).toBe(`"${phone}"`);
  });

  it("writes other values as text: null empty, booleans as words, a negative number guarded too", () => {
    expect([null, true, false, 0, -1].map(csvField)).toEqual(['""', '"true"', '"false"', '"0"', `"'-1"`]);
  });

  it("leaves ordinary text that merely contains formula characters alone", () => {
    expect(csvField("a=b, c+d @home")).toBe('"a=b, c+d @home"');
  });
});

describe("toCsv", () => {
  it("writes a header and rows with CRLF line ends", () => {
    expect(toCsv(["A", "B"], [["1", "x,y"], ["=2", ""]])).toBe('"A","B"\r\n"1","x,y"\r\n"\'=2",""\r\n');
  });

  it("writes only the header when there are no rows", () => {
    expect(toCsv(["A", "B"], [])).toBe('"A","B"\r\n');
  });
});
