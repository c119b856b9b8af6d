/**
 * The load-edit-save cycle of a catalogue form: loads the item (with its version) when editing,
 * sends the list back with "not found" when it does not exist, saves with the version so a stale
 * edit is refused, keeps what the user typed when a save fails, and returns to the list on success.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useNavigate } from "react-router-dom";
import { useAdminFailure, useAdminT } from "../../../i18n/areas/admin.ts";
import { useLocalPath } from "../../../i18n/link.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { useItem } from "../api/get-item.ts";
import { type AdminResource, textOf } from "../api/resources.ts";
import { useSaveItem } from "../api/save-item.ts";
import type { ListNotice } from "../components/items-table.tsx";
import { type FieldErrors, fieldErrors } from "../utils/form-values.ts";
import { usePublication } from "./use-publication.ts";
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

  useEffect(() => {
    if (id && item.data && loadedFor.current !== id) {
      loadedFor.current = id;
      version.current = item.data.version;
      setValues(toValues(item.data));
    }
  }, [id, item.data, toValues]);

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
      const state: ListNotice = { notice: t("list.saved", { name: saved.name }), tone: "success" };
      navigate(localPath(resource.listPath), { state });
    } catch (error) {
      setSaveError(failed(error, "common.unknownError"));
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
  };
}
