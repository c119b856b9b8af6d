import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { inquiryMessages } from "../i18n/areas/inquiry.ts";
import { loadCatalogue } from "../i18n/catalogues.ts";

// The app loads the page's catalogue before its first render (and the inquiry form's texts with its
// code); components under test show English.
await Promise.all([loadCatalogue("en"), inquiryMessages.load("en")]);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
