import { useEffect } from "react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { formatDateTime } from "../../components/admin/labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader } from "../../components/admin/parts.tsx";
import type { EditorResult } from "../../components/admin/record-editor.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { btn, field } from "../../components/admin/ui.ts";
import { CampaignState, campaignProgressLine } from "../../components/admin/campaign-parts.tsx";
import { isAppError } from "../../lib/errors.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { CAMPAIGN_LIMITS } from "../../modules/newsletter/campaign.schema.ts";
import { createCampaign, listCampaigns } from "../../modules/newsletter/campaign.service.server.ts";
import { subscriberStatusCounts } from "../../modules/newsletter/newsletter.service.server.ts";
import type { Route } from "./+types/campaigns";
import { adminApp } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.campaigns.title");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const [items, counts] = await Promise.all([listCampaigns(db, actor), subscriberStatusCounts(db, actor)]);
  return { items, confirmed: counts.confirmed };
}

/** Creates a draft from its subject and opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context, { adminsOnly: true });
  const form = await request.formData();
  try {
    const c = await createCampaign(db, actor, { subject: String(form.get("subject") ?? "") });
    return redirect(`/admin/newsletter/campaigns/${c._id}`);
  } catch (e) {
    if (!isAppError(e)) throw e;
    return {
      ok: false,
      intent: "create",
      message: translate("en", "admin.form.rejected"),
      fields: e.fields,
    } satisfies EditorResult;
  }
}

export default function CampaignsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, confirmed } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const toast = useToast();
  useEffect(() => {
    if (result && !result.ok) toast.error(result.message);
  }, [result, toast]);
  const subjectError = result?.fields?.subject;

  return (
    <div>
      <PageHeader
        title={t("admin.campaigns.title")}
        count={t("admin.campaigns.count", { n: items.length })}
        actions={
          <Link to="/admin/newsletter" className={btn.secondary}>
            {t("admin.campaigns.back")}
          </Link>
        }
      />
      <p className="mb-3 text-sm text-muted">{t("admin.campaigns.reach", { n: confirmed })}</p>
      <Form
        method="post"
        className="mb-4 flex flex-wrap items-end gap-2 rounded-lg border border-line bg-white p-3"
      >
        <div className="min-w-48 grow basis-72">
          <label htmlFor="new-subject" className={field.label}>
            {t("admin.campaigns.new")}: {t("admin.campaign.subject")}
          </label>
          <input
            id="new-subject"
            name="subject"
            required
            maxLength={CAMPAIGN_LIMITS.subject}
            className={field.input}
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? "new-subject-error" : undefined}
          />
          {subjectError ? (
            <p id="new-subject-error" className={field.error}>
              {t(subjectError as Parameters<typeof t>[0])}
            </p>
          ) : null}
        </div>
        <button type="submit" className={btn.primary} disabled={busy}>
          {t("admin.campaigns.create")}
        </button>
      </Form>

      {items.length === 0 ? (
        <div className="rounded-lg border border-line bg-white p-6 text-center">
          <p className="font-medium">{t("admin.campaigns.empty")}</p>
          <p className="mt-1 text-sm text-muted">{t("admin.campaigns.emptyBody")}</p>
        </div>
      ) : (
        <ul
          className="divide-y divide-line rounded-lg border border-line bg-white"
          aria-label={t("admin.campaigns.title")}
        >
          {items.map((c) => (
            <li
              key={c._id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-3"
              data-campaign={c._id}
            >
              <Link
                to={`/admin/newsletter/campaigns/${c._id}`}
                className="min-w-0 grow basis-64 font-medium [overflow-wrap:anywhere] hover:underline"
              >
                {c.subject}
              </Link>
              <CampaignState status={c.status} />
              <span className="text-xs text-muted">{campaignProgressLine(t, c)}</span>
              <span className="text-xs whitespace-nowrap text-muted tabular-nums">
                {formatDateTime(c.sendStartedAt ?? c.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
