import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { MESSAGE_PREVIEW, preview } from "../labels.ts";
import { ClippedText } from "../parts.tsx";
import { clip, table } from "../ui.ts";

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

/** The email column: a mail link cut at the column's width (hidden on a phone, see `PhoneLines`). */
export function EmailCell({ email }: { email: string }) {
  return (
    <td className={`${table.td} ${table.notPhone}`}>
      <ClippedText text={email} width={clip.email} href={`mailto:${email}`} />
    </td>
  );
}

/**
 * The message column: its first words, cut at the column's width, the whole message on hover (and
 * in the record's dialog). `hide` is the width below which the column folds away.
 */
export function MessageCell({ message, hide }: { message: string; hide: "notPhone" | "wideOnly" }) {
  return (
    <td className={`${table.td} ${table[hide]} text-muted`} data-message>
      <ClippedText text={preview(message, MESSAGE_PREVIEW) || "—"} width={clip.text} title={message} />
    </td>
  );
}

/**
 * Under a row's name on a phone only: the values of the columns a phone hides (email, status, …),
 * so a list fits 390 px without scrolling sideways and without losing what identifies a row.
 */
export function PhoneLines({ children }: { children: ReactNode }) {
  return (
    <div className={`${table.phoneOnly} mt-1 grid justify-items-start gap-1 text-xs font-normal text-muted`}>
      {children}
    </div>
  );
}

/** A lead's or application's email under its name on a phone (plain text: the link is the column's). */
export function PhoneEmail({ email }: { email: string }) {
  return <ClippedText text={email} width={clip.email} />;
}
