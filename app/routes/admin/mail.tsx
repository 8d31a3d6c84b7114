import { X } from "../../components/icons.ts";
import { RotateCw } from "../../components/admin/icons.ts";
import { Link, useFetcher, useLocation } from "react-router";
import { z } from "zod";
import { formatDateTime } from "../../components/admin/labels.ts";
import { FilterBar, SelectFilter } from "../../components/admin/list-kit/filter-bar.tsx";
import { ListView, Th } from "../../components/admin/list-kit/list-view.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader } from "../../components/admin/parts.tsx";
import { btn, table } from "../../components/admin/ui.ts";
import { useActionToast } from "../../components/admin/use-action-toast.ts";
import type { MailStatus } from "../../db/schema.ts";
import { appContext } from "../../lib/context.server.ts";
import { type MessageKey, translate, useT } from "../../lib/i18n/index.ts";
import { parseQuery } from "../../lib/validation.ts";
import {
  listMail,
  type MailMessage,
  requireMail,
  resendMail,
} from "../../modules/mail/mail.service.server.ts";
import { describeTransport } from "../../modules/mail/mail.transport.server.ts";
import type { Route } from "./+types/mail";
import { adminApp } from "./admin.server.ts";
import { loadListPage, runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

const PAGE_SIZE = 25;
const STATUSES = ["queued", "sending", "sent", "failed"] as const satisfies readonly MailStatus[];
const blank = (v: unknown) => (v === "" ? undefined : v);
const MailQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(STATUSES, { error: "Unknown status." }).optional()),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).optional()),
  id: z.preprocess(blank, z.string().max(64).optional()),
});

