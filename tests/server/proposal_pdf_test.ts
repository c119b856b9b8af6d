/**
 * The proposal's PDF (`/proposals/{token}.pdf`): what the traveller's page shows, in its language,
 * read back with pdf.js as a viewer reads it: Arabic shaped and right to left; never a cost or a
 * supplier; private like the page.
 */
import assert from "node:assert/strict";
import { closePdfWorker } from "../../server/pdf/off-thread.ts";
import { withSeededApp } from "../helpers/app.ts";
import { readPdf } from "../helpers/pdf-text.ts";
import { plantProposal, proposalContent } from "../helpers/proposals.ts";

const texts = (lang: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${lang}/proposal.json`, import.meta.url)));

async function pdfOf(res: Response, direction: "ltr" | "rtl") {
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/pdf");
  assert.equal(res.headers.get("cache-control"), "private, no-store");
  return await readPdf(new Uint8Array(await res.arrayBuffer()), direction);
}

Deno.test("the PDF says what the page says, in English, without costs or suppliers", async () => {
  try {
    await withSeededApp(async (t) => {
      const { token } = await plantProposal(t.kv);
      const pdf = await pdfOf(await t.app.request(`/proposals/${token}.pdf`), "ltr");
      assert.equal(pdf.title, "Dubai in style");
      for (const shown of ["Dubai in style", "Day 1 · 1 Mar 2027 · Arrival", "Desert safari · Al Marmoom — $900.00", "Beach resort — $4,050.00", "Spa afternoon", "Payment in full 30 days before travel."]) {
        assert.ok(pdf.text.includes(shown), `the PDF shows ${shown}:\n${pdf.text}`);
      }
      assert.ok(!pdf.text.includes("SecretCars"));
      const views = await t.call("GET", `/api/proposal-links/${token}`);
      assert.equal(views.json.data.status, "Viewed");
    });
  } finally {
    closePdfWorker();
  }
});

Deno.test("an Arabic proposal's PDF is in Arabic, shaped and right to left", async () => {
  try {
    await withSeededApp(async (t) => {
      const content = proposalContent({ title: "دبي بأناقة" });
      const { token } = await plantProposal(t.kv, { content: { ...content, traveller: { ...content.traveller, language: "ar" } } });
      const pdf = await pdfOf(await t.app.request(`/proposals/${token}.pdf`), "rtl");
      const ar = texts("ar");
      // pdf.js may read a gap after a letter that does not join to the next as a space: compared without them.
      const bare = (text: string) => text.replace(/\s+/g, "");
      const lines = pdf.text.split("\n").map(bare);
      for (const shown of ["دبي بأناقة", ar["summary.title"], ar["days.title"], ar["options.title"], ar["terms.title"]]) {
        assert.ok(lines.includes(bare(shown)), `the PDF has the line ${shown}:\n${pdf.text}`);
      }
      assert.equal(lines.filter((line) => line.startsWith("اليوم")).length, 3, pdf.text);
      // Right to left: a heading ends at the right margin.
      const heading = pdf.pages[0].items.find((item) => item.text.includes("دبي"))!;
      const rightEdge = Math.max(...pdf.pages[0].items.map((item) => item.x + item.width));
      assert.ok(Math.abs(heading.x + heading.width - rightEdge) < 2, "the title sits at the right");
      const french = await pdfOf(await t.app.request(`/fr/proposals/${token}.pdf`), "ltr");
      assert.ok(french.text.includes(texts("fr")["summary.title"]), "under /fr/ the address's language");
    });
  } finally {
    closePdfWorker();
  }
});

Deno.test("a revoked or unknown link has no PDF", async () => {
  await withSeededApp(async (t) => {
    const res = await t.app.request(`/proposals/${"x".repeat(43)}.pdf`);
    assert.equal(res.status, 404);
    await res.body?.cancel();
  });
});
