// Without zod, so a page can give its inputs these limits without loading the schemas: the public
// forms load `leads.schema.ts` only when the visitor starts filling one in (`useLeadForm`).

/** The longest text each field takes; the schemas check it and the public forms' inputs say it. */
export const TEXT_LIMITS = {
  name: 200,
  email: 320,
  phone: 40,
  location: 200,
  message: 5000,
  address: 300,
  propertyName: 200,
} as const;
