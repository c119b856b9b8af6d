/**
 * What a trip's item adds to the itinerary editor's item card: its booking (status, confirmation
 * reference; the supplier is the card's own field), when it ends, the address the traveller's maps
 * app opens, and the contacts for that day (driver, hotel, guide). Its summary shows the booking's
 * status, so a pending booking stands out in the list.
 */
import { LIMITS } from "@contract/limits.ts";
import type { ProposalItem } from "@contract/proposals/model.ts";
import { BOOKING_STATUSES, type BookingStatus, CONTACT_ROLES, type TripContact, type TripItem, TRIP_LIMITS } from "@contract/trips/model.ts";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { type TripsKey, useTripsT } from "../../../i18n/areas/trips.ts";
import type { ItemExtras } from "./item-card.tsx";

export const BOOKING_LABEL: Record<BookingStatus, TripsKey> = {
  pending: "trips.booking.pending",
  confirmed: "trips.booking.confirmed",
  cancelled: "trips.booking.cancelled",
};

export const BOOKING_BADGE: Record<BookingStatus, string> = {
  pending: "badge badge--danger",
  confirmed: "badge badge--success",
  cancelled: "badge badge--muted",
};

const ROLE_LABEL: Record<TripContact["role"], TripsKey> = {
  driver: "trips.contact.driver",
  hotel: "trips.contact.hotel",
  guide: "trips.contact.guide",
  other: "trips.contact.other",
};

/** The item as the editor holds it: a proposal's item with the trip's fields. */
export type EditedTripItem = ProposalItem & Partial<TripItem>;

/** A booking is what the traveller relies on: every item but a note. */
export const isBooking = (item: { kind: string }) => item.kind !== "note";

/** `update` changes the item (a trip's fields through the proposal card's change). */
export function useTripItemExtras(readOnly: boolean, revision: number) {
  const t = useTripsT();
  return (item: EditedTripItem, update: (change: Partial<TripItem>) => void): ItemExtras => {
    const status = item.bookingStatus ?? "pending";
    const contacts = item.contacts ?? [];
    const setContacts = (next: TripContact[]) => update({ contacts: next });
    const text = (key: "endTime" | "address" | "confirmation") => ({
      value: item[key] ?? "",
      onChange: (value: string) => update({ [key]: value }),
      disabled: readOnly,
    });
    return {
      summary: (
        <>
          {isBooking(item) ? <span className={`${BOOKING_BADGE[status]} trip-item__status`} data-booking-status={status}>{t(BOOKING_LABEL[status])}</span> : null}
          {item.changedIn !== undefined && item.changedIn === revision && revision > 1
            ? <span className="badge badge--accent" data-changed-in={item.changedIn}>{t("trips.item.changedLast")}</span>
            : null}
        </>
      ),
      fields: (
        <div className="trip-item__fields" role="group" aria-label={t("trips.item.booking")}>
          <div className="proposal-grid">
            {isBooking(item)
              ? (
                <SelectField
                  label={t("trips.item.status")}
                  value={status}
                  disabled={readOnly}
                  options={BOOKING_STATUSES.map((value) => ({ value, label: t(BOOKING_LABEL[value]) }))}
                  onChange={(value) => update({ bookingStatus: value as BookingStatus })}
                />
              )
              : null}
            {isBooking(item) ? <TextField label={t("trips.item.confirmation")} maxLength={LIMITS.shortText} {...text("confirmation")} /> : null}
            <TextField label={t("trips.item.endTime")} type="time" {...text("endTime")} />
            <TextField label={t("trips.item.address")} maxLength={LIMITS.address} hint={t("trips.item.addressHint")} {...text("address")} />
          </div>
          <fieldset className="trip-contacts">
            <legend>{t("trips.contact.title")}</legend>
            {contacts.length === 0 ? <p className="muted">{t("trips.contact.none")}</p> : null}
            <ol className="trip-contacts__list" role="list">
              {contacts.map((contact, index) => {
                const change = (patch: Partial<TripContact>) => setContacts(contacts.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
                return (
                  <li key={index} className="trip-contacts__entry" data-contact={index}>
                    <SelectField
                      label={t("trips.contact.role", { n: index + 1 })}
                      value={contact.role}
                      disabled={readOnly}
                      options={CONTACT_ROLES.map((value) => ({ value, label: t(ROLE_LABEL[value]) }))}
                      onChange={(role) => change({ role: role as TripContact["role"] })}
                    />
                    <TextField label={t("trips.contact.name", { n: index + 1 })} required maxLength={LIMITS.shortText} value={contact.name} disabled={readOnly} onChange={(name) => change({ name })} />
                    <TextField label={t("trips.contact.phone", { n: index + 1 })} type="tel" dir="ltr" maxLength={LIMITS.phone} value={contact.phone ?? ""} disabled={readOnly} onChange={(phone) => change({ phone: phone || undefined })} />
                    {readOnly ? null : (
                      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setContacts(contacts.filter((_, at) => at !== index))}>
                        {t("trips.contact.remove", { n: index + 1 })}
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
            {readOnly ? null : (
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                disabled={contacts.length >= TRIP_LIMITS.contactsPerItem}
                onClick={() => setContacts([...contacts, { role: "driver", name: "" }])}
              >
                {t("trips.contact.add")}
              </button>
            )}
          </fieldset>
        </div>
      ),
    };
  };
}
