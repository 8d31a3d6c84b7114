// `npm run fonts`: writes the subset web fonts and their style sheet into app/fonts/ (ADR 0015).
// Run it after upgrading an @fontsource package or changing CORE_TEXT, ARABIC_CORE_TEXT or the
// Arabic fallbacks (ARABIC_FALLBACKS); commit what it writes.
// scripts/lib/font-subset.test.ts fails when fonts.css no longer matches what this would write.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { FONTS_DIR, fontFaceCss, SOURCES, subsetCore } from "./lib/font-subset.ts";

for (const source of SOURCES) {
  const out = await subsetCore(source);
  writeFileSync(path.join(FONTS_DIR, source.core), out);
  console.log(`${source.core}: ${out.length} bytes`);
}
writeFileSync(path.join(FONTS_DIR, "fonts.css"), fontFaceCss());
console.log("fonts.css written");
