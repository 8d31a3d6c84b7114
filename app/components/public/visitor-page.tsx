import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { formatDate } from "../../lib/format.ts";
import { isolate, type MessageKey, useLocale, useT } from "../../lib/i18n/index.ts";
import { propertyPath } from "../../lib/contact-links.ts";
import {
  VISITOR_PATHS,
  type VisitorFormAnswer,
  type VisitorLinkView,
  type VisitorPage,
} from "../../modules/alerts/alerts.constants.ts";
import { BEDROOM_COUNTS } from "../../modules/properties/listing-search.ts";
import { pricePeriodOfType } from "../../modules/properties/property.constants.ts";
import { Field, FormFields, Select } from "../forms/fields.tsx";
import { Form, Link } from "../ui/locale-link.tsx";
import {
  EmailRow,
  formProblem,
  frequencyOptions,
  Outcome,
  primary,
  useVisitorForm,
  VisitorFormElement,
} from "./alert-forms.tsx";
import { priceLabel } from "./search-controls.tsx";
import "../../lib/i18n/visitor.ts";

// The pages the visitor's emails open (issue 23): a link's problem, confirming alerts, stopping
// one, and the visitor's own page.

const secondary =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink px-5 font-medium hover:bg-sand-light disabled:opacity-70";
const danger =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-expired px-5 font-medium text-expired hover:bg-expired hover:text-white";

/** A page of one message and its actions, the shape every link page shares; `home`: a way back home last. */
export function LinkShell({ title, home, children }: { title: string; home?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center gap-5 px-6 py-16">
      <h1 className="text-3xl md:text-4xl">{title}</h1>
      {children}
      {home ? (
        <p>
          <Link to="/" className="font-medium underline">
            {t("state.notFound.home")}
          </Link>
        </p>
      ) : null}
    </main>
  );
}

/** A link that cannot be used (forged, cut short, expired, or its visitor deleted): and a way on. */
export function LinkProblem({ view }: { view: VisitorLinkView }) {
  const t = useT();
  const key = view.state;
  return (
    <LinkShell title={t(`visitor.link.${key}.title` as MessageKey)} home>
      <p role="status" className="text-lg text-muted">
        {t(`visitor.link.${key}.body` as MessageKey)}
      </p>
      {key !== "gone" ? <VisitorLinkForm /> : null}
    </LinkShell>
  );
}

/** A button that posts to the page's own address (token and all). */
export function PostButton({
  intent,
  children,
  className = primary,
  fields,
}: {
  intent?: string;
  children: ReactNode;
  className?: string;
  fields?: Record<string, string>;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" replace preventScrollReset>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {Object.entries(fields ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" disabled={busy} className={className}>
        {children}
      </button>
    </Form>
  );
}

/** The link to the visitor's own page, from a token the server just signed. */
export function OpenPageLink({ token }: { token: string }) {
  const t = useT();
  return (
    <Link to={`/${VISITOR_PATHS.page}?${new URLSearchParams({ t: token })}`} className={secondary}>
      {t("visitor.openPage")}
    </Link>
  );
}

type Search = VisitorPage["searches"][number];

