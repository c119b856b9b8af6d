import { NOT_SAVED_OFFLINE } from "@contract/catalogue-collections.ts";
import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { createQueryClient, retryFailedWhenOnline, shouldRetry } from "./query-client.ts";

describe("shouldRetry", () => {
  it("gives up at once on a read the device has not saved offline, and on client errors", () => {
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(shouldRetry(0, new ApiError("not saved", 503, NOT_SAVED_OFFLINE, true))).toBe(false);
    offline.mockRestore();
    expect(shouldRetry(0, new ApiError("gone", 404, "not_found", true))).toBe(false);
  });

  it("online, tries a read the device has not saved twice more, as any failed read", () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    expect(shouldRetry(0, new ApiError("not saved", 503, NOT_SAVED_OFFLINE, true))).toBe(true);
    expect(shouldRetry(2, new ApiError("not saved", 503, NOT_SAVED_OFFLINE, true))).toBe(false);
    online.mockRestore();
  });

  it("tries a failed network read twice more", () => {
    expect(shouldRetry(0, new ApiError("down", 0, "network"))).toBe(true);
    expect(shouldRetry(2, new ApiError("down", 0, "network"))).toBe(false);
  });
});

describe("retryFailedWhenOnline", () => {
  it("asks a failed read on screen again when the browser is back online", async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ["list"],
      retry: false,
      queryFn: () => (++calls === 1 ? Promise.reject(new ApiError("not saved", 503, NOT_SAVED_OFFLINE, true)) : Promise.resolve("saved")),
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().status).toBe("error");
    const stop = retryFailedWhenOnline(client);
    dispatchEvent(new Event("online"));
    await expect.poll(() => observer.getCurrentResult().data).toBe("saved");
    expect(calls).toBe(2);
    stop();
    unsubscribe();
  });

  it("reconnected, a read the service worker still answers as not saved is tried again until it comes", async () => {
    // The page hears "online" before its service worker's network is back: the first ask again
    // still fails, and the next one (a second later) finds the network.
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ["list"],
      queryFn: () => (++calls <= 2 ? Promise.reject(new ApiError("not saved", 503, NOT_SAVED_OFFLINE, true)) : Promise.resolve("saved")),
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().status).toBe("error");
    expect(calls).toBe(1);
    const stop = retryFailedWhenOnline(client);
    onLine.mockReturnValue(true);
    dispatchEvent(new Event("online"));
    await expect.poll(() => observer.getCurrentResult().data, { timeout: 5_000 }).toBe("saved");
    expect(calls).toBe(3);
    stop();
    unsubscribe();
    onLine.mockRestore();
  });
});
