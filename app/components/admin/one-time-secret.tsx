import { Check, KeyRound } from "../icons.ts";
import { Copy } from "./icons.ts";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { useToast } from "./toast.tsx";
import { btn } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/**
 * A secret shown once (a temporary password, a new API token): the page holds it only in memory
 * until the admin closes the panel, and no later page load can show it again. The panel takes focus
 * when it appears, offers a copy button (selecting the text for a manual copy when the clipboard
 * refuses) and is closed by an explicit "done" button.
 */
export function OneTimeSecret({
  title,
  body,
  once,
  label,
  secret,
  copied: copiedMessage,
  copyFailed,
  dismiss,
  onDismiss,
  data,
}: {
  title: string;
  body: string;
  once: string;
  label: string;
  secret: string;
  copied: string;
  copyFailed: string;
  dismiss: string;
  onDismiss: () => void;
  /** A `data-*` name for the panel (tests find it by that). */
  data: string;
}) {
  const t = useT();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const code = useRef<HTMLElement>(null);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const selectCode = () => {
    const el = code.current;
    const selection = window.getSelection();
    if (!el || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(el);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(copiedMessage);
    } catch {
      selectCode();
      toast.error(copyFailed);
    }
  };

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="mb-4 rounded-lg border-2 border-sand bg-sand-light/60 p-4 focus:outline-none"
      {...{ [`data-${data}`]: true }}
    >
      <h2 id={titleId} className="flex items-center gap-2 font-sans text-base font-semibold">
        <KeyRound aria-hidden className="size-5 shrink-0 text-sand-dark" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{title}</span>
      </h2>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">{body}</p>
      <p className="mt-1 text-sm font-semibold text-expired">{once}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="sr-only">{label}:</span>
        <code
          ref={code}
          className="min-w-0 rounded-md border border-line bg-white px-3 py-2 font-mono text-base tracking-wide select-all [overflow-wrap:anywhere]"
          data-secret
        >
          {secret}
        </code>
        <button type="button" className={btn.secondary} onClick={copy} data-copy>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {t("admin.secret.copy")}
        </button>
        <button type="button" className={`${btn.primary} ms-auto`} onClick={onDismiss} data-dismiss>
          {dismiss}
        </button>
      </div>
    </section>
  );
}
