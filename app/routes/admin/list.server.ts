import { isAppError } from "../../lib/errors.ts";
import { AdminListQuerySchema } from "../../lib/admin-list.ts";
import { parseQuery } from "../../lib/validation.ts";

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

/** A list searched by email only (careers, newsletter): `?email=` and `?page=` from the address. */
export function loadEmailListPage<Item>(
  request: Request,
  pageSize: number,
  list: (query: { email: string | undefined; page: number; pageSize: number }) => Promise<{
    items: Item[];
    total: number;
    page: number;
  }>,
) {
  const url = new URL(request.url);
  const params = { email: url.searchParams.get("email") ?? "" };
  return loadListPage(params, pageSize, () => {
    const q = parseQuery(AdminListQuerySchema, url.searchParams);
    return list({ email: q.email, page: q.page ?? 1, pageSize });
  });
}
