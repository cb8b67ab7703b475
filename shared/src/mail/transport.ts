import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html?: string | undefined };

export type MailTransport = {
  /** Delivers one message or throws; the outbox retries. */
  send(message: MailMessage): Promise<void>;
  /** "smtp" or the outbox directory, for start-up lines. */
  readonly target: string;
  close(): void;
};

export type MailConfig = { SMTP_URL?: string | undefined; MAIL_FROM: string; MAIL_OUTBOX_DIR: string };

/** Lower-case words of the subject for a readable file name: "Reset your password" -> "reset-your-password". */
function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "mail"
  );
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise nodemailer composes the same RFC 822 message and it is
 * written to `<MAIL_OUTBOX_DIR>/<timestamp>-<slug>.eml` (0600 in a 0700 directory: the files hold one-time links),
 * which any mail client opens.
 */
export function createMailTransport(config: MailConfig): MailTransport {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      target: "smtp",
      async send(message) {
        await smtp.sendMail({ from: config.MAIL_FROM, ...message });
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.resolve(config.MAIL_OUTBOX_DIR);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    target: dir,
    async send(message) {
      const info = await composer.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700).catch(() => {});
      sequence = (sequence + 1) % 1000;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${String(sequence).padStart(3, "0")}-${slug(message.subject)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600, flag: "wx" });
    },
    close: () => composer.close(),
  };
}
