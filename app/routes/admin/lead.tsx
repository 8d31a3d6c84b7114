import { Mail, MessageSquareText, Phone } from "../../components/icons.ts";
import { ArrowLeft, CircleDot, Download, StickyNote } from "../../components/admin/icons.ts";
import { useEffect, useRef } from "react";
import { data, Link, useFetcher } from "react-router";
import {
  configForMatches,
  configForPattern,
  useRouteConfig,
} from "../../components/admin/list-kit/route-config.ts";
import { LEAD_PAGES } from "../../components/admin/admin-lists.ts";
import { formatDateTime, formatDay, formatDuration } from "../../components/admin/labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import { LeadStatusTag } from "../../components/admin/parts.tsx";
import { btn, field, userText } from "../../components/admin/ui.ts";
import { useActionToast } from "../../components/admin/use-action-toast.ts";
import { telHref, whatsappHref } from "../../lib/contact-links.ts";
import { type MessageKey, type Translate, translate, useT } from "../../lib/i18n/index.ts";
import type { LeadEvent } from "../../modules/leads/lead-events.server.ts";
import { addLeadNote, leadDetail } from "../../modules/leads/lead-desk.service.server.ts";
import { updateLead } from "../../modules/leads/leads.service.server.ts";
import { updateApplication } from "../../modules/careers/careers.service.server.ts";
import { CAREER_STATUS_LABEL, CAREER_STATUSES } from "../../modules/careers/careers.schema.ts";
import { LEAD_STATUS_LABEL, LEAD_STATUSES } from "../../modules/leads/leads.schema.ts";
import type { Route } from "./+types/lead";
import { adminApp } from "./admin.server.ts";
import { runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";
import "../../lib/i18n/forms.ts";

// One lead's page (issue 18, item 5): who, what and where from; its whole history with the emails
// about it; a status change and staff notes; and the visitor's other leads. An agent opens only
// their own (anyone else's id is the same 404 as a missing one: the services decide).

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const cfg = configForMatches(LEAD_PAGES, matches);
  return adminMeta(
    loaderData
      ? `${loaderData.lead.name} · ${translate("en", cfg?.listTitle ?? "admin.nav.leads")}`
      : "admin.error.notFoundTitle",
    !!loaderData,
  );
};

export async function loader({ params, context, pattern }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  const cfg = configForPattern(LEAD_PAGES, pattern);
  if (!cfg) throw data(null, { status: 404 });
  try {
    return await leadDetail(db, actor, cfg.kind, params.id);
  } catch (e) {
    if ((e as { status?: number }).status === 404) throw data(null, { status: 404 });
    throw e;
  }
}

export async function action({ request, params, context, pattern }: Route.ActionArgs) {
  const { db, actor } = adminApp(context);
  const cfg = configForPattern(LEAD_PAGES, pattern);
  if (!cfg) throw data(null, { status: 404 });
  const form = await request.formData();
  return runEditorIntent(form, {
    status: async () => {
      const status = String(form.get("status") ?? "");
      if (cfg.kind === "career") await updateApplication(db, actor, params.id, { status });
      else await updateLead(db, actor, cfg.kind, params.id, { status });
      const label = cfg.kind === "career" ? CAREER_STATUS_LABEL : LEAD_STATUS_LABEL;
      return translate("en", "admin.leadPage.statusSaved", {
        status: translate("en", label[status as keyof typeof label] ?? "lead.status.none"),
      });
    },
    note: async () => {
      await addLeadNote(db, actor, cfg.kind, params.id, { text: form.get("text") ?? "" });
      return translate("en", "admin.leadPage.noteAdded");
    },
  });
}

type Detail = Route.ComponentProps["loaderData"];

/** One line of the history: an event or an email, in time order. */
interface Line {
  at: string;
  key: string;
  icon: "event" | "note" | "mail";
  text: string;
  body?: string;
  tone?: "failed";
}

