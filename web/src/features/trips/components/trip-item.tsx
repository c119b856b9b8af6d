/**
 * One line of the trip as the traveller reads it: time, title, place; the address opening in the
 * phone's maps app, the confirmation reference, the booking's status when it is not confirmed, the
 * contacts with their numbers to call, its picture, its documents; marked when it changed since
 * the last visit, highlighted when it is the next thing today.
 */
import type { TravellerTrip } from "@contract/trips/model.ts";
import { memo } from "react";
import { useTripT } from "../../../i18n/areas/trip.ts";
import { mapsLink, telLink } from "../utils/trip-time.ts";
import { DocumentLink } from "./trip-documents.tsx";

export type TripItemData = TravellerTrip["days"][number]["items"][number];
type Documents = TravellerTrip["documents"];

/** Memoised: the page re-renders as it learns this device's marks and kept copy; unchanged items skip it. */
export const TripItem = memo(function TripItem({ item, changed, next, documents, eager, onRead }: {
  item: TripItemData;
  changed: boolean;
  next?: boolean;
  documents: Documents;
  eager?: boolean;
  onRead(id: string): void;
}) {
  const t = useTripT();
  const mine = documents.filter((doc) => doc.itemId === item.id);
  const classes = ["proposal__item trip__item", changed ? "trip__item--changed" : "", next ? "trip__item--next" : "", item.bookingStatus === "cancelled" ? "trip__item--cancelled" : ""]
    .filter(Boolean).join(" ");
  return (
    <li className={classes} data-item-id={item.id} aria-current={next ? "time" : undefined}>
      {item.image
        ? <img className="proposal__image" src={item.image} alt="" width={320} height={200} loading={eager ? "eager" : "lazy"} decoding="async" />
        : null}
      <div className="trip__item-text">
        <p className="trip__item-title">
          {item.time ? <span className="trip__time">{item.endTime ? `${item.time}–${item.endTime}` : item.time}</span> : null}
          <strong dir="auto">{item.title}</strong>
          {next ? <span className="trip__badge trip__badge--next">{t("today.next")}</span> : null}
          {changed ? <span className="trip__badge trip__badge--changed">{t("item.changed")}</span> : null}
        </p>
        {item.bookingStatus === "pending" && item.kind !== "note" ? <p className="trip__status">{t("item.pending")}</p> : null}
        {item.bookingStatus === "cancelled" ? <p className="trip__status">{t("item.cancelled")}</p> : null}
        {item.place ? <p className="trip__place" dir="auto">{item.place}</p> : null}
        {item.address
          ? (
            <p className="trip__address">
              <span dir="auto">{item.address}</span>{" "}
              <a href={mapsLink(item.address)} target="_blank" rel="noopener noreferrer">{t("item.maps")}</a>
            </p>
          )
          : null}
        {item.confirmation ? <p className="trip__ref">{t("item.confirmation", { ref: `\u2066${item.confirmation}\u2069` })}</p> : null}
        {item.description ? <p className="trip__text" dir="auto">{item.description}</p> : null}
        {item.contacts.length
          ? (
            <ul className="trip__contacts" aria-label={t("item.contacts")}>
              {item.contacts.map((contact, index) => (
                <li key={index}>
                  <span>{t(`role.${contact.role}`)}:</span> <span dir="auto">{contact.name}</span>
                  {contact.phone ? <> <a href={telLink(contact.phone)} dir="ltr">{contact.phone}</a></> : null}
                </li>
              ))}
            </ul>
          )
          : null}
        {mine.length
          ? (
            <ul className="trip__item-docs">
              {mine.map((doc) => <li key={doc.id}><DocumentLink doc={doc} onRead={onRead} /></li>)}
            </ul>
          )
          : null}
      </div>
    </li>
  );
});
