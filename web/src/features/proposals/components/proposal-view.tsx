/**
 * The traveller's proposal: the summary (dates, party, total per option), the days as a timeline
 * with pictures, the options and add-ons (the total updates as they are chosen), what is included,
 * the terms and the validity, then the answers: accept (full name and the terms ticked), ask for
 * changes, decline. Each answer is a real HTML form posting to the page's own address, so it works
 * before the app takes the page over and without JavaScript (the server answers with the page
 * again); once the app runs, the same forms call the API and the page updates in place.
 * Prices shown are the server's; the total is recomputed here only for display, and the server
 * computes the one recorded.
 */
import type { TravellerProposal } from "@contract/proposals/model.ts";
import { PROPOSAL_FORM_FIELDS as F, type ProposalFormState, type ProposalIntent, type ProposalPageState } from "@contract/proposals/page.ts";
import { roundMoney } from "@contract/proposals/totals.ts";
import { type FormEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useProposalT } from "../../../i18n/areas/proposal.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { formatCalendarDay, formatDateTime, intlLocale } from "../../../lib/format.ts";
import { tickedBeforeTakeover, typedBeforeTakeover } from "../../../lib/taken-over-form.ts";
import { answerProposal, readProposalLink } from "../api/proposal-link.ts";

type Proposal = TravellerProposal;

/**
 * An amount in the proposal's currency, isolated left to right (U+2066 … U+2069): inside Arabic text
 * "US$ 3,230.00" would otherwise show as "$US 3,230.00", and a sentence around it would reorder.
 */
function useMoney(currency: string) {
  const { lang } = useLanguage();
  return (amount: number) => `\u2066${new Intl.NumberFormat(intlLocale(lang), { style: "currency", currency }).format(amount)}\u2069`;
}

export function ProposalView({ initial }: { initial: ProposalPageState }) {
  const t = useProposalT();
  const [state, setState] = useState(initial);
  const proposal = state.proposal;
  if (!proposal) {
    return (
      <section className="proposal proposal--missing">
        <h1 className="page-title">{t("missing.title")}</h1>
        <p role="alert">{state.missing}</p>
      </section>
    );
  }
  return <ProposalBody proposal={proposal} form={state.form} token={state.token} onChange={setState} />;
}

