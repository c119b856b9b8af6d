import {
  BESPOKE_BUDGETS,
  BESPOKE_TEXTS,
  type BespokeResult,
  DEFAULT_BESPOKE_BUDGET,
  type RequestDetailsInput,
} from "@contract/bespoke.ts";
import { DEFAULT_TRIP_DURATION, TRIP_DURATIONS } from "@contract/enums.ts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatTime } from "../../../lib/format.ts";
import { useTimeZone } from "../../../lib/time-zone.ts";
import { useCreateBespoke } from "../api/create-bespoke.ts";
import { useBespokeRequests } from "../api/get-bespoke-requests.ts";

const DESTINATION_TYPES = ["Beach & Islands", "Desert", "Mountains & Alps", "Great Cities", "Safari & Wildlife", "Countryside & Vineyards"];
const TRAVEL_STYLES = ["Relaxed", "Adventurous", "Cultural", "Romantic", "Family", "Wellness"];

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

/** The member-facing message for a failed generation, from BESPOKE_TEXTS or the server's own message. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return BESPOKE_TEXTS.notLoggedIn;
    if (error.status >= 500 && error.status !== 503) return BESPOKE_TEXTS.saveFailed;
    if (error.fromServer || error.code === "timeout") return error.message;
  }
  return BESPOKE_TEXTS.unknown;
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
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<BespokeResult | null>(null);
  const create = useCreateBespoke();
  const resultRef = useRef<HTMLDivElement>(null);
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
    if (errors[key as keyof Errors]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || disabled) return;
    setResult(null);
    create.mutate(form, { onSuccess: setResult });
  }

  return (
    <div className="bespoke-layout">
      {loggedIn && awaitingApproval
        ? (
          <p id="bespoke-button-note" className="notice bespoke-layout__notice">
            Your membership is awaiting approval. You can design bespoke ideas as soon as it is approved; we will email you.
          </p>
        )
        : null}
      <form className="form" onSubmit={submit} noValidate aria-busy={create.isPending}>
        <div className="field">
          <label htmlFor={ids.destinationType}>Destination type<span aria-hidden="true"> *</span></label>
          <input
            id={ids.destinationType}
            list={`${ids.destinationType}-list`}
            value={form.destinationType}
            required
            maxLength={200}
            placeholder="e.g. Beach & Islands"
            aria-invalid={errors.destinationType ? true : undefined}
            aria-describedby={errors.destinationType ? `${ids.destinationType}-error` : undefined}
            onChange={(e) => set("destinationType", e.target.value)}
          />
          <datalist id={`${ids.destinationType}-list`}>{DESTINATION_TYPES.map((v) => <option key={v} value={v} />)}</datalist>
          {errors.destinationType ? <p className="field__error" id={`${ids.destinationType}-error`}>{errors.destinationType}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={ids.travelStyle}>Travel style<span aria-hidden="true"> *</span></label>
          <input
            id={ids.travelStyle}
            list={`${ids.travelStyle}-list`}
            value={form.travelStyle}
            required
            maxLength={200}
            placeholder="e.g. Romantic"
            aria-invalid={errors.travelStyle ? true : undefined}
            aria-describedby={errors.travelStyle ? `${ids.travelStyle}-error` : undefined}
            onChange={(e) => set("travelStyle", e.target.value)}
          />
          <datalist id={`${ids.travelStyle}-list`}>{TRAVEL_STYLES.map((v) => <option key={v} value={v} />)}</datalist>
          {errors.travelStyle ? <p className="field__error" id={`${ids.travelStyle}-error`}>{errors.travelStyle}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={ids.interests}>Interests<span aria-hidden="true"> *</span></label>
          <textarea
            id={ids.interests}
            value={form.interests}
            required
            maxLength={2000}
            rows={4}
            aria-invalid={errors.interests ? true : undefined}
            aria-describedby={`${ids.interests}-hint${errors.interests ? ` ${ids.interests}-error` : ""}`}
            onChange={(e) => set("interests", e.target.value)}
          />
          <p className="field__hint" id={`${ids.interests}-hint`}>What you love doing: fine dining, diving, art, wildlife...</p>
          {errors.interests ? <p className="field__error" id={`${ids.interests}-error`}>{errors.interests}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={ids.duration}>Trip duration</label>
          <select
            id={ids.duration}
            value={form.duration ?? DEFAULT_TRIP_DURATION}
            onChange={(e) => set("duration", e.target.value as RequestDetailsInput["duration"])}
          >
            {TRIP_DURATIONS.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.budget}>Budget</label>
          <select id={ids.budget} value={form.budget ?? DEFAULT_BESPOKE_BUDGET} onChange={(e) => set("budget", e.target.value)}>
            {BESPOKE_BUDGETS.map((b) => <option key={b} value={b}>{b}</option>)}
          </select>
        </div>
        <button type="submit" className="btn btn--primary btn--lg" disabled={disabled} aria-describedby="bespoke-button-note">
          {create.isPending ? "Designing your journey..." : "Generate My Bespoke Idea"}
        </button>
        {!loggedIn ? <p id="bespoke-button-note" className="field__hint">{BESPOKE_TEXTS.loginRequired}</p> : null}
      </form>

      <div ref={resultRef} tabIndex={-1} aria-live="polite">
        {create.isPending ? <Spinner label="Designing your journey..." /> : null}
        {create.isError
          ? (
            <ErrorMessage title={BESPOKE_TEXTS.failedTitle}>
              {failureMessage(create.error)} <Link to="/contact">Contact our team</Link>
            </ErrorMessage>
          )
          : null}
        {result && !create.isPending
          ? (
            <article className="bespoke-idea">
              <p className="muted">Your bespoke idea</p>
              <h2 className="bespoke-idea__title">{result.submission.generatedIdea.title}</h2>
              <p className="bespoke-idea__text">{result.submission.generatedIdea.description}</p>
              {/* The curated-idea notice already says the idea is saved and when a consultant calls. */}
              <p className={result.notice ? "notice" : "success-message"} role="status">{result.notice ?? BESPOKE_TEXTS.saved}</p>
            </article>
          )
          : null}
        {!result && !create.isPending && !create.isError
          ? (
            <div className="bespoke-idea">
              <h2 className="bespoke-idea__title">Your journey, your way</h2>
              <p className="bespoke-idea__text">
                Tell us what you dream of and our designer will sketch a journey for you. Every idea is saved for our
                consultants, who will refine it with you within 24 hours.
              </p>
            </div>
          )
          : null}
      </div>

      {loggedIn && !awaitingApproval ? <SavedIdeas /> : null}
    </div>
  );
}

function SavedIdeas() {
  const query = useBespokeRequests();
  const timeZone = useTimeZone();
  if (query.isPending || query.isError || query.data.length === 0) return null;
  return (
    <section aria-labelledby="saved-ideas-title">
      <h2 id="saved-ideas-title" className="section__title">Your saved ideas</h2>
      <ul className="bespoke-history" role="list">
        {query.data.map((item) => (
          <li key={item.id} className="card">
            <h3 className="concierge-row__title">{item.generatedIdea.title}</h3>
            <p className="concierge-row__meta">
              <bdi>{formatTime(item.submissionDate, "day", timeZone)}</bdi> · {item.requestDetails.destinationType} ·{" "}
              {item.status === "Contacted" ? "A consultant has contacted you" : "Awaiting our consultant"}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
