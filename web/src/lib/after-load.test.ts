import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdleAfterLoad } from "./after-load.ts";

describe("whenIdleAfterLoad", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("waits for the load event, then for an idle moment with the given deadline", () => {
    const idle: Array<{ callback: () => void; timeout?: number }> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options?: { timeout: number }) => {
      idle.push({ callback, timeout: options?.timeout });
    });
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const task = vi.fn();
    whenIdleAfterLoad(task, 5_000);
    expect(idle).toHaveLength(0);
    globalThis.dispatchEvent(new Event("load"));
    expect(idle).toEqual([{ callback: task, timeout: 5_000 }]);
    expect(task).not.toHaveBeenCalled();
    idle[0].callback();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("after the load, waits only for the idle moment", () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => void idle.push(callback));
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const task = vi.fn();
    whenIdleAfterLoad(task, 5_000);
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