function ProposalBody({ proposal, form, token, onChange }: {
  proposal: Proposal;
  form?: ProposalFormState;
  token: string;
  onChange: (state: ProposalPageState) => void;
}) {
  const t = useProposalT();
  const { lang } = useLanguage();
  const money = useMoney(proposal.currency);
  const open = !proposal.acceptance && !proposal.declinedAt && !proposal.expired &&
    ["Sent", "Viewed", "Changes requested"].includes(proposal.status);
  const day = (value: string) => formatCalendarDay(value, lang);
  const pagePath = useLocation().pathname.replace(/\/$/, "");
  // The first picture may be the largest thing a phone's first screen paints: asked for at once, not lazily.
  const firstPictured = proposal.days.findIndex((d) => d.items.some((item) => item.image));
  return (
    <article className="proposal">
      <header className="proposal__head">
        <h1 className="page-title" dir="auto">{proposal.title}</h1>
        <p className="proposal__for">{t("page.preparedFor", { name: proposal.travellerName })}</p>
        {proposal.consultantName ? <p className="proposal__meta">{t("page.consultant", { name: proposal.consultantName })}</p> : null}
        <p className="proposal__meta">{t("page.version", { version: proposal.sentVersion })}</p>
        <p className="proposal__meta">
          <a href={`${pagePath}.pdf`} type="application/pdf">{t("page.pdf")}</a>
        </p>
      </header>

      <StatusNotice proposal={proposal} form={form} />

      <section className="proposal__section proposal__summary" aria-labelledby="proposal-summary">
        <h2 id="proposal-summary">{t("summary.title")}</h2>
        <dl className="proposal__facts">
          {proposal.startDate ? (
            <div>
              <dt>{t("summary.dates")}</dt>
              <dd>{proposal.endDate && proposal.endDate !== proposal.startDate ? `${day(proposal.startDate)} – ${day(proposal.endDate)}` : day(proposal.startDate)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("summary.party")}</dt>
            <dd>{t("summary.partyCount", { count: proposal.partySize })}</dd>
          </div>
          <div>
            <dt>{t("summary.validUntil")}</dt>
            <dd>{day(proposal.validUntil)}</dd>
          </div>
        </dl>
        <h3>{t("summary.totals")}</h3>
        <ul className="proposal__totals">
          {proposal.options.map((option) => (
            <li key={option.id}>
              <span dir="auto">{option.name}</span> <strong>{money(option.total)}</strong>
            </li>
          ))}
        </ul>
        {proposal.introduction ? <p className="proposal__intro" dir="auto">{proposal.introduction}</p> : null}
      </section>

      {proposal.days.length ? (
        <section className="proposal__section" aria-labelledby="proposal-days">
          <h2 id="proposal-days">{t("days.title")}</h2>
          <ol className="proposal__timeline">
            {proposal.days.map((d, index) => (
              <li key={d.id} className="proposal__day">
                <h3 className="proposal__day-title">
                  <span className="proposal__day-number">{t("days.day", { n: index + 1 })}</span>
                  {d.date ? <span className="proposal__day-date">{day(d.date)}</span> : null}
                  {d.title ? <span dir="auto">{d.title}</span> : null}
                </h3>
                <Items items={d.items} money={money} first={index === firstPictured} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {proposal.included ? (
        <section className="proposal__section" aria-labelledby="proposal-included">
          <h2 id="proposal-included">{t("included.title")}</h2>
          <p className="proposal__text" dir="auto">{proposal.included}</p>
        </section>
      ) : null}

      <section className="proposal__section" aria-labelledby="proposal-terms">
        <h2 id="proposal-terms">{t("terms.title")}</h2>
        <p className="proposal__text" dir="auto">{proposal.terms}</p>
        <p>{t("summary.validUntil")}: {day(proposal.validUntil)}</p>
      </section>

      {open ? <AcceptForm proposal={proposal} form={form?.intent === "accept" ? form : undefined} token={token} onChange={onChange} /> : null}
      {open || (proposal.expired && !proposal.acceptance && !proposal.declinedAt)
        ? <ChangesForm proposal={proposal} form={form?.intent === "changes" ? form : undefined} token={token} onChange={onChange} />
        : null}
      {open ? <DeclineForm proposal={proposal} form={form?.intent === "decline" ? form : undefined} token={token} onChange={onChange} /> : null}
    </article>
  );
}

function Items({ items, money, first }: { items: Proposal["days"][number]["items"]; money: (n: number) => string; first: boolean }) {
  if (!items.length) return null;
  const firstImage = first ? items.findIndex((item) => item.image) : -1;
  return (
    <ul className="proposal__items">
      {items.map((item, index) => (
        <li key={item.id} className="proposal__item">
          {item.image
            ? (
              <img
                className="proposal__image"
                src={item.image}
                alt=""
                width={320}
                height={200}
                loading={index === firstImage ? "eager" : "lazy"}
                decoding="async"
              />
            )
            : null}
          <div className="proposal__item-text">
            <p className="proposal__item-title">
              {item.time ? <span className="proposal__time">{item.time}</span> : null}
              <strong dir="auto">{item.title}</strong>
              {item.lineTotal > 0 ? <span className="proposal__price">{money(item.lineTotal)}</span> : null}
            </p>
            {item.place ? <p className="proposal__place" dir="auto">{item.place}</p> : null}
            {item.description ? <p className="proposal__text" dir="auto">{item.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function StatusNotice({ proposal, form }: { proposal: Proposal; form?: ProposalFormState }) {
  const t = useProposalT();
  const { lang } = useLanguage();
  const money = useMoney(proposal.currency);
  const lines: string[] = [];
  if (form?.done) lines.push(t(form.intent === "accept" ? "accept.done" : form.intent === "changes" ? "changes.done" : "decline.done"));
  if (form?.refusal) lines.push(form.refusal);
  const accepted = proposal.acceptance;
  return (
    <div aria-live="polite" className="proposal__status-region">
      {lines.length ? <p className={form?.refusal ? "error-message" : "success-message"} role={form?.refusal ? "alert" : "status"}>{lines.join(" ")}</p> : null}
      {accepted ? (
        <p className="success-message proposal__accepted">
          <strong>{t("status.accepted", { name: accepted.fullName, date: formatDateTime(accepted.at, undefined, lang) })}</strong>
          <br />
          {t("status.choice", {
            option: proposal.options.find((o) => o.id === accepted.optionId)?.name ?? accepted.optionId,
            total: money(accepted.total),
          })}
          {accepted.addOnIds.length
            ? ` + ${accepted.addOnIds.map((id) => proposal.addOns.find((a) => a.id === id)?.title ?? id).join(", ")}`
            : ""}
        </p>
      ) : proposal.declinedAt ? (
        <p className="notice">{t("status.declined", { date: formatDateTime(proposal.declinedAt, undefined, lang) })}</p>
      ) : proposal.expired ? (
        <p className="notice">{t("status.expired", { date: formatCalendarDay(proposal.validUntil, lang) })}</p>
      ) : null}
    </div>
  );
}

type FormProps = { proposal: Proposal; form?: ProposalFormState; token: string; onChange: (state: ProposalPageState) => void };

/** Sending a form through the API once the app runs; the browser posts it itself before. */
function useAnswer({ proposal: shown, token, onChange }: FormProps, intent: ProposalIntent) {
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent<HTMLFormElement>, body: unknown, values: ProposalFormState["values"]) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const proposal = await answerProposal(token, intent, body);
      onChange({ token, proposal, form: { intent, done: true } });
    } catch (error) {
      const refusal = error instanceof Error ? error.message : String(error);
      const issues = error instanceof ApiError && Array.isArray(error.body?.issues)
        ? (error.body.issues as { path: string; message: string }[]).map((issue) => ({ field: issue.path, message: issue.message }))
        : undefined;
      // Accepted meanwhile (another device), expired, replaced: the page shows the proposal as it now is.
      // Unreadable now (offline): the proposal as shown, with the refusal.
      const proposal = await readProposalLink(token).catch(() => shown);
      onChange({ token, proposal, form: { intent, values, refusal, ...(issues ? { issues } : {}) } });
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

/**
 * The app takes over a form the browser shows already (the server's HTML, hydrated in place): what
 * the traveller typed or ticked in it before is the form's state from now on (decision 072), so the
 * app's next render does not put the server's empty values back.
 */
function useTakeOver(apply: (form: HTMLFormElement) => void): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (ref.current) apply(ref.current);
    // Once, as the form mounts: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

function issueOf(form: ProposalFormState | undefined, field: string): string | undefined {
  return form?.issues?.find((issue) => issue.field === field)?.message;
}

function AcceptForm(props: FormProps) {
  const { proposal, form } = props;
  const t = useProposalT();
  const money = useMoney(proposal.currency);
  const action = useLocation().pathname;
  const id = useId();
  const [optionId, setOptionId] = useState(form?.values?.optionId || proposal.options[0]?.id || "");
  const [addOnIds, setAddOnIds] = useState<string[]>(form?.values?.addOnIds ?? []);
  const [fullName, setFullName] = useState(form?.values?.fullName ?? "");
  const [terms, setTerms] = useState(false);
  const { busy, send } = useAnswer(props, "accept");
  const formRef = useTakeOver((form) => {
    const typed = typedBeforeTakeover(form, [F.fullName]);
    if (typed.fullName !== undefined) setFullName(typed.fullName);
    const chosen = tickedBeforeTakeover(form, F.optionId)?.[0];
    if (chosen) setOptionId(chosen);
    const addOns = tickedBeforeTakeover(form, F.addOnIds);
    if (addOns) setAddOnIds(addOns);
    const ticked = tickedBeforeTakeover(form, F.acceptTerms);
    if (ticked) setTerms(ticked.length > 0);
  });
  const option = proposal.options.find((o) => o.id === optionId);
  const total = roundMoney(
    (option?.total ?? 0) + proposal.addOns.filter((a) => addOnIds.includes(a.id)).reduce((sum, a) => sum + a.total, 0),
    proposal.currency,
  );
  const nameIssue = issueOf(form, "fullName");
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void send(event, { optionId, addOnIds, fullName, acceptTerms: terms, version: proposal.sentVersion }, { optionId, addOnIds, fullName });
  return (
    <section className="proposal__section proposal__answer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("accept.title")}</h2>
      <form ref={formRef} method="post" action={action} onSubmit={onSubmit} className="proposal__form">
        <input type="hidden" name={F.intent} value="accept" />
        <input type="hidden" name={F.version} value={proposal.sentVersion} />
        <fieldset className="proposal__choices">
          <legend>{t("options.title")}</legend>
          {proposal.options.map((o) => (
            <label key={o.id} className="proposal__choice">
              <input type="radio" name={F.optionId} value={o.id} checked={o.id === optionId} onChange={() => setOptionId(o.id)} />
              <span className="proposal__choice-text">
                <strong dir="auto">{o.name}</strong>
                {o.description ? <span className="proposal__text" dir="auto">{o.description}</span> : null}
                {o.items.length ? <span className="proposal__option-items" dir="auto">{o.items.map((i) => i.title).join(" · ")}</span> : null}
              </span>
              <span className="proposal__price">{money(o.total)}</span>
            </label>
          ))}
        </fieldset>
        {proposal.addOns.length ? (
          <fieldset className="proposal__choices">
            <legend>{t("addOns.title")}</legend>
            {proposal.addOns.map((a) => (
              <label key={a.id} className="proposal__choice">
                <input
                  type="checkbox"
                  name={F.addOnIds}
                  value={a.id}
                  checked={addOnIds.includes(a.id)}
                  onChange={(event) => setAddOnIds((ids) => event.target.checked ? [...ids, a.id] : ids.filter((x) => x !== a.id))}
                />
                <span className="proposal__choice-text">
                  <strong dir="auto">{a.title}</strong>
                  {a.description ? <span className="proposal__text" dir="auto">{a.description}</span> : null}
                </span>
                <span className="proposal__price">+{money(a.total)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="proposal__total">
          {t("accept.total")}: <output htmlFor={`${id}-name`} aria-live="polite" data-testid="proposal-total">{money(total)}</output>
        </p>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t("accept.fullName")}</label>
          <input
            id={`${id}-name`}
            name={F.fullName}
            autoComplete="name"
            required
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            aria-invalid={nameIssue ? true : undefined}
            aria-describedby={nameIssue ? `${id}-name-issue` : undefined}
          />
          {nameIssue ? <p id={`${id}-name-issue`} className="field__error">{nameIssue}</p> : null}
        </div>
        <label className="proposal__terms">
          <input type="checkbox" name={F.acceptTerms} value="yes" required checked={terms} onChange={(event) => setTerms(event.target.checked)} />
          <span>{t("accept.terms")}</span>
        </label>
        <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t("busy") : t("accept.submit")}</button>
      </form>
    </section>
  );
}

function ChangesForm(props: FormProps) {
  const { proposal, form } = props;
  const t = useProposalT();
  const action = useLocation().pathname;
  const id = useId();
  const [text, setText] = useState(form?.values?.text ?? "");
  const { busy, send } = useAnswer(props, "changes");
  const formRef = useTakeOver((form) => {
    const typed = typedBeforeTakeover(form, [F.text]);
    if (typed.text !== undefined) setText(typed.text);
  });
  const expired = proposal.expired;
  return (
    <section className="proposal__section proposal__answer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(expired ? "expired.title" : "changes.title")}</h2>
      <form ref={formRef} method="post" action={action} onSubmit={(event) => void send(event, { text }, { text })} className="proposal__form">
        <input type="hidden" name={F.intent} value="changes" />
        <div className="field">
          <label htmlFor={`${id}-text`}>{t(expired ? "expired.label" : "changes.label")}</label>
          <textarea id={`${id}-text`} name={F.text} rows={4} required value={text} onChange={(event) => setText(event.target.value)} />
          {issueOf(form, "text") ? <p className="field__error">{issueOf(form, "text")}</p> : null}
        </div>
        <button type="submit" className="btn btn--secondary" disabled={busy}>{busy ? t("busy") : t(expired ? "expired.title" : "changes.submit")}</button>
      </form>
    </section>
  );
}

function DeclineForm(props: FormProps) {
  const { form } = props;
  const t = useProposalT();
  const action = useLocation().pathname;
  const id = useId();
  const [reason, setReason] = useState(form?.values?.reason ?? "");
  const { busy, send } = useAnswer(props, "decline");
  const formRef = useTakeOver((form) => {
    const typed = typedBeforeTakeover(form, [F.reason]);
    if (typed.reason !== undefined) setReason(typed.reason);
  });
  return (
    <section className="proposal__section proposal__answer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("decline.title")}</h2>
      <form ref={formRef} method="post" action={action} onSubmit={(event) => void send(event, { reason: reason || undefined }, { reason })} className="proposal__form">
        <input type="hidden" name={F.intent} value="decline" />
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t("decline.label")}</label>
          <textarea id={`${id}-reason`} name={F.reason} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <button type="submit" className="btn btn--ghost" disabled={busy}>{busy ? t("busy") : t("decline.submit")}</button>
      </form>
    </section>
  );
}
