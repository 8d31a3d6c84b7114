import { usePlaceName } from "../../lib/i18n/places.ts";

/** A place (a listing's location, a community) in the page's language (lib/i18n/places.ts). */
export function PlaceName({ name }: { name: string }) {
  const shown = usePlaceName()(name);
  return <span lang={shown.lang}>{shown.text}</span>;
}
