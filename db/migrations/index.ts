import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-21T1100-initial.ts";
import * as listingIndexes from "./2026-12-01T0900-listing-indexes.ts";
import * as rentFrequency from "./2026-12-02T0900-rent-frequency.ts";
import * as mailOutbox from "./2026-12-03T0900-mail-outbox.ts";
import * as agents from "./2026-12-04T0900-agents-and-assignment.ts";
import * as leadEvents from "./2026-12-05T0900-lead-events.ts";
import * as legacyLeadFields from "./2026-12-06T0900-legacy-lead-fields.ts";
import * as apiTokens from "./2026-12-06T1000-api-tokens.ts";
import * as propertyArabicText from "./2026-12-07T0900-property-arabic-text.ts";
import * as listingPortalsCompliance from "./2026-12-08T0900-listing-portals-compliance.ts";
import * as offplanSaleDetails from "./2026-12-08T1000-offplan-sale-details.ts";
import * as sharedRateLimits from "./2026-12-09T0900-shared-rate-limits.ts";
import * as jobRuns from "./2026-12-09T1000-job-runs.ts";
import * as referenceIndex from "./2026-12-09T1100-reference-index.ts";
import * as newsletterConsent from "./2026-12-10T0900-newsletter-consent.ts";
import * as newsletterCampaigns from "./2026-12-10T1000-newsletter-campaigns.ts";
import * as listingApprovedAt from "./2026-12-10T1100-listing-approved-at.ts";
import * as savedSearches from "./2026-12-11T0900-saved-searches.ts";
import * as listingMapPosition from "./2026-12-12T0900-listing-map-position.ts";

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  "2026-11-21T1100-initial": initial,
  "2026-12-01T0900-listing-indexes": listingIndexes,
  "2026-12-02T0900-rent-frequency": rentFrequency,
  "2026-12-03T0900-mail-outbox": mailOutbox,
  "2026-12-04T0900-agents-and-assignment": agents,
  "2026-12-05T0900-lead-events": leadEvents,
  "2026-12-06T0900-legacy-lead-fields": legacyLeadFields,
  "2026-12-06T1000-api-tokens": apiTokens,
  "2026-12-07T0900-property-arabic-text": propertyArabicText,
  "2026-12-08T0900-listing-portals-compliance": listingPortalsCompliance,
  "2026-12-08T1000-offplan-sale-details": offplanSaleDetails,
  "2026-12-09T0900-shared-rate-limits": sharedRateLimits,
  "2026-12-09T1000-job-runs": jobRuns,
  "2026-12-09T1100-reference-index": referenceIndex,
  "2026-12-10T0900-newsletter-consent": newsletterConsent,
  "2026-12-10T1000-newsletter-campaigns": newsletterCampaigns,
  "2026-12-10T1100-listing-approved-at": listingApprovedAt,
  "2026-12-11T0900-saved-searches": savedSearches,
  "2026-12-12T0900-listing-map-position": listingMapPosition,
};
