import { useEffect, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { type MessageKey, useT } from "../../lib/i18n/index.ts";
import { HoneypotField } from "../forms/honeypot.tsx";
import { useLocalePath } from "../ui/locale-link.tsx";

/** What the newsletter action reports (see routes/public/home.tsx). */
export type NewsletterResult = "subscribed" | "already" | "invalid" | "failed";
const NEWSLETTER_RESULTS: readonly NewsletterResult[] = ["subscribed", "already", "invalid", "failed"];
/** The route whose action handles the footer form (the home page's index route). */
const NEWSLETTER_ACTION = "/?index";

const BUTTON: Record<NewsletterResult | "idle", MessageKey> = {
  idle: "newsletter.subscribe",
  subscribed: "newsletter.subscribed",
  already: "newsletter.already",
  invalid: "newsletter.retry",
  failed: "newsletter.retry",
};

const MESSAGE: Record<NewsletterResult, MessageKey> = {
  subscribed: "pub.newsletter.done",
  already: "pub.newsletter.alreadyBody",
  invalid: "pub.newsletter.invalid",
  failed: "pub.newsletter.failed",
};

/**
 * Subscribe → Subscribed / Already Subscribed / Try Again (docs/product/specification.md §4). With JavaScript the form
 * posts in the background; without it the action redirects back here with `?newsletter=<result>`.
 */
export function NewsletterForm() {
  const t = useT();
  const localized = useLocalePath();
  const fetcher = useFetcher<{ newsletter?: NewsletterResult }>({ key: "newsletter" });
  const [params] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const fromUrl = params.get("newsletter") as NewsletterResult | null;
  const result: NewsletterResult | null =
    fetcher.data?.newsletter ?? (fromUrl && NEWSLETTER_RESULTS.includes(fromUrl) ? fromUrl : null);
  const sending = fetcher.state !== "idle";
  const label = sending ? t("pub.newsletter.sending") : t(BUTTON[result ?? "idle"]);
  const done = result === "subscribed" && !sending;

  return (
    <fetcher.Form
      method="post"
      action={localized(NEWSLETTER_ACTION)}
      className="w-full max-w-md"
      noValidate={false}
    >
      <input type="hidden" name="intent" value="newsletter" />
      <input type="hidden" name="js" value={hydrated ? "1" : ""} />
      <HoneypotField label={t("pub.newsletter.honeypot")} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {t("newsletter.email")}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t("newsletter.email")}
          aria-describedby="newsletter-status"
          aria-invalid={result === "invalid" ? true : undefined}
          className="min-h-12 flex-1 rounded-full border border-white/40 bg-white/10 px-5 text-white placeholder:text-white/70 focus:border-white"
        />
        <button
          type="submit"
          disabled={sending || done}
          className="min-h-12 rounded-full bg-sand px-6 font-medium text-ink transition-colors hover:bg-white disabled:cursor-default disabled:opacity-90"
        >
          {label}
        </button>
      </div>
      <p id="newsletter-status" role="status" className="mt-2 min-h-6 text-sm text-white/85">
        {result && !sending ? t(MESSAGE[result]) : ""}
      </p>
    </fetcher.Form>
  );
}
