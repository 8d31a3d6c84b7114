import { MailOpen } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import type { Lead, LeadKind } from "../../modules/leads/leads.schema.ts";
import { PROPERTY_KINDS, PROPERTY_TYPES } from "../../modules/properties/property.schema.ts";
import { KIND_LABEL, TYPE_LABEL } from "../property/enum-labels.ts";
import type { EditorField } from "./record-editor.tsx";
import { btn } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/** The fields of a lead's edit dialog: a list-your-property lead also has the property's details. */
export function leadEditorFields(
  kind: LeadKind,
  statusOptions: { value: string; label: string }[],
  t: ReturnType<typeof useT>,
  /** Who the lead can be given to; null: no choice (an agent cannot reassign). */
  assigneeOptions: { value: string; label: string }[] | null = null,
): EditorField[] {
  return [
    { name: "name", label: "admin.field.personName", kind: "text", required: true },
    { name: "email", label: "admin.field.email", kind: "email", required: true },
    { name: "phone", label: "admin.field.phone", kind: "tel", required: true },
    {
      name: "status",
      label: "admin.field.leadStatus",
      kind: "select",
      required: true,
      options: statusOptions,
    },
    ...(assigneeOptions
      ? ([
          { name: "assigneeId", label: "admin.field.assignee", kind: "select", options: assigneeOptions },
        ] satisfies EditorField[])
      : []),
    ...(kind === "listProperty"
      ? ([
          { name: "location", label: "admin.field.location", kind: "text", required: true },
          {
            name: "type",
            label: "admin.field.type",
            kind: "select",
            required: true,
            options: PROPERTY_TYPES.map((v) => ({ value: v, label: t(TYPE_LABEL[v]) })),
          },
          {
            name: "propertyType",
            label: "admin.field.propertyType",
            kind: "select",
            required: true,
            options: PROPERTY_KINDS.map((v) => ({ value: v, label: t(KIND_LABEL[v]) })),
          },
          { name: "bedrooms", label: "admin.field.bedrooms", kind: "number", min: 0, max: 50 },
          { name: "price", label: "admin.field.priceAed", kind: "number", min: 0 },
        ] satisfies EditorField[])
      : []),
    {
      name: "message",
      label: "admin.field.leadMessage",
      kind: "textarea",
      required: kind !== "listProperty",
    },
  ];
}

/** Above a lead's fields: the listing an enquiry is about, and Mark as unread. */
export function LeadEditorExtra({ lead, onMarkUnread }: { lead: Lead; onMarkUnread: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md bg-paper px-3 py-2 text-sm">
      {"property" in lead && lead.property ? (
        <span>
          {t("admin.leads.about")}{" "}
          <Link
            to={`/editProperty/${lead.property._id}`}
            className="font-medium underline underline-offset-2"
          >
            {lead.property.name}
          </Link>{" "}
          <span className="text-muted">({lead.property.location})</span>
        </span>
      ) : (
        <span className="text-muted">{t("admin.leads.readHint")}</span>
      )}
      <button type="button" className={`${btn.row} ms-auto`} onClick={onMarkUnread}>
        <MailOpen aria-hidden className="size-3.5" />
        {t("admin.leads.markUnread")}
      </button>
    </div>
  );
}
