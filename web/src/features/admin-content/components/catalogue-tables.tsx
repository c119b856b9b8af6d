/** The three admin lists: their columns, empty texts and confirmations. */
import type { Activity, Destination, TravelPackage } from "@contract/catalogue.ts";
import { LIMITS } from "@contract/limits.ts";
import { ACTIVITIES, DESTINATIONS, PACKAGES } from "../api/resources.ts";
import { type Column, ItemsTable } from "./items-table.tsx";
import { PublicationBadge } from "./publication-badge.tsx";

const DESTINATION_COLUMNS: Column<Destination>[] = [
  { header: "Name", cell: (d) => <>{d.name} <PublicationBadge item={d} /></> },
  { header: "Country", cell: (d) => d.country },
  { header: "Continent", cell: (d) => d.continent },
  {
    header: "Tags",
    cell: (d) => `${d.tags.slice(0, LIMITS.adminDestinationTags).join(", ")}${d.tags.length > LIMITS.adminDestinationTags ? "..." : ""}`,
  },
];

export function DestinationsTable() {
  return (
    <ItemsTable
      resource={DESTINATIONS}
      columns={DESTINATION_COLUMNS}
      addLabel="Add New Destination"
      caption="Destinations"
      empty={<p>No destinations found. Click "Add New Destination" to get started.</p>}
      confirmMessage={(d) =>
        `Are you sure you want to delete the destination "${d.name}"? Packages linked to this destination may be affected. This action cannot be undone.`}
    />
  );
}

const PACKAGE_COLUMNS: Column<TravelPackage>[] = [
  { header: "Name", cell: (p) => <>{p.name} <PublicationBadge item={p} /></> },
  { header: "Location", cell: (p) => p.location },
  { header: "Price Range", cell: (p) => p.priceRange },
  { header: "Duration", cell: (p) => p.duration },
];

export function PackagesTable() {
  return (
    <ItemsTable
      resource={PACKAGES}
      columns={PACKAGE_COLUMNS}
      addLabel="Add New Package"
      caption="Travel packages"
      empty={<p>No travel packages found. Click "Add New Package" to get started.</p>}
      confirmMessage={(p) => `Are you sure you want to delete the package "${p.name}"? This action cannot be undone.`}
    />
  );
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

const ACTIVITY_COLUMNS: Column<Activity>[] = [
  { header: "Name", cell: (a) => <>{a.name} <PublicationBadge item={a} /></> },
  { header: "Location", cell: (a) => a.location },
  { header: "Price", cell: (a) => (typeof a.price === "number" ? usd.format(a.price) : "N/A") },
  { header: "Linked Package ID", cell: (a) => (a.packageId ? <code>{a.packageId}</code> : "None") },
];

export function ActivitiesTable() {
  return (
    <ItemsTable
      resource={ACTIVITIES}
      columns={ACTIVITY_COLUMNS}
      addLabel="Add New Activity"
      caption="Activities"
      empty={<p>No activities found. Click "Add New Activity" to get started.</p>}
      confirmMessage={(a) => `Are you sure you want to delete the activity "${a.name}"? This action cannot be undone.`}
    />
  );
}
