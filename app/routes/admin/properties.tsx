import { ArrowDownUp, ExternalLink, LoaderCircle, Pencil, Plus, Search, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { data, Form, Link, useFetcher, useLocation, useRevalidator, useSubmit } from "react-router";
import { ConfirmDialog, Dialog } from "../../components/admin/dialog.tsx";
import {
  DISPLAY_FILTER_LABEL,
  DISPLAY_LABEL,
  formatDateTime,
  formatDay,
  preview,
  STATUS_LABEL,
  TYPE_LABEL,
} from "../../components/admin/labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import {
  EmptyState,
  InlineError,
  PageHeader,
  Pagination,
  RowDeleteButton,
  StatusTag,
  useListLoading,
} from "../../components/admin/parts.tsx";
import { PropertyForm } from "../../components/admin/property-form.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { btn, field, table } from "../../components/admin/ui.ts";
import { useActionToast } from "../../components/admin/use-action-toast.ts";
import { isAppError } from "../../lib/errors.ts";
import { formatAED } from "../../lib/format.ts";
import { type MessageKey, translate, useT } from "../../lib/i18n/index.ts";
import {
  DISPLAYS,
  DISPLAYS_BY_TYPE,
  PROPERTY_STATUSES,
  type Property,
  type PropertyStatus,
  type PropertyType,
  SORTS,
} from "../../modules/properties/property.schema.ts";
import {
  deleteProperty,
  getProperty,
  listProperties,
  parsePropertyQuery,
  updateProperty,
} from "../../modules/properties/property.service.server.ts";
import type { Route } from "./+types/properties";
import { adminApp, pagePath } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 20;

interface ListConfig {
  type: PropertyType | null;
  title: MessageKey;
  /** Description preview length (SPEC.md §9): 10 on the all list, 20 on type lists, 30 + … on new projects. */
  preview: number;
  /** The buy list edits in a modal; the others open /editProperty/{id} (SPEC.md §2). */
  editInModal: boolean;
  /** New projects creates in a modal; the others go to /addProperty. */
  createInModal: boolean;
}

/** One module, six lists: the last path segment picks the list and its fixed type filter. */
const LISTS: Record<string, ListConfig> = {
  realestate: { type: null, title: "admin.list.all", preview: 10, editInModal: false, createInModal: false },
  buyrealestate: {
    type: "Buy",
    title: "admin.list.buy",
    preview: 20,
    editInModal: true,
    createInModal: false,
  },
  rentrealestate: {
    type: "Rent",
    title: "admin.list.rent",
    preview: 20,
    editInModal: false,
    createInModal: false,
  },
  commercialrealestate: {
    type: "Commercial",
    title: "admin.list.commercial",
    preview: 20,
    editInModal: false,
    createInModal: false,
  },
  holidayrealestate: {
    type: "HolidayHome",
    title: "admin.list.holiday",
    preview: 20,
    editInModal: false,
    createInModal: false,
  },
  newprojects: {
    type: "NewProject",
    title: "admin.list.newProjects",
    preview: 30,
    editInModal: false,
    createInModal: true,
  },
};

