import { ExternalLink } from "../../components/admin/icons.ts";
import { data } from "react-router";
import { formatDateTime } from "../../components/admin/labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import { StatusTag } from "../../components/admin/parts.tsx";
import { AgentOptionsProvider, toAgentOption } from "../../components/admin/property-form-agents.tsx";
import { PropertyFormPage } from "../../components/admin/property-page.tsx";
import { PropertyWarnings } from "../../components/admin/property-warnings.tsx";
import { FeedStatus } from "../../components/admin/feed-status.tsx";
import { listingFeedStatus } from "../../modules/feeds/feed.service.server.ts";
import { btn } from "../../components/admin/ui.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { listingWarnings } from "../../modules/properties/property.consistency.ts";
import { isAdmin } from "../../lib/actor.ts";
import { getEditableProperty } from "../../modules/properties/property.service.server.ts";
import { getStaffMember, listActiveAgents } from "../../modules/users/user.service.server.ts";
import type { Route } from "./+types/property-edit";
import { adminApp } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData
      ? translate("en", "admin.propertyEdit.titleNamed", { name: loaderData.property.name })
      : translate("en", "admin.error.notFoundTitle"),
    true,
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, actor } = adminApp(context);
  // An agent edits their own listings only: anyone else's is a 404, as if it did not exist.
  const property = await getEditableProperty(db, actor, params.id);
  if (!property) throw data(null, { status: 404 });
  // The active agents, and the listing's own agent when deactivated since: it stays chosen.
  const active = await listActiveAgents(db);
  const own =
    property.agentId && !active.some((a) => a._id === property.agentId)
      ? await getStaffMember(db, property.agentId)
      : null;
  const agents = [...active, ...(own ? [own] : [])].map(toAgentOption);
  // where the text contradicts the facts (advisory; dated by the server's today)
  return {
    property,
    agents,
    agentLocked: !isAdmin(actor),
    warnings: listingWarnings(property, new Date().toISOString().slice(0, 10)),
    feeds: listingFeedStatus(actor, property),
  };
}

export default function EditPropertyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { property, agents, agentLocked, warnings, feeds } = loaderData;
  return (
    <AgentOptionsProvider agents={agents} locked={agentLocked}>
      <PropertyFormPage
        type={property.type}
        title={t("admin.propertyEdit.title")}
        count={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-ink">{property.name}</span>
            <StatusTag status={property.status} />
            <span>
              {t("admin.propertyEdit.meta", {
                created: formatDateTime(property.createdAt),
                updated: formatDateTime(property.updatedAt),
              })}
            </span>
          </span>
        }
        actions={
          property.status === "approved" ? (
            <a href={`/property/${property._id}`} target="_blank" rel="noopener" className={btn.secondary}>
              <ExternalLink aria-hidden className="size-4" />
              {t("admin.property.viewOnSite")}
            </a>
          ) : null
        }
        saved="admin.property.saved"
        form={{ mode: "edit", record: property }}
        notice={
          <>
            <FeedStatus approved={property.status === "approved"} feeds={feeds} />
            <PropertyWarnings warnings={warnings} />
          </>
        }
      />
    </AgentOptionsProvider>
  );
}
