import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importViolations } from "./import-boundaries.ts";

describe("import boundaries", () => {
  it("app/ has no import against the layers", () => {
    const appDir = path.join(import.meta.dirname, "..", "..", "app");
    expect(importViolations(appDir).map((v) => `${v.from} → ${v.to}: ${v.rule}`)).toEqual([]);
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };

  it("finds each kind of violation, and allows the permitted directions", () => {
    write("lib/a.ts", 'import { x } from "../modules/m/m.service.server.ts";\n');
    write("modules/m/m.schema.ts", 'import { y } from "./m.repository.server.ts";\nexport const z = 1;\n');
    write("modules/m/m.service.server.ts", 'import { C } from "~/components/c.tsx";\n');
    write(
      "components/c.tsx",
      'export { R } from "../routes/r.tsx";\nconst l = import("../lib/b.server.ts");\n',
    );
    write(
      "routes/r.tsx",
      'import { s } from "../modules/m/m.service.server.ts";\nimport { w } from "../web/w.server.ts";\n',
    );
    write(
      "web/w.server.ts",
      'import { s } from "../modules/m/m.service.server.ts";\n// import { r } from "../routes/r.tsx";\n',
    );
    write(
      "modules/m/m.input.server.ts",
      "export async function read(request: Request) {\n  return request.formData();\n}\n",
    );
    write("modules/m/m.test.ts", 'const r = new Request("http://x/");\n');
    write("routes/public/p.tsx", 'import { data, Link } from "react-router";\n');
    write(
      "components/public/q.tsx",
      'import { useLocation } from "react-router";\nimport { Link } from "../ui/locale-link.tsx";\n',
    );
    const found = importViolations(dir)
      .map((v) => `${v.from} → ${v.to}`)
      .sort();
    expect(found).toEqual([
      "components/c.tsx → lib/b.server.ts",
      "components/c.tsx → routes/r.tsx",
      "lib/a.ts → modules/m/m.service.server.ts",
      "lib/a.ts → modules/m/m.service.server.ts",
      "modules/m/m.input.server.ts → Request",
      "modules/m/m.schema.ts → modules/m/m.repository.server.ts",
      "modules/m/m.service.server.ts → components/c.tsx",
      "routes/public/p.tsx → react-router",
    ]);
  });
});
