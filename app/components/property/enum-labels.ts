// The labels of the listing's enumerations live with the listing (modules/properties/property.labels.ts):
// the emails need them too. Re-exported here for the components.
export * from "../../modules/properties/property.labels.ts";
