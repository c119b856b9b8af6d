/**
 * The PDF engine (server/pdf/): what it draws is read back with pdf.js (tests/helpers/pdf-text.ts),
 * as a traveller's viewer or an accountant's tool would read it. Each language's letters come out
 * as written; Arabic is joined (the font's contextual forms, not the letters' isolated forms) and
 * reads right to left with Latin words and numbers in place; long documents wrap and break pages
 * without losing a word; tables repeat their header; pages carry their frame.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../../server/pdf/render.ts";
import type { PdfBlock, PdfDocument } from "../../server/pdf/types.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { type PdfContents, readPdf } from "../helpers/pdf-text.ts";
import { jpeg, png, webp } from "../helpers/media-samples.ts";
import { itineraryDocument } from "../../bench/pdf-itinerary.ts";

const A4_WIDTH = 595.28;
const SIDE_MARGIN = 56;

function document(language: SiteLanguage, blocks: PdfBlock[], extra: Partial<PdfDocument> = {}): PdfDocument {
  return {
    language,
    title: `Test ${language}`,
    blocks,
    createdAt: new Date("2026-11-28T09:00:00Z"),
    ...extra,
  };
}

async function render(doc: PdfDocument): Promise<PdfContents> {
  return await readPdf(await renderPdf(doc), doc.language === "ar" ? "rtl" : "ltr");
}

const SAMPLES: Record<SiteLanguage, { heading: string; paragraph: string; cell: string }> = {
  en: {
    heading: "Your private journey to Kyoto",
    paragraph: "A tea ceremony, quiet gardens and two nights in a ryokan, from 12 March 2027.",
    cell: "Private guide (full day)",
  },
  fr: {
    heading: "Votre séjour privé à Kyoto",
    paragraph:
      "Cérémonie du thé, jardins où règne le calme, chefs-d’œuvre et forêt de bambous : déjà réservé.",
    cell: "Guide privé (journée entière)",
  },
  de: {
    heading: "Ihre private Reise nach Kyoto",
    paragraph:
      "Teezeremonie, ruhige Gärten und zwei Nächte im Ryokan – Größe und Übernachtung für Sie geprüft.",
    cell: "Privater Führer (ganzer Tag)",
  },
  es: {
    heading: "Su viaje privado a Kioto",
    paragraph: "¿Ceremonia del té? ¡Sí! Jardines tranquilos y dos noches en un ryokan, según su elección.",
    cell: "Guía privado (día completo)",
  },
  it: {
    heading: "Il vostro viaggio privato a Kyoto",
    paragraph: "Cerimonia del tè, giardini silenziosi e perché no, più notti in un ryokan: è già così.",
    cell: "Guida privata (giornata intera)",
  },
  pt: {
    heading: "A sua viagem privada a Quioto",
    paragraph: "Cerimónia do chá, jardins tranquilos e duas noites num ryokan: ação às três horas, não?",
    cell: "Guia privado (dia inteiro)",
  },
  ar: {
    heading: "رحلتك الخاصة إلى كيوتو",
    paragraph: "حفل الشاي والحدائق الهادئة وليلتان في فندق تقليدي، مع مرشد خاص طوال الرحلة.",
    cell: "مرشد خاص ليوم كامل",
  },
};

for (const language of Object.keys(SAMPLES) as SiteLanguage[]) {
  Deno.test(`a PDF in ${language} gives back its heading, paragraph, table and title as written`, async () => {
    const sample = SAMPLES[language];
    const pdf = await render(document(language, [
      { kind: "heading", level: 1, text: sample.heading },
      { kind: "paragraph", text: sample.paragraph },
      {
        kind: "table",
        columns: [{ header: "A", width: 3 }, { header: "B", align: "end" }],
        rows: [[sample.cell, "1"]],
      },
    ], { title: sample.heading }));
    assert.equal(pdf.title, sample.heading);
    const lines = pdf.pages[0].lines;
    assert.ok(lines.includes(sample.heading), `the heading in ${JSON.stringify(lines)}`);
    assert.ok(lines.includes(sample.paragraph), `the paragraph in ${JSON.stringify(lines)}`);
    assert.ok(lines.some((line) => line.includes(sample.cell)), `the cell in ${JSON.stringify(lines)}`);
  });
}

Deno.test("an Arabic line reads right to left, with Latin words and numbers in their places", async () => {
  const sentence = "السعر الإجمالي USD 4,500 للشخص يبدأ في 12 مارس 2027 في فندق Four Seasons Kyoto";
  const pdf = await render(document("ar", [{ kind: "paragraph", text: sentence }]));
  assert.deepEqual(pdf.pages[0].lines, [sentence, "1 / 1"]);

  const items = pdf.pages[0].items.filter((item) => item.text.trim());
  const at = (text: string) => items.find((item) => item.text.includes(text))!;
  // The first words on the right, the last ones on the left; "USD 4,500" reads left to right.
  assert.ok(at("السعر").x > at("USD 4,500").x && at("USD 4,500").x > at("مارس").x);
  assert.ok(at("مارس").x > at("Four Seasons Kyoto").x);
  // Right-aligned: the line ends at the text's right edge.
  const right = Math.max(...items.map((item) => item.x + item.width));
  assert.ok(Math.abs(right - (A4_WIDTH - SIDE_MARGIN)) < 1, `the line ends at ${right}`);
});

Deno.test("Arabic letters are joined: a letter is drawn with other glyphs inside a word than alone", async () => {
  const beh = "ب";
  const pdf = await render(document("ar", [
    { kind: "paragraph", text: beh },
    { kind: "paragraph", text: `${beh}${beh}${beh}` },
    { kind: "paragraph", text: "مرحبا" },
    { kind: "paragraph", text: "م" },
  ], { pageNumbers: false }));
  // Every glyph in drawing order (each line left to right): one glyph per letter, no ligature here.
  const glyphs = pdf.pages[0].glyphRuns.flatMap((run) => run.glyphs);
  assert.deepEqual(glyphs.map((glyph) => glyph.text), [beh, beh, beh, beh, "ا", "ب", "ح", "ر", "م", "م"]);
  const [isolatedBeh, ...rest] = glyphs.map((glyph) => glyph.glyph);
  // "ببب" is drawn final, medial, initial: three forms, none of them the isolated one.
  const joined = rest.slice(0, 3);
  assert.equal(new Set(joined).size, 3, "three forms of beh");
  assert.ok(!joined.includes(isolatedBeh), "no isolated beh inside the word");
  // Meem starting "مرحبا" (drawn last on its line) is not the meem standing alone.
  const [initialMeem, isolatedMeem] = rest.slice(-2);
  assert.notEqual(initialMeem, isolatedMeem);
  // And the word comes out of the PDF whole, in reading order.
  assert.ok(pdf.pages[0].lines.includes("مرحبا"));
});

Deno.test("Arabic ligatures come out of the PDF in reading order", async () => {
  const words = "إلى الإجمالي في لا على السلام";
  const pdf = await render(document("ar", [{ kind: "paragraph", text: words }], { pageNumbers: false }));
  assert.deepEqual(pdf.pages[0].lines, [words]);
  const drawnAsOne = pdf.pages[0].glyphRuns.flatMap((run) => run.glyphs).filter((glyph) =>
    glyph.text.length > 1
  );
  assert.ok(drawnAsOne.length > 0, "the font joins lam and alef into one glyph");
});

Deno.test("names in Latin Extended, a line break and a word longer than the line all come out", async () => {
  const url = `https://example.com/${"a".repeat(150)}`;
  const names = "Łukasz Dvořák, Şükrü Ötztürk, Ștefan Ă";
  for (const language of ["en", "ar"] as const) {
    const pdf = await render(document(language, [
      { kind: "paragraph", text: names },
      { kind: "paragraph", text: "Line one\nLine two" },
      { kind: "paragraph", text: url },
    ], { pageNumbers: false }));
    const lines = pdf.pages[0].lines;
    assert.deepEqual(lines.slice(0, 3), [names, "Line one", "Line two"], language);
    assert.equal(lines.slice(3).join(""), url, `${language}: the long word cut over lines`);
    assert.ok(lines.length > 4, `${language}: the long word takes more than one line`);
    const glyphs = pdf.pages[0].glyphRuns.flatMap((run) => run.glyphs);
    assert.ok(glyphs.every((glyph) => glyph.text !== "\u0000"), `${language}: every letter has a glyph`);
  }
});

Deno.test("a long document wraps its lines and breaks its pages without losing or moving a word", async () => {
  for (const language of ["en", "ar"] as const) {
    const word = (n: number) => language === "en" ? `word${n}` : `كلمة ${n}`;
    const paragraphs = Array.from(
      { length: 60 },
      (_, p) => Array.from({ length: 40 }, (_, w) => word(p * 100 + w)).join(" "),
    );
    const pdf = await render(document(language, paragraphs.map((text) => ({ kind: "paragraph", text })), {
      pageNumbers: false,
    }));
    assert.ok(pdf.pages.length >= 4, `${language}: ${pdf.pages.length} pages`);
    assert.equal(pdf.pages.at(-1)!.lines.length > 0, true);
    assert.deepEqual(
      pdf.text.split(/\s+/),
      paragraphs.join(" ").split(" "),
      `${language}: every word in order`,
    );
    for (const page of pdf.pages) {
      assert.ok(page.lines.length > 20, `${language}: a full page has lines`);
      for (const item of page.items) {
        assert.ok(
          item.x >= SIDE_MARGIN - 0.5 && item.x + item.width <= A4_WIDTH - SIDE_MARGIN + 0.5,
          "inside",
        );
      }
    }
  }
});

Deno.test("a table across pages repeats its header, keeps its rows whole and aligns amounts at the end", async () => {
  const rows = Array.from(
    { length: 70 },
    (_, i) => [`Night ${i + 1} at the ryokan`, "1", `USD ${i + 1},450.00`],
  );
  const pdf = await render(document("en", [{
    kind: "table",
    columns: [{ header: "Description", width: 4 }, { header: "Qty", align: "end" }, {
      header: "Amount",
      align: "end",
      width: 2,
    }],
    rows,
    totals: [["Total", "", "USD 99,999.00"]],
  }]));
  assert.ok(pdf.pages.length >= 2, `${pdf.pages.length} pages`);
  for (const page of pdf.pages) assert.equal(page.lines[0], "Description Qty Amount");
  const allRows = pdf.pages.flatMap((page) => page.lines.filter((line) => line.startsWith("Night ")));
  assert.deepEqual(allRows, rows.map((row) => row.join(" ")));
  const amounts = pdf.pages.flatMap((page) => page.items.filter((item) => item.text.startsWith("USD ")));
  const rightEdges = new Set(amounts.map((item) => Math.round(item.x + item.width)));
  assert.equal(rightEdges.size, 1, `amounts end at one edge: ${[...rightEdges]}`);
  assert.ok(pdf.pages.at(-1)!.lines.includes("Total USD 99,999.00"));
});

Deno.test("every page carries the header, the footer and its number out of the total", async () => {
  const blocks: PdfBlock[] = Array.from({ length: 3 }, (_, i) => [
    { kind: "heading", level: 2, text: `Part ${i + 1}` } as const,
    { kind: "pageBreak" } as const,
  ]).flat();
  const pdf = await render(document("fr", blocks, { header: "Aurum Voyages · Devis 42", footer: "Dubaï" }));
  assert.equal(pdf.pages.length, 4, "three parts, each followed by a new page");
  pdf.pages.forEach((page, i) => {
    assert.equal(page.lines[0], "Aurum Voyages · Devis 42");
    assert.ok(page.lines.at(-1) === `Dubaï ${i + 1} / 4`, `page ${i + 1}: ${page.lines.at(-1)}`);
  });
});

Deno.test("key-value rows, bullets and rules sit on the start side in both directions", async () => {
  const blocks = (label: string, value: string, bullet: string): PdfBlock[] => [
    { kind: "keyValues", rows: [{ label, value }] },
    { kind: "divider" },
    { kind: "bullets", items: [bullet] },
  ];
  const english = await render(document("en", blocks("Dates", "12–26 March 2027", "Breakfast included")));
  assert.ok(english.pages[0].lines.includes("Dates 12–26 March 2027"));
  const label = english.pages[0].items.find((item) => item.text === "Dates")!;
  assert.ok(Math.abs(label.x - SIDE_MARGIN) < 0.5, "the label at the left margin");

  const arabic = await render(document("ar", blocks("التواريخ", "شخصان", "الإفطار مشمول")));
  const arabicLabel = arabic.pages[0].items.find((item) => item.text === "التواريخ")!;
  assert.ok(
    Math.abs(arabicLabel.x + arabicLabel.width - (A4_WIDTH - SIDE_MARGIN)) < 0.5,
    "the label at the right",
  );
  assert.ok(arabic.pages[0].lines.includes("التواريخ شخصان"));
  assert.ok(arabic.pages[0].lines.some((line) => line.endsWith("الإفطار مشمول")));
});

Deno.test("JPEG and PNG pictures are drawn; other bytes are left out without failing the PDF", async () => {
  const pictures = (bytes: Uint8Array[]) =>
    render(document("en", [
      ...bytes.map((image): PdfBlock => ({ kind: "image", bytes: image, maxHeight: 60 })),
      { kind: "paragraph", text: "After the pictures" },
    ]));
  const drawn = await pictures([await jpeg(), await png()]);
  assert.equal(drawn.pages[0].images, 2);
  const skipped = await pictures([await webp(), new TextEncoder().encode("not a picture")]);
  assert.equal(skipped.pages[0].images, 0);
  assert.ok(skipped.pages[0].lines.includes("After the pictures"));
});

Deno.test("a 14-day proposal renders in English and Arabic, fonts subset, every day in it", async () => {
  for (const language of ["en", "ar"] as const) {
    const bytes = await renderPdf(itineraryDocument(language));
    // Subset: the whole fonts alone weigh more than the document.
    assert.ok(bytes.length < 80_000, `${language}: ${bytes.length} bytes`);
    const pdf = await readPdf(bytes, language === "ar" ? "rtl" : "ltr");
    const days = pdf.text.split("\n").filter((line) => /^(Day|اليوم) \d+ · /.test(line));
    assert.equal(days.length, 14, `${language}: ${days.join(" | ")}`);
  }
});
