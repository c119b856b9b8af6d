/**
 * Steps in the staff's itinerary editor (web/src/features/proposals/) for end-to-end tests.
 */
import type { Page } from "playwright-core";

/** Waits until the editor says every change is saved. */
export async function saved(page: Page): Promise<void> {
  await page.locator('.proposal-editor[data-save="saved"]').waitFor({ timeout: 15_000 });
}

/** "Add an option" as option 2, named `name`, with one custom hotel item priced in USD. */
export async function addSecondOption(page: Page, name: string, hotel: { title: string; price: string; quantity: string }): Promise<void> {
  await page.getByRole("button", { name: "Add an option" }).click();
  const second = page.locator(".proposal-option").nth(1);
  await second.getByLabel("Option 2 name").fill(name);
  await second.getByLabel("Custom item").selectOption("hotel");
  await second.getByRole("button", { name: "Add item to option" }).click();
  const item = second.locator(".proposal-item").first();
  await item.getByLabel("Title").fill(hotel.title);
  await item.getByLabel("Sell price (USD)").fill(hotel.price);
  await item.getByLabel("Quantity").fill(hotel.quantity);
}
