import { useDisplay } from "../../lib/display.ts";
import { CalendarDays } from "../icons.ts";
import { Link } from "../ui/locale-link.tsx";
import { useT } from "../../lib/i18n/index.ts";
import type { Property } from "../../modules/properties/property.schema.ts";
import type { StaffMember } from "../../modules/users/user.schema.ts";
import { AgentPhoto } from "../content/agent-photo.tsx";
import { ContactLink, type ContactSurfaceProps, useContactHrefs } from "./actions.tsx";
import { KEEP_CLEAR } from "../../lib/contact-links.ts";
import { viewingRequestHref } from "./contact-links.ts";
import { priceText } from "./facts.tsx";

type CardProperty = Pick<
  Property,
  | "_id"
  | "name"
  | "reference"
  | "location"
  | "latitude"
  | "longitude"
  | "mapUrl"
  | "price"
  | "rentFrequency"
  | "type"
  | "listedBy"
  | "agentBrn"
>;

/**
 * The listing's agent as a visitor sees them (modules/users `publicAgent`): only while they are an
 * active agent; otherwise the page names the listing's own listedBy and agentBrn.
 */
type ListingAgent = Pick<StaffMember, "name" | "photoUrl" | "brn"> & {
  /** Named in the page's language by the loader (modules/users/languages.ts). */
  languages: string[];
};

