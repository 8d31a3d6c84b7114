/**
 * For tests: a listing's form fields as the admin form sends them (strings), without a status (a
 * new listing's default applies), with `over` on top.
 */
export const listingFields = (over: Record<string, unknown> = {}) => ({
  name: "Creek Vista 1BR",
  price: "1250000",
  desc: "Bright one-bedroom with creek view.",
  type: "Buy",
  propertyStatus: "ready",
  propertyType: "residential",
  location: "Dubai Creek Harbour",
  listedBy: "Omar",
  email: "omar@agency.example",
  number: "+971 55 000 1111",
  ...over,
});
