import type { Generated, Insertable, Selectable } from "kysely";

/** Timestamps are ISO-8601 UTC strings and calendar dates `yyyy-mm-dd` in both dialects. */
export interface PropertyTable {
  id: string;
  name: string;
  project_name: string | null;
  type: "Rent" | "Buy" | "Commercial" | "HolidayHome" | "NewProject";
  description: string;
  message: string | null;
  state: string | null;
  location: string;
  location_key: string;
  latitude: number | null;
  longitude: number | null;
  bedrooms: number | null;
  floors: number | null;
  bathrooms: number | null;
  occupancy: "Occupied" | "Vacant" | null;
  configuration: string | null;
  convenience: string | null;
  layout: string | null;
  parking: number | null;
  view: string | null;
  square: number | null;
  price: number;
  display: "handPick" | "feature" | "view" | null;
  status: "approved" | "notApproved" | "expired";
  property_status: "ready" | "offPlan";
  property_type: "commercial" | "residential";
  listed_by: string;
  email: string;
  number: string;
  added_on: string | null;
  hand_over_date: string | null;
  elevators: number | null;
  total_area: number | null;
  building_name: string | null;
  pools: number | null;
  map_url: string | null;
  reference: string | null;
  permit_number: string | null;
  permit_qr_url: string | null;
  agent_brn: string | null;
  rent_frequency: "yearly" | "monthly" | "weekly" | "daily" | null;
  cheques: number | null;
  /** The price filters and sorts compare: a sale price, or a rent's yearly equivalent (on every write). */
  price_per_year: number;
  /** The listing's agent (a user); null: none named. */
  agent_id: string | null;
  /** The name and description written in Arabic; null: not written (Arabic pages show the English). */
  name_ar: string | null;
  description_ar: string | null;
  unit_type:
    | "Apartment"
    | "Duplex"
    | "Penthouse"
    | "Hotel Apartment"
    | "Villa"
    | "Townhouse"
    | "Compound"
    | "Whole Building"
    | "Full Floor"
    | "Plot"
    | "Office"
    | "Retail"
    | "Shop"
    | "Showroom"
    | "Warehouse"
    | "Factory"
    | "Labour Camp"
    | null;
  furnishing: "furnished" | "partly" | "unfurnished" | null;
  sub_community: string | null;
  /** The advertising permit's last valid day, `yyyy-mm-dd`. */
  permit_expiry: string | null;
  /** Off-plan sale details Bayut asks for: the DLD fee waived (%), a resale's original price and amount paid. */
  dld_waiver: number | null;
  original_price: number | null;
  amount_paid: number | null;
  /** When it was last approved (published); null if never. Set by the repository, not the form. */
  approved_at: string | null;
  /**
   * Where it sits on the map: its coordinates, else its community's centre (`map_approx` 1), else
   * null (property.map.ts); written with every listing.
   */
  map_lat: number | null;
  map_lng: number | null;
  map_approx: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type PropertyListKind =
  | "features"
  | "keyFeatures"
  | "exclusiveAmenities"
  | "primeLocation"
  | "features_ar"
  | "keyFeatures_ar"
  | "exclusiveAmenities_ar"
  | "primeLocation_ar"
  | "portals";

interface PropertyListItemTable {
  property_id: string;
  kind: PropertyListKind;
  position: number;
  value: string;
}

export interface PropertyImageTable {
  id: string;
  property_id: string;
  position: number;
  /** Absolute http(s) URL for an external image, else null. */
  url: string | null;
  /** Stored image: key under the public media folder (e.g. `uploads/ab/abcd…`), else null. */
  storage_key: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  /** JSON: [{ width, format, key }] responsive variants of a stored image. */
  variants: string | null;
  created_at: string;
}

type LeadStatus = "pending" | "inprogress" | "postponed" | "won" | "lost";

interface LeadBase {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: LeadStatus;
  read_at: string | null;
  /** The user (agent, or an admin) it is assigned to; null: the admins. */
  assignee_id: string | null;
  created_at: string;
  updated_at: string;
}

export type ContactMessageTable = LeadBase;

export interface EnquiryTable extends LeadBase {
  property_id: string | null;
  /** The property asked about, as sent or as the listing was called when the enquiry arrived. */
  property_name: string | null;
}

export interface ListPropertyRequestTable extends LeadBase {
  /** "" when the request did not say (the old client's form sends an address instead). */
  location: string;
  /** Null when not given (the old client's form does not ask). */
  property_type: "commercial" | "residential" | null;
  type: "Rent" | "Buy" | "Commercial" | "HolidayHome" | "NewProject" | null;
  bedrooms: number | null;
  price: number | null;
  address: string | null;
  /** The visit the owner asks for: a calendar day `yyyy-mm-dd` and a 24-hour `HH:MM`. */
  preferred_date: string | null;
  preferred_time: string | null;
}

/** Where an address stands with the newsletter (issue 23): only `confirmed` ones receive it. */
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "suspended";

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  /** When the address was (last) put on the list: the form's submission. */
  subscribed_at: string;
  /** Rows stored before consent was asked default to `confirmed` (see the migration). */
  status: Generated<SubscriberStatus>;
  /** The language the visitor subscribed in: their emails are written in it. */
  locale: Generated<string>;
  /** Null on a confirmed address: it subscribed before confirmation was asked (single opt-in). */
  confirmed_at: string | null;
  /** When the last confirmation email was queued: one per address per 10 minutes. */
  confirm_sent_at: string | null;
  unsubscribed_at: string | null;
  suspended_at: string | null;
  /** The mail server's refusal that suspended the address. */
  suspended_reason: string | null;
}

