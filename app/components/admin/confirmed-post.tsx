import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { Icon } from "../icons.ts";
import { ConfirmDialog } from "./dialog.tsx";
import type { EditorResult } from "./record-editor.tsx";
import { useToast } from "./toast.tsx";
import "../../lib/i18n/admin.ts";

/**
 * A row's button that asks first, then posts `intent` and `id` to the page's action: the answer's
 * message is a toast when refused; `onDone` takes an accepted answer (by default a toast too).
 */
export function ConfirmedPost<R extends EditorResult>({
  intent,
  id,
  icon: ButtonIcon,
  label,
  srLabel,
  className,
  name,
  confirm,
  onDone,
  hidden = false,
}: {
  intent: string;
  id: string;
  icon: Icon;
  label: ReactNode;
  /** What a screen reader hears (names the row). */
  srLabel: string;
  className: string;
  /** The button's `data-` attribute (what tests find it by). */
  name: string;
  confirm: { title: string; message: string; confirmLabel: string; tone?: "danger" | "neutral" };
  onDone?: (result: R) => void;
  /**
   * No button (the row no longer offers it, e.g. once revoked), while the answer that changed the
   * row is still shown: the component stays mounted so its toast is not lost.
   */
  hidden?: boolean;
}) {
  const toast = useToast();
  const fetcher = useFetcher<R>();
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    // A page's action answers plain JSON, so what comes back is R as it was sent.
    const r = fetcher.data as R | undefined;
    if (fetcher.state !== "idle" || !r) return;
    setAsking(false);
    if (!r.ok) toast.error(r.message);
    else if (onDone) onDone(r);
    else toast.success(r.message);
  }, [fetcher.state, fetcher.data, onDone, toast]);
  return (
    <>
      {hidden ? null : (
        <button
          type="button"
          className={className}
          onClick={() => setAsking(true)}
          {...{ [`data-${name}`]: "" }}
        >
          <ButtonIcon aria-hidden className="size-3.5" />
          <span aria-hidden>{label}</span>
          <span className="sr-only">{srLabel}</span>
        </button>
      )}
      <ConfirmDialog
        open={asking}
        {...confirm}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => fetcher.submit({ intent, id }, { method: "post" })}
      />
    </>
  );
}
