import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One received message, as a person's mail client would show it. */
export type ReceivedMail = { to: string; from: string; subject: string; text: string };

/** The one-time link of `kind` ("verify-email", "reset-password", "accept-invite", "setup-admin") in a message. */
export function linkIn(mail: ReceivedMail, kind: string): string {
  const match = new RegExp(`https?://\\S+/auth/${kind}\\?token=[a-z2-7]+`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in "${mail.subject}" to ${mail.to}`);
  return match[0];
}

async function parse(raw: Buffer | string): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
  return { to: to ?? "", from: parsed.from?.text ?? "", subject: parsed.subject ?? "", text: parsed.text ?? "" };
}

/** Messages the file transport wrote to an outbox directory (no SMTP_URL), oldest first. */
export async function readOutboxDir(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(files.map(async (f) => parse(await readFile(path.join(dir, f)))));
}

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Waits for the newest message to `to` whose subject matches (30 s at most). */
  waitFor(to: string, subject: RegExp, options?: { after?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** A real SMTP server in this process on 127.0.0.1, port 0: what the app sends reaches it over a socket. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        parse(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, subject, options = {}) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const found = received
          .slice(options.after ?? 0)
          .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject))
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} within 30 s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
