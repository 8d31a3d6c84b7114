import { LoaderCircle } from "../../icons.ts";
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "../../../lib/i18n/index.ts";
import { btn } from "../ui.ts";
import { useActionToast } from "../use-action-toast.ts";
import type { RowActionResult } from "./row-delete.tsx";
import "../../../lib/i18n/admin.ts";

/**
 * The rows ticked for a bulk action. Selection is per page of results: a new page or filter
 * starts empty, and so does a bulk action that succeeded.
 */
export function useBulkSelection(rows: readonly { _id: string }[]) {
  const location = useLocation();
  const fetcher = useFetcher<RowActionResult>();
  useActionToast(fetcher);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new list
  useEffect(() => setSelected(new Set()), [location.search, location.pathname]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setSelected(new Set());
  }, [fetcher.state, fetcher.data]);
  return {
    fetcher,
    selected,
    allOnPage: rows.length > 0 && rows.every((r) => selected.has(r._id)),
    setPage: (on: boolean) => setSelected(on ? new Set(rows.map((r) => r._id)) : new Set()),
    setRow: (id: string, on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}

type Selection = ReturnType<typeof useBulkSelection>;

/** The header checkbox: tick or untick every row on this page. */
export function SelectPageCheckbox({ selection, disabled }: { selection: Selection; disabled: boolean }) {
  const t = useT();
  return (
    <input
      type="checkbox"
      className="size-4 accent-ink"
      checked={selection.allOnPage}
      disabled={disabled}
      onChange={(e) => selection.setPage(e.target.checked)}
      aria-label={t("admin.bulk.selectPage")}
    />
  );
}

export function SelectRowCheckbox({
  selection,
  id,
  name,
}: {
  selection: Selection;
  id: string;
  name: string;
}) {
  const t = useT();
  return (
    <input
      type="checkbox"
      className="size-4 accent-ink"
      checked={selection.selected.has(id)}
      onChange={(e) => selection.setRow(id, e.target.checked)}
      aria-label={t("admin.bulk.selectRow", { name })}
    />
  );
}

/**
 * Shown while rows are ticked: how many, one button per bulk action (each posts `intent`, the
 * ticked ids and its own `name=value`), and Clear.
 */
export function BulkBar({
  selection,
  intent,
  name,
  actions,
}: {
  selection: Selection;
  intent: string;
  name: string;
  actions: readonly { value: string; label: string }[];
}) {
  const t = useT();
  const { fetcher, selected } = selection;
  if (selected.size === 0) return null;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      className="mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-sand/40 bg-sand-light px-3 py-2 text-sm"
      data-bulk
    >
      <input type="hidden" name="intent" value={intent} />
      {[...selected].map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <span className="me-2 font-medium">{t("admin.bulk.selected", { n: selected.size })}</span>
      {actions.map((a) => (
        <button key={a.value} type="submit" name={name} value={a.value} className={btn.row} disabled={busy}>
          {a.label}
        </button>
      ))}
      {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      <button type="button" className={`${btn.ghost} ms-auto`} onClick={selection.clear}>
        {t("admin.bulk.clear")}
      </button>
    </fetcher.Form>
  );
}
