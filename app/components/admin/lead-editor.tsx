import { MailOpen } from "./icons.ts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/index.ts";
import type { Lead, LeadKind } from "../../modules/leads/leads.schema.ts";
import { PROPERTY_KINDS, PROPERTY_TYPES } from "../../modules/properties/property.schema.ts";
import { KIND_LABEL, TYPE_LABEL } from "../property/enum-labels.ts";
import type { EditorField } from "./record-editor.tsx";
import { btn } from "./ui.ts";
import "../../lib/i18n/admin.ts";

/**
 * The fields of a lead's edit dialog: a list-your-property lead also has the property's details.
 * A request from the agency's earlier client may lack its location and property types: for such a
 * lead (`lead`, the one being edited) they may stay blank; otherwise they are required as ever.
 */
export function leadEditorFields(
  kind: LeadKind,
  statusOptions: { value: string; label: string }[],
  t: ReturnType<typeof useT>,
  /** Who the lead can be given to; null: no choice (an agent cannot reassign). */
  assigneeOptions: { value: string; label: string }[] | null = null,
  lead: Lead | null = null,
): EditorField[] {
  const request = lead && "location" in lead ? lead : null;
  const has = (v: unknown) => request === null || (v !== null && v !== "");
  const notStated = (present: boolean) => (present ? [] : [{ value: "", label: t("admin.field.notStated") }]);
  const typeGiven = has(request?.type);
  const kindGiven = has(request?.propertyType);
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
          {
            name: "location",
            label: "admin.field.location",
            kind: "text",
            required: has(request?.location),
          },
          { name: "address", label: "admin.field.address", kind: "text" },
          {
            name: "type",
            label: "admin.field.type",
            kind: "select",
            required: typeGiven,
            options: [
              ...notStated(typeGiven),
              ...PROPERTY_TYPES.map((v) => ({ value: v, label: t(TYPE_LABEL[v]) })),
            ],
          },
          {
            name: "propertyType",
            label: "admin.field.propertyType",
            kind: "select",
            required: kindGiven,
            options: [
              ...notStated(kindGiven),
              ...PROPERTY_KINDS.map((v) => ({ value: v, label: t(KIND_LABEL[v]) })),
            ],
          },
          { name: "bedrooms", label: "admin.field.bedrooms", kind: "number", min: 0, max: 50 },
          { name: "price", label: "admin.field.priceAed", kind: "number", min: 0 },
          { name: "preferredDate", label: "admin.field.preferredDate", kind: "date" },
          { name: "preferredTime", label: "admin.field.preferredTime", kind: "time" },
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
      ) : "propertyName" in lead && lead.propertyName ? (
        <span>
          {t("admin.leads.about")} <span className="font-medium">{lead.propertyName}</span>
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
