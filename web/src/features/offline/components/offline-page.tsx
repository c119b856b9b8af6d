import { Link } from "react-router-dom";
import { PageColumn } from "../../../components/page-column.tsx";
import { useDocumentTitle } from "../../../lib/hooks.ts";

/** Shown instead of a page that needs the network while the device is offline. */
export function OfflinePage() {
  useDocumentTitle("Offline");
  return (
    <PageColumn className="section offline-page">
      <h1 className="page-title">You are offline</h1>
      <p>
        This page needs an internet connection. Our destinations, packages and activities are saved on this device
        and remain available.
      </p>
      <p>
        <Link to="/" className="btn btn--primary">Browse the catalogue</Link>
      </p>
    </PageColumn>
  );
}
