import { CircleCheck, X } from "../icons.ts";
import { CircleX, Info } from "./icons.ts";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useT } from "../../lib/i18n/index.ts";
import "../../lib/i18n/admin.ts";

export type ToastKind = "success" | "error" | "info";

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  show(kind: ToastKind, message: string): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays; errors stay longer, since they ask the reader to do something. */
const DURATION: Record<ToastKind, number> = { success: 5000, info: 5000, error: 10000 };

/**
 * The admin's one toast system. Outcomes of every action (saved, deleted, failed and why) appear
 * here, announced to screen readers (errors assertively), and survive client navigation because
 * the provider lives in the admin layout.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((kind: ToastKind, message: string) => {
    const id = next.current++;
    setToasts((all) => [...all.slice(-3), { id, kind, message }]);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m) => show("success", m),
      error: (m) => show("error", m),
      info: (m) => show("info", m),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider");
  return api;
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const t = useT();
  // Two live regions that exist from the first render, so screen readers announce what is added.
  return (
    <div className="pointer-events-none fixed inset-x-3 top-16 z-[200] flex flex-col items-end gap-2 sm:inset-x-auto sm:end-4 min-[1008px]:top-4">
      <div role="status" aria-live="polite" className="flex flex-col items-end gap-2">
        {toasts
          .filter((x) => x.kind !== "error")
          .map((x) => (
            <ToastItem key={x.id} toast={x} onDismiss={onDismiss} closeLabel={t("admin.toast.close")} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col items-end gap-2">
        {toasts
          .filter((x) => x.kind === "error")
          .map((x) => (
            <ToastItem key={x.id} toast={x} onDismiss={onDismiss} closeLabel={t("admin.toast.close")} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: Toast;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), DURATION[toast.kind]);
    return () => clearTimeout(timer);
  }, [paused, toast, onDismiss]);
  const Icon = toast.kind === "success" ? CircleCheck : toast.kind === "error" ? CircleX : Info;
  const tone =
    toast.kind === "success"
      ? "border-approved/40 text-approved"
      : toast.kind === "error"
        ? "border-expired/40 text-expired"
        : "border-line text-ink";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer while pointed at or focused; not a control
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border bg-white px-4 py-3 text-sm shadow-lg sm:w-96 ${tone}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-toast={toast.kind}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="grow text-ink">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded p-1 text-muted hover:bg-paper hover:text-ink"
        aria-label={closeLabel}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
