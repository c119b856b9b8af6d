/** The trip's documents (vouchers, e-tickets, insurance, visas): each opens in the browser's own viewer. */
import type { TravellerTrip } from "@contract/trips/model.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useTripT } from "../../../i18n/areas/trip.ts";
import { formatBytes } from "../utils/bytes.ts";

type Doc = TravellerTrip["documents"][number];

export function DocumentLink({ doc, onRead }: { doc: Doc; onRead(id: string): void }) {
  const t = useTripT();
  const { lang } = useLanguage();
  return (
    <a className="trip__doc" href={doc.url} type={doc.contentType} onClick={() => onRead(doc.id)}>
      <span className="trip__doc-kind">{t(`kind.${doc.kind}`)}</span>
      <span className="trip__doc-name" dir="auto">{doc.name}</span>
      <span className="trip__doc-size">{formatBytes(doc.bytes, lang)}</span>
    </a>
  );
}

export function TripDocuments({ documents, onRead }: { documents: Doc[]; onRead(id: string): void }) {
  const t = useTripT();
  return (
    <section className="trip__section" aria-labelledby="trip-documents">
      <h2 id="trip-documents">{t("documents.title")}</h2>
      {documents.length
        ? <ul className="trip__docs">{documents.map((doc) => <li key={doc.id}><DocumentLink doc={doc} onRead={onRead} /></li>)}</ul>
        : <p className="muted">{t("documents.none")}</p>}
    </section>
  );
}
