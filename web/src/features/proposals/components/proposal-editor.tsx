/**
 * The itinerary editor (/admin/proposals/:id): the traveller and the trip's frame, the days with
 * their items, the options and add-ons, the totals and margins as the server computed them, the
 * AI draft, sending and what happened since (views, the link, the sent versions). Every change is
 * saved shortly after typing stops; the save's state is announced.
 */
import { LANGUAGE_INFO, SITE_LANGUAGES } from "@contract/languages.ts";
import { LIMITS } from "@contract/limits.ts";
import { PROPOSAL_CURRENCIES, type Proposal, type ProposalAcceptance, type ProposalCurrency, type ProposalDay, type ProposalOption, type ProposalStatus } from "@contract/proposals/model.ts";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { type ProposalsKey, useProposalsFailure, useProposalsT } from "../../../i18n/areas/proposals.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { formatCalendarDay } from "../../../lib/format.ts";
import { isNotFound } from "../../../lib/api-client.ts";
import { useProposalVersions } from "../api/proposals.ts";
import { useProposalEditor } from "../hooks/use-proposal-editor.ts";
import { useShownStatus } from "../hooks/use-shown-status.ts";
import { hasUnsaved, type SavePhase } from "../utils/autosave.ts";
import type { EditorContent } from "../utils/itinerary.ts";
import { DayList } from "./day-list.tsx";
import type { ImageFieldRenderer } from "./item-card.tsx";
import { STATUS_BADGE, STATUS_LABEL } from "./labels.ts";
import { formatMoney } from "./money.ts";
import { NumberField } from "./number-field.tsx";
import { OpenTripLink } from "./open-trip-link.tsx";
import { AddOnsEditor, OptionsEditor } from "./options-editor.tsx";

const PHASE_TEXT: Record<SavePhase, ProposalsKey> = {
  saved: "proposals.save.saved",
  dirty: "proposals.save.dirty",
  saving: "proposals.save.saving",
  failed: "proposals.save.failed",
  conflict: "proposals.save.conflict",
};

type Confirming = "draft" | "send" | "withdraw" | null;

