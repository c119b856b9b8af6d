import type { InquiryInput } from "@contract/inquiry.ts";
import { type FormEvent, useId, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { db, type QueuedInquiry } from "../outbox/db.ts";
import { type MemberMessageId, useMemberT } from "../../../i18n/areas/member.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { inputDirection } from "../../../lib/input-direction.ts";
import { useTimeZone } from "../../../lib/time-zone.ts";
import { deliverQueued, discardQueued } from "../outbox/outbox.ts";
import { vipServiceName } from "../../../domains/inquiry/vip-service-text.ts";
import { useOutbox } from "../outbox/use-outbox.ts";

const TYPE_LABELS: Record<string, MemberMessageId> = {
  package: "thread.type.package",
  activity: "thread.type.activity",
  vip_service: "thread.type.vip_service",
};

/** "My pending inquiries": what waits on this device, to open, edit, send now or discard. */
export function PendingInquiries() {
  const items = useOutbox();
  const timeZone = useTimeZone();
  const { lang } = useLanguage();
  const t = useMemberT();
  const [editing, setEditing] = useState<QueuedInquiry | null>(null);
  const [discarding, setDiscarding] = useState<QueuedInquiry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function sendNow(item: QueuedInquiry) {
    setBusy(item.id);
    setNotice(null);
    const attempt = await deliverQueued(item);
    setBusy(null);
    setNotice(
      attempt.outcome === "delivered"
        ? t("pending.delivered", { item: vipServiceName(t, item.payload.itemName) })
        : attempt.message,
    );
  }

  return (
    <div className="pending-inquiries">
      <p className="visually-hidden" role="status" aria-live="polite">{notice ?? ""}</p>
      {notice ? <p className="notice" aria-hidden="true">{notice}</p> : null}
      {items.length === 0
        ? (
          <div className="empty-state">
            <p className="empty-state__title">{t("pending.emptyTitle")}</p>
            <p>{rich(t("pending.emptyText"), [(text) => <Link to="/packages">{text}</Link>])}</p>
          </div>
        )
        : (
          <ul className="pending-list" role="list">
            {items.map((item) => (
              <li key={item.id} className="card pending-item">
                <div className="card__body">
                  <p className="card__eyebrow">{item.payload.type in TYPE_LABELS ? t(TYPE_LABELS[item.payload.type]) : item.payload.type}</p>
                  <h2 className="card__title">{vipServiceName(t, item.payload.itemName)}</h2>
                  <p className="card__muted">
                    {rich(
                      t("pending.saved", { date: formatDateTime(item.queuedAt, timeZone, lang), name: item.payload.userName, email: item.payload.userEmail }),
                      [(date) => <bdi>{date}</bdi>, (email) => <bdi>{email}</bdi>],
                    )}
                  </p>
                  {item.state === "rejected"
                    ? <ErrorMessage>{t("pending.rejected", { reason: item.lastError ?? "" })}</ErrorMessage>
                    : <p className="card__muted">{t("pending.waiting")}{item.lastError ? ` ${item.lastError}` : ""}</p>}
                  <div className="card__actions">
                    <button type="button" className="btn btn--secondary btn--sm" onClick={() => setEditing(item)}>
                      {t("pending.open")}
                    </button>
                    <button
                      type="button"
                      className="btn btn--primary btn--sm"
                      disabled={busy === item.id}
                      onClick={() => void sendNow(item)}
                    >
                      {busy === item.id ? t("pending.sending") : t("pending.sendNow")}
                    </button>
                    <button type="button" className="btn btn--danger btn--sm" onClick={() => setDiscarding(item)}>
                      {t("pending.discard")}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}

      {editing ? <EditQueued item={editing} onClose={() => setEditing(null)} /> : null}

      <Modal
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        title={t("pending.discardTitle")}
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setDiscarding(null)}>{t("pending.keep")}</button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => {
                if (discarding) void discardQueued(discarding.id);
                setDiscarding(null);
                setNotice(t("pending.discarded"));
              }}
            >
              {t("pending.discard")}
            </button>
          </>
        }
      >
        <p>{rich(t("pending.discardText", { item: discarding ? vipServiceName(t, discarding.payload.itemName) : "" }), [(item) => <strong>{item}</strong>])}</p>
      </Modal>
    </div>
  );
}

const FIELDS: Array<{ name: keyof InquiryInput; label: MemberMessageId; type?: string; multiline?: boolean; skipForVip?: boolean }> = [
  { name: "userName", label: "pending.name" },
  { name: "userEmail", label: "pending.email", type: "email" },
  { name: "userPhone", label: "pending.phone", type: "tel" },
  { name: "numPeople", label: "pending.people", type: "number", skipForVip: true },
  { name: "preferredDates", label: "pending.dates", skipForVip: true },
  { name: "specialRequests", label: "pending.requests", multiline: true },
];

/** Edits a queued inquiry in place (same id, so it is still delivered exactly once). */
function EditQueued({ item, onClose }: { item: QueuedInquiry; onClose: () => void }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((f) => [f.name, String(item.payload[f.name] ?? "")]))
  );
  const [error, setError] = useState<string | null>(null);
  const t = useMemberT();
  const formId = useId();
  const vip = item.payload.type === "vip_service";

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values.userName.trim() || !values.userEmail.trim() || !values.userPhone.trim()) {
      setError(t("pending.fillIn"));
      return;
    }
    const payload = { ...item.payload, ...values } as InquiryInput;
    await db.outbox.update(item.id, { payload, state: "queued", lastError: undefined });
    onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t("pending.editTitle", { item: vipServiceName(t, item.payload.itemName) })}
      size="md"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>{t("pending.cancel")}</button>
          <button type="submit" form={formId} className="btn btn--primary">{t("pending.save")}</button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={(event) => void save(event)} noValidate>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        {FIELDS.filter((field) => !(vip && field.skipForVip)).map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`${formId}-${field.name}`}>{t(field.label)}</label>
            {field.multiline
              ? (
                <textarea
                  id={`${formId}-${field.name}`}
                  value={values[field.name]}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                />
              )
              : (
                <input
                  id={`${formId}-${field.name}`}
                  type={field.type ?? "text"}
                  dir={inputDirection(field.type)}
                  value={values[field.name]}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                />
              )}
          </div>
        ))}
      </form>
    </Modal>
  );
}
