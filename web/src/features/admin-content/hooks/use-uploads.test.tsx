import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UploadError, uploadMedia } from "../api/upload-media.ts";
import { useUploads } from "./use-uploads.ts";

vi.mock("../api/upload-media.ts", async (original) => ({
  ...(await original<typeof import("../api/upload-media.ts")>()),
  uploadMedia: vi.fn(),
}));

type Pending = { name: string; progress(p: number): void; resolve(): void; reject(e: Error): void };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const file = (name: string, type = "image/png", size = 1000) => new File([new Uint8Array(size)], name, { type });

describe("useUploads", () => {
  let calls: Pending[];
  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    vi.mocked(uploadMedia).mockImplementation((f, onProgress) =>
      new Promise((resolve, reject) => {
        calls.push({
          name: f.name,
          progress: onProgress,
          resolve: () => resolve({ filename: f.name, url: `/media/${f.name}`, type: "image", size: f.size }),
          reject,
        });
      })
    );
  });
  afterEach(() => vi.useRealTimers());

  it("checks files first, uploads the rest one after another with progress, and clears the list 3 s after", async () => {
    const { result } = renderHook(() => useUploads(), { wrapper });
    act(() => result.current.add([file("a.png"), file("notes.pdf", "application/pdf"), file("b.png")]));

    expect(result.current.problems).toEqual([expect.objectContaining({ name: "notes.pdf", message: "File type application/pdf is not supported" })]);
    expect(result.current.items.map((i) => [i.name, i.status])).toEqual([["a.png", "uploading"], ["b.png", "waiting"]]);
    expect(calls.map((c) => c.name)).toEqual(["a.png"]); // one at a time

    act(() => calls[0].progress(40));
    expect(result.current.items[0].progress).toBe(40);
    await act(async () => calls[0].resolve());
    expect(calls.map((c) => c.name)).toEqual(["a.png", "b.png"]);
    expect(result.current.items.map((i) => i.status)).toEqual(["success", "uploading"]);

    await act(async () => calls[1].reject(new UploadError("Invalid file type: image/png. Allowed types: JPEG")));
    expect(result.current.items.map((i) => i.status)).toEqual(["success", "error"]);
    expect(result.current.problems.map((p) => p.name)).toEqual(["notes.pdf", "b.png"]);
    expect(result.current.busy).toBe(false);
    expect(result.current.summary).toBe("1 file uploaded, 1 failed.");

    act(() => vi.advanceTimersByTime(2_900));
    expect(result.current.items).toHaveLength(2);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.items).toHaveLength(0);

    act(() => result.current.clearProblems());
    expect(result.current.problems).toEqual([]);
  });
});
