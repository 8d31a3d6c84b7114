import { Rss } from "./icons.ts";
import { useT } from "../../lib/i18n/index.ts";
import type { FeedProblem } from "../../modules/feeds/feed.xml.ts";
import type { Portal } from "../../modules/properties/property.schema.ts";
import { FEED_PROBLEM_LABEL, PORTAL_LABEL } from "./labels.ts";
import "../../lib/i18n/admin.ts";

export interface ListingFeedStatus {
  portal: Portal;
  chosen: boolean;
  problems: FeedProblem[];
}

/**
 * Where a listing stands with each portal feed (issue 21), above its editor: in the feed, left out
 * with why, or not chosen for it. A listing that is not approved is advertised nowhere.
 */
export function FeedStatus({ approved, feeds }: { approved: boolean; feeds: readonly ListingFeedStatus[] }) {
  const t = useT();
  return (
    <section
      aria-label={t("admin.feedStatus.title")}
      className="mb-5 flex flex-wrap items-center gap-2 text-sm"
      data-feed-status
    >
      <Rss aria-hidden className="size-4 text-muted" />
      {feeds.map((f) => {
        const name = t(PORTAL_LABEL[f.portal]);
        const state = !f.chosen ? "notChosen" : !approved ? "notApproved" : f.problems.length ? "out" : "in";
        const tone =
          state === "in"
            ? "bg-green-50 text-green-800 ring-green-700/30"
            : state === "out"
              ? "bg-red-50 text-red-800 ring-red-700/30"
              : "bg-stone-100 text-stone-700 ring-stone-300";
        const text =
          state === "in"
            ? t("admin.feedStatus.in", { portal: name })
            : state === "out"
              ? t("admin.feedStatus.out", {
                  portal: name,
                  why: f.problems.map((p) => t(FEED_PROBLEM_LABEL[p])).join("; "),
                })
              : state === "notApproved"
                ? t("admin.feedStatus.notApproved", { portal: name })
                : t("admin.feedStatus.notChosen", { portal: name });
        return (
          <span
            key={f.portal}
            className={`inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset [overflow-wrap:anywhere] ${tone}`}
            data-feed={f.portal}
            data-feed-state={state}
          >
            {text}
          </span>
        );
      })}
    </section>
  );
}