/** A newsletter campaign (issue 23): a draft until sent, then `sending` until every recipient is queued. */
export type CampaignStatus = "draft" | "sending" | "sent";

export interface NewsletterCampaignTable {
  id: string;
  subject: string;
  /** What staff wrote above the listings: plain text, paragraphs separated by blank lines. */
  intro: string;
  /** The listings it shows, in order: a JSON array of ids. */
  listing_ids: string;
  status: CampaignStatus;
  created_by: string | null;
  /** The site's address the emails link to, as staff saw it when they sent it. */
  origin: string | null;
  created_at: string;
  updated_at: string;
  send_started_at: string | null;
  send_finished_at: string | null;
}

/** The confirmed addresses a campaign goes to, taken when it was sent. */
export interface CampaignRecipientTable {
  campaign_id: string;
  subscriber_id: string;
  email: string;
  locale: string;
  /** When its email went to the outbox; null while waiting for its batch. */
  queued_at: string | null;
  /** 1 when the address had left the list before its batch came: nothing was sent. */
  skipped: Generated<number>;
}

/** A visitor known by an email address only (issue 23): their alerts and favourites hang off it. */
export interface VisitorTable {
  id: string;
  email: string;
  /** The language of their emails: the page they last asked from. */
  locale: string;
  /** The site's address as the visitor saw it, for the links in their emails. */
  origin: string | null;
  created_at: string;
  /** When a link emailed to the address was first used: the address is theirs. */
  confirmed_at: string | null;
  /** When the last email with a link (confirm, own page) was queued: one per 10 minutes. */
  link_sent_at: string | null;
  /** 1: one email when a favourite's price drops or its status changes (opt-in). */
  favourite_alerts: Generated<number>;
}

export type SavedSearchFrequency = "instant" | "daily" | "weekly";
/** `pending` until the address is confirmed; `paused` by the visitor (nothing sent meanwhile). */
export type SavedSearchStatus = "pending" | "active" | "paused";

export interface SavedSearchTable {
  id: string;
  visitor_id: string;
  /** The filters, as the listing API names them: a JSON object. */
  filters: string;
  /** The page the search was saved from (path and query), to open it again. */
  source_path: string;
  frequency: SavedSearchFrequency;
  status: SavedSearchStatus;
  created_at: string;
  updated_at: string;
  /** Listings approved after this (and up to the run) go in the next alert; null until confirmed. */
  checked_until: string | null;
  last_sent_at: string | null;
}

/** A listing a visitor keeps, attached to their address, with what they were last told of it. */
interface FavouriteTable {
  visitor_id: string;
  property_id: string;
  created_at: string;
  seen_price: number;
  seen_status: string;
}

export interface CareerApplicationTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  position: string;
  message: string;
  status: "" | LeadStatus;
  /** Key under the private folder; never publicly served. */
  cv_key: string | null;
  cv_name: string | null;
  cv_type: string | null;
  read_at: string | null;
  assignee_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: "admin" | "agent";
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  // The agent's profile (an admin may have one too).
  phone: Generated<string>;
  /** Digits with country code, for wa.me. */
  whatsapp: Generated<string>;
  photo_url: Generated<string>;
  /** Comma-separated, as shown: "English, Arabic". */
  languages: Generated<string>;
  /** RERA broker registration number. */
  brn: Generated<string>;
  /** 1 active, 0 deactivated (no sign-in, no new leads). */
  active: Generated<number>;
  /** Comma-separated lead kinds this user is given by round robin. */
  lead_kinds: Generated<string>;
  last_assigned_at: string | null;
}

