import { adminMeta } from "../../components/admin/meta.ts";
import { AgentOptionsProvider, toAgentOption } from "../../components/admin/property-form-agents.tsx";
import { createDefaults } from "../../components/admin/property-form-state.ts";
import { PropertyFormPage } from "../../components/admin/property-page.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { PROPERTY_TYPES, type PropertyType } from "../../modules/properties/property.schema.ts";
import { listActiveAgents } from "../../modules/users/user.service.server.ts";
import type { Route } from "./+types/property-new";
import { adminApp } from "./admin.server.ts";
import "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = () => adminMeta("admin.propertyNew.title");

/** `?type=Rent` (from a type list's Create button) preselects the type; the active agents can be chosen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = adminApp(context, { adminsOnly: true });
  const type = new URL(request.url).searchParams.get("type");
  const preset = (PROPERTY_TYPES as readonly string[]).includes(type ?? "") ? (type as PropertyType) : null;
  const agents = (await listActiveAgents(db)).map(toAgentOption);
  return { type: preset, agents };
}

export default function NewPropertyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AgentOptionsProvider agents={loaderData.agents}>
      <PropertyFormPage
        type={loaderData.type}
        title={t("admin.propertyNew.title")}
        saved="admin.property.created"
        form={{ mode: "create", defaults: createDefaults(loaderData.type) }}
      />
    </AgentOptionsProvider>
  );
}
