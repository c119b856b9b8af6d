/** The desk's CSV is the one CSV writer of the web app (lib/csv.ts), shared with the reports. */
export { csvBlob, csvField, toCsv } from "../../../lib/csv.ts";
