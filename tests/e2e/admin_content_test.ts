/**
 * An administrator runs the catalogue and its pictures from the admin screens in real Chromium
 * against the real server: the dashboard, the media library (drag-and-drop, progress, the error
 * panel, the grid, Copy URL, delete), creating, editing and deleting a destination, a package (with
 * an image picked from the library) and an activity, the stale-edit refusal, and the public pages
 * showing each change, including a phone getting the small WebP copy of the uploaded photo.
 */
import assert from "node:assert/strict";
import decodeWebp from "@jsquash/webp/decode.js";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import * as samples from "../helpers/media-samples.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";


const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));

/** Drops files on the upload zone as a user dragging them from the desktop would. */
async function dropFiles(page: Page, files: { name: string; type: string; bytes: Uint8Array }[]) {
  const payload = files.map((f) => ({ name: f.name, type: f.type, data: base64(f.bytes) }));
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, payload);
  const zone = page.getByRole("region", { name: "Upload files" });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

/** A fresh visitor (own storage and service worker) looking at a public page. */
async function asVisitor(browser: Browser, server: RunningServer, path: string, check: (page: Page) => Promise<void>, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await check(page);
  } finally {
    await context.close();
  }
}

async function apiList<T>(server: RunningServer, name: string): Promise<T[]> {
  return (await (await fetch(`${server.url}/api/${name}`)).json()).data[name];
}

