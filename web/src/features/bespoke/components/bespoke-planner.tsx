import { BESPOKE_BUDGETS, type BespokeResult, DEFAULT_BESPOKE_BUDGET, type RequestDetailsInput } from "@contract/bespoke.ts";
import { DEFAULT_TRIP_DURATION, TRIP_DURATIONS } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { type MemberT, useMemberErrors, useMemberOptionLabel, useMemberT } from "../../../i18n/areas/member.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatTime } from "../../../lib/format.ts";
import { useTimeZone } from "../../../lib/time-zone.ts";
import { useCreateBespoke } from "../api/create-bespoke.ts";
import { useBespokeRequests } from "../api/get-bespoke-requests.ts";

/** The suggestions of a free-text field, written in the page's language (a message of `|`-separated items). */
const suggestions = (message: string) => message.split("|");

const EMPTY: RequestDetailsInput = {
  destinationType: "",
  travelStyle: "",
  interests: "",
  duration: DEFAULT_TRIP_DURATION,
  budget: DEFAULT_BESPOKE_BUDGET,
};

type Errors = Partial<Record<"destinationType" | "travelStyle" | "interests", string>>;

function validate(form: RequestDetailsInput): Errors {
  const errors: Errors = {};
  if (!form.destinationType.trim()) errors.destinationType = "Destination type is required.";
  if (!form.travelStyle.trim()) errors.travelStyle = "Travel style is required.";
  if (!form.interests.trim()) errors.interests = "Interests are required.";
  return errors;
}

/** The member-facing message for a failed generation: the product's texts (BESPOKE_TEXTS) or the server's own message. */
function failureMessage(error: unknown, t: MemberT): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t("bespoke.notLoggedIn");
    if (error.status >= 500 && error.status !== 503) return t("bespoke.saveFailed");
    if (error.fromServer) return error.message;
    if (error.code === "timeout") return t("error.timeout");
  }
  return t("bespoke.unknown");
}

interface BespokePlannerProps {
  /** Logged in at all; the button stays disabled otherwise (the server refuses anyway). */
  loggedIn: boolean;
  /** A pending member: the server refuses until approval. */
  awaitingApproval: boolean;
}

/**
 * "Design Your Dream Journey": the preference form, a generating state, the
 * idea with its saved confirmation (or the curated-idea notice), the "Process Failed" panel, and the
 * member's earlier ideas.
 */