function eventLine(e: LeadEvent, t: Translate, names: Map<string, string>): Line {
  const by = e.actorName ?? (e.actorId ? t("admin.leadPage.formerStaff") : t("admin.leadPage.someone"));
  const d = e.detail as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const nameOf = (id: unknown) =>
    typeof id === "string" ? (names.get(id) ?? t("admin.leadPage.formerStaff")) : "";
  switch (e.type) {
    case "created": {
      const parts = [
        e.actorId ? t("admin.leadPage.event.createdBy", { name: by }) : t("admin.leadPage.event.created"),
      ];
      if (str(d.page)) parts.push(t("admin.leadPage.event.from", { page: str(d.page) }));
      if (str(d.referrer)) parts.push(t("admin.leadPage.event.referrer", { site: str(d.referrer) }));
      const utm =
        d.utm && typeof d.utm === "object"
          ? Object.entries(d.utm as Record<string, unknown>)
              .map(([k, v]) => `${k}=${str(v)}`)
              .join(", ")
          : "";
      const extra = [t("admin.leadPage.event.source", { source: str(d.source) || "website" })];
      if (utm) extra.push(t("admin.leadPage.event.utm", { utm }));
      return { at: e.at, key: e.id, icon: "event", text: parts.join(" "), body: extra.join(" · ") };
    }
    case "assigned": {
      const to = d.to ? nameOf(d.to) : null;
      const text = d.auto
        ? to
          ? t("admin.leadPage.event.assignedAuto", { name: to })
          : t("admin.leadPage.event.assignedAutoAdmins")
        : to
          ? t("admin.leadPage.event.assigned", { by, name: to })
          : t("admin.leadPage.event.assignedAdmins", { by });
      return { at: e.at, key: e.id, icon: "event", text };
    }
    case "status": {
      const label = (s: string) =>
        t(CAREER_STATUS_LABEL[s as keyof typeof CAREER_STATUS_LABEL] ?? "lead.status.none");
      return {
        at: e.at,
        key: e.id,
        icon: "event",
        text: t("admin.leadPage.event.status", { by, from: label(str(d.from)), to: label(str(d.to)) }),
      };
    }
    case "note":
      return {
        at: e.at,
        key: e.id,
        icon: "note",
        text: t("admin.leadPage.event.note", { by }),
        body: str(d.text),
      };
  }
}

function historyOf(detail: Detail, t: Translate): Line[] {
  const names = new Map<string, string>();
  for (const e of detail.events) if (e.actorId && e.actorName) names.set(e.actorId, e.actorName);
  if (detail.lead.assigneeId && detail.lead.assigneeName)
    names.set(detail.lead.assigneeId, detail.lead.assigneeName);
  const lines = detail.events.map((e) => eventLine(e, t, names));
  for (const m of detail.mail) {
    lines.push({
      at: m.createdAt,
      key: m._id,
      icon: "mail",
      text: t("admin.leadPage.event.mail", { to: m.recipient, subject: m.subject }),
      body: `${t(`admin.leadPage.event.mailStatus.${m.status}` as MessageKey)}${m.sentAt ? ` ${formatDateTime(m.sentAt)}` : ""}${m.lastError ? ` · ${m.lastError}` : ""}`,
      tone: m.status === "failed" ? "failed" : undefined,
    });
  }
  // A stable sort by time only: events written in one instant keep their order (created, assigned).
  return lines.sort((a, b) => a.at.localeCompare(b.at));
}

/** The time from arrival to the first status change or note by staff. */
function firstResponse(detail: Detail): number | null {
  const first = detail.events.find((e) => (e.type === "status" || e.type === "note") && e.actorId);
  return first ? Date.parse(first.at) - Date.parse(detail.lead.createdAt) : null;
}

const card = "min-w-0 rounded-lg border border-line bg-white p-4";
const heading = "mb-2 font-sans text-base font-semibold";

