import { metaT, pageMeta } from "../../components/public/seo.ts";
import { NewsletterLinkPage } from "../../components/public/newsletter-link-page.tsx";
import type { Route } from "./+types/newsletter-confirm";
import { actOnLink, LINK_HEADERS, loadLink } from "./newsletter-link.server.ts";
import "../../lib/i18n/forms.ts";

/** The page of the newsletter's confirm link (issue 23): see newsletter-link.server.ts. */
export const loader = (args: Route.LoaderArgs) => loadLink("confirm", args);
export const action = (args: Route.ActionArgs) => actOnLink("confirm", args);
export const headers = () => LINK_HEADERS;

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  const title = t("newsletterLink.confirm.title");
  return pageMeta({ matches, location }, { title, description: title, noindex: true });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, view } = actionData ?? loaderData;
  return <NewsletterLinkPage kind={kind} view={view} />;
}
