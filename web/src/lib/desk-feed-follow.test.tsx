import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDeskFeed } from "./desk-feed.ts";

afterEach(() => vi.unstubAllGlobals());

/** The desk's event stream, written by the test: `send` writes one `changed` event. */
function stubStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  vi.stubGlobal("fetch", (url: string) => {
    if (!String(url).includes("/desk/events")) throw new Error(`unexpected request ${url}`);
    return Promise.resolve(new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }));
  });
  return {
    send: (version: string) => controller.enqueue(encoder.encode(`event: changed\ndata: {"desk":"inquiries","version":"${version}"}\n\n`)),
  };
}

/** A list read that answers when the test says: each read, whether it was cancelled, and its answer. */
function slowList() {
  const reads: { aborted: () => boolean; answer: () => void }[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<string>((resolve) => {
      const n = reads.length + 1;
      reads.push({ aborted: () => signal.aborted, answer: () => resolve(`read ${n}`) });
    });
  return { reads, queryFn };
}

function Desk({ queryFn }: { queryFn: (context: { signal: AbortSignal }) => Promise<string> }) {
  useDeskFeed({ inquiries: ["inquiries"] });
  const list = useQuery({ queryKey: ["inquiries", "list"], queryFn, staleTime: 0 });
  return <p>{list.data ?? "loading"}</p>;
}

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("useDeskFeed", () => {
  it("lets the desk's read under way finish when the stream's first version arrives during it, then reads once more", async () => {
    const stream = stubStream();
    const { reads, queryFn } = slowList();
    // The desk opened again: its list from the last visit is shown while it is read anew.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(["inquiries", "list"], "from the last visit", { updatedAt: Date.now() - 60_000 });
    const view = render(<QueryClientProvider client={client}><Desk queryFn={queryFn} /></QueryClientProvider>);
    await settle();
    expect(reads).toHaveLength(1);
    // The read under way began before the stream opened: it may not hold the version the stream
    // opens with. It is not restarted; the list is read once more after it.
    stream.send("v1");
    await settle();
    expect(reads[0].aborted()).toBe(false);
    expect(reads).toHaveLength(1);
    reads[0].answer();
    await settle();
    expect(view.getByText("read 1")).toBeTruthy();
    expect(reads).toHaveLength(2);
    reads[1].answer();
    await settle();
    expect(view.getByText("read 2")).toBeTruthy();
    expect(reads).toHaveLength(2);
  });

  it("does not read the list again for the first version when it was read after the stream opened", async () => {
    const stream = stubStream();
    const { reads, queryFn } = slowList();
    const view = render(withClient(<Desk queryFn={queryFn} />));
    await settle();
    reads[0].answer();
    await settle();
    expect(view.getByText("read 1")).toBeTruthy();
    stream.send("v1");
    await settle();
    expect(reads).toHaveLength(1);
    // A later version is a change.
    stream.send("v2");
    await settle();
    expect(reads).toHaveLength(2);
  });

  it("reads once more after a read under way when changes arrive during it, never cancelling it", async () => {
    const stream = stubStream();
    const { reads, queryFn } = slowList();
    const view = render(withClient(<Desk queryFn={queryFn} />));
    await settle();
    stream.send("v1");
    reads[0].answer();
    await settle();
    // A change: the list is read again.
    stream.send("v2");
    await settle();
    expect(reads).toHaveLength(2);
    // A run of changes while that read is under way (a sweep deleting old leads): it goes on.
    for (const version of ["v3", "v4", "v5", "v6"]) stream.send(version);
    await settle();
    expect(reads[1].aborted()).toBe(false);
    expect(reads).toHaveLength(2);
    reads[1].answer();
    await settle();
    // Then one read for all the changes heard meanwhile, which shows.
    expect(reads).toHaveLength(3);
    reads[2].answer();
    await settle();
    expect(view.getByText("read 3")).toBeTruthy();
    expect(reads).toHaveLength(3);
  });
});
