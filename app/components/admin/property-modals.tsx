import { LoaderCircle } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import type { Property, PropertyType } from "../../modules/properties/property.schema.ts";
import { ConfirmDialog, Dialog } from "./dialog.tsx";
import { PropertyForm } from "./property-form.tsx";
import { btn } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/** Asks before a modal with unsaved changes closes. */
function useGuardedClose(onClose: () => void) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const confirm = (
    <GuardConfirm
      open={asking}
      onStay={() => setAsking(false)}
      onLeave={() => {
        setAsking(false);
        setDirty(false);
        onClose();
      }}
    />
  );
  const reset = () => setDirty(false);
  /** The short form's props inside a guarded modal: inline actions, and Cancel closes through the guard. */
  const formProps = (onSaved: (p: Property) => void) => ({
    actions: "inline" as const,
    guardNavigation: true,
    onDirtyChange: setDirty,
    onCancel: requestClose,
    onSaved: (p: Property) => {
      reset();
      onSaved(p);
    },
  });
  return { requestClose, confirm, reset, formProps };
}

function GuardConfirm({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t("admin.form.discardTitle")}
      message={t("admin.form.discardBody")}
      confirmLabel={t("admin.form.discardConfirm")}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}

/** The buy list's in-place editor: loads the full record, edits the short form (docs/product/specification.md §2). */
export function EditPropertyModal({
  target,
  onClose,
  onSaved,
}: {
  target: { id: string; name: string } | null;
  onClose: () => void;
  onSaved: (p: Property) => void;
}) {
  const t = useT();
  const [record, setRecord] = useState<Property | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const guard = useGuardedClose(onClose);
  const id = target?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on retry (attempt)
  useEffect(() => {
    setRecord(null);
    setLoadError(null);
    guard.reset();
    if (!id) return;
    const ctrl = new AbortController();
    fetch(`/api/realEstate/${encodeURIComponent(id)}`, {
      signal: ctrl.signal,
      headers: { Accept: "application/json" },
    })
      .then(async (res) => {
        if (!res.ok)
          throw new Error(
            res.status === 404
              ? t("admin.property.goneAlready")
              : t("admin.form.serverError", { status: res.status }),
          );
        setRecord((await res.json()) as Property);
      })
      .catch((e: Error) => {
        if (e.name !== "AbortError") setLoadError(e.message || t("admin.form.networkError"));
      });
    return () => ctrl.abort();
  }, [id, attempt]);

  return (
    <>
      <Dialog
        open={target !== null}
        onClose={guard.requestClose}
        title={t("admin.propertyEdit.modalTitle")}
        description={target?.name}
        size="xl"
      >
        {loadError ? (
          <div className="py-8 text-center">
            <p role="alert" className="text-sm text-expired">
              {loadError}
            </p>
            <button
              type="button"
              className={`${btn.secondary} mt-3`}
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t("admin.error.retry")}
            </button>
          </div>
        ) : !record ? (
          <p className="flex items-center justify-center gap-2 py-12 text-sm text-muted" role="status">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t("admin.state.loading")}
          </p>
        ) : (
          <PropertyForm
            key={record._id}
            mode="edit"
            variant="short"
            record={record}
            {...guard.formProps(onSaved)}
            extraActions={
              <Link to={`/editProperty/${record._id}`} className={btn.ghost}>
                {t("admin.propertyEdit.openFull")}
              </Link>
            }
          />
        )}
      </Dialog>
      {guard.confirm}
    </>
  );
}

/** The new-projects screen's create modal (short form, type preset). */
export function CreatePropertyModal({
  open,
  type,
  onClose,
  onSaved,
}: {
  open: boolean;
  type: PropertyType | null;
  onClose: () => void;
  onSaved: (p: Property) => void;
}) {
  const t = useT();
  const guard = useGuardedClose(onClose);
  const defaults = useMemo(
    () => (type === "NewProject" ? { type, propertyStatus: "offPlan" } : type ? { type } : {}),
    [type],
  );
  return (
    <>
      <Dialog open={open} onClose={guard.requestClose} title={t("admin.propertyNew.modalTitle")} size="xl">
        <PropertyForm
          mode="create"
          variant="short"
          defaults={defaults}
          {...guard.formProps(onSaved)}
          extraActions={
            <Link to={addPropertyHref(type)} className={btn.ghost}>
              {t("admin.propertyNew.openFull")}
            </Link>
          }
        />
      </Dialog>
      {guard.confirm}
    </>
  );
}

/** The full create form, with the list's type preset. */
export function addPropertyHref(type: PropertyType | null): string {
  return type ? `/addProperty?type=${type}` : "/addProperty";
}
