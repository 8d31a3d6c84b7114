import { data, type RouterContextProvider } from "react-router";
import type { NewsletterLinkKind } from "../../components/public/newsletter-link-page.tsx";
import { appContext } from "../../lib/context.server.ts";
import type { LinkView } from "../../modules/newsletter/newsletter.schema.ts";
import {
  confirmSubscription,
  readConfirmLink,
  readUnsubscribeLink,
  unsubscribeByLink,
} from "../../modules/newsletter/newsletter.service.server.ts";
import { checkLinkRate } from "../../web/public-form.server.ts";

// The two pages a newsletter email's links open (issue 23): what they share.

/**
 * Never cached or indexed: the token in the address is the reader's key to their subscription. It
 * does not leave the site either: the site-wide `strict-origin-when-cross-origin` sends other sites
 * the origin only (a stricter `no-referrer` would make the button's POST carry `Origin: null`,
 * which is refused as cross-site).
 */
export const LINK_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
};

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t");

/** GET: where the address stands. Nothing changes: mail scanners open links too. */
export async function loadLink(
  kind: NewsletterLinkKind,
  { request, context }: Args,
): Promise<{ kind: NewsletterLinkKind; view: LinkView }> {
  const { db } = context.get(appContext);
  const token = tokenOf(request);
  const view = kind === "confirm" ? await readConfirmLink(db, token) : await readUnsubscribeLink(db, token);
  return { kind, view };
}

/**
 * POST: the page's button, or a mail client's one-click unsubscribe (RFC 8058: a POST to the
 * List-Unsubscribe address with `List-Unsubscribe=One-Click`, no cookie, no page). Rate limited per
 * address like the forms.
 */
export async function actOnLink(kind: NewsletterLinkKind, { request, context }: Args) {
  const { db, env } = context.get(appContext);
  await checkLinkRate(db, request, "newsletter-link", env.RATE_LIMIT_FORMS_PER_MINUTE);
  const token = tokenOf(request);
  const origin = new URL(request.url).origin;
  const view =
    kind === "confirm"
      ? await confirmSubscription(db, token, { origin })
      : await unsubscribeByLink(db, token);
  return data({ kind, view }, { headers: LINK_HEADERS });
}