/** One saved search on the visitor's page: what it looks for, how often, and its buttons. */
function SearchItem({ s, errors }: { s: Search; errors: Record<string, string> | null }) {
  const t = useT();
  const locale = useLocale();
  const period = pricePeriodOfType(s.filters.type);
  return (
    <li className="rounded-xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium">{s.description.join(" · ")}</p>
          <p className="mt-1 text-sm text-muted">
            {t(`visitor.frequencyShort.${s.frequency}` as MessageKey)} ·{" "}
            <span className={s.status === "active" ? "text-approved" : undefined}>
              {t(`visitor.page.status.${s.status}` as MessageKey)}
            </span>
            {s.lastSentAt
              ? ` · ${t("visitor.page.lastSent", { date: formatDate(s.lastSentAt, { locale }) })}`
              : ""}
          </p>
        </div>
        <Link to={s.sourcePath} className="text-sm font-medium underline">
          {t("visitor.page.open")}
        </Link>
      </div>
      <details className="mt-4" open={!!errors}>
        <summary className="cursor-pointer font-medium">{t("visitor.page.edit")}</summary>
        <Form method="post" replace preventScrollReset className="mt-4">
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="id" value={s.id} />
          <FormFields
            value={{
              idPrefix: `search-${s.id}`,
              errors: errors ?? {},
              values: {
                frequency: s.frequency,
                minPrice: s.filters.minPrice?.toString() ?? "",
                maxPrice: s.filters.maxPrice?.toString() ?? "",
                bedroom: s.filters.bedroom?.toString() ?? "",
              },
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Select name="frequency" label={t("pub.alertMe.frequency")} options={frequencyOptions(t)} />
              <Select
                name="bedroom"
                label={t("visitor.page.bedrooms")}
                placeholder={t("visitor.page.any")}
                options={BEDROOM_COUNTS.map((n) => ({
                  value: String(n),
                  label: n === 0 ? t("property.studio") : String(n),
                }))}
              />
              <Field
                name="minPrice"
                type="number"
                min={0}
                inputMode="numeric"
                label={priceLabel(t, "min", period)}
                optional
              />
              <Field
                name="maxPrice"
                type="number"
                min={0}
                inputMode="numeric"
                label={priceLabel(t, "max", period)}
                optional
              />
            </div>
          </FormFields>
          {errors?.form ? (
            <p role="alert" className="mt-3 text-sm font-medium text-expired">
              {t(errors.form as MessageKey)}
            </p>
          ) : null}
          <button type="submit" className={`${primary} mt-4`}>
            {t("visitor.page.save")}
          </button>
        </Form>
      </details>
      <div className="mt-4 flex flex-wrap gap-3">
        {s.status === "active" ? (
          <PostButton intent="pause" fields={{ id: s.id }} className={secondary}>
            {t("visitor.page.pause")}
          </PostButton>
        ) : s.status === "paused" ? (
          <PostButton intent="resume" fields={{ id: s.id }} className={secondary}>
            {t("visitor.page.resume")}
          </PostButton>
        ) : null}
        <PostButton intent="delete" fields={{ id: s.id }} className={danger}>
          {t("visitor.page.delete")}
        </PostButton>
      </div>
    </li>
  );
}

/** The visitor's own page: saved searches, favourites, newsletter, and deleting everything. */
export function VisitorPageView({
  page,
  answer,
}: {
  page: VisitorPage;
  answer?: { intent: string; id: string | null; errors: Record<string, string> | null } | null;
}) {
  const t = useT();
  const pending = page.searches.filter((s) => s.status === "pending").length;
  const saved = answer && !answer.errors;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12 md:px-6 md:py-16">
      <h1 className="text-3xl md:text-4xl">{t("visitor.page.title")}</h1>
      <p className="mt-3 text-lg text-muted">{t("visitor.page.lead", { email: isolate(page.email) })}</p>
      <p role="status" className="mt-2 min-h-6 font-medium text-approved">
        {saved ? t("visitor.page.done") : ""}
      </p>
      {answer?.errors && !answer.id ? (
        <p role="alert" className="mt-2 font-medium text-expired">
          {t((Object.values(answer.errors)[0] ?? "visitor.form.failed") as MessageKey)}
        </p>
      ) : null}

      <section aria-labelledby="searches-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="searches-heading" className="text-2xl">
            {t("visitor.page.searches")}
          </h2>
          {pending ? <PostButton intent="start">{t("visitor.page.start", { n: pending })}</PostButton> : null}
        </div>
        {page.searches.length ? (
          <ul className="mt-4 grid gap-4">
            {page.searches.map((s) => (
              <SearchItem key={s.id} s={s} errors={answer?.id === s.id ? answer.errors : null} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">{t("visitor.page.noSearches")}</p>
        )}
      </section>

      <section aria-labelledby="favourites-heading" className="mt-12">
        <h2 id="favourites-heading" className="text-2xl">
          {t("visitor.page.favourites")}
        </h2>
        {page.favourites.length ? (
          <>
            <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
              {page.favourites.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    {f.published ? (
                      <Link to={propertyPath(f.id)} className="font-medium underline">
                        {f.name}
                      </Link>
                    ) : (
                      <span className="font-medium">{f.name}</span>
                    )}
                    {!f.published ? (
                      <span className="ms-2 text-sm text-expired">{t("visitor.page.unavailable")}</span>
                    ) : null}
                  </div>
                  <PostButton intent="unfavourite" fields={{ id: f.id }} className={secondary}>
                    {t("visitor.page.remove")}
                  </PostButton>
                </li>
              ))}
            </ul>
            <Form method="post" replace preventScrollReset className="mt-4 flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="favourite-alerts" />
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="on"
                  value="1"
                  defaultChecked={page.favouriteAlerts}
                  className="size-5 accent-ink"
                />
                <span>{t("visitor.page.favouriteAlerts")}</span>
              </label>
              <button type="submit" className={secondary}>
                {t("visitor.page.favouriteAlertsSave")}
              </button>
            </Form>
          </>
        ) : (
          <p className="mt-4 text-muted">{t("visitor.page.noFavourites")}</p>
        )}
      </section>

      <section aria-labelledby="newsletter-heading" className="mt-12">
        <h2 id="newsletter-heading" className="text-2xl">
          {t("visitor.page.newsletter")}
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p>
            {t(
              page.newsletter === "confirmed"
                ? "visitor.page.newsletter.confirmed"
                : page.newsletter === "pending"
                  ? "visitor.page.newsletter.pending"
                  : "visitor.page.newsletter.none",
            )}
          </p>
          {page.newsletter === "confirmed" || page.newsletter === "pending" ? (
            <PostButton intent="newsletter-unsubscribe" className={secondary}>
              {t("visitor.page.newsletter.unsubscribe")}
            </PostButton>
          ) : (
            <PostButton intent="newsletter-subscribe" className={secondary}>
              {t("visitor.page.newsletter.subscribe")}
            </PostButton>
          )}
        </div>
      </section>

      <section aria-labelledby="forget-heading" className="mt-12 rounded-2xl border border-expired/40 p-6">
        <h2 id="forget-heading" className="text-2xl">
          {t("visitor.page.forget")}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{t("visitor.page.forgetLead")}</p>
        <details className="mt-4">
          <summary className={`${danger} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            {t("visitor.page.forget")}
          </summary>
          <div className="mt-4">
            <PostButton intent="forget" className={`${danger} bg-expired text-white`}>
              {t("visitor.page.forgetConfirm", { email: isolate(page.email) })}
            </PostButton>
          </div>
        </details>
      </section>
    </main>
  );
}

/** "Email me the link" to the visitor's own page (the `/alerts` page, an expired link's page). */
export function VisitorLinkForm({ initial }: { initial?: VisitorFormAnswer | null }) {
  const t = useT();
  const { fetcher, answer, busy, failed } = useVisitorForm("visitor-link", initial, "link");
  const done = answer?.ok && !busy ? t("visitor.find.done", { email: isolate(answer.email) }) : null;
  return (
    <VisitorFormElement fetcher={fetcher} intent="link">
      <EmailRow id="visitor-link-email" failed={failed} busy={busy} label={t("visitor.find.submit")} />
      <Outcome done={done} problem={formProblem(answer)} />
    </VisitorFormElement>
  );
}