interface SessionTable {
  /** SHA-256 of the random token held by the browser; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** A bearer token for the API (only its digest is kept). */
interface ApiTokenTable {
  id: string;
  /** SHA-256 (hex) of the token the client holds. */
  token_hash: string;
  /** `named`: made by an admin in the admin; `login`: handed out by `POST /api/login`, short-lived. */
  kind: "named" | "login";
  name: string;
  /** `read`: GET calls only; `agent` / `admin`: what that role may do, as `user_id`. */
  role: "read" | "agent" | "admin";
  user_id: string;
  created_by: string | null;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

interface LoginThrottleTable {
  /** `account:<email>` or `address:<ip>`. */
  key: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

interface PageViewTable {
  path: string;
  day: string;
  referrer_host: string;
  count: number;
}

interface SiteSettingTable {
  key: string;
  /** JSON value. */
  value: string;
  updated_at: string;
}

export type MailStatus = "queued" | "sending" | "sent" | "failed";

/** One email the site will send (or has sent): the outbox row, written with what it is about. */
export interface MailMessageTable {
  id: string;
  /** What the message is for, e.g. `lead-staff` or `lead-visitor`. */
  purpose: string;
  lead_kind: string | null;
  lead_id: string | null;
  recipient: string;
  /** Unique: one message per lead, recipient and purpose, however often a write is retried. */
  dedupe_key: string;
  /** The Message-ID header, the same on every attempt, so a receiver can tell a repeat. */
  message_id: string;
  subject: string;
  html: string;
  text: string;
  reply_to: string | null;
  /** Extra headers as a JSON object (List-Unsubscribe, List-Unsubscribe-Post), or null. */
  headers: string | null;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: until when the claiming worker owns it; after that another may retry it. */
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MailAttemptTable {
  id: string;
  mail_id: string;
  at: string;
  outcome: "sent" | "retry" | "failed";
  /** The server's answer or the error. */
  detail: string | null;
  ms: number;
}

/** Where each lead's history lives: the four lead tables share one events table. */
type LeadEventKind = "contact" | "enquiry" | "listProperty" | "career";
export type LeadEventType = "created" | "assigned" | "status" | "note";

/** One thing that happened to a lead (docs: the lead timeline). */
interface LeadEventTable {
  id: string;
  lead_kind: LeadEventKind;
  lead_id: string;
  type: LeadEventType;
  at: string;
  /** The member of staff who did it; null for the visitor or the site. */
  actor_id: string | null;
  /** JSON: a status's {from, to}, a note's {text}, an assignment's {to}, a creation's origin. */
  detail: Generated<string>;
}

/** One secret per portal feed (issue 21): `/feeds/{portal}.xml?token=…`; only its SHA-256 is kept. */
interface FeedTokenTable {
  portal: "propertyfinder" | "bayut";
  token_hash: string;
  created_by: string | null;
  created_at: string;
  /** The feed's ETag when it was last read, and when its content last changed (its Last-Modified). */
  last_etag: string | null;
  last_changed_at: string | null;
}

/** Rate limits every instance shares (PostgreSQL): a key's current window and its hits in it. */
interface RateLimitCounterTable {
  key: string;
  /** Milliseconds since the epoch. */
  window_ends_at: number;
  hits: number;
}

/** Periodic work several instances share: when each job last started, and by which instance. */
interface JobRunTable {
  name: string;
  started_at: string;
  started_by: string | null;
}

export interface Database {
  properties: PropertyTable;
  property_list_items: PropertyListItemTable;
  property_images: PropertyImageTable;
  contact_messages: ContactMessageTable;
  enquiries: EnquiryTable;
  list_property_requests: ListPropertyRequestTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  newsletter_campaigns: NewsletterCampaignTable;
  newsletter_campaign_recipients: CampaignRecipientTable;
  visitors: VisitorTable;
  saved_searches: SavedSearchTable;
  favourites: FavouriteTable;
  career_applications: CareerApplicationTable;
  users: UserTable;
  sessions: SessionTable;
  api_tokens: ApiTokenTable;
  login_throttle: LoginThrottleTable;
  page_views: PageViewTable;
  site_settings: SiteSettingTable;
  mail_messages: MailMessageTable;
  mail_attempts: MailAttemptTable;
  lead_events: LeadEventTable;
  feed_tokens: FeedTokenTable;
  rate_limit_counters: RateLimitCounterTable;
  job_runs: JobRunTable;
}

export type PropertyRow = Selectable<PropertyTable>;
export type NewPropertyRow = Insertable<PropertyTable>;