function listFor(pathname: string): ListConfig | null {
  const last = pathname.replace(/\/+$/, "").split("/").pop()?.toLowerCase() ?? "";
  return LISTS[last] ?? null;
}

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(listFor(location.pathname)?.title ?? "admin.list.all");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const url = new URL(request.url);
  const cfg = listFor(pagePath(request));
  if (!cfg) throw data(null, { status: 404 });
  const sp = url.searchParams;
  const params = {
    q: (sp.get("q") ?? "").slice(0, 200),
    display: sp.get("display") ?? "",
    status: sp.get("status") ?? "",
    sort: sp.get("sort") ?? "",
  };
  let error: string | null = null;
  let page = {
    items: [] as Awaited<ReturnType<typeof listProperties>>["items"],
    total: 0,
    page: 1,
    pageSize: PAGE_SIZE,
  };
  try {
    const filter = parsePropertyQuery(
      {
        type: cfg.type ?? undefined,
        name: params.q,
        display: params.display,
        status: params.status,
        sort: params.sort,
        page: sp.get("page") ?? undefined,
        pageSize: PAGE_SIZE,
      },
      PAGE_SIZE,
    );
    page = await listProperties(db, actor, filter);
  } catch (e) {
    if (!isAppError(e) || e.code !== "bad_request") throw e;
    error = e.message;
  }
  const rows = page.items.map((p) => ({
    _id: p._id,
    name: p.name,
    location: p.location,
    price: p.price,
    type: p.type,
    status: p.status,
    display: p.display,
    desc: preview(p.desc, cfg.preview),
    updatedAt: p.updatedAt,
    cover: p.cover ? { src: p.cover.src, srcset: p.cover.srcset } : null,
  }));
  return { rows, total: page.total, page: page.page, pageSize: page.pageSize, params, error };
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
        message: t(done === 1 ? "admin.bulk.doneOne" : "admin.bulk.done", { n: done, label }),
      } satisfies ActionResult;
    }
    return data<ActionResult>({ ok: false, intent, message: t("admin.action.unknown") }, { status: 400 });
  } catch (e) {
    if (isAppError(e))
      return data<ActionResult>({ ok: false, intent, message: e.message }, { status: e.status });
    throw e;
  }
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function PropertiesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const cfg = listFor(location.pathname) ?? LISTS.realestate;
  const { rows, total, page, pageSize, params, error } = loaderData;
  const loading = useListLoading();
  const toast = useToast();
  const revalidator = useRevalidator();
  const submit = useSubmit();
  const rowFetcher = useFetcher<ActionResult>();
  const bulkFetcher = useFetcher<ActionResult>();
  useActionToast(rowFetcher);
  useActionToast(bulkFetcher);

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [creating, setCreating] = useState(false);

  // Selection is per page of results: a new page or filter starts empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new list
  useEffect(() => setSelected(new Set()), [location.search, location.pathname]);
  useEffect(() => {
    if (bulkFetcher.state === "idle" && bulkFetcher.data?.ok) setSelected(new Set());
  }, [bulkFetcher.state, bulkFetcher.data]);
  useEffect(() => {
    if (rowFetcher.state === "idle" && rowFetcher.data) setToDelete(null);
  }, [rowFetcher.state, rowFetcher.data]);

  const displays = cfg.type ? DISPLAYS_BY_TYPE[cfg.type] : DISPLAYS;
  const createHref = cfg.type ? `/addProperty?type=${cfg.type}` : "/addProperty";
  const filtered = !!(params.q || params.display || params.status);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r._id));

  const sortLink = useCallback(
    (sort: string) => {
      const sp = new URLSearchParams(location.search);
      if (sort === "latest") sp.delete("sort");
      else sp.set("sort", sort);
      sp.delete("page");
      const s = sp.toString();
      return s ? `?${s}` : "?";
    },
    [location.search],
  );
  const priceSort = params.sort === "max-price" ? "min-price" : "max-price";

  return (
    <div>
      <PageHeader
        title={t(cfg.title)}
        count={t("admin.list.count", { n: total })}
        actions={
          cfg.createInModal ? (
            <button type="button" className={btn.primary} onClick={() => setCreating(true)} data-create>
              <Plus aria-hidden className="size-4" />
              {t("admin.list.create")}
            </button>
          ) : (
            <Link to={createHref} className={btn.primary} data-create>
              <Plus aria-hidden className="size-4" />
              {t("admin.list.create")}
            </Link>
          )
        }
      />

      <Form
        method="get"
        role="search"
        className="mb-3 flex flex-wrap items-end gap-2 rounded-lg border border-line bg-white p-3"
        data-filters
      >
        <div className="min-w-48 grow basis-56">
          <label htmlFor="f-q" className={field.label}>
            {t("admin.list.searchName")}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-2.5 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id="f-q"
              name="q"
              type="search"
              defaultValue={params.q}
              key={params.q}
              className={`${field.input} ps-8`}
              placeholder={t("admin.list.searchPlaceholder")}
            />
          </div>
        </div>
        {displays.length > 0 ? (
          <div className="min-w-40">
            <label htmlFor="f-display" className={field.label}>
              {t("admin.list.display")}
            </label>
            <select
              id="f-display"
              name="display"
              defaultValue={params.display}
              key={`d-${params.display}`}
              className={field.input}
              onChange={(e) => submit(e.currentTarget.form)}
            >
              <option value="">{t("admin.list.displayAll")}</option>
              {displays.map((d) => (
                <option key={d} value={d}>
                  {t(DISPLAY_FILTER_LABEL[d])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="min-w-36">
          <label htmlFor="f-status" className={field.label}>
            {t("admin.list.status")}
          </label>
          <select
            id="f-status"
            name="status"
            defaultValue={params.status}
            key={`s-${params.status}`}
            className={field.input}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            <option value="">{t("admin.list.statusAll")}</option>
            {PROPERTY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_LABEL[s])}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-40">
          <label htmlFor="f-sort" className={field.label}>
            {t("admin.list.sort")}
          </label>
          <select
            id="f-sort"
            name="sort"
            defaultValue={params.sort || "latest"}
            key={`o-${params.sort}`}
            className={field.input}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`admin.sort.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={btn.secondary}>
            <Search aria-hidden className="size-4" />
            {t("admin.list.apply")}
          </button>
          {filtered ? (
            <Link to={location.pathname} className={btn.ghost}>
              <X aria-hidden className="size-4" />
              {t("admin.list.reset")}
            </Link>
          ) : null}
        </div>
      </Form>

      {error ? <InlineError>{error}</InlineError> : null}

      {selected.size > 0 ? (
        <bulkFetcher.Form
          method="post"
          className="mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-sand/40 bg-sand-light px-3 py-2 text-sm"
          data-bulk
        >
          <input type="hidden" name="intent" value="status" />
          {[...selected].map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <span className="me-2 font-medium">{t("admin.bulk.selected", { n: selected.size })}</span>
          <button
            type="submit"
            name="status"
            value="approved"
            className={btn.row}
            disabled={bulkFetcher.state !== "idle"}
          >
            {t("admin.bulk.approve")}
          </button>
          <button
            type="submit"
            name="status"
            value="notApproved"
            className={btn.row}
            disabled={bulkFetcher.state !== "idle"}
          >
            {t("admin.bulk.unapprove")}
          </button>
          <button
            type="submit"
            name="status"
            value="expired"
            className={btn.row}
            disabled={bulkFetcher.state !== "idle"}
          >
            {t("admin.bulk.expire")}
          </button>
          {bulkFetcher.state !== "idle" ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          <button type="button" className={`${btn.ghost} ms-auto`} onClick={() => setSelected(new Set())}>
            {t("admin.bulk.clear")}
          </button>
        </bulkFetcher.Form>
      ) : null}

      <div className={table.wrap} aria-busy={loading}>
        <table className={`${table.table} ${loading ? "opacity-50" : ""}`} data-table="properties">
          <caption className="sr-only">{t(cfg.title)}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${table.th} w-8`}>
                <input
                  type="checkbox"
                  className="size-4 accent-ink"
                  checked={allOnPage}
                  disabled={rows.length === 0}
                  onChange={(e) =>
                    setSelected(e.target.checked ? new Set(rows.map((r) => r._id)) : new Set())
                  }
                  aria-label={t("admin.bulk.selectPage")}
                />
              </th>
              <th scope="col" className={table.th}>
                <span className="sr-only">{t("admin.col.image")}</span>
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.name")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.status")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.location")}
              </th>
              <th
                scope="col"
                className={table.th}
                aria-sort={
                  params.sort === "max-price"
                    ? "descending"
                    : params.sort === "min-price"
                      ? "ascending"
                      : undefined
                }
              >
                <Link to={sortLink(priceSort)} className="inline-flex items-center gap-1 hover:text-ink">
                  {t("admin.col.price")}
                  <ArrowDownUp aria-hidden className="size-3" />
                  <span className="sr-only">
                    {t(priceSort === "max-price" ? "admin.sort.max-price" : "admin.sort.min-price")}
                  </span>
                </Link>
              </th>
              {/* A type list shows one type only; New Project has no display options (SPEC.md §4). */}
              {cfg.type ? null : (
                <th scope="col" className={table.th}>
                  {t("admin.col.type")}
                </th>
              )}
              {displays.length > 0 ? (
                <th scope="col" className={`${table.th} hidden min-[1008px]:table-cell`}>
                  {t("admin.col.display")}
                </th>
              ) : null}
              <th scope="col" className={`${table.th} hidden min-[1008px]:table-cell`}>
                {t("admin.col.description")}
              </th>
              <th scope="col" className={table.th}>
                {t("admin.col.updated")}
              </th>
              <th scope="col" className={table.opsTh}>
                {t("admin.col.operations")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r._id}
                className={`hover:bg-paper/60 ${selected.has(r._id) ? "bg-sand-light/60" : ""}`}
                data-row={r._id}
              >
                <td className={table.td}>
                  <input
                    type="checkbox"
                    className="size-4 accent-ink"
                    checked={selected.has(r._id)}
                    onChange={(e) =>
                      setSelected((s) => {
                        const next = new Set(s);
                        if (e.target.checked) next.add(r._id);
                        else next.delete(r._id);
                        return next;
                      })
                    }
                    aria-label={t("admin.bulk.selectRow", { name: r.name })}
                  />
                </td>
                <td className={`${table.td} min-w-20 py-1.5`}>
                  {r.cover ? (
                    <img
                      src={r.cover.src}
                      srcSet={r.cover.srcset || undefined}
                      sizes="64px"
                      alt=""
                      width={64}
                      height={44}
                      loading="lazy"
                      className="h-11 w-16 max-w-none rounded object-cover"
                    />
                  ) : (
                    <span className="block h-11 w-16 rounded bg-paper" />
                  )}
                </td>
                <th scope="row" className={`${table.td} min-w-48 text-start font-medium`}>
                  <span className="line-clamp-2">{r.name}</span>
                  {r.status === "approved" ? (
                    <a
                      href={`/property/${r._id}`}
                      target="_blank"
                      rel="noopener"
                      className="mt-0.5 inline-flex items-center gap-1 text-xs font-normal text-muted hover:text-ink hover:underline"
                    >
                      <ExternalLink aria-hidden className="size-3" />
                      {t("admin.property.onSite")}
                      <span className="sr-only">: {r.name}</span>
                    </a>
                  ) : null}
                </th>
                <td className={table.td}>
                  <StatusTag status={r.status} />
                </td>
                <td className={`${table.td} min-w-28 text-muted`}>{r.location}</td>
                <td className={`${table.td} whitespace-nowrap tabular-nums`}>
                  {formatAED(r.price) ?? t("price.contactUs")}
                </td>
                {cfg.type ? null : (
                  <td className={`${table.td} whitespace-nowrap`}>{t(TYPE_LABEL[r.type])}</td>
                )}
                {displays.length > 0 ? (
                  <td className={`${table.td} hidden min-w-24 text-muted min-[1008px]:table-cell`}>
                    {r.display ? t(DISPLAY_LABEL[r.display]) : "—"}
                  </td>
                ) : null}
                <td className={`${table.td} hidden text-muted min-[1008px]:table-cell`} data-desc>
                  {r.desc}
                </td>
                <td className={`${table.td} whitespace-nowrap text-muted tabular-nums`}>
                  <time dateTime={r.updatedAt} title={formatDateTime(r.updatedAt)}>
                    {formatDay(r.updatedAt)}
                  </time>
                </td>
                <td className={table.opsTd}>
                  <div className="flex flex-col items-stretch gap-1">
                    {cfg.editInModal ? (
                      <button
                        type="button"
                        className={btn.row}
                        onClick={() => setEditing({ id: r._id, name: r.name })}
                        data-edit
                      >
                        <Pencil aria-hidden className="size-3.5" />
                        {t("admin.action.editViewMore")}
                        <span className="sr-only">: {r.name}</span>
                      </button>
                    ) : (
                      <Link to={`/editProperty/${r._id}`} className={btn.row} data-edit>
                        <Pencil aria-hidden className="size-3.5" />
                        {t("admin.action.editViewMore")}
                        <span className="sr-only">: {r.name}</span>
                      </Link>
                    )}
                    <RowDeleteButton label={r.name} onClick={() => setToDelete(r)} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && !error ? (
          <EmptyState
            title={filtered ? t("admin.list.emptyFiltered") : t("admin.list.empty")}
            body={filtered ? t("admin.list.emptyFilteredBody") : t("admin.list.emptyBody")}
            action={
              filtered ? (
                <Link to={location.pathname} className={btn.secondary}>
                  {t("admin.list.reset")}
                </Link>
              ) : null
            }
          />
        ) : null}
      </div>
      <Pagination page={page} pageSize={pageSize} total={total} />

      <ConfirmDialog
        open={toDelete !== null}
        title={t("admin.property.deleteTitle")}
        message={
          <p>
            {t("admin.property.deleteBody.before")} <strong>{toDelete?.name}</strong>
            {t("admin.property.deleteBody.after")}
          </p>
        }
        confirmLabel={t("admin.action.delete")}
        busy={rowFetcher.state !== "idle"}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) rowFetcher.submit({ intent: "delete", id: toDelete._id }, { method: "post" });
        }}
      />

      {cfg.editInModal ? (
        <EditModal
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={(p) => {
            setEditing(null);
            toast.success(t("admin.property.saved", { name: p.name }));
            revalidator.revalidate();
          }}
        />
      ) : null}
      {cfg.createInModal ? (
        <CreateModal
          open={creating}
          type={cfg.type}
          onClose={() => setCreating(false)}
          onSaved={(p) => {
            setCreating(false);
            toast.success(t("admin.property.created", { name: p.name }));
            revalidator.revalidate();
          }}
        />
      ) : null}
    </div>
  );
}

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
  return { setDirty, requestClose, confirm, reset: () => setDirty(false) };
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

/** The buy list's in-place editor: loads the full record, edits the short form (SPEC.md §2). */
function EditModal({
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
            actions="inline"
            guardNavigation
            onDirtyChange={guard.setDirty}
            onCancel={guard.requestClose}
            onSaved={(p) => {
              guard.reset();
              onSaved(p);
            }}
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
function CreateModal({
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
          actions="inline"
          guardNavigation
          onDirtyChange={guard.setDirty}
          onCancel={guard.requestClose}
          onSaved={(p) => {
            guard.reset();
            onSaved(p);
          }}
          extraActions={
            <Link to={type ? `/addProperty?type=${type}` : "/addProperty"} className={btn.ghost}>
              {t("admin.propertyNew.openFull")}
            </Link>
          }
        />
      </Dialog>
      {guard.confirm}
    </>
  );
}
