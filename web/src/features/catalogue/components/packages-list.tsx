import { PRICE_TIERS, type PriceTier } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { useId, useMemo, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDebouncedValue } from "../../../lib/hooks.ts";
import { usePackages } from "../api/catalogue.ts";
import { filterPackages } from "../utils/filter-packages.ts";
import { PackageGrid } from "./package-grid.tsx";

/** The /packages screen body: search, budget filter and the filtered cards. */
export function PackagesList() {
  const packages = usePackages();
  const [search, setSearch] = useState("");
  const [budget, setBudget] = useState<PriceTier | "">("");
  const debouncedSearch = useDebouncedValue(search, LIMITS.searchDebounceMs);
  const searchId = useId();
  const budgetId = useId();

  const visible = useMemo(
    () => filterPackages(packages.data ?? [], { search: debouncedSearch, budget }),
    [packages.data, debouncedSearch, budget],
  );

  return (
    <>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={searchId}>Search packages</label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder="Destination, package name or theme"
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={budgetId}>Budget</label>
          <select id={budgetId} value={budget} onChange={(event) => setBudget(event.target.value as PriceTier | "")}>
            <option value="">All Budgets</option>
            {PRICE_TIERS.map((tier) => <option key={tier} value={tier}>{tier}</option>)}
          </select>
        </div>
      </form>

      {packages.isPending
        ? <Spinner label="Loading travel packages..." />
        : packages.isError
        ? <ErrorMessage>Could not load travel packages. Please try again later.</ErrorMessage>
        : packages.data.length === 0
        ? (
          <div className="empty-state">
            <p>No travel packages are currently available.</p>
          </div>
        )
        : visible.length === 0
        ? (
          <div className="empty-state" role="status">
            <p className="empty-state__title">No packages match your criteria.</p>
            <p>Try adjusting your filters or search terms.</p>
          </div>
        )
        : (
          <>
            <p className="results-count" role="status">
              {visible.length === 1 ? "1 package" : `${visible.length} packages`}
            </p>
            <PackageGrid packages={visible} headingLevel="h2" eagerFirstImage />
          </>
        )}
    </>
  );
}
