/**
 * The map's style host in every test (MAP_STYLE_URL): a name that never resolves (`.test`, reserved),
 * answered by the browser context itself with a plain style (`openPage`). With the production
 * default (a public tile host) a page that scrolls near its map fetches from the internet, and a test
 * then passes or fails with the machine's network.
 */
export const TEST_MAP_STYLE_HOST = "https://tiles.map.test";
export const TEST_MAP_STYLE_URL = `${TEST_MAP_STYLE_HOST}/styles/plain.json`;

/** A style with a ground and nothing else (no sources, so no tiles are asked for). */
export const PLAIN_MAP_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: "ground", type: "background", paint: { "background-color": "#e9e4da" } }],
};
