/**
 * A local stand-in of Stripe's API for tests: Deno.serve on 127.0.0.1 (port 0) answering the calls
 * the official `stripe` SDK makes for us (form-encoded bodies, `Authorization: Bearer sk_...`):
 *
 *   POST /v1/checkout/sessions       a Checkout session; its `url` is this stand-in's hosted page
 *   GET  /v1/checkout/sessions/{id}
 *   POST /v1/refunds                 {payment_intent, amount}: a refund of a paid session
 *   GET  /pay/{id}                   the hosted "Checkout" page: the amount and a Pay button
 *   POST /pay/{id}                   pays: sends `checkout.session.completed` to the webhook, signed
 *                                    with the SDK's own helper, then redirects to success_url
 *
 * Point the server at it with `STRIPE_API_BASE: standIn.url`. It records every API request it
 * received (`requests`: path, key, idempotency key and the body decoded into objects) and every
 * webhook it delivered (`deliveries`). Never calls Stripe.
 *
 *   const stripe = startStripeStandIn({ webhookSecret, deliver: (body, headers) => app.request(...) });
 *   const { url } = ...checkout...; await stripe.pay(sessionIdOf(url));
 *   await stripe.close();
 */
import Stripe from "stripe";

export const STAND_IN_KEYS = { secretKey: "sk_test_stand_in", webhookSecret: "whsec_stand_in_secret" };

export type StandInRequest = {
  method: string;
  path: string;
  apiKey: string | null;
  idempotencyKey: string | null;
  // deno-lint-ignore no-explicit-any
  body: any;
};

export type StandInSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at: number;
  livemode: false;
  line_items: { name: string; unit_amount: number; quantity: number }[];
};

/** A webhook the stand-in sent: the event's id and body (to replay it) and the server's answer. */
export type Delivery = { eventId: string; payload: string; status: number; body: string };

/** How a webhook reaches the server: a fetch of its URL, or straight into an in-process app. */
export type Deliver = (body: string, headers: Record<string, string>) => Response | Promise<Response>;

/**
 * Decodes an `application/x-www-form-urlencoded` body the way Stripe reads it: `a[b][0][c]=1`
 * becomes `{a: {b: [{c: "1"}]}}` (values stay strings, as sent).
 */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.replace(/\]/g, "").split("[");
    // deno-lint-ignore no-explicit-any
    let node: any = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      const key = Array.isArray(node) ? Number(part) : part;
      if (last) node[key] = value;
      else node = node[key] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const stripeError = (status: number, message: string, param?: string) =>
  Response.json({ error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } }, { status });

