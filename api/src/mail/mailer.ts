import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

/** One e-mail the app sends (verification, password reset, a notice to an existing address). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A sent (or, offline, kept) e-mail with the moment it left. */
export interface SentMail extends Mail {
  sentAt: string;
}

/**
 * Sends the app's e-mails (issue #14 item 4). With SMTP_URL, through nodemailer's SMTP transport;
 * without it, into the local outbox: one JSON file per message under `<DATA_DIR>/outbox/`, which
 * the server log names, so `npm start` works offline (with `DATA_DIR=memory://`, memory only).
 * `outbox` always holds this process's last 200 messages (tests read their links from it).
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly outbox: readonly SentMail[];
  /** Where offline messages are written, or null (SMTP, or memory only). */
  readonly outboxDir: string | null;
}

const KEEP = 200;

/**
 * The mailer for this configuration.
 * @param options.smtpUrl e.g. `smtps://user:pass@smtp.example.com:465`; unset → local outbox.
 * @param options.from the From header (MAIL_FROM).
 * @param options.dataDir the data folder; the outbox is its `outbox/` folder unless `memory://`.
 * @throws from `send` when the SMTP server refuses the message (better-auth reports it as a 500).
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }, log: Logger): Mailer {
  const kept: SentMail[] = [];
  const keep = (mail: Mail) => {
    kept.push({ ...mail, sentAt: new Date().toISOString() });
    if (kept.length > KEEP) kept.shift();
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: kept,
      outboxDir: null,
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        keep(mail);
        log.info({ subject: mail.subject }, "e-mail sent");
      },
    };
  }
  const dir = options.dataDir.startsWith("memory://") ? null : path.resolve(options.dataDir, "outbox");
  let announced = false;
  return {
    outbox: kept,
    outboxDir: dir,
    async send(mail) {
      keep(mail);
      if (!dir) return;
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const sentAt = new Date().toISOString();
      const file = path.join(dir, `${sentAt.replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(file, `${JSON.stringify({ from: options.from, ...mail, sentAt }, null, 2)}\n`, { mode: 0o600 });
      // The log names the file, never the link inside it (it signs the user in).
      log.info({ file }, `No SMTP_URL: the e-mail "${mail.subject}" is in the local outbox`);
      if (!announced) {
        announced = true;
        log.info(`Set SMTP_URL to send e-mails; until then open them in ${dir}`);
      }
    },
  };
}
