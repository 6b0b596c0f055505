import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** Stable per message, so a resend after a crash is recognisable as the same message. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** For the start-up line and health checks; never includes credentials. */
  description: string;
  send(mail: OutgoingMail): Promise<void>;
}

export const MAIL_FROM = 'LedgerLink <no-reply@ledgerlink.app>';

/** SMTP when `SMTP_URL` is set; else each message becomes an `.eml` file under `DATA_DIR/mail/`. */
export function createMailTransport(options: { smtpUrl?: string | undefined; dataDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileSinkTransport(path.join(options.dataDir, 'mail'));
}

function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.hostname}:${url.port || 'default port'}`,
    async send(mail) {
      await transporter.sendMail({ from: MAIL_FROM, ...mail });
    },
  };
}

export function fileSinkTransport(directory: string): MailTransport {
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${directory}`,
    async send(mail) {
      const info = await render.sendMail({ from: MAIL_FROM, ...mail });
      // Messages carry personal data (names, addresses, access links): readable by this user only.
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const file = path.join(directory, `${mail.messageId.replace(/[^a-zA-Z0-9_-]/g, '_')}.eml`);
      // Write then rename: a reader never sees half a message, and a resend overwrites the same file.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
  };
}
