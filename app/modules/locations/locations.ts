/**
 * Dubai and nearby communities, alphabetical from Al Barari to Zaabeel: the one list used by the
 * seed, the forms and the filters. Coordinates are the community's approximate centre.
 */
import { compareNames } from "../../lib/format.ts";
export interface Community {
  name: string;
  lat: number;
  lng: number;
}

export const COMMUNITIES: readonly Community[] = [
  { name: "Al Barari", lat: 25.0986, lng: 55.3164 },
  { name: "Al Barsha", lat: 25.1036, lng: 55.2003 },
  { name: "Al Furjan", lat: 25.0298, lng: 55.1466 },
  { name: "Al Garhoud", lat: 25.2431, lng: 55.3475 },
  { name: "Al Habtoor City", lat: 25.1845, lng: 55.2523 },
  { name: "Al Jaddaf", lat: 25.2176, lng: 55.3304 },
  { name: "Al Karama", lat: 25.2443, lng: 55.3045 },
  { name: "Al Khail Heights", lat: 25.1378, lng: 55.2587 },
  { name: "Al Mamzar", lat: 25.2939, lng: 55.3443 },
  { name: "Al Mankhool", lat: 25.2508, lng: 55.2923 },
  { name: "Al Quoz", lat: 25.1487, lng: 55.2367 },
  { name: "Al Qusais", lat: 25.2799, lng: 55.3802 },
  { name: "Al Safa", lat: 25.1801, lng: 55.2409 },
  { name: "Al Satwa", lat: 25.2239, lng: 55.2748 },
  { name: "Al Sufouh", lat: 25.1062, lng: 55.1668 },
  { name: "Al Warqa", lat: 25.1917, lng: 55.4142 },
  { name: "Al Wasl", lat: 25.1978, lng: 55.2533 },
  { name: "Arabian Ranches", lat: 25.0553, lng: 55.2707 },
  { name: "Arabian Ranches 2", lat: 25.0381, lng: 55.2727 },
  { name: "Arabian Ranches 3", lat: 25.047, lng: 55.3075 },
  { name: "Arjan", lat: 25.0603, lng: 55.2395 },
  { name: "Barsha Heights", lat: 25.0964, lng: 55.1767 },
  { name: "Bluewaters Island", lat: 25.0801, lng: 55.1205 },
  { name: "Business Bay", lat: 25.186, lng: 55.2659 },
  { name: "City Walk", lat: 25.2064, lng: 55.2621 },
  { name: "Creek Harbour", lat: 25.2006, lng: 55.347 },
  { name: "Damac Hills", lat: 25.0247, lng: 55.2483 },
  { name: "Damac Hills 2", lat: 24.9862, lng: 55.3822 },
  { name: "Deira", lat: 25.2697, lng: 55.3095 },
  { name: "Discovery Gardens", lat: 25.0388, lng: 55.1427 },
  { name: "Downtown Dubai", lat: 25.1949, lng: 55.2784 },
  { name: "Dubai Creek Harbour", lat: 25.2045, lng: 55.3508 },
  { name: "Dubai Design District", lat: 25.1879, lng: 55.2977 },
  { name: "Dubai Festival City", lat: 25.2223, lng: 55.3554 },
  { name: "Dubai Harbour", lat: 25.0941, lng: 55.1385 },
  { name: "Dubai Healthcare City", lat: 25.2311, lng: 55.3236 },
  { name: "Dubai Hills Estate", lat: 25.1103, lng: 55.2433 },
  { name: "Dubai Internet City", lat: 25.0953, lng: 55.1609 },
  { name: "Dubai Investments Park", lat: 24.986, lng: 55.172 },
  { name: "Dubai Islands", lat: 25.3002, lng: 55.3041 },
  { name: "Dubai Land", lat: 25.083, lng: 55.357 },
  { name: "Dubai Marina", lat: 25.0805, lng: 55.1403 },
  { name: "Dubai Media City", lat: 25.0936, lng: 55.1529 },
  { name: "Dubai Production City", lat: 25.0395, lng: 55.1879 },
  { name: "Dubai Silicon Oasis", lat: 25.1216, lng: 55.3773 },
  { name: "Dubai South", lat: 24.896, lng: 55.156 },
  { name: "Dubai Sports City", lat: 25.0407, lng: 55.2227 },
  { name: "Dubai Studio City", lat: 25.0434, lng: 55.2435 },
  { name: "Emaar Beachfront", lat: 25.0975, lng: 55.1405 },
  { name: "Emirates Hills", lat: 25.0674, lng: 55.1636 },
  { name: "International City", lat: 25.164, lng: 55.4093 },
  { name: "Jebel Ali", lat: 25.0116, lng: 55.091 },
  { name: "Jumeirah", lat: 25.2093, lng: 55.2531 },
  { name: "Jumeirah Bay Island", lat: 25.218, lng: 55.2437 },
  { name: "Jumeirah Beach Residence", lat: 25.078, lng: 55.1335 },
  { name: "Jumeirah Golf Estates", lat: 25.0202, lng: 55.2003 },
  { name: "Jumeirah Islands", lat: 25.0578, lng: 55.1562 },
  { name: "Jumeirah Lake Towers", lat: 25.0693, lng: 55.1417 },
  { name: "Jumeirah Park", lat: 25.0459, lng: 55.153 },
  { name: "Jumeirah Village Circle", lat: 25.059, lng: 55.2066 },
  { name: "Jumeirah Village Triangle", lat: 25.0466, lng: 55.1888 },
  { name: "La Mer", lat: 25.2255, lng: 55.2553 },
  { name: "Liwan", lat: 25.1197, lng: 55.3891 },
  { name: "Meadows", lat: 25.0673, lng: 55.1752 },
  { name: "Meydan", lat: 25.1631, lng: 55.3046 },
  { name: "Mirdif", lat: 25.2206, lng: 55.4205 },
  { name: "Mohammed Bin Rashid City", lat: 25.1606, lng: 55.3047 },
  { name: "Motor City", lat: 25.0475, lng: 55.2381 },
  { name: "Mudon", lat: 25.029, lng: 55.2744 },
  { name: "Nad Al Sheba", lat: 25.1587, lng: 55.3425 },
  { name: "Oud Metha", lat: 25.2376, lng: 55.3137 },
  { name: "Palm Jebel Ali", lat: 25.001, lng: 54.989 },
  { name: "Palm Jumeirah", lat: 25.1124, lng: 55.139 },
  { name: "Port de La Mer", lat: 25.2347, lng: 55.2609 },
  { name: "Remraam", lat: 25.0099, lng: 55.254 },
  { name: "Sobha Hartland", lat: 25.1776, lng: 55.3156 },
  { name: "Springs", lat: 25.0575, lng: 55.19 },
  { name: "Tilal Al Ghaf", lat: 25.0275, lng: 55.2149 },
  { name: "The Greens", lat: 25.0934, lng: 55.1747 },
  { name: "The Lakes", lat: 25.063, lng: 55.1662 },
  { name: "The Valley", lat: 24.9956, lng: 55.4569 },
  { name: "The Views", lat: 25.0948, lng: 55.1705 },
  { name: "The World Islands", lat: 25.2229, lng: 55.1641 },
  { name: "Town Square", lat: 25.0041, lng: 55.2852 },
  { name: "Trade Centre", lat: 25.2234, lng: 55.2857 },
  { name: "Umm Suqeim", lat: 25.1426, lng: 55.2085 },
  { name: "Victory Heights", lat: 25.0489, lng: 55.2286 },
  { name: "Villanova", lat: 25.0586, lng: 55.3385 },
  { name: "Wasl Gate", lat: 25.1257, lng: 55.2088 },
  { name: "Al Reem Island (Abu Dhabi)", lat: 24.4969, lng: 54.4059 },
  { name: "Al Marjan Island (Ras Al Khaimah)", lat: 25.6716, lng: 55.7401 },
  { name: "Aljada (Sharjah)", lat: 25.3122, lng: 55.4747 },
  { name: "Yas Island (Abu Dhabi)", lat: 24.4959, lng: 54.6038 },
  { name: "Zaabeel", lat: 25.2136, lng: 55.2949 },
].sort((a, b) => compareNames(a.name, b.name));

