import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import english from "@locales/en/inquiry.json";
import { InquiryForm } from "./inquiry-form.tsx";

const INQUIRY_SUCCESS = english["inquiry.success"];
const INQUIRY_QUEUED = english["inquiry.queued"];

const outbox = vi.hoisted(() => ({ queueInquiry: vi.fn(async () => {}) }));
vi.mock("../outbox/outbox.ts", () => outbox);

type Sent = { key: string | null; body: Record<string, unknown> };

function renderForm(ui: Parameters<typeof InquiryForm>[0]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(<MemoryRouter><QueryClientProvider client={client}><InquiryForm {...ui} /></QueryClientProvider></MemoryRouter>);
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit Inquiry" }));

/** A fetch that records each request and answers with the next scripted status. */
function scriptedFetch(statuses: number[]) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({ key: headers["Idempotency-Key"] ?? null, body: JSON.parse(String(init.body)) });
    const status = statuses.shift() ?? 201;
    const body = status < 300 ? { data: { id: "x" } } : { message: status === 429 ? "Slow down, please." : "Boom", code: "x" };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return sent;
}

describe("InquiryForm", () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it("names the missing required fields with the spec's text and sends nothing", async () => {
    const sent = scriptedFetch([]);
    renderForm({ type: "package", item: { id: "p1", name: "Desert Escape" } });
    submit();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Please fill in all required fields (Name, Email, Phone, Number of People).");
    expect(screen.getByLabelText("Full Name", { exact: false }).getAttribute("aria-invalid")).toBe("true");
    expect(sent).toHaveLength(0);
  });

  it("refuses to submit about an item that is not loaded", async () => {
    scriptedFetch([]);
    renderForm({ type: "activity", item: null });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Activity details are not loaded. Cannot submit inquiry.");
  });

  it("retries the same inquiry with the same Idempotency-Key, and a changed one with a new key", async () => {
    const sent = scriptedFetch([500, 500, 201]);
    renderForm({ type: "activity", item: { id: "a1", name: "Dune Dinner" } });
    fill("Full Name", "Layla");
    fill("Email Address", "layla@example.com");
    fill("Phone Number", "+971 50 123 4567");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to submit your inquiry. Please try again later or contact us directly.");
    submit();
    await screen.findByRole("alert");
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[0].key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(sent[0].body).toMatchObject({ type: "activity", itemId: "a1", itemName: "Dune Dinner", numPeople: "1" });

    fill("Number of People", "3");
    submit();
    await screen.findByText(INQUIRY_SUCCESS);
    expect(sent[2].key).not.toBe(sent[0].key);
  });

  it("keeps an inquiry that finds the server unreachable in the outbox, with its Idempotency-Key", async () => {
    const sent = scriptedFetch([503]);
    renderForm({ type: "package", item: { id: "p1", name: "Desert Royalty Escape" } });
    fill("Full Name", "Layla");
    fill("Email Address", "layla@example.com");
    fill("Phone Number", "+971 50 123 4567");
    fill("Number of People", "2");
    submit();
    await screen.findByText(INQUIRY_QUEUED);
    expect(outbox.queueInquiry).toHaveBeenCalledTimes(1);
    const [key, payload] = outbox.queueInquiry.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(key).toBe(sent[0].key);
    expect(payload).toMatchObject({ type: "package", itemId: "p1", userName: "Layla", numPeople: "2" });
    expect(screen.getByRole("link", { name: "See my pending inquiries" }).getAttribute("href")).toBe("/pending-inquiries");
  });

  it("shows the server's reason for a rate limit alone, not joined to the spec's VIP failure text", async () => {
    scriptedFetch([429]);
    renderForm({ type: "vip_service", item: { name: "Luxury Accommodations" }, prefill: { name: "Omar", email: "omar@example.com", mobileNumber: "+44 20 7946 0958" } });
    expect(screen.queryByLabelText("Number of People", { exact: false })).toBeNull();
    submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Slow down, please.");
  });

  it("shows the success text for 7 seconds, then resets to the member's details", async () => {
    const sent = scriptedFetch([201]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm({ type: "vip_service", item: { name: "Luxury Accommodations" }, prefill: { name: "Omar", email: "omar@example.com", mobileNumber: "+44 20 7946 0958" } });
    fill("Questions or Requests", "A villa in Lamu?");
    submit();
    await screen.findByText(INQUIRY_SUCCESS);
    expect(sent[0].body).toMatchObject({ type: "vip_service", itemName: "Luxury Accommodations", userName: "Omar", specialRequests: "A villa in Lamu?" });
    expect(sent[0].body).not.toHaveProperty("itemId");
    await act(async () => {}); // let React run the effect that starts the 7 s timer
    await act(async () => {
      vi.advanceTimersByTime(6_900);
    });
    expect(screen.queryByText(INQUIRY_SUCCESS)).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(INQUIRY_SUCCESS)).toBeNull();
    expect((screen.getByLabelText("Questions or Requests") as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByLabelText("Full Name", { exact: false }) as HTMLInputElement).value).toBe("Omar");
  });
});
