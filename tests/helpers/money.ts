/**
 * A trip with its money, planted without accepting a proposal: the trip (tests/helpers/trips.ts
 * `plantTrip`) and its payment schedule and invoices as the acceptance's commit writes them
 * (services/money.ts `acceptanceMoney`, the test app's configuration), the invoice emails included.
 */
import type { StoredTrip } from "../../contract/trips/model.ts";
import type { IssuedMoney } from "../../server/kv/money.ts";
import { acceptanceMoney } from "../../server/services/money.ts";
import type { TestApp } from "./app.ts";
import { plantTrip, type PlantedTrip } from "./trips.ts";

export async function plantBilledTrip(t: Pick<TestApp, "kv" | "deps">, overrides: Partial<StoredTrip> = {}): Promise<PlantedTrip & IssuedMoney> {
  const planted = await plantTrip(t.kv, overrides);
  const op = t.kv.atomic();
  const issued = await acceptanceMoney(t.deps)(t.kv, op, planted.trip);
  if (!(await op.commit()).ok) throw new Error("could not plant the trip's money");
  return { ...planted, ...issued };
}