const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function startStripeStandIn(options: {
  /** Where `checkout.session.completed` goes: a webhook URL, or a function (an in-process app). */
  webhookUrl?: string;
  deliver?: Deliver;
  webhookSecret?: string;
  secretKey?: string;
} = {}) {
  const secretKey = options.secretKey ?? STAND_IN_KEYS.secretKey;
  const webhookSecret = options.webhookSecret ?? STAND_IN_KEYS.webhookSecret;
  const requests: StandInRequest[] = [];
  const deliveries: Delivery[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds: { id: string; payment_intent: string; amount: number; metadata: Record<string, string> }[] = [];
  // The SDK's own webhook helper signs the events (no key is needed for it).
  const sdk = new Stripe(secretKey);
  let deliver: Deliver | undefined = options.deliver ??
    (options.webhookUrl ? (body, headers) => fetch(options.webhookUrl!, { method: "POST", headers, body }) : undefined);
  let base = "";

  /** A signed webhook for `event` (`timestamp` in seconds, `secret` to forge one). */
  async function sign(payload: string, opts: { timestamp?: number; secret?: string } = {}): Promise<string> {
    return await sdk.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: opts.secret ?? webhookSecret,
      ...(opts.timestamp === undefined ? {} : { timestamp: opts.timestamp }),
    });
  }

  /** The event Stripe sends when `session` is paid (`changes` alter its session, e.g. a wrong amount). */
  function completedEvent(session: StandInSession, changes: Partial<StandInSession> = {}) {
    const { line_items: _lines, ...object } = { ...session, ...changes };
    return {
      id: randomId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "checkout.session.completed",
      data: { object },
    };
  }

  /** Sends `payload` to the webhook with `signature` (a fresh genuine one unless given); records the answer. */
  async function send(payload: string, signature?: string): Promise<Delivery> {
    if (!deliver) throw new Error("the stand-in has no webhook to deliver to");
    const res = await deliver(payload, {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signature ?? await sign(payload),
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    });
    const delivery = { eventId: JSON.parse(payload).id, payload, status: res.status, body: await res.text() };
    deliveries.push(delivery);
    return delivery;
  }

  /** Marks the session paid (as the Pay button does) and delivers its signed event; answers the delivery and the payload. */
  async function pay(sessionId: string, changes: Partial<StandInSession> = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}`);
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = randomId("pi");
    const payload = JSON.stringify(completedEvent(session, changes), null, 2);
    return { payload, delivery: await send(payload) };
  }

  function createSession(body: Record<string, unknown>): Response {
    // deno-lint-ignore no-explicit-any
    const lines = (body.line_items ?? []) as any[];
    if (body.mode !== "payment") return stripeError(400, "Only mode=payment is supported by the stand-in.", "mode");
    if (!body.success_url) return stripeError(400, "Missing required param: success_url.", "success_url");
    if (lines.length === 0) return stripeError(400, "Missing required param: line_items.", "line_items");
    const currencies = new Set(lines.map((line) => line.price_data?.currency));
    if (currencies.size !== 1) return stripeError(400, "All line items must have the same currency.", "line_items");
    const items = lines.map((line) => ({
      name: String(line.price_data?.product_data?.name ?? ""),
      unit_amount: Number(line.price_data?.unit_amount),
      quantity: Number(line.quantity ?? 1),
    }));
    if (items.some((item) => !Number.isInteger(item.unit_amount) || item.unit_amount < 1)) {
      return stripeError(400, "Invalid integer: unit_amount.", "line_items[0][price_data][unit_amount]");
    }
    const now = Math.floor(Date.now() / 1000);
    const id = randomId("cs_test");
    const total = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
    const session: StandInSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: total,
      amount_subtotal: total,
      currency: String([...currencies][0]),
      client_reference_id: (body.client_reference_id as string) ?? null,
      customer_email: (body.customer_email as string) ?? null,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      payment_intent: null,
      locale: (body.locale as string) ?? null,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url ?? ""),
      url: `${base}/pay/${id}`,
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
      line_items: items,
    };
    sessions.set(id, session);
    return Response.json(session);
  }

  function createRefund(body: Record<string, unknown>): Response {
    const paid = [...sessions.values()].find((s) => s.payment_intent && s.payment_intent === body.payment_intent);
    if (!paid) return stripeError(404, `No such payment_intent: '${body.payment_intent}'`, "payment_intent");
    const already = refunds.filter((r) => r.payment_intent === paid.payment_intent).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? paid.amount_total - already : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || already + amount > paid.amount_total) {
      return stripeError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge.`, "amount");
    }
    const refund = { id: randomId("re"), payment_intent: paid.payment_intent!, amount, metadata: (body.metadata ?? {}) as Record<string, string> };
    refunds.push(refund);
    return Response.json({ ...refund, object: "refund", currency: paid.currency, status: "succeeded", created: Math.floor(Date.now() / 1000) });
  }

  function checkoutPage(session: StandInSession): Response {
    const amount = new Intl.NumberFormat("en", { style: "currency", currency: session.currency.toUpperCase() })
      .format(session.amount_total / 10 ** (new Intl.NumberFormat("en", { style: "currency", currency: session.currency }).resolvedOptions().maximumFractionDigits ?? 2));
    const lines = session.line_items.map((line) => `<li>${escapeHtml(line.name)}</li>`).join("");
    const body = session.status === "open"
      ? `<form method="post"><button type="submit">Pay ${escapeHtml(amount)}</button></form>`
      : `<p>This Checkout session is ${session.status}.</p>`;
    return new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head><body>` +
        `<main><h1>Checkout</h1><ul>${lines}</ul><p id="amount">${escapeHtml(amount)}</p>${body}</main></body></html>`,
      { headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    const page = url.pathname.match(/^\/pay\/([\w-]+)$/);
    if (page) {
      const session = sessions.get(page[1]);
      if (!session) return new Response("No such Checkout session", { status: 404 });
      if (req.method === "GET") return checkoutPage(session);
      if (req.method === "POST" && session.status === "open") {
        await pay(session.id);
        return new Response(null, { status: 303, headers: { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) } });
      }
      return checkoutPage(session);
    }
    const text = req.method === "GET" ? url.search.slice(1) : await req.text();
    const record: StandInRequest = {
      method: req.method,
      path: url.pathname,
      apiKey: req.headers.get("authorization")?.replace(/^Bearer /, "") ?? null,
      idempotencyKey: req.headers.get("idempotency-key"),
      body: decodeStripeForm(text),
    };
    requests.push(record);
    if (record.apiKey !== secretKey) {
      return Response.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }, { status: 401 });
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") return createSession(record.body);
    const read = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
    if (req.method === "GET" && read) {
      const session = sessions.get(read[1]);
      return session ? Response.json(session) : stripeError(404, `No such checkout.session: '${read[1]}'`);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") return createRefund(record.body);
    return stripeError(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  });
  base = `http://127.0.0.1:${server.addr.port}`;

  return {
    url: base,
    secretKey,
    webhookSecret,
    requests,
    deliveries,
    sessions,
    refunds,
    /** The env that points the server at this stand-in. */
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: base },
    /** Where webhooks go from now on (the server's URL once it is known). */
    deliverTo(target: string | Deliver) {
      deliver = typeof target === "string" ? (body, headers) => fetch(target, { method: "POST", headers, body }) : target;
    },
    sign,
    send,
    pay,
    completedEvent,
    /** The session a Checkout page address names. */
    sessionOf(pageUrl: string): StandInSession {
      const id = new URL(pageUrl).pathname.split("/").pop()!;
      const session = sessions.get(id);
      if (!session) throw new Error(`no session at ${pageUrl}`);
      return session;
    },
    async close() {
      await server.shutdown();
    },
  };
}

export type StripeStandIn = ReturnType<typeof startStripeStandIn>;
