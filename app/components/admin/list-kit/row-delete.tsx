import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../../lib/i18n/index.ts";
import { ConfirmDialog } from "../dialog.tsx";
import { useActionToast } from "../use-action-toast.ts";
import "../../../lib/i18n/admin.ts";

export interface RowActionResult {
  ok: boolean;
  message: string;
  intent?: string;
}

/**
 * A list's row operations: one fetcher posting to the page's action (its answer shown as a toast)
 * and the row waiting for its Delete to be confirmed, cleared once the action has answered.
 */
export function useRowActions<Row extends { _id: string }>() {
  const fetcher = useFetcher<RowActionResult>();
  useActionToast(fetcher);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "delete") setToDelete(null);
  }, [fetcher.state, fetcher.data]);
  const post = (body: Record<string, string>) => fetcher.submit(body, { method: "post" });
  return { fetcher, post, toDelete, askDelete: setToDelete };
}

/** "Delete … ?" for the row a list's `useRowActions` holds; confirming posts `intent=delete`. */
export function DeleteRowDialog<Row extends { _id: string }>({
  rows,
  title,
  message,
  fields,
}: {
  rows: ReturnType<typeof useRowActions<Row>>;
  title: string;
  message: (row: Row | null) => ReactNode;
  /** More fields the action needs besides the id. */
  fields?: (row: Row) => Record<string, string>;
}) {
  const t = useT();
  const row = rows.toDelete;
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      message={message(row)}
      confirmLabel={t("admin.action.delete")}
      busy={rows.fetcher.state !== "idle"}
      onCancel={() => rows.askDelete(null)}
      onConfirm={() => {
        if (row) rows.post({ intent: "delete", id: row._id, ...fields?.(row) });
      }}
    />
  );
}
