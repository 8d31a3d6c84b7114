import { useDisplay } from "../../lib/display.ts";
import { MapPin } from "../../components/icons.ts";
import { data, redirect } from "react-router";
import { Link } from "../../components/ui/locale-link.tsx";
import { PlaceName } from "../../components/ui/place-name.tsx";
import { usePlaceName } from "../../lib/i18n/places.ts";
import { ContactDetails } from "../../components/content/contact-details.tsx";
import { FormPage } from "../../components/forms/form-page.tsx";
import { leadLabels, MessageField, PersonFields } from "../../components/forms/lead-fields.tsx";
import { LeadFormFrame } from "../../components/forms/lead-form.tsx";
import { useLeadForm } from "../../components/forms/use-lead-form.ts";
import { metaT, pageMeta, rootDataOf } from "../../components/public/seo.ts";
import { PUBLIC } from "../../lib/actor.ts";
import { appContext } from "../../lib/context.server.ts";
import { priceLine } from "../../modules/properties/property.price.ts";
import { useT } from "../../lib/i18n/index.ts";
import { runFormAction, submissionContext } from "../../web/public-form.server.ts";
import { createLead } from "../../modules/leads/leads.service.server.ts";
import { getProperty } from "../../modules/properties/property.service.server.ts";
import { DEFAULT_SETTINGS } from "../../modules/settings/settings.defaults.ts";
import { useRootData } from "../../root.tsx";
import { localizedText } from "../../modules/properties/property.localized.ts";
import type { Route } from "./+types/enquiry";
import "../../lib/i18n/content.ts";
import "../../lib/i18n/forms.ts";
import { localeOf, localePath } from "../../lib/i18n/locale.ts";

const FIELDS = ["name", "email", "phone", "message", "propertyId"] as const;

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.location);
  const agency = rootDataOf(args.matches).settings?.agencyName ?? "";
  return pageMeta(args, {
    title: t("content.enquiryPage.metaTitle"),
    description: t("content.enquiryPage.metaDescription", { agency }),
    path: "/enquiry",
    // One page per listing would be thin duplicates; the listing page itself is what to index.
    noindex: args.location.search.includes("property="),
  });
}

/** `?property={id}` names the listing asked about; only a published listing is shown. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const id = new URL(request.url).searchParams.get("property")?.trim() ?? "";
  if (!id) return { property: null, unavailable: false };
  const p = await getProperty(db, PUBLIC, id);
  if (!p) return { property: null, unavailable: true };
  const cover = p.media[0] ?? null;
  const text = localizedText(p, localeOf(url.pathname));
  return {
    property: {
      id: p._id,
      name: text.name,
      nameLang: text.nameLang,
      location: p.location,
      price: p.price,
      rentFrequency: p.rentFrequency,
      cover: cover ? { src: cover.src, srcset: cover.srcset, alt: cover.alt || p.name } : null,
    },
    unavailable: false,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await runFormAction(request, {
    db: app.db,
    form: "enquiry",
    perMinute: app.env.RATE_LIMIT_FORMS_PER_MINUTE,
    save: (input) => createLead(app.db, "enquiry", input, PUBLIC, submissionContext(request)),
  });
  const property = new URL(request.url).searchParams.get("property");
  if (result.ok)
    throw redirect(
      localePath(
        localeOf(new URL(request.url).pathname),
        `/enquiry?${property ? `property=${encodeURIComponent(property)}&` : ""}sent=1`,
      ),
    );
  return data(result.state, { status: result.status });
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const place = usePlaceName();
  const display = useDisplay();
  const settings = useRootData()?.settings ?? DEFAULT_SETTINGS;
  const { property, unavailable } = loaderData;
  const form = useLeadForm({
    kind: "enquiry",
    fields: FIELDS,
    server: actionData,
  });
  const labels = { ...leadLabels(t), propertyId: t("forms.enquiry.about") };
  const again = property ? `/enquiry?property=${property.id}` : "/enquiry";
  return (
    <FormPage
      page="enquiryPage"
      mainClassName="space-y-8"
      asideClassName="space-y-6"
      aside={
        <>
          <h2 className="text-2xl">{t("content.enquiryPage.asideTitle")}</h2>
          <ContactDetails settings={settings} />
        </>
      }
    >
      {property ? (
        <section
          aria-label={t("forms.enquiry.about")}
          className="flex flex-col overflow-hidden rounded-2xl border border-line bg-paper sm:flex-row"
          data-enquiry-property={property.id}
        >
          {property.cover ? (
            <img
              src={property.cover.src}
              srcSet={property.cover.srcset || undefined}
              sizes="(min-width: 640px) 14rem, 100vw"
              alt={property.cover.alt}
              width={960}
              height={640}
              className="aspect-[3/2] w-full object-cover sm:w-56"
            />
          ) : null}
          <div className="flex flex-1 flex-col justify-center gap-1 p-5">
            <p className="text-xs font-semibold uppercase tracking-widest text-sand-dark">
              {t("forms.enquiry.about")}
            </p>
            <p lang={property.nameLang} className="font-display text-xl">
              {property.name}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <MapPin aria-hidden="true" className="size-4" />
              <PlaceName name={property.location} />
            </p>
            <p className="font-medium">{priceLine(property, t, "page", display)}</p>
            <Link
              to={`/property/${property.id}`}
              className="mt-1 self-start text-sm underline underline-offset-4 hover:text-sand-dark"
            >
              {t("content.enquiryPage.viewListing")}
            </Link>
          </div>
        </section>
      ) : unavailable ? (
        <p role="note" className="rounded-lg border border-line bg-paper p-4 text-ink/80">
          {t("forms.enquiry.unavailable")}
        </p>
      ) : null}
      <LeadFormFrame kind="enquiry" form={form} labels={labels} againHref={again}>
        {property ? <input type="hidden" name="propertyId" value={property.id} /> : null}
        <PersonFields />
        <MessageField
          kind="enquiry"
          required
          defaultValue={
            property
              ? t("forms.enquiry.messageDefault", {
                  name: property.name,
                  location: place(property.location).text,
                })
              : undefined
          }
        />
      </LeadFormFrame>
    </FormPage>
  );
}
