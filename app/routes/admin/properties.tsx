import { Download, Plus } from "../../components/admin/icons.ts";
import { data, Link } from "react-router";
import { PROPERTY_LISTS } from "../../components/admin/admin-lists.ts";
import { STATUS_LABEL } from "../../components/admin/labels.ts";
import { BulkBar, useBulkSelection } from "../../components/admin/list-kit/bulk-actions.tsx";
import { ResetLink } from "../../components/admin/list-kit/filter-bar.tsx";
import { ListView } from "../../components/admin/list-kit/list-view.tsx";
import {
  configForMatches,
  configForPattern,
  useRouteConfig,
} from "../../components/admin/list-kit/route-config.ts";
import { DeleteRowDialog, useRowActions } from "../../components/admin/list-kit/row-delete.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader } from "../../components/admin/parts.tsx";
import {
  PropertyFilters,
  PropertyHead,
  type PropertyRow,
  PropertyRowView,
} from "../../components/admin/property-list.tsx";
import { addPropertyHref } from "../../components/admin/navigation.ts";
import { btn } from "../../components/admin/ui.ts";
import { isAppError } from "../../lib/errors.ts";
import { type MessageKey, translate, useT } from "../../lib/i18n/index.ts";
import { dubaiDay } from "../../lib/time.ts";
import { complianceProblems } from "../../modules/properties/property.compliance.ts";
import { PROPERTY_STATUSES, type PropertyStatus } from "../../modules/properties/property.schema.ts";
import { getProperty, listProperties } from "../../modules/properties/property.service.server.ts";
import { deleteProperty, updateProperty } from "../../modules/properties/property.write.server.ts";
import type { Route } from "./+types/properties";
import { adminApp } from "./admin.server.ts";
import { useIsAdmin } from "./layout.tsx";
import { loadListPage, propertyListFilter, propertyListParams } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 20;

/** One module, six lists: the route's entry in PROPERTY_LISTS picks the list and its fixed type filter. */
export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(configForMatches(PROPERTY_LISTS, matches)?.title ?? "admin.list.all");

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const cfg = configForPattern(PROPERTY_LISTS, pattern);
  if (!cfg) throw data(null, { status: 404 });
  const sp = new URL(request.url).searchParams;
  const params = propertyListParams(sp);
  const today = dubaiDay(new Date());
  // The address's filter, parsed inside the page load: a bad value shows as the list's error.
  const list = await loadListPage(params, PAGE_SIZE, () =>
    listProperties(db, actor, propertyListFilter(sp, cfg.type, PAGE_SIZE)),
  );
  const items = list.items.map(
    (p): PropertyRow => ({
      _id: p._id,
      name: p.name,
      location: p.location,
      price: p.price,
      rentFrequency: p.rentFrequency,
      type: p.type,
      status: p.status,
      display: p.display,
      listedBy: p.listedBy ?? "",
      updatedAt: p.updatedAt,
      cover: p.cover ? { src: p.cover.src, srcset: p.cover.srcset } : null,
      compliance: complianceProblems(p, today),
    }),
  );
  return { ...list, items };
}

type ActionResult = { ok: boolean; message: string; intent: string };

