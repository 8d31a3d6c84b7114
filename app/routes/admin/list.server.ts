import { data } from "react-router";
import type { EditorResult } from "../../components/admin/record-editor.tsx";
import { isAppError } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import "../../lib/i18n/admin.ts";
import { parseQuery } from "../../lib/validation.ts";
import { dubaiDay } from "../../lib/time.ts";
import { type LeadListFilter, LeadListQuerySchema, leadFilterOf } from "../../modules/leads/leads.schema.ts";
import type { PropertyFilter, PropertyType } from "../../modules/properties/property.schema.ts";
import { parsePropertyQuery } from "../../modules/properties/property.service.server.ts";
import {
  SubscriberListQuerySchema,
  type SubscriberStatus,
} from "../../modules/newsletter/newsletter.schema.ts";

type SubscriberListQuery = { email?: string; status?: SubscriberStatus };

/**
 * One page of an admin list for its loader. A query the service refuses (a bad page number or
 * filter in the address) gives an empty first page with the reason, shown above the table,
 * instead of an error page; any other failure still throws.
 */
export async function loadListPage<Item, Params>(
  params: Params,
  pageSize: number,
  load: () => Promise<{ items: Item[]; total: number; page: number }>,
) {
  try {
    const page = await load();
    return {
      items: page.items,
      total: page.total,
      page: page.page,
      pageSize,
      params,
      error: null as string | null,
    };
  } catch (e) {
    if (!isAppError(e) || e.code !== "bad_request") throw e;
    return { items: [] as Item[], total: 0, page: 1, pageSize, params, error: e.message as string | null };
  }
}

/**
 * A lead or application list's page (`?email=`, `?status=`, `?assignee=`, `?age=`, `?page=`): the
 * address's values for the filter bar, and the service's page for the parsed query.
 */
export function loadLeadListPage<Item>(
  request: Request,
  pageSize: number,
  list: (filter: Partial<LeadListFilter>) => Promise<{ items: Item[]; total: number; page: number }>,
) {
  const url = new URL(request.url);
  const value = (k: string) => url.searchParams.get(k) ?? "";
  const params = {
    email: value("email"),
    status: value("status"),
    assignee: value("assignee"),
    age: value("age"),
  };
  return loadListPage(params, pageSize, () =>
    list(leadFilterOf(parseQuery(LeadListQuerySchema, url.searchParams), new Date(), pageSize)),
  );
}

/** The newsletter's list: `?email=`, `?status=` and `?page=` from the address, with each status's count. */
export async function loadSubscriberListPage<Item, Counts>(
  request: Request,
  pageSize: number,
  list: (query: SubscriberListQuery & { page: number; pageSize: number }) => Promise<{
    items: Item[];
    total: number;
    page: number;
  }>,
  counts: (email: string | undefined) => Promise<Counts>,
) {
  const url = new URL(request.url);
  const params = { email: url.searchParams.get("email") ?? "", status: url.searchParams.get("status") ?? "" };
  const page = await loadListPage(params, pageSize, () => {
    const q = parseQuery(SubscriberListQuerySchema, url.searchParams);
    return list({ ...q, page: q.page ?? 1, pageSize });
  });
  return { ...page, counts: await counts(params.email.trim() || undefined) };
}

/** The string fields of `keys` that the form sent (absent ones stay absent: the service keeps them). */
export function formFields(form: FormData, keys: readonly string[]): Record<string, string> {
  const input: Record<string, string> = {};
  for (const key of keys) {
    const v = form.get(key);
    if (typeof v === "string") input[key] = v;
  }
  return input;
}

/**
 * The action of a record screen (leads, careers, newsletter): `intent` picks a handler, which does
 * the work through a service and returns the message to show. An unknown intent is a 400; a refusal
 * from a service keeps its status and reason (a rejected form says so, with the fields to fix); any
 * other failure throws to the error page.
 */
export async function runEditorIntent(
  form: FormData,
  handlers: Record<string, () => Promise<string>>,
): Promise<EditorResult | ReturnType<typeof data<EditorResult>>> {
  const intent = String(form.get("intent") ?? "");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler)
    return data<EditorResult>(
      { ok: false, intent, message: translate("en", "admin.action.unknown") },
      { status: 400 },
    );
  try {
    return { ok: true, intent, message: await handler() };
  } catch (e) {
    if (!isAppError(e)) throw e;
    const message = e.code === "validation_failed" ? translate("en", "admin.form.rejected") : e.message;
    return data<EditorResult>({ ok: false, intent, message, fields: e.fields }, { status: e.status });
  }
}

/** What a listing list's address asks for (`q`, `display`, `status`, `sort`, `compliance`), as its filter bar shows it. */
export function propertyListParams(sp: URLSearchParams) {
  return {
    q: (sp.get("q") ?? "").slice(0, 200),
    display: sp.get("display") ?? "",
    status: sp.get("status") ?? "",
    sort: sp.get("sort") ?? "",
    compliance: sp.get("compliance") === "no" ? "no" : "",
  };
}

/**
 * A listing list's filter, for its page and for its CSV (the same address, `.csv`): the list's type,
 * the address's parameters by the service's rule (a bad value is a 400 AppError), and "not compliant"
 * on today's Dubai date.
 */
export function propertyListFilter(
  sp: URLSearchParams,
  type: PropertyType | null,
  pageSize: number,
): PropertyFilter {
  const p = propertyListParams(sp);
  const filter = parsePropertyQuery(
    {
      type: type ?? undefined,
      name: p.q,
      display: p.display,
      status: p.status,
      sort: p.sort,
      page: sp.get("page") ?? undefined,
      pageSize,
    },
    pageSize,
  );
  return p.compliance ? { ...filter, nonCompliantOn: dubaiDay(new Date()) } : filter;
}
