import { useNavigation } from "react-router";
import { isolate, type MessageKey, useT } from "../../lib/i18n/index.ts";
import type { LinkView } from "../../modules/newsletter/newsletter.schema.ts";
import { Form, Link } from "../ui/locale-link.tsx";
import "../../lib/i18n/forms.ts";

/** Which link a page answers: the confirmation of a subscription, or unsubscribing. */
export type NewsletterLinkKind = "confirm" | "unsubscribe";

/** What the page says, for each thing a link can find. */
function copyOf(
  kind: NewsletterLinkKind,
  view: LinkView,
): { title: MessageKey; body?: MessageKey; ask?: boolean } {
  switch (view.state) {
    case "invalid":
      return { title: "newsletterLink.invalid.title", body: "newsletterLink.invalid.body" };
    case "expired":
      return { title: "newsletterLink.expired.title", body: "newsletterLink.expired.body" };
    case "gone":
      return kind === "unsubscribe"
        ? { title: "newsletterLink.unsubscribed.title", body: "newsletterLink.notListed" }
        : { title: "newsletterLink.gone.title", body: "newsletterLink.gone.body" };
    case "unsubscribed":
      return kind === "unsubscribe"
        ? { title: "newsletterLink.unsubscribed.title", body: "newsletterLink.unsubscribed.body" }
        : { title: "newsletterLink.gone.title", body: "newsletterLink.gone.body" };
    case "confirmed":
      return kind === "confirm"
        ? { title: "newsletterLink.confirmed.title", body: "newsletterLink.confirmed.body" }
        : { title: "newsletterLink.unsubscribe.title", body: "newsletterLink.unsubscribe.lead", ask: true };
    default:
      // pending, or suspended after a bounce: the visitor's own click decides.
      return kind === "confirm"
        ? { title: "newsletterLink.confirm.title", body: "newsletterLink.confirm.lead", ask: true }
        : { title: "newsletterLink.unsubscribe.title", body: "newsletterLink.unsubscribe.lead", ask: true };
  }
}

/**
 * The page a newsletter email's link opens (issue 23). Opening it changes nothing (mail scanners
 * follow links); the button posts to the same address, token and all, and the answer is shown here.
 */
export function NewsletterLinkPage({ kind, view }: { kind: NewsletterLinkKind; view: LinkView }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const copy = copyOf(kind, view);
  const email = "email" in view ? view.email : "";
  const vars = { email: isolate(email), days: "days" in view ? view.days : 0 };
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center gap-5 px-6 py-20">
      <h1 className="text-3xl md:text-4xl">{t(copy.title)}</h1>
      {copy.body ? (
        <p className="text-lg text-muted" role={copy.ask ? undefined : "status"}>
          {t(copy.body, vars)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {copy.ask ? (
          <Form method="post" replace>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-12 items-center rounded-full bg-ink px-6 font-medium text-white hover:bg-sand-dark disabled:opacity-70"
            >
              {t(kind === "confirm" ? "newsletterLink.confirm.button" : "newsletterLink.unsubscribe.button")}
            </button>
          </Form>
        ) : null}
        <Link to="/" className="inline-flex min-h-12 items-center rounded-full border border-ink px-6">
          {t("newsletterLink.home")}
        </Link>
      </div>
    </main>
  );
}
