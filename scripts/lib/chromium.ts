// Debian's Chromium, as the browser tests and the Lighthouse run start it. The flags keep it from
// reaching out to Google's services (this network is closed: those connections would fail at every
// start) and make it run as root in a container.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