/** The agent's name, photo, languages and BRN, or the listing's own listedBy and BRN without one. */
function agentIdentity(
  p: Pick<Property, "listedBy" | "agentBrn">,
  agent: ListingAgent | null,
  separator: string,
) {
  const brn = (agent?.brn.trim() || p.agentBrn?.trim() || "").replace(/^\s*BRN[\s:#-]*/i, "");
  const languages = (agent?.languages ?? []).join(separator);
  return { name: agent?.name || p.listedBy || "", brn, languages };
}

/** Desktop: a card that stays in view beside the content (DESIGN.md "sticky agent card"). */
export function AgentCard({
  property: p,
  url,
  contacts,
  agent = null,
}: ContactSurfaceProps<CardProperty> & { agent?: ListingAgent | null }) {
  const t = useT();
  const hrefs = useContactHrefs(p, url, contacts);
  const price = priceText(p, t, useDisplay());
  const who = agentIdentity(p, agent, t("common.listSeparator"));
  const initials = (who.name || contacts.agencyName)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return (
    <aside
      aria-labelledby="agent-title"
      {...KEEP_CLEAR}
      {...(agent ? { "data-agent-profile": "" } : {})}
      className="sticky top-24 space-y-5 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-2xl font-medium">{price.amount}</span>
        {price.suffix ? <span className="text-sm text-muted">{price.suffix}</span> : null}
      </p>
      <div className="flex items-center gap-3">
        {agent ? (
          <AgentPhoto
            name={agent.name}
            photoUrl={agent.photoUrl}
            alt={t("pd.agent.photo", { name: agent.name })}
            width={128}
            height={128}
            className="size-16 shrink-0 rounded-full"
            small
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand-light font-display text-lg text-ink"
          >
            {initials}
          </span>
        )}
        <div className="min-w-0">
          <h2 id="agent-title" className="font-sans text-base font-semibold">
            {t("pd.agent.title")}
          </h2>
          {who.name ? (
            <p className={`text-sm text-muted ${agent ? "break-words" : "truncate"}`}>
              {t("pd.agent.listedBy", { name: who.name })}
            </p>
          ) : null}
          {who.brn ? <p className="text-xs text-muted">{t("pd.agent.brn", { brn: who.brn })}</p> : null}
        </div>
      </div>
      {who.languages ? (
        <p className="text-sm text-ink/80" data-agent-languages="">
          {t("pd.agent.languages", { languages: who.languages })}
        </p>
      ) : null}
      <p className="text-sm leading-relaxed text-muted">{t("pd.agent.lead")}</p>
      <div className="grid gap-2">
        <ContactLink
          way="whatsapp"
          hrefs={hrefs}
          data-action="whatsapp"
          className="flex min-h-11 items-center justify-center gap-2 rounded-full bg-ink px-4 py-2.5 font-medium text-white hover:bg-ink/90"
        />
        <div className="grid grid-cols-2 gap-2">
          {(["call", "email"] as const).map((way) => (
            <ContactLink
              key={way}
              way={way}
              hrefs={hrefs}
              data-action={way}
              className="flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink px-4 py-2.5 font-medium hover:bg-paper"
            />
          ))}
        </div>
        <Link
          to={viewingRequestHref(p._id)}
          className="flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-medium text-sand-dark underline-offset-4 hover:underline"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {t("pd.actions.viewing")}
        </Link>
        {/* Writing to us directly stays possible, as the secondary way (Email above is our form). */}
        <p className="text-center text-xs text-muted">
          {agent ? t("pd.agent.orEmailAgent", { name: agent.name }) : t("pd.agent.orEmail")}
          <a
            href={hrefs.mailto}
            className="block break-words underline underline-offset-4 hover:text-ink"
            data-action="mailto"
          >
            {contacts.email}
          </a>
        </p>
      </div>
    </aside>
  );
}

/**
 * Phones (below the agent card's width): who the listing's agent is, with their photo, languages
 * and BRN; the contact bar at the bottom of the screen reaches them. Only for a listing with an
 * active agent.
 */
export function AgentIntro({ property: p, agent }: { property: CardProperty; agent: ListingAgent }) {
  const t = useT();
  const who = agentIdentity(p, agent, t("common.listSeparator"));
  return (
    <section
      aria-labelledby="agent-intro-title"
      className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4 lg:hidden"
      data-agent-intro=""
    >
      <AgentPhoto
        name={agent.name}
        photoUrl={agent.photoUrl}
        alt={t("pd.agent.photo", { name: agent.name })}
        width={160}
        height={160}
        className="size-20 shrink-0 rounded-full"
        small
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-widest text-sand-dark">
          {t("pd.agent.yourAgent")}
        </p>
        <h2 id="agent-intro-title" className="mt-1 font-sans text-lg font-semibold break-words">
          {agent.name}
        </h2>
        {who.languages ? (
          <p className="mt-0.5 text-sm text-ink/80">
            {t("pd.agent.languages", { languages: who.languages })}
          </p>
        ) : null}
        {who.brn ? <p className="mt-0.5 text-xs text-muted">{t("pd.agent.brn", { brn: who.brn })}</p> : null}
      </div>
    </section>
  );
}

/** Phones: Call, WhatsApp and Email always within thumb reach at the bottom of the screen. */
export function ContactBar({
  property: p,
  url,
  contacts,
  agentName,
}: ContactSurfaceProps<CardProperty> & { agentName?: string }) {
  const t = useT();
  const hrefs = useContactHrefs(p, url, contacts);
  // Each button as wide as its words (never wrapped: Arabic's "email" is two words), the room left
  // shared out.
  const item =
    "flex min-h-12 flex-auto items-center justify-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold";
  return (
    <nav
      aria-label={agentName ? t("pd.contactBar.agentLabel", { name: agentName }) : t("pd.contactBar.label")}
      // Sticky at the end of <main>: always in reach while reading, and it never covers the footer.
      {...KEEP_CLEAR}
      className="sticky bottom-0 z-40 mt-10 border-t border-line bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden"
      data-testid="contact-bar"
    >
      <div className="mx-auto flex max-w-xl gap-2">
        {(["call", "whatsapp", "email"] as const).map((way) => (
          <ContactLink
            key={way}
            way={way}
            hrefs={hrefs}
            className={`${item} ${way === "whatsapp" ? "bg-ink text-white" : "border border-ink text-ink"}`}
          />
        ))}
      </div>
    </nav>
  );
}
