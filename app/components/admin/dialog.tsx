import { LoaderCircle, type Icon as LucideIcon, X } from "../icons.ts";
import { Save, TriangleAlert } from "./icons.ts";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { btn } from "./ui.ts";
import "../../lib/i18n/admin.ts";

interface DialogProps {
  open: boolean;
  /** Asked to close (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  /** CSS selector of the element to focus on open; default: the first field or button. */
  initialFocus?: string;
  footer?: ReactNode;
}

const WIDTH = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl", xl: "max-w-5xl" };

/**
 * A modal built on `<dialog>`: the browser traps focus, makes the page behind inert and closes it
 * on Escape. Focus goes to the first field on open and back to whatever opened it on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = "md",
  initialFocus,
  footer,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descId = useId();
  const t = useT();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      const target =
        (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ??
        dialog.querySelector<HTMLElement>(
          "[data-autofocus], input:not([type=hidden]):not([disabled]), select, textarea, button:not([data-dialog-close])",
        );
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      // Escape: let the owner decide (it may want to confirm discarding changes).
      e.preventDefault();
      onCloseRef.current();
    };
    const onClosed = () => {
      const el = opener.current;
      if (el instanceof HTMLElement && el.isConnected) el.focus();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClosed);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClosed);
    };
  }, []);

  return (
    // `text-start` and `font-normal`: a dialog opened from a table row's actions sits inside that
    // cell in the document and would otherwise take its end alignment and header weight.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      className={`admin-dialog m-auto w-[calc(100%-1.5rem)] ${WIDTH[size]} max-h-[calc(100dvh-1.5rem)] overflow-hidden rounded-xl border border-line bg-white p-0 text-start font-normal text-ink shadow-2xl backdrop:bg-ink/50`}
      onMouseDown={(e) => {
        // A press on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === ref.current) onCloseRef.current();
      }}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
          <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div>
              <h2 id={titleId} className="font-sans text-lg font-semibold">
                {title}
              </h2>
              {description ? (
                <p id={descId} className="mt-1 text-sm text-muted">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              data-dialog-close
              onClick={() => onCloseRef.current()}
              className="-m-1 rounded p-1.5 text-muted hover:bg-paper hover:text-ink"
              aria-label={t("admin.dialog.close")}
            >
              <X aria-hidden className="size-5" />
            </button>
          </header>
          <div className="grow overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <footer className="flex flex-wrap justify-end gap-2 border-t border-line bg-paper px-5 py-3">
              {footer}
            </footer>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  tone?: "danger" | "neutral";
}

/** "Delete 'Marina Gate 2'?" The safe choice (Cancel) has the focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  tone = "danger",
}: ConfirmProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      initialFocus="[data-confirm-cancel]"
      footer={
        <>
          <button type="button" data-confirm-cancel onClick={onCancel} className={btn.secondary}>
            {t("admin.action.cancel")}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className={tone === "danger" ? btn.danger : btn.primary}
            data-confirm-ok
          >
            {busy ? t("admin.state.working") : confirmLabel}
          </button>
        </>
      }
    >
      <div className="flex gap-3">
        {tone === "danger" ? (
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-expired" />
        ) : null}
        <div className="text-sm">{message}</div>
      </div>
    </Dialog>
  );
}

/**
 * The footer of a dialog that holds a form: an optional live status line ("Saving…", "Unsaved
 * changes"), Cancel, and the submit button for the form `formId`, which shows a spinner while busy.
 */
export function DialogFormFooter({
  formId,
  busy,
  onCancel,
  status,
  submitLabel,
  icon: Icon = Save,
}: {
  formId: string;
  busy: boolean;
  onCancel: () => void;
  /** Said in a polite live region at the start of the footer. */
  status?: string;
  /** Default: Save. */
  submitLabel?: string;
  icon?: LucideIcon;
}) {
  const t = useT();
  return (
    <>
      {status !== undefined ? (
        <span className="me-auto self-center text-sm text-muted" aria-live="polite">
          {status}
        </span>
      ) : null}
      <button type="button" className={btn.secondary} onClick={onCancel} disabled={busy}>
        {t("admin.action.cancel")}
      </button>
      <button type="submit" form={formId} className={btn.primary} disabled={busy} data-save>
        {busy ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Icon aria-hidden className="size-4" />
        )}
        {submitLabel ?? t("admin.action.save")}
      </button>
    </>
  );
}
