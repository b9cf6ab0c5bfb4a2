import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { ShopSettings } from './shop-settings';

export interface MailMessage {
  to: string;
  /** Others who should read it, copied (a company's admins on its invoice reminders). */
  cc?: string[];
  subject: string;
  text: string;
  html: string;
  /** Where answers go when it is not the shop's own address (e.g. the contact form's sender). */
  replyTo?: { name: string; address: string };
  /** A fixed Message-ID, so that a copy sent twice is recognisably the same message. */
  messageId?: string;
  /** Files sent with it (e.g. an order's deadlines as a calendar). */
  attachments?: {
    filename: string;
    content: string;
    contentType: string;
    /** How `content` is written: base64 for binary files such as PDFs. */
    encoding?: 'base64';
  }[];
}

export interface SentMail {
  messageId: string;
  /** Where the default transport wrote the message; absent for SMTP. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** Mail goes out through a request path: a dead SMTP server must not hang it for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The default outbox: `<dataDir>/mail`. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/mail (named so that a listing sorts by time), which any mail client opens.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  log: FastifyBaseLogger,
  shop: Pick<ShopSettings, 'get'>,
): Mailer {
  // The shop's current name and address, so a change in the settings shows in the next mail.
  const from = async () => {
    const current = await shop.get();
    return { name: current.name, address: current.email };
  };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: await from(), ...message });
        log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent over SMTP');
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const dir = outboxDir(config.dataDir);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  // Mails written within the same millisecond still list in the order they were sent.
  let sequence = 0;
  return {
    async send(message) {
      // Named when asked to send, before any await: two sends that overlap (a reset link asked
      // for twice) must still list in the order they were asked for, so the newest file holds
      // the newest message.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const order = String(sequence++ % 1e6).padStart(6, '0');
      const info = await transport.sendMail({ from: await from(), ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${stamp}-${order}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, subject: message.subject }, `mail written to ${file}`);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