export function ProposalEditor({ id, renderImage }: { id: string; renderImage: ImageFieldRenderer }) {
  const t = useProposalsT();
  const failed = useProposalsFailure();
  const failureText = useCallback((error: unknown) => failed(error, "proposals.save.failedHint"), [failed]);
  const editor = useProposalEditor(id, failureText);
  const shownStatus = useShownStatus();
  const [announcement, setAnnouncement] = useState("");
  const [confirming, setConfirming] = useState<Confirming>(null);
  /** What the editor is doing for staff now (drafting, sending...), said while it lasts. */
  const [working, setWorking] = useState<ProposalsKey | null>(null);
  const busy = working !== null;
  const [actionError, setActionError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { content, server, save, readOnly } = editor;

  const invalid = useMemo(() => new Set(editor.issues.map((issue) => issue.path)), [editor.issues]);
  const announce = useCallback((text: string) => setAnnouncement((current) => (current === text ? `${text}\u00a0` : text)), []);

  if (editor.query.isPending) return <Spinner label={t("proposals.editor.loading")} />;
  if (editor.query.isError) {
    return isNotFound(editor.query.error)
      ? <ErrorMessage>{t("proposals.editor.notFound")} <Link to="/admin/proposals">{t("proposals.backToList")}</Link></ErrorMessage>
      : <ErrorMessage>{failed(editor.query.error, "proposals.editor.loadFailed")}</ErrorMessage>;
  }
  if (!content || !server) return <Spinner label={t("proposals.editor.loading")} />;

  const set = (change: (current: EditorContent) => EditorContent) => editor.setContent(change);
  const setField = <K extends keyof EditorContent>(key: K, value: EditorContent[K] | undefined) =>
    set((current) => {
      const next = { ...current };
      if (value === undefined || value === "") delete next[key];
      else next[key] = value;
      return next;
    });
  const setTraveller = (change: Partial<EditorContent["traveller"]>) => set((current) => ({ ...current, traveller: { ...current.traveller, ...change } }));
  const setDays = (change: (days: ProposalDay[]) => ProposalDay[]) => set((current) => ({ ...current, days: change(current.days as ProposalDay[]) }));
  const setOptions = (change: (options: ProposalOption[]) => ProposalOption[]) =>
    set((current) => ({ ...current, options: change(current.options as ProposalOption[]) }));

  async function run(action: () => Promise<unknown>, doing: ProposalsKey, done: ProposalsKey, fallback: ProposalsKey, needsValid = false) {
    setActionError(null);
    if (needsValid && editor.issues.length > 0) {
      setActionError(t("proposals.save.incomplete", { count: editor.issues.length }));
      return;
    }
    setWorking(doing);
    try {
      const outcome = await action();
      setConfirming(null);
      announce(t(outcome === "composer" ? "proposals.draft.doneComposer" : done));
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      setActionError(error instanceof Error && error.message === "unsaved" ? t("proposals.save.firstSave") : failed(error, fallback));
    } finally {
      setWorking(null);
    }
  }

  const unsaved = hasUnsaved(save);
  const status = shownStatus(server.status, server.validUntil);
  const hasContent = content.days.some((day) => day.items.length > 0);

  return (
    <div className="proposal-editor" data-status={server.status} data-save={save.phase}>
      <div className="proposal-editor__bar">
        <h2 className="proposal-editor__heading" ref={headingRef} tabIndex={-1}>
          {content.title || t("proposals.untitled")}
        </h2>
        <span className={`${STATUS_BADGE[status]} proposal-editor__status`} data-proposal-status={status}>{t(STATUS_LABEL[status])}</span>
        <p className="proposal-editor__save" role="status" aria-live="polite" data-phase={save.phase}>
          {readOnly ? t("proposals.save.locked") : t(PHASE_TEXT[save.phase])}
        </p>
        <div className="proposal-editor__actions">
          {readOnly ? null : (
            <button type="button" className="btn btn--secondary" disabled={busy || save.phase === "conflict"} onClick={() => (hasContent ? setConfirming("draft") : void run(editor.draft, "proposals.draft.working", "proposals.draft.done", "proposals.draft.failed"))}>
              {working === "proposals.draft.working" ? t(working) : t("proposals.draft.button")}
            </button>
          )}
          {readOnly ? null : (
            <button type="button" className="btn btn--primary" disabled={busy || save.phase === "conflict"} onClick={() => setConfirming("send")}>
              {server.sentVersion > 0 ? t("proposals.send.again", { n: server.sentVersion + 1 }) : t("proposals.send.button")}
            </button>
          )}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
      {working && confirming === null ? <Spinner label={t(working)} /> : null}
      {actionError && confirming === null ? <ErrorMessage>{actionError}</ErrorMessage> : null}

      {save.phase === "conflict"
        ? (
          <div className="notice notice--error proposal-editor__conflict" role="alert">
            <p><strong>{t("proposals.conflict.title")}</strong> {save.error}</p>
            <p>{t("proposals.conflict.kept")}</p>
            <div className="proposal-section__actions">
              <button type="button" className="btn btn--primary btn--sm" onClick={() => void editor.reloadLatest().then(() => announce(t("proposals.conflict.reloaded")))}>
                {t("proposals.conflict.reload")}
              </button>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => void editor.keepMine().then(() => announce(t("proposals.conflict.keptMine")))}>
                {t("proposals.conflict.keepMine")}
              </button>
            </div>
          </div>
        )
        : null}
      {save.phase === "failed" ? (
        <div className="notice notice--error" role="alert">
          <p>{save.error}</p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void editor.saveNow()}>{t("proposals.save.retry")}</button>
        </div>
      ) : null}
      {editor.kept && save.phase !== "conflict"
        ? (
          <div className="notice" role="region" aria-label={t("proposals.kept.title")}>
            <p>{t("proposals.kept.text")}</p>
            <div className="proposal-section__actions">
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => { editor.restoreKept(); announce(t("proposals.kept.restored")); }}>{t("proposals.kept.restore")}</button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={editor.discardKept}>{t("proposals.kept.discard")}</button>
            </div>
          </div>
        )
        : null}
      {!readOnly && editor.issues.length > 0 && unsaved
        ? <p className="field__error proposal-editor__issues">{t("proposals.save.incomplete", { count: editor.issues.length })}</p>
        : null}

      <fieldset className="proposal-editor__content" disabled={readOnly}>
        <legend className="visually-hidden">{t("proposals.editor.content")}</legend>
        <Section title={t("proposals.details.title")} id="details">
          <div className="proposal-grid">
            <TextField label={t("proposals.details.proposalTitle")} required value={content.title} maxLength={LIMITS.shortText} onChange={(title) => set((c) => ({ ...c, title }))} error={invalid.has("title") ? t("proposals.details.titleRequired") : undefined} />
            <TextField label={t("proposals.details.traveller")} required value={content.traveller.name} maxLength={LIMITS.shortText} onChange={(name) => setTraveller({ name })} error={invalid.has("traveller.name") ? t("proposals.details.travellerRequired") : undefined} />
            <TextField label={t("proposals.details.email")} required type="email" value={content.traveller.email} maxLength={LIMITS.email} onChange={(email) => setTraveller({ email })} error={invalid.has("traveller.email") ? t("proposals.details.emailInvalid") : undefined} />
            <TextField label={t("proposals.details.phone")} type="tel" value={content.traveller.phone ?? ""} maxLength={LIMITS.phone} onChange={(phone) => setTraveller({ phone: phone || undefined })} />
            <SelectField
              label={t("proposals.details.language")}
              value={content.traveller.language ?? "en"}
              options={SITE_LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_INFO[lang].nativeName }))}
              onChange={(language) => setTraveller({ language: language as (typeof SITE_LANGUAGES)[number] })}
            />
            <NumberField label={t("proposals.details.party")} whole value={content.partySize} min={LIMITS.numPeopleMin} max={LIMITS.numPeopleMax} onChange={(partySize) => set((c) => ({ ...c, partySize }))} invalid={invalid.has("partySize")} />
            <TextField label={t("proposals.details.startDate")} type="date" value={content.startDate ?? ""} onChange={(value) => setField("startDate", value)} hint={t("proposals.details.startDateHint")} />
            <SelectField
              label={t("proposals.details.currency")}
              value={content.currency}
              options={PROPOSAL_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              onChange={(currency) => set((c) => ({ ...c, currency: currency as ProposalCurrency }))}
            />
            <TextField label={t("proposals.details.validUntil")} required type="date" value={content.validUntil} onChange={(validUntil) => set((c) => ({ ...c, validUntil }))} error={invalid.has("validUntil") ? t("proposals.details.validUntilRequired") : undefined} />
          </div>
          {server.requestText
            ? (
              <div className="proposal-editor__request">
                <h4>{t("proposals.details.request")}</h4>
                <p className="desk-item__text">{server.requestText}</p>
              </div>
            )
            : null}
          <TextField label={t("proposals.details.introduction")} multiline value={content.introduction ?? ""} maxLength={LIMITS.longText} onChange={(value) => setField("introduction", value)} />
          <TextField label={t("proposals.details.included")} multiline value={content.included ?? ""} maxLength={LIMITS.longText} onChange={(value) => setField("included", value)} />
        </Section>

        <Section title={t("proposals.days.title")} id="days">
          <DayList
            days={content.days as ProposalDay[]}
            startDate={content.startDate}
            partySize={content.partySize}
            currency={content.currency}
            readOnly={readOnly}
            invalid={invalid}
            renderImage={renderImage}
            onChange={setDays}
            announce={announce}
          />
        </Section>

        <Section title={t("proposals.options.title")} id="options" intro={t("proposals.options.intro")}>
          <OptionsEditor options={content.options as ProposalOption[]} currency={content.currency} readOnly={readOnly} invalid={invalid} renderImage={renderImage} onChange={setOptions} announce={announce} />
        </Section>

        <Section title={t("proposals.addOns.title")} id="add-ons">
          <AddOnsEditor
            addOns={content.addOns ?? []}
            currency={content.currency}
            readOnly={readOnly}
            invalid={invalid}
            onChange={(change) => set((c) => ({ ...c, addOns: change(c.addOns ?? []) }))}
            announce={announce}
          />
        </Section>
      </fieldset>

      <Section title={t("proposals.totals.title")} id="totals" intro={t("proposals.totals.intro")}>
        <Totals content={content} totals={server.totals} pending={unsaved} />
      </Section>

      <Section title={t("proposals.sending.title")} id="sending">
        <Sending
          server={server}
          status={status}
          busy={busy}
          onRevoke={() => void run(editor.revokeLinks, "proposals.sending.revoking", "proposals.sending.revoked", "proposals.sending.revokeFailed")}
          onWithdraw={() => setConfirming("withdraw")}
        />
      </Section>

      <Section title={t("proposals.history.title")} id="history">
        <History id={id} sentVersion={server.sentVersion} currency={content.currency} />
      </Section>

      <ConfirmDialog
        open={confirming === "draft"}
        title={t("proposals.draft.confirmTitle")}
        confirmLabel={t("proposals.draft.confirm")}
        busy={busy}
        cancelLabel={t("proposals.cancel")}
        busyLabel={t("proposals.draft.working")}
        error={actionError}
        onConfirm={() => void run(editor.draft, "proposals.draft.working", "proposals.draft.done", "proposals.draft.failed")}
        onCancel={() => setConfirming(null)}
      >
        <p>{t("proposals.draft.confirmText")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "send"}
        title={t("proposals.send.confirmTitle")}
        confirmLabel={t("proposals.send.confirm")}
        busy={busy}
        cancelLabel={t("proposals.cancel")}
        tone="primary"
        busyLabel={t("proposals.send.sending")}
        error={actionError}
        onConfirm={() => void run(editor.send, "proposals.send.sending", "proposals.send.done", "proposals.send.failed", true)}
        onCancel={() => setConfirming(null)}
      >
        <p>{t("proposals.send.confirmText", { name: content.traveller.name, email: content.traveller.email })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "withdraw"}
        title={t("proposals.withdraw.confirmTitle")}
        confirmLabel={t("proposals.withdraw.confirm")}
        busy={busy}
        cancelLabel={t("proposals.cancel")}
        busyLabel={t("proposals.withdraw.working")}
        error={actionError}
        onConfirm={() => void run(editor.withdraw, "proposals.withdraw.working", "proposals.withdraw.done", "proposals.withdraw.failed")}
        onCancel={() => setConfirming(null)}
      >
        <p>{t("proposals.withdraw.confirmText")}</p>
      </ConfirmDialog>
    </div>
  );
}