export const meta: Route.MetaFunction = () => adminMeta("admin.mail.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor, dataDir } = adminApp(context, { adminsOnly: true });
  const url = new URL(request.url);
  const params = { status: url.searchParams.get("status") ?? "", id: url.searchParams.get("id") ?? "" };
  const { env } = context.get(appContext);
  const list = await loadListPage(params, PAGE_SIZE, () => {
    const q = parseQuery(MailQuerySchema, url.searchParams);
    return listMail(db, actor, { status: q.status, page: q.page ?? 1, pageSize: PAGE_SIZE });
  });
  const open = params.id ? await requireMail(db, actor, params.id).catch(() => null) : null;
  return { ...list, open, transport: describeTransport({ smtpUrl: env.SMTP_URL, dataDir }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const form = await request.formData();
  return runEditorIntent(form, {
    resend: async () => {
      await resendMail(db, actor, String(form.get("id") ?? ""));
      return translate("en", "admin.mail.resent", { to: String(form.get("to") ?? "") });
    },
  });
}

const TONE: Record<MailStatus, string> = {
  queued: "bg-amber-50 text-amber-800 ring-amber-600/30",
  sending: "bg-sky-50 text-sky-800 ring-sky-600/30",
  sent: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  failed: "bg-red-50 text-red-800 ring-red-600/30",
};

function MailStatusTag({ status }: { status: MailStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[status]}`}
      data-mail-status={status}
    >
      {t(`admin.mail.status.${status}`)}
    </span>
  );
}

/** Status, attempts and when: what an admin needs to know whether the email went out. */
function Delivery({ m }: { m: MailMessage }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <MailStatusTag status={m.status} />
        <span className="text-xs text-muted">{t("admin.mail.attempts", { n: m.attempts })}</span>
      </span>
      {m.status === "sent" && m.sentAt ? (
        <span className="text-xs text-muted">
          {t("admin.mail.sentAt", { when: formatDateTime(m.sentAt) })}
        </span>
      ) : null}
      {m.status === "queued" && m.nextAttemptAt && m.attempts > 0 ? (
        <span className="text-xs text-muted">
          {t("admin.mail.retryAt", { when: formatDateTime(m.nextAttemptAt) })}
        </span>
      ) : null}
      {m.lastError && m.status !== "sent" ? (
        <span className="max-w-80 text-xs break-words text-red-800" data-mail-error>
          {m.lastError}
        </span>
      ) : null}
    </div>
  );
}

function RowButtons({ m }: { m: MailMessage }) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useActionToast(fetcher);
  const view = new URLSearchParams(location.search);
  view.set("id", m._id);
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <Link
        to={`?${view}`}
        className={btn.secondary}
        aria-label={t("admin.mail.viewLabel", { to: m.recipient })}
        preventScrollReset
      >
        {t("admin.mail.view")}
      </Link>
      {m.status === "failed" ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="id" value={m._id} />
          <input type="hidden" name="to" value={m.recipient} />
          <button
            type="submit"
            className={btn.primary}
            aria-label={t("admin.mail.resendLabel", { to: m.recipient })}
          >
            <RotateCw aria-hidden className="size-4" />
            {t("admin.mail.resend")}
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

function Detail({ m }: { m: NonNullable<Route.ComponentProps["loaderData"]["open"]> }) {
  const t = useT();
  const location = useLocation();
  const back = new URLSearchParams(location.search);
  back.delete("id");
  const purpose = `admin.mail.purpose.${m.purpose}` as MessageKey;
  return (
    <section
      className="mb-4 rounded-lg border border-line bg-white p-4"
      aria-labelledby="mail-detail"
      data-mail-detail={m._id}
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="mail-detail" className="text-base font-semibold break-words">
            {t("admin.mail.detail", { to: m.recipient })}
          </h2>
          <p className="text-sm break-words">{m.subject}</p>
          <p className="text-xs text-muted">
            {translate("en", purpose) === purpose ? m.purpose : t(purpose)}
            {m.replyTo ? ` · ${t("admin.mail.replyTo")}: ${m.replyTo}` : ""}
          </p>
        </div>
        <Link to={`?${back}`} className={btn.ghost} preventScrollReset>
          <X aria-hidden className="size-4" />
          {t("admin.mail.close")}
        </Link>
      </div>
      <Delivery m={m} />
      <h3 className="mt-4 mb-1 text-sm font-semibold">{t("admin.mail.history")}</h3>
      {m.attemptsLog.length ? (
        <ol className="space-y-1 text-sm">
          {m.attemptsLog.map((a) => (
            <li key={a.at} className="break-words">
              <span className="tabular-nums">{formatDateTime(a.at)}</span> ·{" "}
              {t(`admin.mail.outcome.${a.outcome}`)} · {t("admin.mail.ms", { ms: a.ms })}
              {a.detail ? <span className="block text-xs text-muted">{a.detail}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t("admin.mail.noAttempts")}</p>
      )}
      <h3 className="mt-4 mb-1 text-sm font-semibold">{t("admin.mail.body")}</h3>
      <pre className="max-h-96 overflow-auto rounded bg-paper p-3 text-xs whitespace-pre-wrap break-words">
        {m.text}
      </pre>
    </section>
  );
}

export default function MailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, params, open, transport } = loaderData;
  const statusOptions = STATUSES.map((s) => ({ value: s, label: t(`admin.mail.status.${s}`) }));
  return (
    <div>
      <PageHeader title={t("admin.mail.title")} count={t("admin.mail.count", { n: total })} />
      <p className="mb-3 text-sm text-muted">{t("admin.mail.lead", { transport })}</p>
      {open ? <Detail m={open} /> : null}
      <FilterBar filtered={!!params.status}>
        <SelectFilter
          name="status"
          label={t("admin.mail.status")}
          value={params.status}
          options={statusOptions}
          allLabel={t("admin.mail.allStatuses")}
          className="min-w-48"
        />
      </FilterBar>
      <ListView
        list={loaderData}
        name="mail"
        caption={t("admin.mail.title")}
        head={
          <>
            <Th>{t("admin.mail.col.to")}</Th>
            <Th>{t("admin.mail.col.subject")}</Th>
            <Th>{t("admin.mail.col.status")}</Th>
            <Th>{t("admin.mail.col.when")}</Th>
            <Th className="text-end">{t("admin.col.operations")}</Th>
          </>
        }
        empty={{ title: t("admin.mail.empty"), body: t("admin.mail.emptyBody") }}
        cards={
          // Below 768 px one card per email, like the other admin lists.
          <>
            {items.map((m) => (
              <li key={m._id} className="flex flex-col gap-2 px-3 py-3" data-card={m._id}>
                <p className="text-sm font-medium [overflow-wrap:anywhere]">{m.recipient}</p>
                <p className="text-sm">{m.subject}</p>
                <Delivery m={m} />
                <p className="text-xs text-muted">
                  {t("admin.mail.col.when")}: {formatDateTime(m.createdAt)}
                </p>
                <RowButtons m={m} />
              </li>
            ))}
          </>
        }
      >
        {items.map((m) => (
          <tr key={m._id} className="hover:bg-paper/60" data-row={m._id}>
            <th scope="row" className={`${table.td} text-start font-normal [overflow-wrap:anywhere]`}>
              {m.recipient}
            </th>
            <td className={`${table.td} min-w-48`}>{m.subject}</td>
            <td className={table.td}>
              <Delivery m={m} />
            </td>
            <td className={`${table.td} whitespace-nowrap text-muted tabular-nums`}>
              {formatDateTime(m.createdAt)}
            </td>
            <td className={`${table.td} text-end`}>
              <RowButtons m={m} />
            </td>
          </tr>
        ))}
      </ListView>
    </div>
  );
}