export function BespokePlanner({ loggedIn, awaitingApproval }: BespokePlannerProps) {
  const [form, setForm] = useState<RequestDetailsInput>(EMPTY);
  const [found, setErrors] = useState<Errors>({});
  const errors = useMemberErrors()(found);
  const t = useMemberT();
  const label = useMemberOptionLabel();
  const [result, setResult] = useState<BespokeResult | null>(null);
  const create = useCreateBespoke();
  const resultRef = useRef<HTMLDivElement>(null);
  const curated = Boolean(result?.notice) || result?.source === "curated";
  const baseId = useId();
  const ids = {
    destinationType: `${baseId}-destination`,
    travelStyle: `${baseId}-style`,
    interests: `${baseId}-interests`,
    duration: `${baseId}-duration`,
    budget: `${baseId}-budget`,
  };
  const disabled = !loggedIn || awaitingApproval || create.isPending;

  useEffect(() => {
    if (result || create.isError) resultRef.current?.focus();
  }, [result, create.isError]);

  function set<K extends keyof RequestDetailsInput>(key: K, value: RequestDetailsInput[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    if (found[key as keyof Errors]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validate(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || disabled) return;
    setResult(null);
    create.mutate(form, { onSuccess: setResult });
  }

  return (
    <div className="bespoke-layout">
      {loggedIn && awaitingApproval
        ? (
          <p id="bespoke-button-note" className="notice bespoke-layout__notice">
            {t("bespoke.awaiting")}
          </p>
        )
        : null}
      <form className="form" onSubmit={submit} noValidate aria-busy={create.isPending}>
        <div className="field">
          <label htmlFor={ids.destinationType}>{t("bespoke.destination")}<span aria-hidden="true"> *</span></label>
          <input
            id={ids.destinationType}
            list={`${ids.destinationType}-list`}
            value={form.destinationType}
            required
            maxLength={LIMITS.shortText}
            placeholder={t("bespoke.destinationPlaceholder")}
            aria-invalid={errors.destinationType ? true : undefined}
            aria-describedby={errors.destinationType ? `${ids.destinationType}-error` : undefined}
            onChange={(e) => set("destinationType", e.target.value)}
          />
          <datalist id={`${ids.destinationType}-list`}>{suggestions(t("bespoke.destinations")).map((v) => <option key={v} value={v} />)}</datalist>
          {errors.destinationType ? <p className="field__error" id={`${ids.destinationType}-error`}>{errors.destinationType}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={ids.travelStyle}>{t("bespoke.style")}<span aria-hidden="true"> *</span></label>
          <input
            id={ids.travelStyle}
            list={`${ids.travelStyle}-list`}
            value={form.travelStyle}
            required
            maxLength={LIMITS.shortText}
            placeholder={t("bespoke.stylePlaceholder")}
            aria-invalid={errors.travelStyle ? true : undefined}
            aria-describedby={errors.travelStyle ? `${ids.travelStyle}-error` : undefined}
            onChange={(e) => set("travelStyle", e.target.value)}
          />
          <datalist id={`${ids.travelStyle}-list`}>{suggestions(t("bespoke.styles")).map((v) => <option key={v} value={v} />)}</datalist>
          {errors.travelStyle ? <p className="field__error" id={`${ids.travelStyle}-error`}>{errors.travelStyle}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={ids.interests}>{t("bespoke.interests")}<span aria-hidden="true"> *</span></label>
          <textarea
            id={ids.interests}
            value={form.interests}
            required
            maxLength={LIMITS.longText}
            rows={4}
            aria-invalid={errors.interests ? true : undefined}
            aria-describedby={`${ids.interests}-hint${errors.interests ? ` ${ids.interests}-error` : ""}`}
            onChange={(e) => set("interests", e.target.value)}
          />
          <p className="field__hint" id={`${ids.interests}-hint`}>{t("bespoke.interestsHint")}</p>
          {errors.interests ? <p className="field__error" id={`${ids.interests}-error`}>{errors.interests}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={ids.duration}>{t("bespoke.duration")}</label>
          <select
            id={ids.duration}
            value={form.duration ?? DEFAULT_TRIP_DURATION}
            onChange={(e) => set("duration", e.target.value as RequestDetailsInput["duration"])}
          >
            {TRIP_DURATIONS.map((d) => <option key={d} value={d}>{label(d)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.budget}>{t("bespoke.budget")}</label>
          <select id={ids.budget} value={form.budget ?? DEFAULT_BESPOKE_BUDGET} onChange={(e) => set("budget", e.target.value)}>
            {BESPOKE_BUDGETS.map((b) => <option key={b} value={b}>{label(b)}</option>)}
          </select>
        </div>
        <button type="submit" className="btn btn--primary btn--lg" disabled={disabled} aria-describedby="bespoke-button-note">
          {create.isPending ? t("bespoke.designing") : t("bespoke.generate")}
        </button>
        {!loggedIn ? <p id="bespoke-button-note" className="field__hint">{t("bespoke.loginRequired")}</p> : null}
      </form>

      <div ref={resultRef} tabIndex={-1} aria-live="polite">
        {create.isPending ? <Spinner label={t("bespoke.designing")} /> : null}
        {create.isError
          ? (
            <ErrorMessage title={t("bespoke.failedTitle")}>
              {failureMessage(create.error, t)} <Link to="/contact">{t("bespoke.contact")}</Link>
            </ErrorMessage>
          )
          : null}
        {result && !create.isPending
          ? (
            <article className="bespoke-idea">
              <p className="muted">{t("bespoke.yourIdea")}</p>
              <h2 className="bespoke-idea__title">{result.submission.generatedIdea.title}</h2>
              <p className="bespoke-idea__text">{result.submission.generatedIdea.description}</p>
              {/* The curated-idea notice (in the page's language, not the API's English) already says the idea is saved. */}
              <p className={curated ? "notice" : "success-message"} role="status">{t(curated ? "bespoke.curatedNotice" : "bespoke.saved")}</p>
            </article>
          )
          : null}
        {!result && !create.isPending && !create.isError
          ? (
            <div className="bespoke-idea">
              <h2 className="bespoke-idea__title">{t("bespoke.welcomeTitle")}</h2>
              <p className="bespoke-idea__text">{t("bespoke.welcomeText")}</p>
            </div>
          )
          : null}
      </div>

      {loggedIn && !awaitingApproval ? <SavedIdeas /> : null}
    </div>
  );
}

/** The member's saved ideas, newest first; nothing until they load or when there are none; a failed load says so. */
function SavedIdeas() {
  const query = useBespokeRequests();
  const timeZone = useTimeZone();
  const { lang } = useLanguage();
  const t = useMemberT();
  const ideas = query.data;
  if (query.isPending || (ideas && ideas.length === 0)) return null;
  return (
    <section aria-labelledby="saved-ideas-title">
      <h2 id="saved-ideas-title" className="section__title">{t("bespoke.savedIdeas")}</h2>
      {ideas
        ? (
          <ul className="bespoke-history" role="list">
            {ideas.map((item) => (
              <li key={item.id} className="card">
                <h3 className="concierge-row__title">{item.generatedIdea.title}</h3>
                <p className="concierge-row__meta">
                  <bdi>{formatTime(item.submissionDate, "shortDay", timeZone, lang)}</bdi> · {item.requestDetails.destinationType} ·{" "}
                  {item.status === "Contacted" ? t("bespoke.contacted") : t("bespoke.awaitingConsultant")}
                </p>
              </li>
            ))}
          </ul>
        )
        : <ErrorMessage>{t("bespoke.savedIdeasFailed")}</ErrorMessage>}
    </section>
  );
}