export function Section({ title, id, intro, children }: { title: string; id: string; intro?: string; children: ReactNode }) {
  return (
    <section className="proposal-section" aria-labelledby={`section-${id}`}>
      <h2 className="proposal-section__title" id={`section-${id}`}>{title}</h2>
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </section>
  );
}

function Totals({ content, totals, pending }: { content: EditorContent; totals: { optionId: string; price: number; cost: number; margin: number }[]; pending: boolean }) {
  const t = useProposalsT();
  const { lang } = useLanguage();
  const money = (amount: number) => formatMoney(amount, content.currency, lang);
  return (
    <div className="proposal-totals" aria-busy={pending}>
      <div className="table-wrap">
        <table className="table table--cards proposal-totals__table">
          <caption className="visually-hidden">{t("proposals.totals.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("proposals.totals.option")}</th>
              <th scope="col">{t("proposals.totals.price")}</th>
              <th scope="col">{t("proposals.totals.cost")}</th>
              <th scope="col">{t("proposals.totals.margin")}</th>
            </tr>
          </thead>
          <tbody>
            {content.options.map((option, index) => {
              const total = totals.find((entry) => entry.optionId === option.id);
              return (
                <tr key={option.id} data-total-option={option.id}>
                  <th scope="row" data-label={t("proposals.totals.option")}>{option.name || t("proposals.option.heading", { n: index + 1 })}</th>
                  <td data-label={t("proposals.totals.price")} data-total="price"><bdi dir="ltr">{total ? money(total.price) : "—"}</bdi></td>
                  <td data-label={t("proposals.totals.cost")} data-total="cost"><bdi dir="ltr">{total ? money(total.cost) : "—"}</bdi></td>
                  <td data-label={t("proposals.totals.margin")} data-total="margin"><bdi dir="ltr">{total ? money(total.margin) : "—"}</bdi></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted proposal-totals__note">{pending ? t("proposals.totals.pending") : t("proposals.totals.fromServer")}</p>
    </div>
  );
}

interface SendingProps {
  server: NonNullable<ReturnType<typeof useProposalEditor>["server"]>;
  status: ProposalStatus;
  busy: boolean;
  onRevoke(): void;
  onWithdraw(): void;
}

function Sending({ server, status, busy, onRevoke, onWithdraw }: SendingProps) {
  const t = useProposalsT();
  const dateTime = useDeskDateTime();
  const { lang } = useLanguage();
  if (server.sentVersion === 0) return <p className="muted">{t("proposals.sending.never")}</p>;
  const open = ["Sent", "Viewed", "Changes requested"].includes(server.status);
  return (
    <>
      <dl className="desk-item__fields proposal-sending">
        <div><dt>{t("proposals.sending.status")}</dt><dd>{t(STATUS_LABEL[status])}</dd></div>
        <div><dt>{t("proposals.sending.version")}</dt><dd>{server.sentVersion}</dd></div>
        {server.sentAt ? <div><dt>{t("proposals.sending.sentAt")}</dt><dd><bdi>{dateTime(server.sentAt)}</bdi></dd></div> : null}
        <div><dt>{t("proposals.sending.validUntil")}</dt><dd>{formatCalendarDay(server.validUntil, lang)}</dd></div>
        <div><dt>{t("proposals.sending.views")}</dt><dd data-views={server.views?.count ?? 0}>{t("proposals.sending.viewCount", { count: server.views?.count ?? 0 })}</dd></div>
        {server.views ? <div><dt>{t("proposals.sending.firstView")}</dt><dd><bdi>{dateTime(server.views.first)}</bdi></dd></div> : null}
        {server.views ? <div><dt>{t("proposals.sending.lastView")}</dt><dd><bdi>{dateTime(server.views.last)}</bdi></dd></div> : null}
        {server.acceptance ? <Acceptance server={server} acceptance={server.acceptance} /> : null}
        {server.decline
          ? <div className="desk-item__wide"><dt>{t("proposals.sending.declined")}</dt><dd>{server.decline.reason || t("proposals.sending.noReason")}</dd></div>
          : null}
      </dl>
      {server.status === "Accepted" ? <div className="proposal-section__actions"><OpenTripLink proposalId={server.id} /></div> : null}
      {open
        ? (
          <div className="proposal-section__actions">
            <button type="button" className="btn btn--secondary btn--sm" disabled={busy} onClick={onRevoke}>{t("proposals.sending.revoke")}</button>
            <button type="button" className="btn btn--danger btn--sm" disabled={busy} onClick={onWithdraw}>{t("proposals.withdraw.button")}</button>
          </div>
        )
        : null}
    </>
  );
}

/** `text` kept apart from the sentence around it (a right-to-left name in a left-to-right line, or the reverse). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** What the traveller accepted, as recorded: the option, add-ons, total, name, time and where from. */
function Acceptance({ server, acceptance }: { server: Proposal; acceptance: ProposalAcceptance }) {
  const t = useProposalsT();
  const dateTime = useDeskDateTime();
  const { lang } = useLanguage();
  const option = server.options.find((entry) => entry.id === acceptance.optionId);
  const addOns = acceptance.addOnIds.map((addOnId) => server.addOns?.find((entry) => entry.id === addOnId)?.title ?? addOnId);
  return (
    <>
      <div className="desk-item__wide" data-acceptance="by"><dt>{t("proposals.sending.accepted")}</dt><dd>{t("proposals.sending.acceptedBy", { name: isolated(acceptance.fullName), at: dateTime(acceptance.at) })}</dd></div>
      <div data-acceptance="option"><dt>{t("proposals.sending.acceptedOption")}</dt><dd>{option?.name || acceptance.optionId}</dd></div>
      <div data-acceptance="addOns"><dt>{t("proposals.sending.acceptedAddOns")}</dt><dd>{addOns.length ? addOns.join(", ") : t("proposals.sending.acceptedNoAddOns")}</dd></div>
      <div data-acceptance="total"><dt>{t("proposals.sending.acceptedTotal")}</dt><dd><bdi dir="ltr">{formatMoney(acceptance.total, server.currency, lang)}</bdi></dd></div>
      <div data-acceptance="version"><dt>{t("proposals.sending.acceptedVersion")}</dt><dd>{acceptance.version}</dd></div>
      <div className="desk-item__wide" data-acceptance="from"><dt>{t("proposals.sending.acceptedFrom")}</dt><dd><bdi dir="ltr">{acceptance.clientAddress}</bdi> · <bdi dir="ltr">{acceptance.userAgent}</bdi></dd></div>
    </>
  );
}

function History({ id, sentVersion, currency }: { id: string; sentVersion: number; currency: ProposalCurrency }) {
  const t = useProposalsT();
  const dateTime = useDeskDateTime();
  const { lang } = useLanguage();
  const versions = useProposalVersions(id, sentVersion > 0);
  if (sentVersion === 0) return <p className="muted">{t("proposals.history.none")}</p>;
  if (versions.isPending) return <Spinner label={t("proposals.history.loading")} />;
  if (versions.isError) return <ErrorMessage>{t("proposals.history.failed")}</ErrorMessage>;
  const list = [...versions.data].sort((a, b) => b.version - a.version);
  return (
    <ol className="proposal-history" role="list">
      {list.map((version) => (
        <li key={version.version} className="proposal-history__entry" data-version={version.version}>
          <strong>{t("proposals.history.version", { n: version.version })}</strong>{" "}
          <span className="muted"><bdi>{dateTime(version.sentAt)}</bdi></span>
          <ul className="proposal-history__totals" role="list">
            {version.totals.map((total) => {
              const name = version.content.options.find((option) => option.id === total.optionId)?.name ?? total.optionId;
              return <li key={total.optionId}>{name}: <bdi dir="ltr">{formatMoney(total.price, version.content.currency ?? currency, lang)}</bdi></li>;
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
