import type { InquiryInput } from "@contract/inquiry.ts";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { db, type QueuedInquiry } from "../outbox/db.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { inputDirection } from "../../../lib/input-direction.ts";
import { useTimeZone } from "../../../lib/time-zone.ts";
import { deliverQueued, discardQueued } from "../outbox/outbox.ts";
import { useOutbox } from "../outbox/use-outbox.ts";

const TYPE_LABELS: Record<string, string> = { package: "Package", activity: "Activity", vip_service: "VIP Service" };

/** "My pending inquiries": what waits on this device, to open, edit, send now or discard. */
export function PendingInquiries() {
  const items = useOutbox();
  const timeZone = useTimeZone();
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
        ? `Your inquiry about ${item.payload.itemName} has been sent. Our team will contact you shortly.`
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
            <p className="empty-state__title">No inquiries are waiting on this device.</p>
            <p>
              Everything you sent has reached our team. <Link to="/packages">Browse our packages</Link>
            </p>
          </div>
        )
        : (
          <ul className="pending-list" role="list">
            {items.map((item) => (
              <li key={item.id} className="card pending-item">
                <div className="card__body">
                  <p className="card__eyebrow">{TYPE_LABELS[item.payload.type] ?? item.payload.type}</p>
                  <h2 className="card__title">{item.payload.itemName}</h2>
                  <p className="card__muted">
                    Saved <bdi>{formatDateTime(item.queuedAt, timeZone)}</bdi> for {item.payload.userName} (<bdi>{item.payload.userEmail}</bdi>)
                  </p>
                  {item.state === "rejected"
                    ? <ErrorMessage>Not accepted: {item.lastError}</ErrorMessage>
                    : <p className="card__muted">Waiting to be sent.{item.lastError ? ` ${item.lastError}` : ""}</p>}
                  <div className="card__actions">
                    <button type="button" className="btn btn--secondary btn--sm" onClick={() => setEditing(item)}>
                      Open
                    </button>
                    <button
                      type="button"
                      className="btn btn--primary btn--sm"
                      disabled={busy === item.id}
                      onClick={() => void sendNow(item)}
                    >
                      {busy === item.id ? "Sending..." : "Send now"}
                    </button>
                    <button type="button" className="btn btn--danger btn--sm" onClick={() => setDiscarding(item)}>
                      Discard
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
        title="Discard this inquiry?"
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setDiscarding(null)}>Keep it</button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => {
                if (discarding) void discardQueued(discarding.id);
                setDiscarding(null);
                setNotice("The inquiry was discarded.");
              }}
            >
              Discard
            </button>
          </>
        }
      >
        <p>
          Your inquiry about <strong>{discarding?.payload.itemName}</strong> has not reached our team yet. Discarding it
          removes it from this device.
        </p>
      </Modal>
    </div>
  );
}

const FIELDS: Array<{ name: keyof InquiryInput; label: string; type?: string; multiline?: boolean; skipForVip?: boolean }> = [
  { name: "userName", label: "Full Name" },
  { name: "userEmail", label: "Email", type: "email" },
  { name: "userPhone", label: "Phone", type: "tel" },
  { name: "numPeople", label: "Number of People", type: "number", skipForVip: true },
  { name: "preferredDates", label: "Preferred Dates", skipForVip: true },
  { name: "specialRequests", label: "Special Requests or Questions", multiline: true },
];

/** Edits a queued inquiry in place (same id, so it is still delivered exactly once). */
function EditQueued({ item, onClose }: { item: QueuedInquiry; onClose: () => void }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((f) => [f.name, String(item.payload[f.name] ?? "")]))
  );
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const vip = item.payload.type === "vip_service";

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values.userName.trim() || !values.userEmail.trim() || !values.userPhone.trim()) {
      setError("Please fill in Name, Email, and Phone.");
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
      title={`Inquiry: ${item.payload.itemName}`}
      size="md"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>Cancel</button>
          <button type="submit" form={formId} className="btn btn--primary">Save changes</button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={(event) => void save(event)} noValidate>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        {FIELDS.filter((field) => !(vip && field.skipForVip)).map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`${formId}-${field.name}`}>{field.label}</label>
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
