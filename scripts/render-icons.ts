/**
 * Renders the PNG app icons of the web app manifest from their SVG sources in manifest/icons,
 * with the same Chromium the browser tests use:
 *
 *   deno run -A scripts/render-icons.ts
 *
 * Writes icon-192.png, icon-512.png, icon-maskable-512.png and apple-touch-icon.png (180 px).
 * The PNGs are committed; run this again only when an SVG source changes.
 */
import { launchBrowser } from "./browser.ts";

const DIR = new URL("../manifest/icons/", import.meta.url);
const OUTPUTS = [
  { source: "icon.svg", size: 192, file: "icon-192.png", transparent: true },
  { source: "icon.svg", size: 512, file: "icon-512.png", transparent: true },
  { source: "icon-maskable.svg", size: 512, file: "icon-maskable-512.png", transparent: false },
  { source: "icon-maskable.svg", size: 180, file: "apple-touch-icon.png", transparent: false },
];

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const { source, size, file, transparent } of OUTPUTS) {
    const svg = await Deno.readTextFile(new URL(source, DIR));
    const dataUrl = `data:image/svg+xml;base64,${btoa(svg)}`;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: transparent, clip: { x: 0, y: 0, width: size, height: size } });
    await Deno.writeFile(new URL(file, DIR), png);
    console.log(`${file}: ${size}x${size}, ${png.byteLength} bytes`);
  }
} finally {
  await browser.close();
}
