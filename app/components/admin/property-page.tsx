import { ArrowLeft } from "./icons.ts";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import type { PropertyType } from "../../modules/properties/property.schema.ts";
import { canGoBack, listPathFor } from "./navigation.ts";
import { PageHeader } from "./parts.tsx";
import { PropertyForm, type PropertyFormProps } from "./property-form.tsx";
import { useToast } from "./toast.tsx";
import "../../lib/i18n/admin.ts";

/**
 * /addProperty and /editProperty/{id}: the full form under a back link to the type's list. Saving
 * or cancelling goes back one page (docs/product/specification.md §2), or to the list when there is no page to go back to.
 */
export function PropertyFormPage({
  type,
  title,
  count,
  actions,
  saved,
  form,
  notice,
}: {
  /** The list the page belongs to. */
  type: PropertyType | null;
  title: string;
  count?: ReactNode;
  actions?: ReactNode;
  /** The toast after a save, given the saved name. */
  saved: MessageKey;
  form: Pick<PropertyFormProps, "mode" | "record" | "defaults">;
  /** Shown between the header and the form (e.g. the listing's text warnings). */
  notice?: ReactNode;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const back = listPathFor(type);
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={back} className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t("admin.propertyForm.backToList")}
      </Link>
      <PageHeader title={title} count={count} actions={actions} />
      {notice}
      <PropertyForm
        key={form.record?._id}
        {...form}
        onSaved={(p) => {
          toast.success(t(saved, { name: p.name }));
          if (canGoBack()) navigate(-1);
          else navigate(listPathFor(p.type));
        }}
        onCancel={() => (canGoBack() ? navigate(-1) : navigate(back))}
      />
    </div>
  );
}
