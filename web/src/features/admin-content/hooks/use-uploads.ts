/**
 * The upload queue of the media library: files are checked in the browser first (refusals go to
 * the error panel), then uploaded one after another with their progress (a failed file does not
 * stop the others), each with the alternative text given with its batch; the progress list clears
 * 3 s after the batch ends (LIMITS.uploadProgressClearMs). Each uploaded file goes into the list of files
 * at once, from the server's answer; the list is then refetched in the background.
 */
import { LIMITS } from "@contract/limits.ts";
import type { MediaFile } from "@contract/media.ts";
import type { Page } from "@contract/paging.ts";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { mediaKey } from "../api/get-media.ts";
import { UploadError, uploadMedia } from "../api/upload-media.ts";
import { checkUpload, type RefusalWords } from "../utils/check-upload.ts";

export interface UploadItem {
  id: string;
  name: string;
  progress: number;
  status: "waiting" | "uploading" | "success" | "error";
}

export interface UploadProblem {
  id: string;
  name: string;
  message: string;
}

let counter = 0;
const nextId = () => `upload-${++counter}`;

export function useUploads() {
  const queryClient = useQueryClient();
  const t = useAdminT();
  const { lang } = useLanguage();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [busy, setBusy] = useState(false);
  /** "2 files uploaded." when a batch ends (announced politely). */
  const [summary, setSummary] = useState<string | null>(null);
  const queue = useRef<{ id: string; file: File; alt?: string }[]>([]);
  const running = useRef(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => () => {
    mounted.current = false;
    clearTimeout(clearTimer.current);
  }, []);

  const update = (id: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setSummary(null);
    let uploaded = 0;
    let failed = 0;
    while (queue.current.length > 0 && mounted.current) {
      const { id, file, alt } = queue.current.shift()!;
      update(id, { status: "uploading" });
      try {
        const stored = await uploadMedia(file, (progress) => update(id, { progress }), undefined, alt);
        update(id, { status: "success", progress: 100 });
        uploaded++;
        // Newest first, as the server lists them; a list not loaded yet is left to its own fetch.
        queryClient.setQueryData<MediaFile[]>(
          mediaKey,
          (files) => files && [stored, ...files.filter((f) => f.filename !== stored.filename)],
        );
        // And first on the grid's first page (its refetch then places it as the server does).
        queryClient.setQueriesData<InfiniteData<Page<MediaFile>>>({ queryKey: [...mediaKey, "pages"] }, (data) =>
          data && {
            ...data,
            pages: data.pages.map((page, i) => ({
              ...page,
              items: [...(i === 0 ? [stored] : []), ...page.items.filter((f) => f.filename !== stored.filename)],
            })),
          });
        void queryClient.invalidateQueries({ queryKey: mediaKey });
      } catch (error) {
        update(id, { status: "error" });
        failed++;
        const message = error instanceof UploadError && error.failure !== "server"
          ? t(`upload.failed.${error.failure}`, { status: error.status })
          : error instanceof Error
          ? error.message
          : t("upload.failed.network");
        setProblems((current) => [...current, { id, name: file.name, message }]);
      }
    }
    running.current = false;
    if (!mounted.current) return;
    setBusy(false);
    setSummary(failed ? t("upload.summaryFailed", { uploaded, failed }) : t("upload.summary", { uploaded }));
    clearTimer.current = setTimeout(() => setItems([]), LIMITS.uploadProgressClearMs);
  }, [queryClient, t]);

  const refusals = useMemo((): RefusalWords => {
    const size = (megabytes: number) => formatNumber(megabytes, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      type: (type) => (type ? t("upload.refused.type", { type }) : t("upload.refused.unknownType")),
      size: (megabytes, max) => t("upload.refused.size", { size: size(megabytes), max }),
      typeSize: (megabytes, max, label) => t("upload.refused.typeSize", { size: size(megabytes), max, label }),
      name: (pattern) => t("upload.refused.name", { pattern }),
    };
  }, [t, lang]);

  const add = useCallback((files: File[], alt?: string) => {
    clearTimeout(clearTimer.current);
    const accepted: UploadItem[] = [];
    const refused: UploadProblem[] = [];
    for (const file of files) {
      const id = nextId();
      const reason = checkUpload(file, refusals);
      if (reason) refused.push({ id, name: file.name, message: reason });
      else {
        accepted.push({ id, name: file.name, progress: 0, status: "waiting" });
        queue.current.push({ id, file, alt });
      }
    }
    if (refused.length) setProblems((current) => [...current, ...refused]);
    if (accepted.length) {
      setItems((current) => [...current.filter((item) => item.status === "waiting" || item.status === "uploading"), ...accepted]);
      void run();
    }
  }, [run, refusals]);

  return { items, problems, busy, summary, add, clearProblems: () => setProblems([]) };
}
