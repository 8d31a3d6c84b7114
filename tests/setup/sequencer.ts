import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Longest files first, from durations measured on CI's kind of machine (tests/durations.json,
// written by `npm run test:durations` from a run's JSON report). Vitest's own ordering uses the
// durations cached by earlier runs on the same checkout; a fresh clone (CI) has none, so it started
// the 3-minute files last and the two workers idled at the end of each suite. A file not listed yet
// counts as a middling one.
const FILE = path.join(import.meta.dirname, "../durations.json");
const durations: Record<string, number> = existsSync(FILE) ? JSON.parse(readFileSync(FILE, "utf8")) : {};
const UNKNOWN_SECONDS = 20;

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (f: TestSpecification) => durations[path.relative(root, f.moduleId)] ?? UNKNOWN_SECONDS;
    return base.toSorted((a, b) => seconds(b) - seconds(a));
  }
}
