import type { InquiryType } from "@contract/enums.ts";
import type { InquiryInput } from "@contract/inquiry.ts";
import { IDEMPOTENCY_FIELD, type InquiryFormState, ITEM_NAME_FIELD } from "@contract/inquiry-form-page.ts";
import { ORIGIN_FIELDS, type PageOrigin } from "@contract/lead-origin.ts";
import { visitOrigin } from "../../../lib/visit-origin.ts";
import { LIMITS } from "@contract/limits.ts";
import { PHONE_INVALID } from "@contract/phone.ts";
import { type FormEvent, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { type InquiryMessageId, type InquiryT, useInquiryT } from "../../../i18n/areas/inquiry.ts";
import { Link } from "../../../i18n/link.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { browserIsOnline } from "../../../lib/browser-online.ts";
import { clearDraft, useFormDraft } from "../../../lib/drafts.ts";
import { inputDirection } from "../../../lib/input-direction.ts";
import { typedBeforeTakeover } from "../../../lib/taken-over-form.ts";
import { newIdempotencyKey, submitInquiry } from "../api/submit-inquiry.ts";
import { forgetServerFormState, serverFormState } from "./server-form-state.ts";

const NOT_LOADED: Record<Exclude<InquiryType, "vip_service">, InquiryMessageId> = {
  package: "inquiry.notLoadedPackage",
  activity: "inquiry.notLoadedActivity",
};

/**
 * A problem the contract's schema (the server's own rules) words in English, in the page's language:
 * its `inquiry.error.*` message, or the English text where the form has none.
 */
function contractProblem(message: string, t: InquiryT): string {
  const known: Record<string, string> = {
    "Name is required.": t("inquiry.error.name"),
    "Email is required": t("inquiry.error.emailRequired"),
    "Please enter a valid email address": t("inquiry.error.email"),
    "Phone is required.": t("inquiry.error.phoneRequired"),
    [PHONE_INVALID]: t("inquiry.error.phone"),
  };
  const people = /^Number of people must be a whole number from (\d+) to (\d+)\.$/.exec(message);
  if (people) return t("inquiry.error.people", { min: Number(people[1]), max: Number(people[2]) });
  return known[message] ?? message;
}

/** The contract's problems with the fields: each field's first, in the page's language, and the first of all. */
function contractProblems(issues: { field: string; message: string }[], t: InquiryT): { fields: Partial<Record<FieldName, string>>; first?: string } {
  const fields: Partial<Record<FieldName, string>> = {};
  for (const { field, message } of issues) {
    if (FIELD_NAMES.includes(field as FieldName) && !fields[field as FieldName]) fields[field as FieldName] = contractProblem(message, t);
  }
  return { fields, first: issues[0] ? contractProblem(issues[0].message, t) : undefined };
}

/** No answer (offline, timeout) or the server unreachable behind its gateway: the inquiry goes to the outbox. */
function unreachable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code === "cancelled") return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

/** Server answers whose own message helps more than the generic failure text (and replaces it). */
const EXPLAINED_STATUSES = new Set([401, 403, 429]);

/** A logged-in member's details, filled in for them. */
export interface ContactPrefill {
  name?: string;
  email?: string;
  mobileNumber?: string;
}

interface InquiryFormProps {
  type: InquiryType;
  /** The package, activity or VIP service asked about; null while it is not loaded. */
  item: { id?: string; name: string } | null;
  prefill?: ContactPrefill | null;
  /** Focus the first field when the form appears (the VIP toggle opens it). */
  autoFocus?: boolean;
  /**
   * Where the browser itself posts the form (a detail page's own address: server/routes/inquiry-form.ts),
   * before the app has taken the page over or without JavaScript. The app sends it through the API.
   */
  action?: string;
  /** The fields' ids are made from this (the same on the server and in the browser); else from useId. */
  idBase?: string;
}

type Values = { userName: string; userEmail: string; userPhone: string; numPeople: string; preferredDates: string; specialRequests: string };
type FieldName = keyof Values;
const FIELD_NAMES: FieldName[] = ["userName", "userEmail", "userPhone", "numPeople", "preferredDates", "specialRequests"];

function initialValues(type: InquiryType, prefill?: ContactPrefill | null, server?: InquiryFormState | null): Values {
  return {
    ...blankValues(type, prefill),
    ...server?.values,
  };
}

function blankValues(type: InquiryType, prefill?: ContactPrefill | null): Values {
  return {
    userName: prefill?.name ?? "",
    userEmail: prefill?.email ?? "",
    userPhone: prefill?.mobileNumber ?? "",
    numPeople: type === "activity" ? "1" : "",
    preferredDates: "",
    specialRequests: "",
  };
}

/**
 * The inquiry form: package and activity inquiries (name, email, phone,
 * number of people, dates, requests) and the VIP variant (name, email, phone, questions).
 * Every attempt at the same content is sent with the same Idempotency-Key, so a retry after a
 * timeout can never store the inquiry twice.
 */
