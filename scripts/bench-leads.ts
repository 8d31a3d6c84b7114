// `npm run bench:leads [-- --leads 100 --db sqlite|postgres --concurrency 1 --gap 0]`
//
// Issue 18's figure: the time from a visitor submitting a form to the agency's SMTP server
// receiving the staff email about it. Starts a real SMTP server (smtp-server) in this process and
// the production server (its own build folder, built if missing) on a throwaway database with one
// active agent who takes contact messages, posts N contact forms over loopback (`concurrency` at a
// time), and for each one measures submit → the agent's email arriving, and submit → the form's
// answer. Prints p50/p95/max and writes reports/bench-leads-<dialect>.json. A report, never a gate.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createThrowawayDatabase } from "../app/db/throwaway-database.ts";
import { startSmtp } from "../tests/setup/smtp.ts";
import { ensureBuild, ROOT, startAppServer, stopProcess } from "./lib/process.ts";

const { values: args } = parseArgs({
  options: {
    leads: { type: "string", default: "100" },
    db: { type: "string", default: "sqlite" },
    concurrency: { type: "string", default: "1" },
    /** Milliseconds between one lead's answer and the next submit (0: as fast as they are answered). */
    gap: { type: "string", default: "0" },
  },
});
const N = Number(args.leads);
const CONCURRENCY = Math.max(1, Number(args.concurrency));
const GAP_MS = Math.max(0, Number(args.gap));
const dialect = args.db === "postgres" ? "postgres" : "sqlite";
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, "build-bench"));
const ADMIN = { email: "bench-admin@agency.example", password: randomBytes(12).toString("hex") };
const AGENT_EMAIL = "bench-agent@agency.example";

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};

async function main() {
  ensureBuild(BUILD_DIR, log, { keepGiven: true });
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
  let databaseUrl = "";
  let dropPg = async () => {};
  const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
  if (dialect === "postgres") {
    if (!pgBase) throw new Error("set TEST_DATABASE_URL (or BENCH_DATABASE_URL) for --db postgres");
    const throwaway = await createThrowawayDatabase(pgBase, "bench_leads");
    databaseUrl = throwaway.url;
    dropPg = throwaway.drop;
  }
  let server: ChildProcess | undefined;
  try {
    const app = await startAppServer({
      buildDir: BUILD_DIR,
      dataDir,
      databaseUrl,
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: smtp.url,
        MAIL_FROM: "Bench <noreply@agency.example>",
        RATE_LIMIT_FORMS_PER_MINUTE: "1000000",
        RATE_LIMIT_API_PER_MINUTE: "100000000",
      },
    });
    server = app.child;
    const { base } = app;

    // An admin adds the agent who takes contact messages (the team page's action, as in the admin).
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const form = new URLSearchParams({
      intent: "create",
      name: "Bench Agent",
      email: AGENT_EMAIL,
      role: "agent",
    });
    for (const k of ["phone", "whatsapp", "photoUrl", "languages", "brn"]) form.set(k, "");
    form.set("active", "on");
    form.append("leadKinds", "contact");
    const made = await fetch(`${base}/admin/users.data`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    if (!made.ok) throw new Error(`could not add the agent: ${made.status}`);

    const submitted = new Map<string, number>();
    const answered: number[] = [];
    let next = 0;
    const post = async () => {
      while (next < N) {
        const i = next++;
        const email = `visitor-${i}@bench.example`;
        const t0 = performance.now();
        submitted.set(email, t0);
        const res = await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: `Visitor ${i}`,
            email,
            phone: "+971 50 000 0000",
            message: "Bench lead.",
          }),
        });
        if (res.status !== 201) throw new Error(`lead ${i}: ${res.status} ${await res.text()}`);
        answered.push(performance.now() - t0);
        if (GAP_MS) await new Promise((r) => setTimeout(r, GAP_MS));
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, post));
    // Each lead sends two emails: to the agent and the acknowledgement to the visitor.
    await smtp.waitFor(2 * N, 120_000);
    const toAgent = smtp.received.filter((m) => m.to.includes(AGENT_EMAIL));
    const delivered = toAgent.map((m) => {
      const visitor = m.parsed.replyTo?.value[0]?.address ?? "";
      const t0 = submitted.get(visitor);
      if (t0 === undefined) throw new Error(`an email about an unknown visitor: ${visitor}`);
      // `at` is Date.now() when the SMTP server took the message; t0 is on the performance clock.
      return m.at - (performance.timeOrigin + t0);
    });
    const report = {
      dialect,
      leads: N,
      concurrency: CONCURRENCY,
      gapMs: GAP_MS,
      wallSeconds: (performance.now() - started) / 1000,
      submitToAgentEmailMs: {
        p50: pct(delivered, 50),
        p95: pct(delivered, 95),
        max: Math.max(...delivered),
      },
      submitToAnswerMs: { p50: pct(answered, 50), p95: pct(answered, 95), max: Math.max(...answered) },
      agentEmails: toAgent.length,
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ""}`,
      at: new Date().toISOString(),
    };
    const f = (x: number) => `${x.toFixed(0)} ms`;
    log(`\n${N} contact forms on ${dialect}, ${CONCURRENCY} at a time, ${GAP_MS} ms apart:`);
    log(
      `  submit → the agent's email at the SMTP server: p50 ${f(report.submitToAgentEmailMs.p50)}, p95 ${f(report.submitToAgentEmailMs.p95)}, max ${f(report.submitToAgentEmailMs.max)}`,
    );
    log(
      `  submit → the form's answer:                   p50 ${f(report.submitToAnswerMs.p50)}, p95 ${f(report.submitToAnswerMs.p95)}, max ${f(report.submitToAnswerMs.max)}`,
    );
    mkdirSync(path.join(ROOT, "reports"), { recursive: true });
    const out = path.join(ROOT, "reports", `bench-leads-${dialect}.json`);
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    log(`  written to ${path.relative(ROOT, out)}`);
  } finally {
    await stopProcess(server);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    await dropPg();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
