import { BadgeCheck, Languages, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "../../components/content/page-intro.tsx";
import { Portrait } from "../../components/content/portrait.tsx";
import { agentEmail, formatPhone, TEAM } from "../../components/content/team-data.ts";
import { KEEP_CLEAR, telHref, whatsappHref } from "../../lib/contact-links.ts";
import { pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { WhatsappIcon } from "../../components/ui/brand-icons.tsx";
import { translate, useT } from "../../lib/i18n/index.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/team";
import "../../lib/i18n/content.ts";

export function meta(args: Route.MetaArgs) {
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: translate("en", "content.team.metaTitle"),
    description: translate("en", "content.team.metaDescription", { agency }),
    path: "/team",
  });
}

export default function TeamPage() {
  const t = useT();
  const settings = useRootData()?.settings ?? DEFAULT_SETTINGS;
  const link = "underline decoration-line underline-offset-4 hover:decoration-sand";
  const action =
    "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full border border-line px-3 text-sm font-medium text-ink transition-colors hover:border-ink";
  return (
    <main id="main">
      <PageIntro
        eyebrow={t("content.team.eyebrow")}
        title={t("content.team.title")}
        lead={t("content.team.lead")}
      >
        <p className="mt-6 inline-flex rounded-full bg-white px-4 py-2 text-sm text-muted ring-1 ring-line">
          {t("content.demoNotice")}
        </p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {TEAM.map((agent) => {
            const email = agentEmail(agent, settings.email);
            const first = agent.name.split(" ")[0] ?? agent.name;
            return (
              <li
                key={agent.slug}
                data-agent={agent.slug}
                className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white"
              >
                <Portrait
                  look={agent.look}
                  label={t("content.team.portrait", { name: agent.name })}
                  className="aspect-[4/3] w-full sm:aspect-[4/5]"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-xl">{agent.name}</h2>
                  <p className="mt-0.5 text-sm font-medium text-sand-dark">{t(agent.role)}</p>
                  <dl className="mt-4 space-y-2 text-sm text-ink/80">
                    <div className="flex gap-2">
                      <dt>
                        <Languages aria-hidden="true" className="mt-0.5 size-4 text-muted" />
                        <span className="sr-only">{t("content.team.languages")}</span>
                      </dt>
                      <dd>{agent.languages.join(", ")}</dd>
                    </div>
                    <div className="flex gap-2">
                      <dt>
                        <MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted" />
                        <span className="sr-only">{t("content.team.areas")}</span>
                      </dt>
                      <dd>{agent.areas.join(", ")}</dd>
                    </div>
                    <div className="flex gap-2">
                      <dt>
                        <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 text-muted" />
                        <span className="sr-only">{t("content.team.brnLong")}</span>
                      </dt>
                      <dd>
                        <span aria-hidden="true">{t("content.team.brn")} </span>
                        {agent.brn}
                      </dd>
                    </div>
                  </dl>
                  <p className="mt-3 space-y-1 text-sm">
                    <a href={telHref(`+${agent.phone}`)} className={link}>
                      {formatPhone(agent.phone)}
                    </a>
                    <br />
                    <a href={`mailto:${email}`} className={`${link} break-all`}>
                      {email}
                    </a>
                  </p>
                  <div className="mt-auto flex gap-2 pt-5" {...KEEP_CLEAR}>
                    <a
                      href={telHref(`+${agent.phone}`)}
                      className={action}
                      aria-label={t("content.team.call", { name: agent.name })}
                    >
                      <Phone aria-hidden="true" className="size-4" />
                      <span>{t("content.team.callShort")}</span>
                    </a>
                    <a
                      href={whatsappHref(agent.phone, t("content.team.whatsappMessage", { name: first }))}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={action}
                      aria-label={`${t("content.team.whatsapp", { name: agent.name })} ${t("content.newTab")}`}
                    >
                      <WhatsappIcon className="size-4" />
                      <span>{t("content.contact.whatsapp")}</span>
                    </a>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <section className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-ink p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 className="text-2xl md:text-3xl">{t("content.team.joinTitle")}</h2>
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
