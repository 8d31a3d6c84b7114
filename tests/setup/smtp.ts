import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as the test SMTP server received it: the envelope and the parsed content. */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
  at: number;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Recipients answered `550 No such user` (a permanent refusal). */
  refuse: Set<string>;
  /** The next `n` messages are answered `451` (a temporary failure). */
  failNext(n: number): void;
  /** While set, the server takes the message and never answers (a stalled server). */
  stall: boolean;
  /** Resolves once `n` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** The messages to `to`, once `n` of them have arrived (or an error after `timeoutMs`). */
export async function mailsTo(
  smtp: TestSmtp,
  to: string,
  n: number,
  timeoutMs = 30_000,
): Promise<ReceivedMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = smtp.received.filter((m) => m.to.includes(to));
    if (got.length >= n) return got;
    if (Date.now() > until) throw new Error(`${got.length} of ${n} emails to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link to `linkPath` with a token (`?t=…`, or `?f=…`) in an email's text. */
export function tokenLinkIn(text: string | undefined, linkPath: string): string {
  const m = new RegExp(`https?://[^\\s]+/${linkPath}\\?[tf]=[\\w.-]+`).exec(text ?? "");
  if (!m) throw new Error(`no ${linkPath} link in:\n${text}`);
  return m[0];
}

/** The header lines of a raw message, folded lines unfolded (`List-Unsubscribe: <…>` on one line). */
export function headerBlock(raw: string): string {
  return raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, inside the test process: no
 * TLS, any login accepted, every accepted message parsed with `mailparser` and kept in order.
 */
export async function startSmtp(opts: { port?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let failures = 0;
  const state = { stall: false };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, cb) => cb(null, { user: "test" }),
    onRcptTo(address, _session, cb) {
      if (refuse.has(address.address.toLowerCase())) {
        const err = new Error("No such user") as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (state.stall) return; // never answer
        if (failures > 0) {
          failures--;
          const err = new Error("Try again later") as Error & { responseCode: number };
          err.responseCode = 451;
          return cb(err);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          parsed: await simpleParser(raw),
          at: Date.now(),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse,
    failNext: (n) => {
      failures = n;
    },
    get stall() {
      return state.stall;
    },
    set stall(v: boolean) {
      state.stall = v;
    },
    async waitFor(n, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > until)
          throw new Error(`expected ${n} emails, received ${received.length} in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
