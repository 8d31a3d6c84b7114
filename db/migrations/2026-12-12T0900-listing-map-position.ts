import type { Kysely } from "kysely";

// Frozen once shipped. Where each listing sits on the map (issue 24): `map_lat` / `map_lng` are its
// own coordinates, or else its community's centre (`map_approx` = 1), written with every listing
// (modules/properties/property.map.ts); the map search's `bbox` compares them through an index.
// Existing listings take the same rule here, with the community centres as they were when this
// shipped (a copy: a migration never reads the app's current data).

const CENTRES: [locationKey: string, lat: number, lng: number][] = [
  ["al barari", 25.0986, 55.3164],
  ["al barsha", 25.1036, 55.2003],
  ["al furjan", 25.0298, 55.1466],
  ["al garhoud", 25.2431, 55.3475],
  ["al habtoor city", 25.1845, 55.2523],
  ["al jaddaf", 25.2176, 55.3304],
  ["al karama", 25.2443, 55.3045],
  ["al khail heights", 25.1378, 55.2587],
  ["al mamzar", 25.2939, 55.3443],
  ["al mankhool", 25.2508, 55.2923],
  ["al marjan island (ras al khaimah)", 25.6716, 55.7401],
  ["al quoz", 25.1487, 55.2367],
  ["al qusais", 25.2799, 55.3802],
  ["al reem island (abu dhabi)", 24.4969, 54.4059],
  ["al safa", 25.1801, 55.2409],
  ["al satwa", 25.2239, 55.2748],
  ["al sufouh", 25.1062, 55.1668],
  ["al warqa", 25.1917, 55.4142],
  ["al wasl", 25.1978, 55.2533],
  ["aljada (sharjah)", 25.3122, 55.4747],
  ["arabian ranches", 25.0553, 55.2707],
  ["arabian ranches 2", 25.0381, 55.2727],
  ["arabian ranches 3", 25.047, 55.3075],
  ["arjan", 25.0603, 55.2395],
  ["barsha heights", 25.0964, 55.1767],
  ["bluewaters island", 25.0801, 55.1205],
  ["business bay", 25.186, 55.2659],
  ["city walk", 25.2064, 55.2621],
  ["creek harbour", 25.2006, 55.347],
  ["damac hills", 25.0247, 55.2483],
  ["damac hills 2", 24.9862, 55.3822],
  ["deira", 25.2697, 55.3095],
  ["discovery gardens", 25.0388, 55.1427],
  ["downtown dubai", 25.1949, 55.2784],
  ["dubai creek harbour", 25.2045, 55.3508],
  ["dubai design district", 25.1879, 55.2977],
  ["dubai festival city", 25.2223, 55.3554],
  ["dubai harbour", 25.0941, 55.1385],
  ["dubai healthcare city", 25.2311, 55.3236],
  ["dubai hills estate", 25.1103, 55.2433],
  ["dubai internet city", 25.0953, 55.1609],
  ["dubai investments park", 24.986, 55.172],
  ["dubai islands", 25.3002, 55.3041],
  ["dubai land", 25.083, 55.357],
  ["dubai marina", 25.0805, 55.1403],
  ["dubai media city", 25.0936, 55.1529],
  ["dubai production city", 25.0395, 55.1879],
  ["dubai silicon oasis", 25.1216, 55.3773],
  ["dubai south", 24.896, 55.156],
  ["dubai sports city", 25.0407, 55.2227],
  ["dubai studio city", 25.0434, 55.2435],
  ["emaar beachfront", 25.0975, 55.1405],
  ["emirates hills", 25.0674, 55.1636],
  ["international city", 25.164, 55.4093],
  ["jebel ali", 25.0116, 55.091],
  ["jumeirah", 25.2093, 55.2531],
  ["jumeirah bay island", 25.218, 55.2437],
  ["jumeirah beach residence", 25.078, 55.1335],
  ["jumeirah golf estates", 25.0202, 55.2003],
  ["jumeirah islands", 25.0578, 55.1562],
  ["jumeirah lake towers", 25.0693, 55.1417],
  ["jumeirah park", 25.0459, 55.153],
  ["jumeirah village circle", 25.059, 55.2066],
  ["jumeirah village triangle", 25.0466, 55.1888],
  ["la mer", 25.2255, 55.2553],
  ["liwan", 25.1197, 55.3891],
  ["meadows", 25.0673, 55.1752],
  ["meydan", 25.1631, 55.3046],
  ["mirdif", 25.2206, 55.4205],
  ["mohammed bin rashid city", 25.1606, 55.3047],
  ["motor city", 25.0475, 55.2381],
  ["mudon", 25.029, 55.2744],
  ["nad al sheba", 25.1587, 55.3425],
  ["oud metha", 25.2376, 55.3137],
  ["palm jebel ali", 25.001, 54.989],
  ["palm jumeirah", 25.1124, 55.139],
  ["port de la mer", 25.2347, 55.2609],
  ["remraam", 25.0099, 55.254],
  ["sobha hartland", 25.1776, 55.3156],
  ["springs", 25.0575, 55.19],
  ["the greens", 25.0934, 55.1747],
  ["the lakes", 25.063, 55.1662],
  ["the valley", 24.9956, 55.4569],
  ["the views", 25.0948, 55.1705],
  ["the world islands", 25.2229, 55.1641],
  ["tilal al ghaf", 25.0275, 55.2149],
  ["town square", 25.0041, 55.2852],
  ["trade centre", 25.2234, 55.2857],
  ["umm suqeim", 25.1426, 55.2085],
  ["victory heights", 25.0489, 55.2286],
  ["villanova", 25.0586, 55.3385],
  ["wasl gate", 25.1257, 55.2088],
  ["yas island (abu dhabi)", 24.4959, 54.6038],
  ["zaabeel", 25.2136, 55.2949],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").addColumn("map_lat", "double precision").execute();
  await db.schema.alterTable("properties").addColumn("map_lng", "double precision").execute();
  await db.schema
    .alterTable("properties")
    .addColumn("map_approx", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable("properties")
    .set((eb) => ({ map_lat: eb.ref("latitude"), map_lng: eb.ref("longitude"), map_approx: 0 }))
    .where("latitude", "is not", null)
    .where("longitude", "is not", null)
    .execute();
  for (const [key, lat, lng] of CENTRES) {
    await db
      .updateTable("properties")
      .set({ map_lat: lat, map_lng: lng, map_approx: 1 })
      .where("location_key", "=", key)
      .where((eb) => eb.or([eb("latitude", "is", null), eb("longitude", "is", null)]))
      .execute();
  }
  await db.schema
    .createIndex("properties_status_map")
    .on("properties")
    .columns(["status", "map_lat", "map_lng", "created_at", "id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("properties_status_map").execute();
  await db.schema.alterTable("properties").dropColumn("map_approx").execute();
  await db.schema.alterTable("properties").dropColumn("map_lng").execute();
  await db.schema.alterTable("properties").dropColumn("map_lat").execute();
}
