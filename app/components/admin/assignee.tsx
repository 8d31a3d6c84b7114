import { useT } from "../../lib/i18n/index.ts";
import type { StaffMember } from "../../modules/users/user.schema.ts";
import { SelectFilter } from "./list-kit/filter-bar.tsx";
import "../../lib/i18n/admin.ts";

/** A member of staff as a lead list offers them: what the page needs, not the whole profile. */
export interface AssigneeChoice {
  id: string;
  name: string;
  admin: boolean;
  active: boolean;
}

/** The lead lists' choices of assignee, from the staff list (a loader calls it on the server). */
export function assigneeChoices(staff: readonly StaffMember[]): AssigneeChoice[] {
  return staff.map((s) => ({ id: s._id, name: s.name, admin: s.role === "admin", active: s.active }));
}

/** The options of an assignee select: "Mei Lin", "Sara Ali (admin)". */
export function useAssigneeOptions(staff: readonly AssigneeChoice[]): { value: string; label: string }[] {
  const t = useT();
  return staff.map((s) => ({
    value: s.id,
    label: s.admin ? t("admin.list.assigneeAdmin", { name: s.name }) : s.name,
  }));
}

/** `?assignee=`: anyone, the admins' (no one assigned), or one member of staff. */
export function AssigneeFilter({ value, staff }: { value: string; staff: readonly AssigneeChoice[] }) {
  const t = useT();
  const options = useAssigneeOptions(staff);
  return (
    <SelectFilter
      name="assignee"
      label={t("admin.list.assignee")}
      value={value}
      allLabel={t("admin.list.assigneeAll")}
      options={[{ value: "none", label: t("admin.list.assigneeNone") }, ...options]}
      className="min-w-44"
    />
  );
}

/** Under a lead's status: who it is assigned to (nothing when it is the admins'). */
export function AssigneeName({ id, staff }: { id: string | null; staff: readonly AssigneeChoice[] }) {
  const t = useT();
  const who = id ? staff.find((s) => s.id === id) : null;
  if (!who) return null;
  return (
    <span className="mt-1 block text-xs whitespace-nowrap text-muted" data-assignee={who.id}>
      {t("admin.leads.assignedTo", { name: who.name })}
    </span>
  );
}
