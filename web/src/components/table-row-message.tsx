import { type ReactNode, useEffect, useRef } from "react";
import { ErrorMessage } from "./error-message.tsx";

/**
 * What went wrong with an action on a table's row (a refused delete), in a row of its own right
 * under it, across every column: where the staff member pressed the button, not above the table
 * out of sight. Announced at once (role="alert"), and scrolled into view when the row was at the
 * screen's edge (the message comes below it). On a phone it spans the row's card (.table--cards).
 */
export function TableRowMessage({ columns, children }: { columns: number; children: ReactNode }) {
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => row.current?.scrollIntoView?.({ block: "nearest" }), []);
  return (
    <tr ref={row} className="table__row-message">
      <td colSpan={columns}>
        <ErrorMessage>{children}</ErrorMessage>
      </td>
    </tr>
  );
}
