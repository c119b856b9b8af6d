/**
 * A trip's change lines (contract/trips/changes.ts): one fact each, only what the traveller sees,
 * the items they name marked with the revision; and their sentences in every language.
 */
import assert from "node:assert/strict";
import { SITE_LANGUAGES } from "../../contract/languages.ts";
import { markChanged, tripChangeLines } from "../../contract/trips/changes.ts";
import { changeSentence } from "../../server/mail/trip-mail.ts";
import { tripRecord } from "../helpers/trips.ts";

const clone = <T>(value: T): T => structuredClone(value);

Deno.test("the lines name what the traveller sees changed, one fact each", () => {
  const before = tripRecord();
  const after = clone(before);
  after.days[0].items[0].place = "DXB Terminal 1";
  after.days[1].items.push({ id: "dn", kind: "dining", title: "Dinner at Al Mahara", time: "20:00", bookingStatus: "pending", contacts: [], unitPrice: 0, unitCost: 0, quantity: 1 });
  after.days[2].items = [];
  const moved = after.days[1].items.shift()!;
  after.days[0].items.push(moved);
  after.stay[1].unitPrice = 300;
  assert.deepEqual(tripChangeLines(before, after).map((l) => [l.kind, l.itemId, l.date ?? "", l.time ?? l.place ?? ""]), [
    ["place", "t1", "2027-03-01", "DXB Terminal 1"],
    ["date", "a1", "2027-03-01", ""],
    ["added", "dn", "2027-03-02", "20:00"],
    ["removed", "n1", "2027-03-03", ""],
  ]);
  const untimed = clone(before);
  delete untimed.days[0].items[0].time;
  assert.deepEqual(tripChangeLines(before, untimed).map((l) => l.kind), ["details"], "a time taken away is a change of details");
  assert.deepEqual(tripChangeLines(before, clone(before)), []);
});

Deno.test("the items a change names are marked with its revision; the others keep theirs", () => {
  const before = tripRecord();
  before.days[1].items[0].changedIn = 2;
  const after = clone(before);
  after.days[0].items[0].time = "10:30";
  const marked = markChanged(after, tripChangeLines(before, after), 3, before);
  assert.equal(marked.days[0].items[0].changedIn, 3);
  assert.equal(marked.days[1].items[0].changedIn, 2);
  assert.equal(marked.stay[0].changedIn, undefined);
});

Deno.test("every line reads as a sentence in every language", () => {
  const lines = [
    { kind: "time" as const, itemId: "t1", title: "Airport transfer", itemKind: "transfer" as const, date: "2027-03-12", time: "10:30" },
    { kind: "time" as const, itemId: "a1", title: "Desert safari", itemKind: "experience" as const, time: "16:00" },
    { kind: "added" as const, itemId: "x", title: "Dinner", date: "2027-03-12" },
    { kind: "removed" as const, itemId: "x", title: "Dinner" },
    { kind: "place" as const, itemId: "x", title: "Dinner", place: "Al Mahara" },
    { kind: "date" as const, itemId: "x", title: "Dinner", date: "2027-03-13" },
    { kind: "status" as const, itemId: "x", title: "Hotel", status: "confirmed" as const },
    { kind: "details" as const, itemId: "x", title: "Hotel", date: "2027-03-12" },
  ];
  assert.equal(changeSentence(lines[0], "en"), "Your Airport transfer on 12 March now leaves at 10:30.");
  assert.equal(changeSentence(lines[1], "en"), "Your Desert safari now starts at 16:00.");
  assert.equal(changeSentence(lines[6], "en"), "Your Hotel is confirmed.");
  for (const lang of SITE_LANGUAGES) {
    for (const line of lines) {
      const sentence = changeSentence(line, lang);
      assert.ok(sentence.includes(line.title) && !/[{}]/.test(sentence), `${lang} ${line.kind}: ${sentence}`);
      if (line.time) assert.ok(sentence.includes(line.time), `${lang}: ${sentence}`);
    }
  }
  assert.match(changeSentence(lines[0], "fr"), /12 mars/);
  assert.match(changeSentence(lines[0], "ar"), /10:30/);
});