/** Row and bulk operations; each answers with a message for the toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, dataDir } = adminApp(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = (key: MessageKey, vars?: Record<string, string | number>) => translate("en", key, vars);
  try {
    if (intent === "delete") {
      const id = String(form.get("id") ?? "");
      const existing = await getProperty(db, actor, id);
      if (!existing)
        return data<ActionResult>(
          { ok: false, intent, message: t("admin.property.goneAlready") },
          { status: 404 },
        );
      await deleteProperty(db, actor, id, { dataDir });
      return {
        ok: true,
        intent,
        message: t("admin.property.deleted", { name: existing.name }),
      } satisfies ActionResult;
    }
    if (intent === "status") {
      const status = String(form.get("status") ?? "") as PropertyStatus;
      if (!(PROPERTY_STATUSES as readonly string[]).includes(status)) {
        return data<ActionResult>({ ok: false, intent, message: t("admin.bulk.badStatus") }, { status: 400 });
      }
      const ids = form.getAll("ids").map(String).slice(0, 200);
      const failed: string[] = [];
      for (const id of ids) {
        try {
          await updateProperty(db, actor, id, { fields: { status }, images: undefined }, { dataDir });
        } catch (e) {
          if (!isAppError(e)) throw e;
          const p = await getProperty(db, actor, id);
          failed.push(p ? `${p.name}: ${Object.values(e.fields ?? {})[0] ?? e.message}` : id);
        }
      }
      const done = ids.length - failed.length;
      const label = t(STATUS_LABEL[status]);
      if (failed.length) {
        return data<ActionResult>(
          {
            ok: false,
            intent,
            message: t("admin.bulk.partial", {
              done,
              failed: failed.length,
              label,
              details: failed.join("; "),
            }),
          },
          { status: 422 },
        );
      }
      return {
        ok: true,
        intent,
        message: t("admin.bulk.done", { n: done, label }),
      } satisfies ActionResult;
    }
    return data<ActionResult>({ ok: false, intent, message: t("admin.action.unknown") }, { status: 400 });
  } catch (e) {
    if (isAppError(e))
      return data<ActionResult>({ ok: false, intent, message: e.message }, { status: e.status });
    throw e;
  }
}

/** The list's CSV download with the page's filter (routes/admin/properties-csv.ts). */
function csvHref(page: string, params: Record<string, string>): string {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ""));
  const qs = q.toString();
  return `${page}.csv${qs ? `?${qs}` : ""}`;
}

export default function PropertiesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const cfg = useRouteConfig(PROPERTY_LISTS) ?? PROPERTY_LISTS["admin-properties-all"];
  const { items, total, params } = loaderData;
  const rows = useRowActions<PropertyRow>();
  const isAdmin = useIsAdmin();
  const selection = useBulkSelection(items);
  const filtered = !!(params.q || params.display || params.status);

  return (
    <div>
      <PageHeader
        title={t(cfg.title)}
        count={t("admin.list.count", { n: total })}
        actions={
          <>
            <a
              href={csvHref(cfg.page, params)}
              className={btn.secondary}
              download
              title={t("admin.csv.exportLabel")}
              data-export-csv
            >
              <Download aria-hidden className="size-4" />
              {t("admin.csv.export")}
            </a>
            {isAdmin ? (
              <Link to={addPropertyHref(cfg.type)} className={btn.primary} data-create>
                <Plus aria-hidden className="size-4" />
                {t("admin.list.create")}
              </Link>
            ) : null}
          </>
        }
      />
      <PropertyFilters params={params} type={cfg.type} filtered={filtered} />
      <BulkBar
        selection={selection}
        intent="status"
        name="status"
        actions={[
          { value: "approved", label: t("admin.bulk.approve") },
          { value: "notApproved", label: t("admin.bulk.unapprove") },
          { value: "expired", label: t("admin.bulk.expire") },
        ]}
      />
      <ListView
        list={loaderData}
        name="properties"
        caption={t(cfg.title)}
        head={
          <PropertyHead sort={params.sort} type={cfg.type} selection={selection} empty={items.length === 0} />
        }
        empty={{
          title: filtered ? t("admin.list.emptyFiltered") : t("admin.list.empty"),
          body: filtered ? t("admin.list.emptyFilteredBody") : t("admin.list.emptyBody"),
          action: filtered ? <ResetLink className={btn.secondary} /> : null,
        }}
      >
        {items.map((r) => (
          <PropertyRowView
            key={r._id}
            row={r}
            type={cfg.type}
            selection={selection}
            onDelete={isAdmin ? () => rows.askDelete(r) : undefined}
          />
        ))}
      </ListView>

      <DeleteRowDialog
        rows={rows}
        title={t("admin.property.deleteTitle")}
        message={(row) => (
          <p>
            {t("admin.property.deleteBody.before")} <strong>{row?.name}</strong>
            {t("admin.property.deleteBody.after")}
          </p>
        )}
      />
    </div>
  );
}
