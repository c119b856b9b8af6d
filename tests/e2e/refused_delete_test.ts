/**
 * A refused delete says why right under the row whose Delete was pressed, on the screen and
 * announced (role="alert"): a destination that still has packages, far down the list, and a user
 * someone else deleted meanwhile.
 */
import assert from "node:assert/strict";
import type { Locator } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** True when the whole of `element` is inside the window. */
const onScreen = (element: Locator) => element.evaluate((node) => {
  const box = node.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= document.documentElement.clientHeight && box.height > 0;
});

Deno.test("a refused delete shows its reason under the row that was clicked, on screen and announced", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const member = await apiCall(server, "POST", "/auth/create-user", token, { name: "Omar Faris", email: "omar.refused@e2e.example", password: "omar-pass-1" });
    assert.equal(member.status, 201);
    // The destination with packages that is last in the list: the page has to scroll to it.
    const destinations = (await apiCall(server, "GET", "/admin/catalogue/destinations", token)).json.data.items as { id: string; name: string }[];
    const packages = (await apiCall(server, "GET", "/packages")).json.data.packages as { destinationId: string }[];
    const target = destinations.findLast((d) => packages.some((p) => p.destinationId === d.id));
    assert.ok(target, "a destination with packages");
    assert.notEqual(target.id, destinations[0].id, "one further down the list");

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 600 } })).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    await page.goto(`${server.url}/admin/destinations`);
    await page.getByRole("button", { name: `Delete ${target.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    const refusal = page.locator(`tr:has(button[aria-label="Delete ${target.name}"]) + tr [role="alert"]`);
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /package/i, "the server's reason");
    assert.equal(await onScreen(refusal), true, "the reason is on the screen");
    assert.equal(await page.locator('[role="alert"]').count(), 1, "said once, under the row");
    const stillThere = await apiCall(server, "GET", `/destinations/${target.id}`);
    assert.equal(stillThere.status, 200);

    await page.goto(`${server.url}/admin/users`);
    const row = page.locator('tr[data-user-email="omar.refused@e2e.example"]');
    await row.waitFor();
    // Someone else deletes the user while the list is on screen.
    assert.equal((await apiCall(server, "DELETE", `/auth/users/${member.json.data.id}`, token)).status, 200);
    await row.getByRole("button", { name: "Delete Omar Faris" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete User" }).click();
    const gone = page.locator('tr[data-user-email="omar.refused@e2e.example"] + tr [role="alert"]');
    await gone.waitFor();
    assert.equal(await onScreen(gone), true);
    assert.equal(await page.locator('[role="alert"]').count(), 1);
  } finally {
    await browser.close();
    await server.stop();
  }
});
