/**
 * After a save refused as stale: the editor's fields next to the other person's, field by field,
 * each with "Keep mine" / "Take theirs" (a field the editor left as it was defaults to theirs),
 * then "Use these choices" puts them in the form, which saves against the new version.
 */
import { useId, useState } from "react";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import type { StaleConflict } from "../hooks/use-item-form.ts";
import { differingFields, valueLines } from "../utils/compare-version.ts";
import { ValueLines } from "./version-history.tsx";
import { fieldLabel } from "../utils/field-label.ts";

interface StaleEditCompareProps<V> {
  conflict: StaleConflict<V>;
  mine: V;
  onResolve(takeTheirs: ReadonlySet<string>): void;
}

export function StaleEditCompare<V extends object>({ conflict, mine, onResolve }: StaleEditCompareProps<V>) {
  const t = useAdminT();
  const titleId = useId();
  const own = Object.fromEntries(Object.keys(conflict.theirs).map((key) => [key, mine[key as keyof V]]));
  const rows = differingFields(own, conflict.theirs as Record<string, unknown>);
  const before = conflict.base as Record<string, unknown>;
  const [takeTheirs, setTakeTheirs] = useState<ReadonlySet<string>>(
    () => new Set(rows.filter((row) => valueLines(before[row.name]).join("\n") === row.version.join("\n")).map((row) => row.name)),
  );
  const choose = (name: string, theirs: boolean) =>
    setTakeTheirs((current) => {
      const next = new Set(current);
      if (theirs) next.add(name);
      else next.delete(name);
      return next;
    });
  const shown = (lines: string[]) => lines.length === 0 ? <span className="muted">{t("stale.empty")}</span> : <ValueLines lines={lines} />;

  return (
    <section className="stale-compare card" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("stale.title")}</h2>
      <p>{t("stale.intro")}</p>
      {rows.length === 0 ? <p>{t("stale.same")}</p> : (
        <table className="versions__compare">
          <thead>
            <tr>
              <th scope="col">{t("history.field")}</th>
              <th scope="col">{t("stale.mine")}</th>
              <th scope="col">{t("stale.theirs")}</th>
              <th scope="col">{t("stale.choice")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const label = fieldLabel(t, row.name);
              return (
                <tr key={row.name}>
                  <th scope="row">{label}</th>
                  <td>{shown(row.version)}</td>
                  <td>{shown(row.current)}</td>
                  <td>
                    <fieldset className="stale-compare__choice">
                      <legend className="visually-hidden">{label}</legend>
                      <label>
                        <input type="radio" name={`${titleId}-${row.name}`} checked={!takeTheirs.has(row.name)} onChange={() => choose(row.name, false)} />{" "}
                        {t("stale.keepMine")}
                      </label>{" "}
                      <label>
                        <input type="radio" name={`${titleId}-${row.name}`} checked={takeTheirs.has(row.name)} onChange={() => choose(row.name, true)} />{" "}
                        {t("stale.takeTheirs")}
                      </label>
                    </fieldset>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button type="button" className="btn btn--secondary" onClick={() => onResolve(takeTheirs)}>{t("stale.apply")}</button>
    </section>
  );
}
