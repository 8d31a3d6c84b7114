import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator, useSubmit } from "react-router";
import { CampaignState, campaignProgressLine } from "../../components/admin/campaign-parts.tsx";
import { ConfirmDialog } from "../../components/admin/dialog.tsx";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader } from "../../components/admin/parts.tsx";
import type { EditorResult } from "../../components/admin/record-editor.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { btn, field } from "../../components/admin/ui.ts";
import { isAppError } from "../../lib/errors.ts";
import { type MessageKey, translate, useT } from "../../lib/i18n/index.ts";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../lib/i18n/locale.ts";
import { CAMPAIGN_LIMITS } from "../../modules/newsletter/campaign.schema.ts";
import {
  campaignListings,
  deleteCampaign,
  getCampaign,
  previewCampaign,
  sendCampaign,
  testSendCampaign,
  updateCampaign,
} from "../../modules/newsletter/campaign.service.server.ts";
import { subscriberStatusCounts } from "../../modules/newsletter/newsletter.service.server.ts";
import { listProperties, parsePropertyQuery } from "../../modules/properties/property.service.server.ts";
import type { Route } from "./+types/campaign";
import { adminApp } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.campaigns.title");

const FORM_ID = "campaign-form";

/**
 * One campaign (issue 23): a draft is edited here (subject, introduction, listings found in the
 * published list), previewed as a subscriber receives it in each language, tested on the staff
 * member's own inbox and sent; once sent, its progress, refreshed while it goes out.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const url = new URL(request.url);
  const campaign = await getCampaign(db, actor, params.id);
  const lang: Locale = url.searchParams.get("lang") === "ar" ? "ar" : "en";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const [preview, counts, chosen, found] = await Promise.all([
    previewCampaign(db, actor, params.id, { locale: lang, origin: url.origin }),
    subscriberStatusCounts(db, actor),
    campaignListings(db, actor, campaign),
    campaign.status === "draft" && q
      ? listProperties(db, actor, parsePropertyQuery({ q, status: "approved", pageSize: 8 }))
      : null,
  ]);
  return {
    campaign,
    preview: preview.html,
    lang,
    q,
    confirmed: counts.confirmed,
    chosen,
    found: (found?.items ?? [])
      .filter((p) => !campaign.listingIds.includes(p._id))
      .map((p) => ({ id: p._id, name: p.name, location: p.location })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const form = await request.formData();
  const [intent, arg = ""] = String(form.get("intent") ?? "").split(":");
  const origin = new URL(request.url).origin;
  const fields = () => {
    let ids = form.getAll("listingIds").map(String);
    if (intent === "add") ids = [...ids, arg];
    if (intent === "remove") ids = ids.filter((id) => id !== arg);
    return {
      subject: String(form.get("subject") ?? ""),
      intro: String(form.get("intro") ?? ""),
      listingIds: ids,
    };
  };
  const done = (message: string): EditorResult => ({ ok: true, intent, message });
  try {
    switch (intent) {
      case "save":
      case "add":
      case "remove":
        await updateCampaign(db, actor, params.id, fields());
        return done(intent === "save" ? translate("en", "admin.campaign.saved") : "");
      case "test": {
        await updateCampaign(db, actor, params.id, fields());
        const lang = form.get("lang") === "ar" ? "ar" : "en";
        const email = await testSendCampaign(db, actor, params.id, { locale: lang, origin });
        return done(translate("en", "admin.campaign.tested", { email }));
      }
      case "send":
        // What the form holds is what goes out.
        await updateCampaign(db, actor, params.id, fields());
        await sendCampaign(db, actor, params.id, { origin });
        return done(translate("en", "admin.campaign.sending"));
      case "delete":
        await deleteCampaign(db, actor, params.id);
        return redirect("/admin/newsletter/campaigns");
      default:
        return data<EditorResult>(
          { ok: false, intent, message: translate("en", "admin.action.unknown") },
          { status: 400 },
        );
    }
  } catch (e) {
    if (!isAppError(e)) throw e;
    const message = e.code === "validation_failed" ? translate("en", "admin.form.rejected") : e.message;
    return data<EditorResult>({ ok: false, intent, message, fields: e.fields }, { status: e.status });
  }
}

export default function CampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { campaign, preview, lang, q, confirmed, chosen, found } = loaderData;
  const draft = campaign.status === "draft";
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const result = actionData as EditorResult | undefined;
  useEffect(() => {
    if (!result) return;
    if (!result.ok) toast.error(result.message);
    else if (result.message) toast.success(result.message);
  }, [result, toast]);
  // While it goes out, the progress refreshes itself.
  useEffect(() => {
    if (campaign.status !== "sending") return;
    const id = setInterval(() => revalidator.revalidate(), 3000);
    return () => clearInterval(id);
  }, [campaign.status, revalidator]);
  const error = (name: string) => {
    const key = result?.fields?.[name];
    return key ? t(key as MessageKey) : null;
  };

  return (
    <div>
      <PageHeader
        title={campaign.subject}
        count={<CampaignState status={campaign.status} />}
        actions={
          <Link to="/admin/newsletter/campaigns" className={btn.secondary}>
            {t("admin.campaigns.title")}
          </Link>
        }
      />
      <p className="mb-4 text-sm text-muted" data-campaign-progress>
        {campaignProgressLine(t, campaign)}
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="min-w-0">
          {draft ? (
            <Form
              method="post"
              id={FORM_ID}
              className="grid gap-4 rounded-lg border border-line bg-white p-4"
            >
              <div>
                <label htmlFor="c-subject" className={field.label}>
                  {t("admin.campaign.subject")}
                </label>
                <input
                  id="c-subject"
                  name="subject"
                  required
                  maxLength={CAMPAIGN_LIMITS.subject}
                  defaultValue={campaign.subject}
                  className={field.input}
                  aria-invalid={error("subject") ? true : undefined}
                />
                {error("subject") ? <p className={field.error}>{error("subject")}</p> : null}
              </div>
              <div>
                <label htmlFor="c-intro" className={field.label}>
                  {t("admin.campaign.intro")}
                </label>
                <textarea
                  id="c-intro"
                  name="intro"
                  rows={6}
                  maxLength={CAMPAIGN_LIMITS.intro}
                  defaultValue={campaign.intro}
                  className={field.input}
                  aria-describedby="c-intro-hint"
                />
                <p id="c-intro-hint" className={field.hint}>
                  {t("admin.campaign.introHint")}
                </p>
              </div>
              <fieldset>
                <legend className={field.label}>{t("admin.campaign.listings")}</legend>
                <p className={field.hint}>{t("admin.campaign.listingsHint")}</p>
                {error("listingIds") ? <p className={field.error}>{error("listingIds")}</p> : null}
                {chosen.length ? (
                  <ol className="mt-2 grid gap-1">
                    {chosen.map((l) => (
                      <li
                        key={l.id}
                        className="flex items-center gap-2 rounded-md border border-line px-2 py-1.5 text-sm"
                      >
                        <input type="hidden" name="listingIds" value={l.id} />
                        <span className="min-w-0 grow [overflow-wrap:anywhere]">
                          {l.name}
                          {l.published ? null : (
                            <span className="ms-2 text-xs font-medium text-expired">
                              {t("admin.campaign.unpublished")}
                            </span>
                          )}
                        </span>
                        <button
                          type="submit"
                          name="intent"
                          value={`remove:${l.id}`}
                          className={btn.rowDanger}
                          aria-label={t("admin.campaign.remove", { name: l.name })}
                        >
                          ×
                        </button>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="mt-2 text-sm text-muted">{t("admin.campaign.noListings")}</p>
                )}
              </fieldset>
              <div className="flex flex-wrap gap-2">
                <button type="submit" name="intent" value="save" className={btn.primary} disabled={busy}>
                  {t("admin.campaign.save")}
                </button>
                <input type="hidden" name="lang" value={lang} />
                <button type="submit" name="intent" value="test" className={btn.secondary} disabled={busy}>
                  {t("admin.campaign.test")}
                </button>
                <button
                  type="button"
                  className={btn.secondary}
                  disabled={busy || confirmed === 0}
                  onClick={() => setAsking(true)}
                >
                  {t("admin.campaign.send")}
                </button>
                <button type="submit" name="intent" value="delete" className={btn.ghost} disabled={busy}>
                  {t("admin.campaign.delete")}
                </button>
              </div>
            </Form>
          ) : (
            <p className="rounded-lg border border-line bg-white p-4 text-sm text-muted">
              {t("admin.campaign.readOnly")}
            </p>
          )}

          {draft ? (
            <div className="mt-4 rounded-lg border border-line bg-white p-4">
              <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="lang" value={lang} />
                <div className="min-w-48 grow">
                  <label htmlFor="c-q" className={field.label}>
                    {t("admin.campaign.search")}
                  </label>
                  <input
                    id="c-q"
                    name="q"
                    type="search"
                    defaultValue={q}
                    placeholder={t("admin.campaign.searchPlaceholder")}
                    className={field.input}
                  />
                </div>
                <button type="submit" className={btn.secondary}>
                  {t("admin.campaign.searchButton")}
                </button>
              </Form>
              {q ? (
                found.length ? (
                  <ul className="mt-3 grid gap-1">
                    {found.map((l) => (
                      <li key={l.id} className="flex items-center gap-2 text-sm">
                        <span className="min-w-0 grow [overflow-wrap:anywhere]">
                          {l.name} <span className="text-muted">· {l.location}</span>
                        </span>
                        <button
                          type="submit"
                          form={FORM_ID}
                          name="intent"
                          value={`add:${l.id}`}
                          className={btn.row}
                          disabled={busy || chosen.length >= CAMPAIGN_LIMITS.listings}
                          aria-label={t("admin.campaign.add", { name: l.name })}
                        >
                          +
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-sm text-muted">{t("admin.campaign.noResults")}</p>
                )
              ) : null}
            </div>
          ) : null}
        </section>

        <section className="min-w-0" aria-labelledby="c-preview">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 id="c-preview" className="font-semibold">
              {t("admin.campaign.preview")}
            </h2>
            <nav aria-label={t("admin.campaign.previewIn")} className="flex gap-1 text-sm">
              {LOCALES.map((l) => (
                <Link
                  key={l}
                  to={`?${new URLSearchParams({ lang: l, ...(q ? { q } : {}) })}`}
                  aria-current={l === lang ? "page" : undefined}
                  className={`rounded-md px-2 py-1 ${l === lang ? "bg-ink text-white" : "border border-line"}`}
                  preventScrollReset
                >
                  {LOCALE_NAMES[l]}
                </Link>
              ))}
            </nav>
          </div>
          <iframe
            title={t("admin.campaign.previewFrame")}
            srcDoc={preview}
            sandbox=""
            className="h-[36rem] w-full rounded-lg border border-line bg-white"
          />
        </section>
      </div>

      <ConfirmDialog
        open={asking}
        title={t("admin.campaign.sendTitle")}
        message={<p>{t("admin.campaign.sendBody", { n: confirmed })}</p>}
        confirmLabel={t("admin.campaign.sendConfirm")}
        tone="neutral"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
          const body = form ? new FormData(form) : new FormData();
          body.set("intent", "send");
          submit(body, { method: "post" });
        }}
      />
    </div>
  );
}
