import { useState } from "react";
import { useFetcher } from "react-router";
import { table } from "../ui.ts";

/**
 * The record a lead or career list has open in its editor. Opening an unread one tells the page's
 * action (`intent=open`), which marks it read so it stops counting as new.
 */
export function useOpenRecord<Row extends { _id: string; readAt: string | null }>() {
  const fetcher = useFetcher();
  const [editing, setEditing] = useState<Row | null>(null);
  const open = (row: Row) => {
    setEditing(row);
    if (!row.readAt) fetcher.submit({ intent: "open", id: row._id }, { method: "post" });
  };
  return { editing, open, close: () => setEditing(null) };
}

/** A row of an inbox-like list (leads, applications): highlighted until opened. */
export function inboxRowProps(row: { _id: string; readAt: string | null }) {
  const unread = !row.readAt;
  return {
    className: unread ? "bg-sand-light/40" : "hover:bg-paper/60",
    "data-row": row._id,
    "data-unread": unread || undefined,
  };
}

export function EmailCell({ email }: { email: string }) {
  return (
    <td className={`${table.td} whitespace-nowrap`}>
      <a href={`mailto:${email}`} className="hover:underline">
        {email}
      </a>
    </td>
  );
}
