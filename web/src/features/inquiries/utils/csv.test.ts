import type { Inquiry } from "@contract/inquiry.ts";
import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";
import { inquiriesCsv } from "./inquiries-csv.ts";

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

describe("inquiriesCsv", () => {
  it("exports every field of each inquiry, escaped", () => {
    const inquiry: Inquiry = {
      id: "abc", type: "vip_service", itemName: "Personal Concierge 24/7", userName: "=cmd()",
      userEmail: "a@b.example", userPhone: "+44 20", numPeople: "N/A", preferredDates: "N/A",
      specialRequests: 'He said "soon"', status: "New", submissionDate: "2026-11-23T10:00:00.000Z",
    };
    const [header, row] = inquiriesCsv([inquiry]).trimEnd().split("\r\n");
    expect(header).toBe(
      '"Submitted","Status","Type","Item","Item ID","Name","Email","Phone","People","Preferred dates","Special requests","Reference",' +
        '"Assigned to","Last activity","First response (minutes)"',
    );
    expect(row).toBe(
      '"2026-11-23T10:00:00.000Z","New","VIP Service","Personal Concierge 24/7","","\'=cmd()","a@b.example","+44 20","N/A","N/A","He said ""soon""","abc",' +
        '"","2026-11-23T10:00:00.000Z",""',
    );
  });

  it("gives the assignee, the last activity and the minutes to staff's first reply", () => {
    const inquiry = {
      id: "def", type: "package", itemId: "p1", itemName: "Desert Retreat", userName: "Layla Haddad",
      userEmail: "layla@example.com", userPhone: "+971 50", numPeople: "2", preferredDates: "", specialRequests: "",
      status: "Responded", submissionDate: "2026-11-23T10:00:00.000Z", assignee: { id: "u1", name: "Omar" },
      firstResponseAt: "2026-11-23T12:30:20.000Z", lastActivityAt: "2026-11-24T08:00:00.000Z",
    } as const;
    const row = inquiriesCsv([inquiry]).trimEnd().split("\r\n")[1];
    expect(row.endsWith('"def","Omar","2026-11-24T08:00:00.000Z","150"')).toBe(true);
    // A row changed on this screen before the list came back: its own status change counts.
    const changed = inquiriesCsv([{ ...inquiry, lastActivityAt: undefined, firstResponseAt: undefined, statusChangedAt: "2026-11-25T09:00:00.000Z" }]);
    expect(changed.trimEnd().split("\r\n")[1].endsWith('"Omar","2026-11-25T09:00:00.000Z",""')).toBe(true);
  });
});
