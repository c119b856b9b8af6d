import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadCatalogue } from "../i18n/catalogues.ts";

// The app loads the page's catalogue before its first render; components under test show English.
await loadCatalogue("en");

afterEach(() => {
  cleanup();
  localStorage.clear();
});
