import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/** How many messages one process sends at once, and the SMTP connections it keeps open for them. */
export const MAIL_LANES = 4;

/** One message as the transport sends it. */
interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** `<id@domain>`: the same on every attempt of one message. */
  messageId: string;
  /** Headers of its own (List-Unsubscribe …), beside the ones every message carries. */
  headers?: Record<string, string>;
}

/** A refusal that will not change on a retry (a 5xx answer: no such mailbox, bad address). */
export class PermanentMailError extends Error {}

export interface MailTransport {
  /** What the admin shows as where mail goes ("SMTP mail.example.com:587", "files in …/mail"). */
  readonly description: string;
  /** Sends one message; resolves with the server's answer, throws on failure. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** The folder where messages are written when no SMTP server is configured. */
function mailFolder(dataDir: string): string {
  return path.join(dataDir, "mail");
}

/** Where messages go, as the admin shows it: "SMTP mail.example.com:587" or "files in …/mail". */
export function describeTransport(opts: { smtpUrl?: string; dataDir: string }): string {
  if (!opts.smtpUrl) return `files in ${mailFolder(opts.dataDir)}`;
  const url = new URL(opts.smtpUrl);
  return `SMTP ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set, with short timeouts so a stalled server fails an
 * attempt (and it is retried) rather than holding the worker; otherwise each message is written
 * as an .eml file under DATA_DIR/mail/, so a newcomer can read what would have been sent.
 */
export function createMailTransport(opts: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    const transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      // Connections are kept and reused (one per worker lane) rather than opened for every message.
      pool: true,
      maxConnections: MAIL_LANES,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // A test or internal relay on loopback may offer STARTTLS with a self-signed certificate.
      tls: { rejectUnauthorized: !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) },
    });
    return {
      description: describeTransport(opts),
      async send(mail) {
        try {
          const info = await transporter.sendMail(toNodemailer(mail));
          return String(info.response ?? "accepted");
        } catch (e) {
          throw classify(e);
        }
      },
      close: () => transporter.close(),
    };
  }
  const folder = mailFolder(opts.dataDir);
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: describeTransport(opts),
    async send(mail) {
      const info = await writer.sendMail(toNodemailer(mail));
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^\w.-]+/g, "")}.eml`;
      const tmp = path.join(folder, `.${name}.tmp`);
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, path.join(folder, name));
      return `written to mail/${name}`;
    },
    close: () => {},
  };
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    // Leads are personal data: no tracking, and an auto-responder should not answer.
    headers: { ...mail.headers, "Auto-Submitted": "auto-generated" },
  };
}

/** A 5xx answer is final; anything else (4xx, a refused or dropped connection, a timeout) is retried. */
function classify(e: unknown): Error {
  const err = e as { responseCode?: number; response?: string; message?: string; code?: string };
  const text = [err.code, err.response ?? err.message].filter(Boolean).join(": ") || String(e);
  if (typeof err.responseCode === "number" && err.responseCode >= 500 && err.responseCode < 600)
    return new PermanentMailError(text);
  return new Error(text);
}
