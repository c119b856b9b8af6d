/**
 * Every CSV export's answer (the audit log, the ledger, the leads): a streamed body written a page
 * at a time as the client reads it. The next page is read from the database only when the last one
 * has been taken by the connection (a stream's pull, one chunk queued at most), so the server holds
 * one page whatever the export's size, and the first bytes leave before the last row is read. Each
 * cell goes through the one guard (`csvLine`, contract/csv.ts).
 */
import type { Context } from "hono";
import { csvLine } from "../../contract/csv.ts";
import { log } from "../observe/log.ts";
import type { AppEnv } from "./context.ts";

export type CsvExport = {
  /** The file's name, for content-disposition. */
  filename: string;
  header: readonly string[];
  /** The rows, a page at a time (`everyPage`, server/kv/paging.ts). */
  pages: AsyncIterable<readonly (readonly unknown[])[]>;
  /** Quote every cell (default), or only those that need it. */
  quoteAll?: boolean;
};

export function csvStreamAnswer(c: Context<AppEnv>, csv: CsvExport): Response {
  const encoder = new TextEncoder();
  const pages = csv.pages[Symbol.asyncIterator]();
  const line = (values: readonly unknown[]) => `${csvLine(values, { quoteAll: csv.quoteAll ?? true })}\r\n`;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(line(csv.header)));
        return;
      }
      try {
        // Pages that hold nothing (a filter read past rows that do not match) are read on, not written.
        for (;;) {
          const page = await pages.next();
          if (page.done) return controller.close();
          if (page.value.length === 0) continue;
          return controller.enqueue(encoder.encode(page.value.map(line).join("")));
        }
      } catch (error) {
        log.error("A CSV export failed part way.", { file: csv.filename, error });
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return?.(undefined);
    },
  });
  return c.body(body, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${csv.filename}"`,
  });
}
