import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renewSubscription } from "./push-notifications.ts";

type FetchArgs = [input: string, init: RequestInit];

/** A subscription as the browser gives it: its endpoint, server key and JSON. */
function subscription(endpoint: string, key: ArrayBuffer | null = new Uint8Array([4, 1, 2]).buffer) {
  const json = { endpoint, keys: { p256dh: `p256dh-of-${endpoint}`, auth: `auth-of-${endpoint}` } };
  return { endpoint, options: { applicationServerKey: key, userVisibleOnly: true }, toJSON: () => json } as unknown as PushSubscription;
}

const manager = (made: PushSubscription | null = null) => ({ subscribe: vi.fn(async () => made) }) as unknown as PushManager & { subscribe: ReturnType<typeof vi.fn> };

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { renewed: 1 } }), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const [input, init] = fetchMock.mock.calls[0] as FetchArgs;
  return { input, method: init.method, body: JSON.parse(String(init.body)) };
};

describe("pushsubscriptionchange", () => {
  it("sends the browser's new subscription in place of the old endpoint", async () => {
    const pushManager = manager();
    const renewed = await renewSubscription({ oldSubscription: subscription("https://push.example/old"), newSubscription: subscription("https://push.example/new") }, pushManager);
    expect(renewed).toBe(true);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent()).toEqual({
      input: "/api/push/subscriptions",
      method: "PUT",
      body: { oldEndpoint: "https://push.example/old", subscription: subscription("https://push.example/new").toJSON() },
    });
  });

  it("subscribes again with the old subscription's server key when the browser gave no new one", async () => {
    const key = new Uint8Array([4, 9, 9]).buffer;
    const pushManager = manager(subscription("https://push.example/again"));
    expect(await renewSubscription({ oldSubscription: subscription("https://push.example/old", key), newSubscription: null }, pushManager)).toBe(true);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(sent().body.subscription.endpoint).toBe("https://push.example/again");
  });

  it("has nothing to replace without an old subscription, and says when the server refused", async () => {
    expect(await renewSubscription({ oldSubscription: null, newSubscription: subscription("https://push.example/new") }, manager())).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 400 }));
    expect(await renewSubscription({ oldSubscription: subscription("https://push.example/old"), newSubscription: subscription("https://push.example/new") }, manager()))
      .toBe(false);
  });
});
