import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/setup/sequencer.ts";

// Three suites: `unit` (pure code and the data layer on real SQLite / PostgreSQL databases),
// `http` (the built production server over real HTTP) and `e2e` (Chromium driving the built site).
// The two server suites share one build and one seeded template made in the global setup.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two at a time (the default on two cores is one): the data-layer files mostly wait on
          // SQLite, PostgreSQL and scrypt.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          globalSetup: ["tests/setup/global.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/setup/global.ts", "tests/setup/browser-server.ts"],
          // A client navigation waits on the server and the browser, both sharing two cores with the
          // suite: polled expectations get 10 s (vitest's default 1 s failed under load), never a verdict on speed.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
