import { data } from "react-router";
import { NotFoundContent } from "../../components/public/not-found-content.tsx";
import { metaT, pageMeta } from "../../components/public/seo.ts";

import type { Route } from "./+types/not-found";

/** Any unknown public path: the site's 404 page, with status 404, inside the normal shell. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaT(location);
  return pageMeta(
    { matches, location },
    {
      title: t("pub.notFound.title"),
      description: t("pub.notFound.description"),
      noindex: true,
    },
  );
}

export default function NotFound() {
  return <NotFoundContent />;
}
