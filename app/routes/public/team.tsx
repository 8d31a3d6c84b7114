import { BadgeCheck, Languages, Mail, Phone, Users } from "../../components/icons.ts";
import { Link } from "../../components/ui/locale-link.tsx";
import { AgentPhoto } from "../../components/content/agent-photo.tsx";
import { PageIntro } from "../../components/content/page-intro.tsx";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { WhatsappIcon } from "../../components/ui/brand-icons.tsx";
import { PhoneNumber } from "../../components/ui/phone-number.tsx";
import { appContext } from "../../lib/context.server.ts";
import { KEEP_CLEAR, telHref, whatsappHref } from "../../lib/contact-links.ts";
import { useT } from "../../lib/i18n/index.ts";
import { localeOf } from "../../lib/i18n/locale.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { publicAgents } from "../../modules/users/user.service.server.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/team";
import "../../lib/i18n/content.ts";

/** The active agents as a visitor may see them (ADR 0013: cached; staff edits clear the cache). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return { agents: await publicAgents(db, localeOf(new URL(request.url).pathname)) };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.team.metaTitle"),
    description: t("content.team.metaDescription", { agency }),
    path: "/team",
  });
}

type Agent = Route.ComponentProps["loaderData"]["agents"][number];

const link = "underline decoration-line underline-offset-4 hover:decoration-sand";
const action =
  "inline-flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-full border border-line px-3 text-sm font-medium text-ink transition-colors hover:border-ink";

function AgentCard({ agent }: { agent: Agent }) {
  const t = useT();
  const first = agent.name.split(/\s+/)[0] || agent.name;
  const languages = agent.languages;
  const brn = agent.brn.replace(/^\s*BRN[\s:#-]*/i, "");
  const phone = agent.phone.trim();
  const whatsapp = agent.whatsapp.trim();
  return (
    <li
      data-agent={agent.id}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white"
    >
      <AgentPhoto
        name={agent.name}
        photoUrl={agent.photoUrl}
        alt={t("content.team.photo", { name: agent.name })}
        width={480}
        height={600}
        className="aspect-[4/3] w-full sm:aspect-[4/5]"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl break-words">{agent.name}</h2>
        <dl className="mt-4 space-y-2 text-sm text-ink/80">
          {languages.length > 0 ? (
            <div className="flex gap-2">
              <dt>
                <Languages aria-hidden="true" className="mt-0.5 size-4 text-muted" />
                <span className="sr-only">{t("content.team.languages")}</span>
              </dt>
              <dd className="min-w-0">{languages.join(t("common.listSeparator"))}</dd>
            </div>
          ) : null}
          {brn ? (
            <div className="flex gap-2">
              <dt>
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 text-muted" />
                <span className="sr-only">{t("content.team.brnLong")}</span>
              </dt>
              <dd className="min-w-0">
                <span aria-hidden="true">{t("content.team.brn")} </span>
                {brn}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-3 space-y-1 text-sm">
          {phone ? (
            <>
              <a href={telHref(phone)} className={link}>
                <PhoneNumber number={phone} />
              </a>
              <br />
            </>
          ) : null}
          <a href={`mailto:${agent.email}`} className={`${link} break-all`}>
            {agent.email}
          </a>
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-5" {...KEEP_CLEAR}>
          {whatsapp ? (
            <a
              href={whatsappHref(whatsapp, t("content.team.whatsappMessage", { name: first }))}
              target="_blank"
              rel="noopener noreferrer"
              className={`${action} col-span-2`}
              aria-label={`${t("content.team.whatsapp", { name: agent.name })} ${t("content.newTab")}`}
              data-agent-action="whatsapp"
            >
              <WhatsappIcon className="size-4" />
              <span>{t("content.contact.whatsapp")}</span>
            </a>
          ) : null}
          {phone ? (
            <a
              href={telHref(phone)}
              className={action}
              aria-label={t("content.team.call", { name: agent.name })}
              data-agent-action="call"
            >
              <Phone aria-hidden="true" className="size-4" />
              <span>{t("content.team.callShort")}</span>
            </a>
          ) : null}
          <a
            href={`mailto:${agent.email}`}
            className={`${action} ${phone ? "" : "col-span-2"}`}
            aria-label={t("content.team.email", { name: agent.name })}
            data-agent-action="email"
          >
            <Mail aria-hidden="true" className="size-4" />
            <span>{t("content.team.emailShort")}</span>
          </a>
        </div>
      </div>
    </li>
  );
}

/** No active agent: say so, and how to reach the office instead. */
function NoAgents({ phone, email }: { phone: string; email: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="team-empty"
      data-team-empty=""
      className="mx-auto max-w-2xl rounded-2xl border border-line bg-white p-8 text-center md:p-12"
    >
      <Users aria-hidden="true" className="mx-auto size-10 text-sand-dark" />
      <h2 id="team-empty" className="mt-4 text-2xl text-balance md:text-3xl">
        {t("content.team.empty.title")}
      </h2>
      <p className="mt-3 text-ink/75">{t("content.team.empty.body")}</p>
      <p className="mt-6 flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-center sm:gap-6">
        {phone ? (
          <a href={telHref(phone)} className={`${link} inline-flex items-center gap-2`}>
            <Phone aria-hidden="true" className="size-4 text-muted" />
            <PhoneNumber number={phone} />
          </a>
        ) : null}
        {email ? (
          <a href={`mailto:${email}`} className={`${link} inline-flex items-center gap-2 break-all`}>
            <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
            {email}
          </a>
        ) : null}
      </p>
      <Link
        to="/contact"
        className="mt-6 inline-flex min-h-12 items-center rounded-full bg-ink px-6 font-medium text-white hover:bg-ink/90"
      >
        {t("content.team.empty.cta")}
      </Link>
    </section>
  );
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { agents } = loaderData;
  const settings = useRootData()?.settings ?? DEFAULT_SETTINGS;
  const languages = new Set(agents.flatMap((a) => a.languages.map((l) => l.toLowerCase())));
  return (
    <main id="main">
      <PageIntro
        eyebrow={t("content.team.eyebrow")}
        title={t("content.team.title")}
        lead={t("content.team.lead")}
      >
        {agents.length > 0 ? (
          <p
            className="mt-6 inline-flex rounded-full bg-white px-4 py-2 text-sm text-muted ring-1 ring-line"
            data-team-count=""
          >
            {t("content.team.count", { n: agents.length, languages: languages.size })}
          </p>
        ) : null}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        {agents.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {agents.map((agent) => (
              <AgentCard key={agent.id} agent={agent} />
            ))}
          </ul>
        ) : (
          <NoAgents phone={settings.phone} email={settings.email} />
        )}
        <section className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-ink p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 className="text-2xl md:text-3xl">
              {agents.length > 0 ? t("content.team.joinTitle") : t("content.team.joinTitleEmpty")}
            </h2>
            <p className="mt-2 text-white/80">{t("content.team.joinBody")}</p>
          </div>
          <Link
            to="/career"
            className="inline-flex min-h-12 items-center rounded-full bg-sand px-6 font-medium text-ink hover:bg-white"
          >
            {t("content.team.joinCta")}
          </Link>
        </section>
      </div>
    </main>
  );
}
