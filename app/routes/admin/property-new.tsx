import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { adminMeta } from "../../components/admin/meta.ts";
import { canGoBack, listPathFor } from "../../components/admin/navigation.ts";
import { PageHeader } from "../../components/admin/parts.tsx";
import { PropertyForm } from "../../components/admin/property-form.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { PROPERTY_TYPES, type PropertyType } from "../../modules/properties/property.schema.ts";
import type { Route } from "./+types/property-new";
import { adminOf } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.propertyNew.title");

/** `?type=Rent` (from a type list's Create button) preselects the type. */
export function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const type = new URL(request.url).searchParams.get("type");
  const preset = (PROPERTY_TYPES as readonly string[]).includes(type ?? "") ? (type as PropertyType) : null;
  return { type: preset };
}

export default function NewPropertyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const back = listPathFor(loaderData.type);
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={back} className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t("admin.propertyForm.backToList")}
      </Link>
      <PageHeader title={t("admin.propertyNew.title")} />
      <PropertyForm
        mode="create"
        variant="full"
        defaults={loaderData.type ? { type: loaderData.type } : undefined}
        guardNavigation
        onSaved={(saved) => {
          toast.success(t("admin.property.created", { name: saved.name }));
          // SPEC.md §2: saving a create goes back one page.
          if (canGoBack()) navigate(-1);
          else navigate(listPathFor(saved.type));
        }}
        onCancel={() => (canGoBack() ? navigate(-1) : navigate(back))}
      />
    </div>
  );
}
