import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { inquiryMessages } from "../i18n/areas/inquiry.ts";
import { loadSiteMessages } from "../i18n/site-messages.ts";

// The app loads the page's site messages before its first render (and the inquiry form's texts with its
// code); components under test show English.
await Promise.all([loadSiteMessages("en"), inquiryMessages.load("en")]);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
