/**
 * A PDF document the size of a 14-day proposal, in English or Arabic: a summary, 14 day headings
 * with 60 items in all (a title, a time, a place and a description of two or three lines each),
 * a price table and the terms. Measured by bench/pdf-render.ts and rendered by the PDF tests.
 */
import type { PdfBlock, PdfDocument } from "../server/pdf/types.ts";

const TEXTS = {
  en: {
    title: "Japan in spring: a private journey",
    header: "Aurum Voyages · Proposal AV-2027-0142",
    footer: "Aurum Voyages · Dubai · +971 4 000 0000",
    day: (n: number) => `Day ${n} · ${n + 11} March 2027`,
    items: ["Private transfer", "Guided visit", "Dinner", "Hotel check-in", "Tea ceremony"],
    place: (n: number) => `Kyoto, district ${n}`,
    description: (n: number) =>
      `Item ${n}: your driver meets you at the lobby and takes you through the old streets to a ` +
      `quiet garden, where a guide tells the story of the temple and its monks; the visit lasts two ` +
      `hours and ends with tea and sweets chosen for the season.`,
    summary: [["Dates", "12–25 March 2027"], ["Travellers", "2 adults"], ["Total", "USD 24,500.00"]],
    columns: ["Description", "Qty", "Amount"],
    line: (n: number) => [`Four Seasons Kyoto, night ${n}`, "1", "USD 1,450.00"],
    totals: [["Subtotal", "", "USD 20,300.00"], ["VAT 5%", "", "USD 1,015.00"], [
      "Total",
      "",
      "USD 21,315.00",
    ]],
    termsTitle: "Terms",
    terms: (n: number) =>
      `Term ${n}: a deposit of 30% confirms the journey; the balance is due 45 days before departure. ` +
      `Cancellations are refunded according to the suppliers' conditions, listed in the annex.`,
  },
  ar: {
    title: "اليابان في الربيع: رحلة خاصة",
    header: "أوروم للرحلات · العرض AV-2027-0142",
    footer: "أوروم للرحلات · دبي · \u2066+971 4 000 0000\u2069",
    day: (n: number) => `اليوم ${n} · ${n + 11} مارس 2027`,
    items: ["نقل خاص", "زيارة مع مرشد", "عشاء", "تسجيل الوصول في الفندق", "حفل الشاي"],
    place: (n: number) => `كيوتو، الحي ${n}`,
    description: (n: number) =>
      `البند ${n}: يلتقي بك السائق في بهو الفندق ويأخذك عبر الشوارع القديمة إلى حديقة هادئة، حيث يروي ` +
      `المرشد قصة المعبد ورهبانه؛ تستغرق الزيارة ساعتين وتنتهي بالشاي والحلويات المختارة للموسم.`,
    summary: [["التواريخ", "12–25 مارس 2027"], ["المسافرون", "شخصان بالغان"], ["المجموع", "USD 24,500.00"]],
    columns: ["الوصف", "الكمية", "المبلغ"],
    line: (n: number) => [`فندق فور سيزونز كيوتو، الليلة ${n}`, "1", "USD 1,450.00"],
    totals: [["المجموع الفرعي", "", "USD 20,300.00"], ["ضريبة القيمة المضافة 5%", "", "USD 1,015.00"], [
      "المجموع",
      "",
      "USD 21,315.00",
    ]],
    termsTitle: "الشروط",
    terms: (n: number) =>
      `الشرط ${n}: تؤكد دفعة مقدمة بنسبة 30% الرحلة، ويستحق الرصيد قبل 45 يوماً من المغادرة. ` +
      `تُسترد قيمة الإلغاء وفق شروط المورّدين المذكورة في الملحق.`,
  },
};

export const ITINERARY_DAYS = 14;
export const ITINERARY_ITEMS = 60;

export function itineraryDocument(language: "en" | "ar"): PdfDocument {
  const t = TEXTS[language];
  const blocks: PdfBlock[] = [
    { kind: "heading", level: 1, text: t.title },
    { kind: "keyValues", rows: t.summary.map(([label, value]) => ({ label, value })) },
    { kind: "divider" },
  ];
  let item = 0;
  for (let day = 1; day <= ITINERARY_DAYS; day++) {
    blocks.push({ kind: "heading", level: 2, text: t.day(day) });
    const count = Math.floor((ITINERARY_ITEMS * day) / ITINERARY_DAYS) -
      Math.floor((ITINERARY_ITEMS * (day - 1)) / ITINERARY_DAYS);
    for (let i = 0; i < count; i++) {
      item++;
      blocks.push(
        {
          kind: "heading",
          level: 3,
          text: `${String(8 + i * 3).padStart(2, "0")}:00 · ${t.items[item % t.items.length]}`,
        },
        { kind: "paragraph", text: t.place(item), style: "muted" },
        { kind: "paragraph", text: t.description(item) },
      );
    }
  }
  blocks.push(
    { kind: "pageBreak" },
    {
      kind: "table",
      columns: [{ header: t.columns[0], width: 4 }, { header: t.columns[1], align: "end" }, {
        header: t.columns[2],
        align: "end",
        width: 2,
      }],
      rows: Array.from({ length: ITINERARY_DAYS }, (_, i) => t.line(i + 1)),
      totals: t.totals,
    },
    { kind: "heading", level: 2, text: t.termsTitle },
    ...Array.from(
      { length: 6 },
      (_, i): PdfBlock => ({ kind: "paragraph", text: t.terms(i + 1), style: "small" }),
    ),
  );
  return {
    language,
    title: t.title,
    header: t.header,
    footer: t.footer,
    createdAt: new Date("2026-11-28T09:00:00Z"),
    blocks,
  };
}