/** Community names in alphabetical order. */
export const LOCATIONS: readonly string[] = COMMUNITIES.map((c) => c.name);

const byKey = new Map(COMMUNITIES.map((c) => [c.name.toLowerCase(), c]));

export function findCommunity(name: string): Community | undefined {
  return byKey.get(name.trim().toLowerCase());
}

/**
 * The `n` communities nearest to `name` (by straight-line distance between their centres), nearest
 * first, without `name` itself; none for a place not in the list.
 */
export function nearbyCommunities(name: string, n: number): string[] {
  const from = findCommunity(name);
  if (!from) return [];
  const cos = Math.cos((from.lat * Math.PI) / 180);
  const d2 = (c: Community) => (c.lat - from.lat) ** 2 + ((c.lng - from.lng) * cos) ** 2;
  return COMMUNITIES.filter((c) => c !== from)
    .map((c) => [c.name, d2(c)] as const)
    .sort((a, b) => a[1] - b[1])
    .slice(0, n)
    .map(([c]) => c);
}

/** The 14 "Top Communities / Prime Areas" cards of the home and /communities pages. */
export const TOP_COMMUNITIES: readonly string[] = [
  "Downtown Dubai",
  "Dubai Marina",
  "Palm Jumeirah",
  "Business Bay",
  "Dubai Hills Estate",
  "Jumeirah Village Circle",
  "Arabian Ranches",
  "Jumeirah Lake Towers",
  "Dubai Creek Harbour",
  "Emirates Hills",
  "Mohammed Bin Rashid City",
  "Jumeirah Beach Residence",
  "Damac Hills",
  "Bluewaters Island",
];