export function InquiryForm({ type, item, prefill, autoFocus = false, action, idBase }: InquiryFormProps) {
  const isVip = type === "vip_service";
  const t = useInquiryT();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The form the server answered a post with (its page shows it): the app's form starts as it.
  const [server] = useState(() => (action ? serverFormState(item?.id) : null));
  const [values, setValues] = useState<Values>(() => initialValues(type, prefill, server));
  const [error, setError] = useState<{ message: string } | null>(() => {
    const first = server?.issues ? contractProblems(server.issues, t).first : undefined;
    const message = server?.refusal ?? first;
    return message ? { message } : null;
  });
  const [invalid, setInvalid] = useState<Partial<Record<FieldName, string>>>(() => (server?.issues ? contractProblems(server.issues, t).fields : {}));
  const [succeeded, setSucceeded] = useState(Boolean(server?.sent));
  const [queued, setQueued] = useState(false);
  // The key the browser posts the form with (the server's page's own; the kept page has none: the server makes one).
  const [formKey] = useState(() => server?.key ?? "");
  // Where the visit came from: the server's page's own (its hidden fields), else the visit's kept one once the app runs.
  const [origin, setOrigin] = useState<PageOrigin | undefined>(() => server?.origin);
  useEffect(() => {
    if (!server?.origin) setOrigin(visitOrigin());
  }, [server]);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  // The app takes over a form the browser shows already (the server's HTML, hydrated in place):
  // what the visitor typed into it before is the form's value from now on, in the very same fields.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeTakeover(form, FIELD_NAMES);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    forgetServerFormState();
  }, []);

  // Unfinished forms are kept on the device as drafts and restored when the form opens again
  // (into the fields the visitor has not typed into yet).
  const draftKey = `inquiry:${type}:${item?.id ?? item?.name ?? ""}`;
  useFormDraft(draftKey, values, (draft) =>
    setValues((current) => {
      const blank = blankValues(type, prefill);
      const next = { ...current };
      for (const name of FIELD_NAMES) if (current[name] === blank[name] && typeof draft[name] === "string") next[name] = draft[name];
      return next;
    }));
  // A one-off POST with local state (no mutation cache needed): keeps this page's code small.
  const [pending, setPending] = useState(false);

  // A member whose profile arrives after the form appeared: fill in what is still empty.
  const { name: prefillName, email: prefillEmail, mobileNumber: prefillPhone } = prefill ?? {};
  useEffect(() => {
    if (!prefillName && !prefillEmail && !prefillPhone) return;
    setValues((current) => ({
      ...current,
      userName: current.userName || prefillName || "",
      userEmail: current.userEmail || prefillEmail || "",
      userPhone: current.userPhone || prefillPhone || "",
    }));
  }, [prefillName, prefillEmail, prefillPhone]);

  // The success message stays 7 s, then the form starts afresh (with the details known by then).
  const startAfresh = useEffectEvent(() => {
    setSucceeded(false);
    setQueued(false);
    setValues(blankValues(type, prefill));
  });
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => startAfresh(), LIMITS.inquirySuccessMs);
    return () => clearTimeout(timer);
  }, [succeeded]);

  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>("input, textarea")?.focus();
  }, [autoFocus]);

  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    if (invalid[name]) setInvalid((current) => ({ ...current, [name]: undefined }));
  };

  function fail(message: string, fields: Partial<Record<FieldName, string>>) {
    setError({ message });
    setInvalid(fields);
    const first = Object.keys(fields)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending || succeeded) return;
    setError(null);
    if (!item || (!isVip && !item.id)) {
      fail(t(isVip ? "inquiry.failedVip" : NOT_LOADED[type as Exclude<InquiryType, "vip_service">]), {});
      return;
    }
    const required: FieldName[] = isVip ? ["userName", "userEmail", "userPhone"] : ["userName", "userEmail", "userPhone", "numPeople"];
    const missing = required.filter((name) => !values[name].trim());
    if (missing.length > 0) {
      fail(t(isVip ? "inquiry.requiredVip" : "inquiry.requiredItem"), Object.fromEntries(missing.map((name) => [name, "Required"])));
      return;
    }

    const input: InquiryInput = isVip
      ? { type, itemName: item.name, userName: values.userName, userEmail: values.userEmail, userPhone: values.userPhone, specialRequests: values.specialRequests }
      : { type, itemId: item.id, itemName: item.name, ...values };
    if (origin) input.origin = origin;
    // The same rules as the server (one contract): email, phone, number of people and lengths.
    // (loaded on submit: the schema library is not needed to show the page)
    const { inquiryInput } = await import("@contract/inquiry.ts");
    const checked = inquiryInput.safeParse(input);
    if (!checked.success) {
      const { fields, first } = contractProblems(checked.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })), t);
      fail(first ?? t(isVip ? "inquiry.failedVip" : "inquiry.failedItem"), fields);
      return;
    }

    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    const key = attempt.current.key;
    const toOutbox = async (reason: string) => {
      // The same key goes with it: if the lost attempt did reach the server, the replay is answered
      // with that inquiry instead of storing a second one.
      const { queueInquiry } = await import("../outbox/outbox.ts");
      await queueInquiry(key, input, reason);
      attempt.current = null;
      void clearDraft(draftKey);
      setInvalid({});
      setQueued(true);
      setSucceeded(true);
    };
    if (!browserIsOnline()) {
      await toOutbox(t("inquiry.offlineReason"));
      return;
    }
    try {
      setPending(true);
      await submitInquiry(input, { idempotencyKey: key }).finally(() => setPending(false));
      attempt.current = null;
      void clearDraft(draftKey);
      setInvalid({});
      setSucceeded(true);
    } catch (err) {
      if (unreachable(err)) {
        await toOutbox(err instanceof Error ? err.message : t("inquiry.noAnswer"));
        return;
      }
      // The server's own reason (a rate limit, a refusal; in the page's language) says what to do: it is
      // shown alone, never after a generic "please try again" that it contradicts.
      const explained = err instanceof ApiError && err.fromServer && EXPLAINED_STATUSES.has(err.status) ? err.message : undefined;
      fail(explained ?? t(isVip ? "inquiry.failedVip" : "inquiry.failedItem"), {});
    }
  }

  const field = (
    name: FieldName,
    label: string,
    input: { type?: string; required?: boolean; autoComplete?: string; inputMode?: "numeric"; min?: number; max?: number; maxLength?: number; multiline?: boolean },
  ) => {
    const id = idBase ? `${idBase}-${name}` : `${uid}-${name}`;
    const errorId = `${id}-error`;
    const props = {
      id,
      name,
      value: values[name],
      onChange: set(name),
      required: input.required,
      "aria-required": input.required || undefined,
      "aria-invalid": invalid[name] ? true : undefined,
      "aria-describedby": invalid[name] && invalid[name] !== "Required" ? errorId : undefined,
      disabled: succeeded,
    };
    return (
      <div className="field">
        <label htmlFor={id}>
          {label}
          {input.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {input.multiline
          ? <textarea {...props} rows={4} maxLength={LIMITS.longText} />
          : (
            <input
              {...props}
              type={input.type ?? "text"}
              dir={inputDirection(input.type)}
              autoComplete={input.autoComplete}
              inputMode={input.inputMode}
              min={input.min}
              max={input.max}
              maxLength={input.maxLength ?? LIMITS.shortText}
            />
          )}
        {invalid[name] && invalid[name] !== "Required" ? <p className="field__error" id={errorId}>{invalid[name]}</p> : null}
      </div>
    );
  };

  return (
    // A real form: posted by the browser itself (never in the address: it holds the traveller's
    // details) until the app has taken it over, whose handler sends it through the API instead.
    <form ref={formRef} className="form inquiry-form" method="post" action={action} noValidate onSubmit={onSubmit} aria-busy={pending}>
      {action
        ? (
          <>
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />
            <input type="hidden" name={ITEM_NAME_FIELD} value={item?.name ?? ""} />
            {ORIGIN_FIELDS.map((name) => <input key={name} type="hidden" name={name} value={origin?.[name] ?? ""} />)}
          </>
        )
        : null}
      <div className="inquiry-form__grid">
        {field("userName", t("inquiry.name"), { required: true, autoComplete: "name" })}
        {field("userEmail", t("inquiry.email"), { type: "email", required: true, autoComplete: "email", maxLength: LIMITS.email })}
        {field("userPhone", t("inquiry.phone"), { type: "tel", required: true, autoComplete: "tel", maxLength: LIMITS.phone })}
        {isVip ? null : field("numPeople", t("inquiry.people"), { type: "number", required: true, inputMode: "numeric", min: LIMITS.numPeopleMin, max: LIMITS.numPeopleMax })}
        {isVip ? null : field("preferredDates", t("inquiry.dates"), { autoComplete: "off" })}
      </div>
      {field("specialRequests", t(isVip ? "inquiry.questions" : "inquiry.requests"), { multiline: true })}
      <p className="field__hint">{t("inquiry.requiredHint")}</p>

      <div aria-live="polite" role="status" className="inquiry-form__status">
        {succeeded && !queued ? <p className="success-message">{t("inquiry.success")}</p> : null}
        {queued
          ? (
            <p className="notice">
              {t("inquiry.queued")} <Link to="/pending-inquiries">{t("inquiry.seePending")}</Link>
            </p>
          )
          : null}
      </div>
      {error
        ? (
          <ErrorMessage>{error.message}</ErrorMessage>
        )
        : null}

      <div>
        <button type="submit" className="btn btn--primary" disabled={pending || succeeded}>
          {pending ? t("inquiry.submitting") : t("inquiry.submit")}
        </button>
      </div>
    </form>
  );
}