Deno.test("an administrator runs the catalogue and its pictures from the admin screens", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email").fill(adminCredentials.email);
    await page.getByLabel("Password").fill(adminCredentials.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${server.url}/profile`);
    const token = await page.evaluate(() => localStorage.getItem("authToken"));
    const destinationCount = (await apiList(server, "destinations")).length;

    await t.step("the dashboard counts real data and links to every area", async () => {
      await page.goto(`${server.url}/admin`);
      await page.getByRole("heading", { level: 1, name: "Admin Dashboard" }).waitFor();
      await page.getByRole("link", { name: `${destinationCount} Destinations` }).waitFor();
      await page.getByRole("link", { name: "0 Media files" }).waitFor();
      for (const label of ["New inquiries", "Members awaiting approval", "New bespoke requests", "Chats needing review"]) {
        await page.getByRole("link", { name: new RegExp(label) }).waitFor();
      }
      await page.getByRole("link", { name: /^Media Library/ }).click();
      await page.waitForURL(`${server.url}/admin/media`);
    });

    const photo = { name: "burj-sunset.jpg", type: "image/jpeg", bytes: await samples.jpeg(1800, 1200) };
    const map = { name: "island-map.png", type: "image/png", bytes: await samples.png(600, 400) };
    let photoUrl = "";

    await t.step("media: drop two images and a refused file; progress, the error panel and the grid", async () => {
      await page.getByRole("heading", { level: 1, name: "Media Library" }).waitFor();
      await page.getByText("No files uploaded yet.").waitFor();
      await dropFiles(page, [photo, { name: "brochure.pdf", type: "application/pdf", bytes: new Uint8Array([37, 80, 68, 70]) }, map]);
      const errors = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Upload Errors" }) });
      await errors.getByText("brochure.pdf: File type application/pdf is not supported").waitFor();
      const progress = page.getByRole("list", { name: "Upload progress" });
      await progress.getByRole("progressbar", { name: "Upload progress of burj-sunset.jpg" }).waitFor();
      await progress.getByRole("listitem").filter({ hasText: "island-map.png" }).getByText("Uploaded").waitFor();
      assert.equal(await progress.getByRole("progressbar", { name: "Upload progress of burj-sunset.jpg" }).getAttribute("value"), "100");
      await progress.waitFor({ state: "detached" }); // the list clears 3 s after the batch
      const cards = page.locator("article.media-card");
      assert.equal(await cards.count(), 2);
      await page.getByRole("heading", { name: "burj-sunset.jpg" }).waitFor();
      await page.getByRole("article", { name: "island-map.png" }).getByText("PNG", { exact: true }).waitFor();
      await page.getByRole("article", { name: "burj-sunset.jpg" }).getByText(/^1800 × 1200 · \d+ KB · /).waitFor();
      await page.getByLabel("Search files").fill("ISLAND");
      await page.getByRole("heading", { name: "burj-sunset.jpg" }).waitFor({ state: "detached" });
      assert.equal(await cards.count(), 1);
      await page.getByLabel("Search files").fill("");
      await page.getByLabel("Type").selectOption("video");
      await page.getByText("No files match your search.").waitFor();
      await page.getByLabel("Type").selectOption("");
      await page.getByRole("heading", { name: "burj-sunset.jpg" }).waitFor();

      // A file that passes the browser's checks but whose bytes are not an image: the server refuses it.
      await dropFiles(page, [{ name: "fake.png", type: "image/png", bytes: new TextEncoder().encode("not really a picture") }]);
      await errors.getByText(/^fake\.png: Invalid file type: image\/png\. Allowed types: JPEG, PNG/).waitFor();
      assert.equal(await errors.getByRole("listitem").count(), 2);
      await errors.getByRole("button", { name: "Clear Errors" }).click();
      await errors.waitFor({ state: "detached" });

      const files = (await (await fetch(`${server.url}/api/media/list`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
      photoUrl = files.find((f: { originalName: string }) => f.originalName === photo.name).url;
      assert.match(photoUrl, /^\/media\/[0-9a-z]{26}\.jpg$/);
    });

    await t.step("media: Copy URL says Copied! for 2 seconds and puts the address on the clipboard", async () => {
      const copy = page.getByRole("button", { name: "Copy URL of burj-sunset.jpg" });
      await copy.click();
      await page.getByRole("button", { name: "Copied URL of burj-sunset.jpg" }).getByText("Copied!").waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${server.url}${photoUrl}`);
      await copy.waitFor(); // back to "Copy URL"
    });

    await t.step("media: delete asks first, then the file is gone", async () => {
      await page.getByRole("button", { name: "Delete island-map.png" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete file" });
      await dialog.getByText(/Are you sure you want to delete "island-map.png"\?/).waitFor();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.getByText('Deleted "island-map.png".').waitFor();
      assert.equal(await page.locator("article.media-card").count(), 1);
      await page.getByRole("button", { name: "Force Refresh" }).click();
      await page.getByRole("heading", { name: "burj-sunset.jpg" }).waitFor();
      assert.equal(await page.locator("article.media-card").count(), 1);
    });

    const destination = { name: "Sahara Stars", country: "Morocco", continent: "Africa" };
    await t.step("destination: validation, create, the list's first three tags, and the public page", async () => {
      await page.goto(`${server.url}/admin/destinations`);
      await page.getByRole("link", { name: "Add New Destination" }).click();
      await page.getByRole("heading", { level: 1, name: "Add New Destination" }).waitFor();
      await page.getByRole("button", { name: "Create Destination" }).click();
      await page.getByText("Name is required.").waitFor();
      await page.getByLabel("Name").fill(destination.name);
      await page.getByLabel("Country").fill(destination.country);
      await page.getByLabel("Continent").fill(destination.continent);
      await page.getByLabel("Description").fill("Nights under a sky full of stars in a private desert camp.");
      await page.getByLabel("Image URL").fill("/images/catalogue/dubai.svg");
      await page.getByLabel("Tags").fill(" Desert , Stars,, Camps , Camels ");
      await page.getByRole("button", { name: "Create Destination" }).click();
      await page.waitForURL(`${server.url}/admin/destinations`);
      const row = page.getByRole("row").filter({ hasText: destination.name });
      await row.getByRole("cell", { name: "Desert, Stars, Camps..." }).waitFor();
      await asVisitor(browser, server, "/destinations", async (visitor) => {
        await visitor.getByRole("heading", { name: destination.name }).waitFor();
      });
    });

    const destinations = await apiList<{ id: string; name: string; tags: string[] }>(server, "destinations");
    const created = destinations.find((d) => d.name === destination.name)!;
    assert.deepEqual(created.tags, ["Desert", "Stars", "Camps", "Camels"]);

    await t.step("destination: a stale edit is refused, compared with the colleague's and keeps what was typed", async () => {
      await page.goto(`${server.url}/admin/destinations`);
      await page.getByRole("link", { name: `Edit ${destination.name}` }).click();
      await page.getByRole("heading", { level: 1, name: "Edit Destination" }).waitFor();
      await page.getByLabel("Country").waitFor();
      assert.equal(await page.getByLabel("Country").inputValue(), "Morocco");
      // Another administrator saves the same destination meanwhile.
      const other = await fetch(`${server.url}/api/destinations/${created.id}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ ...created, description: "Changed by a colleague.", version: undefined }),
      });
      assert.equal(other.status, 200);
      await page.getByLabel("Description").fill("My own careful rewrite.");
      await page.getByRole("button", { name: "Update Destination" }).click();
      // Refused as stale: the colleague's version is shown beside this editor's, field by field.
      const compare = page.getByRole("region", { name: "Someone else saved this item while you were editing" });
      await compare.waitFor();
      assert.equal(await page.getByLabel("Description").inputValue(), "My own careful rewrite.");
      // Reloading keeps what was typed; taking the colleague's description and saving from it works.
      await page.reload();
      await compare.waitFor();
      assert.equal(await page.getByLabel("Description").inputValue(), "My own careful rewrite.");
      const row = compare.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Description", exact: true }) });
      await row.getByLabel("Take theirs").check();
      await compare.getByRole("button", { name: "Use these choices" }).click();
      assert.equal(await page.getByLabel("Description").inputValue(), "Changed by a colleague.");
      await page.getByLabel("Description").fill("Starlit nights in the Moroccan Sahara.");
      await page.getByRole("button", { name: "Update Destination" }).click();
      await page.waitForURL(`${server.url}/admin/destinations`);
      await asVisitor(browser, server, `/destinations/${created.id}`, async (visitor) => {
        await visitor.getByText("Starlit nights in the Moroccan Sahara.").waitFor();
      });
    });

    const pkgName = "Sahara Glamping Odyssey";
    await t.step("package: needs a destination; the image is picked from the media library", async () => {
      await page.goto(`${server.url}/admin/packages`);
      await page.getByRole("link", { name: "Add New Package" }).click();
      await page.getByLabel("Package Name").fill(pkgName);
      await page.getByLabel("Location").fill("Merzouga, Morocco");
      await page.getByLabel("Description").fill("Three nights of glamping in the Erg Chebbi dunes with a private chef.");
      await page.getByLabel("Duration").fill("4 Days / 3 Nights");
      await page.getByRole("button", { name: "Choose from Media Library" }).click();
      const picker = page.getByRole("dialog", { name: "Choose an Image" });
      await picker.getByRole("button", { name: /burj-sunset\.jpg/ }).click();
      await picker.waitFor({ state: "detached" });
      assert.equal(await page.getByLabel("Image URL").inputValue(), photoUrl);
      await page.getByLabel("VIP Services").fill("Private chef, Camel caravan ,");
      await page.getByLabel("Tags").fill("Desert, Glamping");
      await page.getByRole("button", { name: "Create Package" }).click();
      await page.getByText("Please select a destination for this package.").waitFor();
      await page.getByLabel("Destination").selectOption({ label: `${destination.name} (${destination.country})` });
      assert.equal(await page.getByLabel("Price Range").inputValue(), "Premium Comfort");
      await page.getByLabel("Price Range").selectOption("Ultimate VIP");
      await page.getByRole("button", { name: "Create Package" }).click();
      await page.waitForURL(`${server.url}/admin/packages`);
      const row = page.getByRole("row").filter({ hasText: pkgName });
      await row.getByRole("cell", { name: "Ultimate VIP" }).waitFor();
      await row.getByRole("cell", { name: "4 Days / 3 Nights" }).waitFor();
    });

    const pkg = (await apiList<{ id: string; name: string; vipServices: string[] }>(server, "packages")).find((p) => p.name === pkgName)!;
    assert.deepEqual(pkg.vipServices, ["Private chef", "Camel caravan"]);

    await t.step("the public package page shows the uploaded photo; a phone gets the 480 px WebP copy", async () => {
      await asVisitor(browser, server, `/packages/${pkg.id}`, async (visitor) => {
        await visitor.getByRole("heading", { level: 1, name: pkgName }).waitFor();
        const img = visitor.locator(`img[src="${photoUrl}"]`).first();
        await img.waitFor();
        assert.match(await img.getAttribute("srcset") ?? "", /\?w=480 480w, .*\?w=960 960w, .*\?w=1600 1600w/);
      });
      await asVisitor(browser, server, `/packages/${pkg.id}`, async (phone) => {
        const img = phone.locator(`img[src="${photoUrl}"]`).first();
        await img.waitFor();
        await phone.waitForFunction((src) => {
          const el = document.querySelector<HTMLImageElement>(`img[src="${src}"]`);
          return el !== null && el.complete && el.naturalWidth > 0;
        }, photoUrl);
        const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
        assert.equal(chosen, `${server.url}${photoUrl}?w=480`);
        const served = await fetch(chosen);
        assert.equal(served.headers.get("content-type"), "image/webp");
        assert.equal((await decodeWebp(await served.arrayBuffer())).width, 480, "not the 1800 px original");

        // Saved for offline use: the copy this phone shows, never the full-size original.
        await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const cached = () => phone.evaluate(async () => (await (await caches.open("catalogue-images-v1")).keys()).map((r) => r.url));
        const deadline = Date.now() + 30_000;
        while (!(await cached()).includes(chosen)) {
          assert.ok(Date.now() < deadline, "the phone's copy is saved for offline use");
          await phone.waitForTimeout(200);
        }
        assert.ok(!(await cached()).includes(`${server.url}${photoUrl}`), "the original is not downloaded");
        await phone.context().setOffline(true);
        await phone.reload();
        await phone.getByRole("heading", { level: 1, name: pkgName }).waitFor();
        await phone.waitForFunction((src) => {
          const el = document.querySelector<HTMLImageElement>(`img[src="${src}"]`);
          return el !== null && el.complete && el.naturalWidth > 0;
        }, photoUrl);
      }, { width: 360, height: 740 });
    });

    await t.step("media: deleting a file in use says which item shows it; cancel keeps it", async () => {
      await page.goto(`${server.url}/admin/media`);
      await page.getByRole("button", { name: "Delete burj-sunset.jpg" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete file" });
      // The server refuses to delete a file a package shows, and the dialog names the package.
      await dialog.getByRole("button", { name: "Delete" }).click();
      await dialog.getByRole("listitem").filter({ hasText: `Package: ${pkgName}` }).waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      assert.equal(await page.locator("article.media-card").count(), 1);
    });

    const activityName = "Dune Sunrise Camel Trek";
    await t.step("activity: optional fields left out, N/A price, linked package, then edited", async () => {
      await page.goto(`${server.url}/admin/activities`);
      await page.getByRole("link", { name: "Add New Activity" }).click();
      await page.getByLabel("Activity Name").fill(activityName);
      await page.getByLabel("Location").fill("Erg Chebbi");
      await page.getByLabel("Description").fill("Ride out before dawn and watch the sun rise over the dunes.");
      await page.getByLabel("Linked Package (optional)").selectOption({ label: `${pkgName} (Merzouga, Morocco)` });
      await page.getByRole("button", { name: "Create Activity" }).click();
      await page.waitForURL(`${server.url}/admin/activities`);
      const row = page.getByRole("row").filter({ hasText: activityName });
      await row.getByRole("cell", { name: "N/A" }).waitFor();
      await row.getByRole("cell", { name: pkg.id }).waitFor();
      await page.getByLabel("Search activities").fill("sunrise camel");
      await page.getByRole("row").filter({ hasText: "Falconry at Dawn" }).waitFor({ state: "detached" });
      assert.equal(await page.locator("tbody tr").count(), 1);
      await page.getByLabel("Search activities").fill("");

      await row.getByRole("link", { name: `Edit ${activityName}` }).click();
      await page.getByLabel("Price in USD (optional)").fill("-5");
      await page.getByRole("button", { name: "Update Activity" }).click();
      await page.getByText("Price must be at least 0.").waitFor();
      await page.getByLabel("Price in USD (optional)").fill("275.5");
      await page.getByRole("button", { name: "Update Activity" }).click();
      await page.waitForURL(`${server.url}/admin/activities`);
      await page.getByRole("row").filter({ hasText: activityName }).getByRole("cell", { name: "$275.50" }).waitFor();
      const activity = (await apiList<{ id: string; name: string; imageUrl?: string }>(server, "activities")).find((a) => a.name === activityName)!;
      assert.equal(activity.imageUrl, undefined, "an empty image is left out");
      await asVisitor(browser, server, `/activities/${activity.id}`, async (visitor) => {
        await visitor.getByRole("heading", { level: 1, name: activityName }).waitFor();
        await visitor.getByText("Approx. $275.50").waitFor();
        await visitor.getByRole("heading", { name: "Part of a Curated Package" }).waitFor();
      });
    });

    await t.step("unknown ids on edit send the list back with the not-found text", async () => {
      await page.goto(`${server.url}/admin/packages/edit/no-such-package`);
      await page.waitForURL(`${server.url}/admin/packages`);
      await page.getByText("Package not found.").waitFor();
    });

    await t.step("delete activity, package and destination with their confirmations; public pages follow", async () => {
      await page.goto(`${server.url}/admin/activities`);
      await page.getByRole("button", { name: `Delete ${activityName}` }).click();
      let dialog = page.getByRole("dialog", { name: "Delete activity" });
      await dialog.getByText(`Are you sure you want to delete the activity "${activityName}"? This action cannot be undone.`).waitFor();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.getByText(`Deleted "${activityName}".`).waitFor();

      await page.goto(`${server.url}/admin/destinations`);
      await page.getByRole("button", { name: `Delete ${destination.name}` }).click();
      dialog = page.getByRole("dialog", { name: "Delete destination" });
      await dialog.getByText(/Packages linked to this destination may be affected\./).waitFor();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.getByText(/This destination still has 1 package\./).waitFor();

      await page.goto(`${server.url}/admin/packages`);
      await page.getByRole("button", { name: `Delete ${pkgName}` }).click();
      dialog = page.getByRole("dialog", { name: "Delete package" });
      await dialog.getByText(`Are you sure you want to delete the package "${pkgName}"? This action cannot be undone.`).waitFor();
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.getByText(`Deleted "${pkgName}".`).waitFor();
      assert.equal(await page.getByRole("row").filter({ hasText: pkgName }).count(), 0);

      await page.goto(`${server.url}/admin/destinations`);
      await page.getByRole("button", { name: `Delete ${destination.name}` }).click();
      await page.getByRole("dialog", { name: "Delete destination" }).getByRole("button", { name: "Delete" }).click();
      await page.getByText(`Deleted "${destination.name}".`).waitFor();

      await asVisitor(browser, server, `/packages/${pkg.id}`, async (visitor) => {
        await visitor.getByText("Travel package not found. It might have been removed or the link is incorrect.").waitFor();
      });
      await asVisitor(browser, server, "/destinations", async (visitor) => {
        await visitor.locator("article.destination-card").first().waitFor();
        assert.equal(await visitor.getByRole("heading", { name: destination.name }).count(), 0);
      });
    });

    await t.step("an SVG with a script, opened directly, cannot run it on the site's origin", async () => {
      // Uploads refuse scripted SVGs; this one is put on disk directly to prove the second defence.
      const name = "01zzzzzzzzzzzzzzzzzzzzzzzz.svg";
      await Deno.mkdir(`${server.dataDir}/media`, { recursive: true });
      await Deno.writeTextFile(
        `${server.dataDir}/media/${name}`,
        `<svg xmlns="http://www.w3.org/2000/svg" onload="localStorage.setItem('pwned', 'onload')">` +
          `<script>localStorage.setItem('pwned', 'script'); document.title = 'pwned';</script>` +
          `<circle cx="5" cy="5" r="4"/></svg>`,
      );
      const response = await page.goto(`${server.url}/media/${name}`);
      assert.equal(response?.headers()["content-type"], "image/svg+xml");
      assert.notEqual(await page.title(), "pwned");
      await page.goto(`${server.url}/admin`);
      assert.equal(await page.evaluate(() => localStorage.getItem("pwned")), null);
    });
  } finally {
    await context?.close();
    await browser.close();
    await server.stop();
  }
});
