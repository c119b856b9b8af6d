import { PRICE_TIERS, type PriceTier } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useT } from "../../../i18n/language-context.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDebouncedValue } from "../../../lib/hooks.ts";
import { usePackages } from "../api/catalogue.ts";
import { filterPackages } from "../utils/filter-packages.ts";
import { tierLabel } from "../utils/tier-label.ts";
import { PackageGrid } from "./package-grid.tsx";
import { loadFailure } from "../utils/load-failure.tsx";

/** The /packages screen body: search, budget filter and the filtered cards. */
export function PackagesList() {
  const packages = usePackages();
  const t = useT();
  const [search, setSearch] = useState("");
  const [budget, setBudget] = useState<PriceTier | "">("");
  const debouncedSearch = useDebouncedValue(search, LIMITS.searchDebounceMs);
  const searchId = useId();
  const budgetId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  const budgetField = useRef<HTMLSelectElement>(null);

  // Over the server's HTML the fields work before the app does: what was typed or chosen in them
  // before it took over (its code loads once the first screen has painted) is taken up.
  useEffect(() => {
    const typed = searchField.current?.value ?? "";
    const chosen = budgetField.current?.value ?? "";
    if (typed) setSearch(typed);
    if ((PRICE_TIERS as readonly string[]).includes(chosen)) setBudget(chosen as PriceTier);
  }, []);

  const visible = useMemo(
    () => filterPackages(packages.data ?? [], { search: debouncedSearch, budget }),
    [packages.data, debouncedSearch, budget],
  );

  return (
    <>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={searchId}>{t("packages.search")}</label>
          <input
            id={searchId}
            ref={searchField}
            type="search"
            value={search}
            placeholder={t("packages.searchPlaceholder")}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={budgetId}>{t("packages.budget")}</label>
          <select id={budgetId} ref={budgetField} value={budget} onChange={(event) => setBudget(event.target.value as PriceTier | "")}>
            <option value="">{t("packages.allBudgets")}</option>
            {PRICE_TIERS.map((tier) => <option key={tier} value={tier}>{tierLabel(t, tier)}</option>)}
          </select>
        </div>
      </form>

      {packages.isPending
        ? <Spinner label={t("catalogue.loadingPackages")} />
        : packages.isError
        ? <ErrorMessage>{loadFailure(t, packages.error, "catalogue.packagesError")}</ErrorMessage>
        : packages.data.length === 0
        ? (
          <div className="empty-state">
            <p>{t("packages.empty")}</p>
          </div>
        )
        : visible.length === 0
        ? (
          <div className="empty-state" role="status">
            <p className="empty-state__title">{t("packages.noMatch")}</p>
            <p>{t("packages.noMatchHint")}</p>
          </div>
        )
        : (
          <>
            <p className="results-count" role="status">
              {t("packages.count", { count: visible.length })}
            </p>
            <PackageGrid packages={visible} headingLevel="h2" eagerFirstImage />
          </>
        )}
    </>
  );
}
