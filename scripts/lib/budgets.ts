// The page budgets of docs/performance.md, declared once: Lighthouse's run (scripts/lighthouse-ci.ts)
// checks them on the audited pages, the browser suite's page-weight test the JavaScript on every
// public page.

/** KiB = 1024 bytes, as Lighthouse's own reports display them. */
export const KIB = 1024;

export const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 100,
  /** JavaScript a public page loads, compressed (the script bodies as sent, without headers). */
  jsBytes: 150 * KIB,
  detailTotalBytes: 700 * KIB,
  imageRatio: 1.5,
};
