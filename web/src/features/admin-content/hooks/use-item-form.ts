/**
 * The load-edit-save cycle of a catalogue form: loads the item (with its version) when editing,
 * sends the list back with "not found" when it does not exist, saves with the version so a stale
 * edit is refused, keeps what the user typed when a save fails, and returns to the list on success.
 *
 * A save refused as stale keeps the form's fields on this device (utils/stale-drafts.ts; a reload
 * brings them back) and reads the item again: `conflict` then holds the other person's fields and
 * version, which the editor compares field by field and settles with `resolveConflict` (the fields
 * to take from theirs), after which the form saves against the new version.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { useNavigate } from "react-router-dom";
import { useAdminFailure, useAdminT } from "../../../i18n/areas/admin.ts";
import { useLocalPath } from "../../../i18n/link.tsx";
import { ApiError, isNotFound } from "../../../lib/api-client.ts";
import { useItem } from "../api/get-item.ts";
import { adminKeys, type AdminResource, textOf } from "../api/resources.ts";
import { useSaveItem } from "../api/save-item.ts";
import type { ListNotice } from "../components/items-table.tsx";
import { type FieldErrors, fieldErrors } from "../utils/form-values.ts";
import { usePublication } from "./use-publication.ts";
import { dropStaleDraft, readStaleDraft, writeStaleDraft } from "../utils/stale-drafts.ts";

/** The item as someone else saved it after this form's edits began: their fields and version. */
export type StaleConflict<V> = { theirs: V; base: V; version?: string };
import type { Publication } from "@contract/publication.ts";

export function useItemForm<T extends { name: string; version?: string } & Partial<Publication>, V>(
  resource: AdminResource<T>,
  id: string | undefined,
  initial: V,
  toValues: (item: T) => V,
) {
  const navigate = useNavigate();
  const t = useAdminT();
  const failed = useAdminFailure();
  const localPath = useLocalPath();
  const item = useItem(resource, id);
  const save = useSaveItem(resource, id);
  const publication = usePublication(id ? item.data : undefined);
  const [values, setValues] = useState<V>(initial);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const loadedFor = useRef<string | undefined>(undefined);
  const version = useRef<string | undefined>(undefined);
  const queryClient = useQueryClient();
  /** The form's fields as the item was when the editing began. */
  const base = useRef<V>(initial);
  /** True from a refused stale save until a save succeeds: the fields are kept on this device. */
  const [drafting, setDrafting] = useState(false);
  const [conflict, setConflict] = useState<StaleConflict<V> | null>(null);
  const [restored, setRestored] = useState(false);
  const fieldsOf = (all: V): V => Object.fromEntries(Object.keys(initial as object).map((key) => [key, all[key as keyof V]])) as V;

  useEffect(() => {
    if (id && item.data && loadedFor.current !== id) {
      loadedFor.current = id;
      const loaded = toValues(item.data);
      const draft = readStaleDraft<V>(resource.key, id);
      if (draft) {
        // A refused save's text, brought back: it is compared with the item as it is now.
        version.current = draft.version;
        base.current = draft.base;
        setValues({ ...loaded, ...draft.mine });
        setDrafting(true);
        setRestored(true);
      } else {
        version.current = item.data.version;
        base.current = fieldsOf(loaded);
        setValues(loaded);
      }
    }
    // fieldsOf reads only `initial`, which the form never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, item.data, toValues, resource.key]);

  // While a draft is kept: each change is kept too, and a newer version of the item is compared.
  useEffect(() => {
    if (!id || !drafting) return;
    writeStaleDraft(resource.key, id, { mine: fieldsOf(values), base: base.current, version: version.current });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, drafting, values, resource.key]);
  useEffect(() => {
    if (!drafting || !item.data || item.data.version === version.current) return;
    if (conflict?.version === item.data.version) return;
    setConflict({ theirs: fieldsOf(toValues(item.data)), base: base.current, version: item.data.version });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafting, item.data, conflict, toValues]);

  /** Settles a conflict: `takeTheirs` names the fields to take from the other person's version; the rest stay the editor's. */
  const resolveConflict = (takeTheirs: ReadonlySet<string>) => {
    if (!conflict) return;
    setValues((current) => {
      const next = { ...current };
      for (const key of takeTheirs) next[key as keyof V] = conflict.theirs[key as keyof V];
      return next;
    });
    version.current = conflict.version;
    base.current = conflict.theirs;
    setConflict(null);
    setSaveError(null);
  };

  useEffect(() => {
    if (id && item.isError && isNotFound(item.error)) {
      const state: ListNotice = { notice: t(textOf(resource, "notFound")), tone: "error" };
      navigate(localPath(resource.listPath), { replace: true, state });
    }
  }, [id, item.isError, item.error, navigate, resource, t, localPath]);

  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
  /** The value, change handler and error of a text field: `<TextField {...field("name")} />`. */
  const field = <K extends keyof V & string>(key: K) => ({
    value: String(values[key] ?? ""),
    onChange: (value: string) => set(key, value as V[K]),
    error: errors[key],
  });

  async function submit(payload: object) {
    setSaveError(null);
    try {
      const saved = await save.mutateAsync({ ...payload, ...(id ? { version: version.current } : {}), ...publication.payload() });
      if (id) dropStaleDraft(resource.key, id);
      setDrafting(false);
      const state: ListNotice = { notice: t("list.saved", { name: saved.name }), tone: "success" };
      navigate(localPath(resource.listPath), { state });
    } catch (error) {
      setSaveError(failed(error, "common.unknownError"));
      if (id && error instanceof ApiError && error.status === 409 && error.code === "conflict") {
        // Refused as stale: keep the text on this device and read what the other person saved.
        writeStaleDraft(resource.key, id, { mine: fieldsOf(values), base: base.current, version: version.current });
        setDrafting(true);
        void queryClient.invalidateQueries({ queryKey: adminKeys.item(resource.key, id) });
      }
    }
  }

  /**
   * The form's submit handler: checks the payload with the contract's schema (the server's own
   * rules and messages), shows each field's first problem and moves focus to the first one;
   * otherwise saves.
   */
  const handleSubmit = (schema: z.ZodType, build: (values: V) => object) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = build(values);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setErrors({});
    void submit(payload);
  };

  const loading = Boolean(id) && item.isPending;
  const loadError = Boolean(id) && item.isError && !isNotFound(item.error) ? t(textOf(resource, "loadItemError")) : null;
  /** Takes the item's version after another save of it (a translation), so this form saves from it. */
  const adoptVersion = (next: string | undefined) => {
    version.current = next;
  };
  /** The item's version the form saves from now. */
  const currentVersion = () => version.current;
  return {
    values, set, field, errors, handleSubmit, adoptVersion, currentVersion, publication,
    saving: save.isPending, saveError, loading, loadError, isEdit: Boolean(id),
    conflict, resolveConflict, restored,
  };
}
