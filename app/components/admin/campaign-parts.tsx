import type { Translate } from "../../lib/i18n/index.ts";
import { useT } from "../../lib/i18n/index.ts";
import type { Campaign, CampaignStatus } from "../../modules/newsletter/campaign.schema.ts";
import "../../lib/i18n/admin.ts";

const TONE: Record<CampaignStatus, string> = {
  draft: "bg-paper text-muted ring-line",
  sending: "bg-sky-50 text-sky-800 ring-sky-200",
  sent: "bg-green-50 text-green-800 ring-green-700/30",
};

/** A campaign's state as a tag: Draft, Sending, Sent. */
export function CampaignState({ status }: { status: CampaignStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[status]}`}
      data-campaign-status={status}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(`admin.campaign.status.${status}`)}
    </span>
  );
}

/** How far a campaign has gone, in one line. */
export function campaignProgressLine(t: Translate, c: Pick<Campaign, "status" | "progress">): string {
  if (c.status === "draft") return t("admin.campaign.progressDraft");
  return t("admin.campaign.progress", { ...c.progress });
}
