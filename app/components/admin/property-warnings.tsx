import { TriangleAlert } from "./icons.ts";
import { useId } from "react";
import { formatDate } from "../../lib/format.ts";
import { type MessageKey, type Translate, useT } from "../../lib/i18n/index.ts";
import type { ListingWarning } from "../../modules/properties/property.consistency.ts";
import "../../lib/i18n/admin.ts";

/** The message of one warning, its values written for the reader (dates, furnishing words). */
function messageOf(w: ListingWarning, t: Translate): string {
  const vars = { ...w.vars };
  for (const [k, v] of Object.entries(vars)) {
    if (typeof v !== "string") continue;
    if (/^\d{4}-\d\d-\d\d$/.test(v)) vars[k] = formatDate(v);
    else if (w.code === "text-furnishing" && (v === "furnished" || v === "semi" || v === "unfurnished"))
      vars[k] = t(`admin.warnings.furnishing.${v}`);
  }
  return t(`admin.warning.${w.code}` satisfies MessageKey, vars);
}

/**
 * Where a listing's text contradicts its facts (property.consistency.ts): a labelled list above the
 * editor, each line naming the field to correct. Advisory: saving is never blocked. Nothing when
 * the listing is consistent.
 */
export function PropertyWarnings({ warnings }: { warnings: readonly ListingWarning[] }) {
  const t = useT();
  const id = useId();
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="mb-5 rounded-lg border border-pending/30 bg-pending/5 px-4 py-3 text-sm text-ink"
      data-property-warnings
    >
      <h2 id={id} className="flex flex-wrap items-center gap-x-2 font-semibold text-pending">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {t("admin.warnings.title")}
        <span className="font-normal">({t("admin.warnings.count", { n: warnings.length })})</span>
      </h2>
      <p className="mt-1 text-muted">{t("admin.warnings.lead")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {warnings.map((w) => (
          <li key={`${w.code}:${w.field}`} data-warning={w.code} data-warning-field={w.field}>
            {t("admin.warnings.item", { field: t(`admin.field.${w.field}`), message: messageOf(w, t) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