export default function LeadPage({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const cfg = useRouteConfig(LEAD_PAGES);
  const lead = d.lead;
  const statuses = lead.kind === "career" ? CAREER_STATUSES : LEAD_STATUSES;
  const statusLabel = (s: string) =>
    t(CAREER_STATUS_LABEL[s as keyof typeof CAREER_STATUS_LABEL] ?? "lead.status.none");
  const statusFetcher = useFetcher<{ ok: boolean; message: string }>();
  const noteFetcher = useFetcher<{ ok: boolean; message: string; fields?: Record<string, string> }>();
  useActionToast(statusFetcher);
  useActionToast(noteFetcher);
  const noteForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (noteFetcher.state === "idle" && noteFetcher.data?.ok) noteForm.current?.reset();
  }, [noteFetcher.state, noteFetcher.data]);
  const noteError = noteFetcher.data && !noteFetcher.data.ok ? noteFetcher.data.fields?.text : undefined;
  const response = firstResponse(d);
  const lines = historyOf(d, t);
  const facts = Object.entries(lead.facts).filter(([, v]) => v !== null && v !== "");

  return (
    <div className="grid gap-4" data-lead-page={lead.kind}>
      <div>
        <Link
          to={cfg?.list ?? "/admin/home"}
          className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t("admin.leadPage.back", { list: t(cfg?.listTitle ?? "admin.nav.leads") })}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1
            className={`min-w-0 font-sans text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] ${userText}`}
            data-lead-name
          >
            {lead.name}
          </h1>
          <LeadStatusTag status={lead.status} label={statusLabel(lead.status)} />
        </div>
        <p className="mt-1 text-sm text-muted">
          {t("admin.leadPage.received", {
            noun: t(`admin.leadPage.kind.${lead.kind}` as MessageKey),
            date: formatDateTime(lead.createdAt),
          })}
          {" · "}
          {lead.assigneeName
            ? t("admin.leadPage.assignee", { name: lead.assigneeName })
            : t("admin.leadPage.withAdmins")}
          {" · "}
          <span data-first-response>
            {response === null
              ? t("admin.leadPage.noResponse")
              : t("admin.leadPage.firstResponse", { time: formatDuration(response, t) })}
          </span>
        </p>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="grid content-start gap-4">
          <section className={card} aria-labelledby="lead-contact">
            <h2 id="lead-contact" className={heading}>
              {t("admin.leadPage.contact")}
            </h2>
            <p className="text-sm [overflow-wrap:anywhere]">
              <a href={`mailto:${lead.email}`} className="underline underline-offset-2">
                {lead.email}
              </a>
            </p>
            <p className="text-sm">{lead.phone}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={telHref(lead.phone)} className={btn.secondary}>
                <Phone aria-hidden className="size-4" />
                {t("admin.leadPage.call")}
              </a>
              <a href={whatsappHref(lead.phone)} className={btn.secondary} target="_blank" rel="noopener">
                <MessageSquareText aria-hidden className="size-4" />
                {t("admin.leadPage.whatsapp")}
              </a>
              <a href={`mailto:${lead.email}`} className={btn.secondary}>
                <Mail aria-hidden className="size-4" />
                {t("admin.leadPage.email")}
              </a>
            </div>
          </section>

          <section className={card} aria-labelledby="lead-message">
            <h2 id="lead-message" className={heading}>
              {t("admin.leadPage.message")}
            </h2>
            <p
              className={`text-sm whitespace-pre-line [overflow-wrap:anywhere] ${userText}`}
              data-lead-message
            >
              {lead.message || <span className="text-muted">{t("admin.leadPage.noMessage")}</span>}
            </p>
            {lead.kind === "enquiry" ? (
              <p className="mt-3 text-sm">
                <span className="font-medium">{t("admin.leadPage.listing")}: </span>
                {lead.listing ? (
                  <Link to={`/editProperty/${lead.listing.id}`} className="underline underline-offset-2">
                    {lead.listing.name}
                  </Link>
                ) : lead.propertyName ? (
                  <span className="[overflow-wrap:anywhere]" data-property-name>
                    {lead.propertyName}
                  </span>
                ) : (
                  <span className="text-muted">{t("admin.leadPage.listingGone")}</span>
                )}
              </p>
            ) : null}
            {facts.length ? (
              <dl
                className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
                aria-label={t("admin.leadPage.details")}
              >
                {facts.map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-muted">{t(`admin.field.${k}` as MessageKey)}</dt>
                    <dd className="min-w-0 [overflow-wrap:anywhere]">
                      {k === "preferredDate" ? formatDay(String(v)) : String(v)}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {lead.cv ? (
              <a href={`/api/${lead.cv}`} className={`${btn.secondary} mt-3`} download>
                <Download aria-hidden className="size-4" />
                {t("admin.careers.downloadCv")}
              </a>
            ) : null}
          </section>

          <section className={card} aria-labelledby="lead-status">
            <h2 id="lead-status" className={heading}>
              {t("admin.leadPage.status")}
            </h2>
            <statusFetcher.Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="status" />
              <label className="min-w-40 grow">
                <span className="sr-only">{t("admin.leadPage.status")}</span>
                <select name="status" defaultValue={lead.status} key={lead.status} className={field.input}>
                  {statuses.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className={btn.primary}
                disabled={statusFetcher.state !== "idle"}
                data-save-status
              >
                {t("admin.leadPage.saveStatus")}
              </button>
            </statusFetcher.Form>
          </section>

          <section className={card} aria-labelledby="lead-related">
            <h2 id="lead-related" className={heading}>
              {t("admin.leadPage.related")}
            </h2>
            {d.related.length ? (
              <ul className="divide-y divide-line text-sm" data-related>
                {d.related.map((r) => (
                  <li key={`${r.kind}-${r.id}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
                    <Link
                      to={r.href}
                      className="min-w-0 font-medium underline underline-offset-2 [overflow-wrap:anywhere]"
                    >
                      {t(`admin.leadPage.kind.${r.kind}` as MessageKey)}
                    </Link>
                    <span className="text-muted">{formatDateTime(r.createdAt)}</span>
                    <LeadStatusTag status={r.status} label={statusLabel(r.status)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t("admin.leadPage.relatedNone")}</p>
            )}
            <p className={field.hint}>{t("admin.leadPage.relatedHint")}</p>
          </section>
        </div>

        <section className={card} aria-labelledby="lead-history">
          <h2 id="lead-history" className={heading}>
            {t("admin.leadPage.timeline")}
          </h2>
          <ol className="grid gap-3" data-timeline>
            {lines.map((l) => (
              <li key={l.key} className="flex gap-3" data-line={l.icon}>
                <span
                  aria-hidden
                  className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full ${l.tone === "failed" ? "bg-expired/10 text-expired" : "bg-paper text-muted"}`}
                >
                  {l.icon === "note" ? (
                    <StickyNote className="size-3.5" />
                  ) : l.icon === "mail" ? (
                    <Mail className="size-3.5" />
                  ) : (
                    <CircleDot className="size-3.5" />
                  )}
                </span>
                <div className="min-w-0 text-sm">
                  <p className="[overflow-wrap:anywhere]">{l.text}</p>
                  {l.body ? (
                    <p
                      className={`mt-0.5 whitespace-pre-line [overflow-wrap:anywhere] ${userText} ${l.icon === "note" ? "text-ink" : "text-muted"} ${l.tone === "failed" ? "text-expired" : ""}`}
                    >
                      {l.body}
                    </p>
                  ) : null}
                  <p className="mt-0.5 text-xs text-muted">
                    <time dateTime={l.at}>{formatDateTime(l.at)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ol>

          <noteFetcher.Form method="post" ref={noteForm} className="mt-5 border-t border-line pt-4">
            <input type="hidden" name="intent" value="note" />
            <label htmlFor="lead-note" className={field.label}>
              {t("admin.leadPage.note")}
            </label>
            <textarea
              id="lead-note"
              name="text"
              rows={3}
              maxLength={4000}
              required
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? "lead-note-hint lead-note-error" : "lead-note-hint"}
              className={field.input}
            />
            <p id="lead-note-hint" className={field.hint}>
              {t("admin.leadPage.noteHint")}
            </p>
            {noteError ? (
              <p id="lead-note-error" className={field.error}>
                {noteError}
              </p>
            ) : null}
            <button
              type="submit"
              className={`${btn.primary} mt-2`}
              disabled={noteFetcher.state !== "idle"}
              data-add-note
            >
              {t("admin.leadPage.addNote")}
            </button>
          </noteFetcher.Form>
        </section>
      </div>
    </div>
  );
}
