import type { Db } from "@cbct/shared/db/client";
import {
  claimDueMail,
  type DbOrTx,
  enqueueMail,
  markMailFailed,
  markMailSent,
  type NewMail,
} from "@cbct/shared/db/queries/accounts";
import type { MailTransport } from "@cbct/shared/mail/transport";
import type { Logger } from "../logger.ts";

/** How often due and retried mail is looked for, besides the kick after each new message. */
const POLL_MS = 30_000;
/** A claimed message is someone else's to send again after this (a sender that died mid-send). */
const LEASE_MS = 120_000;
const MAX_ATTEMPTS = 12;
const BATCH = 20;

export type Mailer = {
  /** Writes the message to the outbox with `db` (a transaction commits it with the link it carries). */
  queue(db: DbOrTx, mail: NewMail): Promise<void>;
  /** Sends what is due now, in the background; call after the transaction that queued mail committed. */
  kick(): void;
  /** One delivery pass (awaited): what kick() starts. */
  deliverDue(): Promise<number>;
  /** Where mail goes: "smtp" or the outbox directory. */
  readonly target: string;
  close(): Promise<void>;
};

/** Retry after 30 s, 1 min, 2 min ... at most an hour apart: an SMTP outage delays mail, it does not lose it. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The durable path for mail: rows in mail_outbox, delivered by whichever API process gets to them first. Errors
 * are logged with the message id and the transport's error only, never the body (it holds one-time links).
 */
export function createMailer(deps: { db: Db; transport: MailTransport; log: Logger; clock: () => Date }): Mailer {
  const { db, transport, log, clock } = deps;
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMail(db, clock(), BATCH, LEASE_MS);
      for (const mail of batch) {
        try {
          await transport.send({
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.bodyText ?? "",
            html: mail.bodyHtml ?? undefined,
          });
          await markMailSent(db, mail.id, clock());
          sent += 1;
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          const giveUp = mail.attempts >= MAX_ATTEMPTS;
          const retryAt = giveUp ? null : new Date(clock().getTime() + retryDelayMs(mail.attempts));
          await markMailFailed(db, mail.id, error, retryAt, clock());
          log.warn(giveUp ? "mail delivery failed for good" : "mail delivery failed, will retry", {
            mailId: mail.id,
            attempts: mail.attempts,
            error,
          });
        }
      }
      if (batch.length < BATCH) return sent;
    }
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await pass();
        } while (again && !closed);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  const kick = () => {
    if (closed) return;
    deliverDue().catch((err) =>
      log.warn("mail outbox pass failed", { error: err instanceof Error ? err.message : err }),
    );
  };
  const timer = setInterval(kick, POLL_MS);
  timer.unref();

  return {
    target: transport.target,
    async queue(tx, mail) {
      await enqueueMail(tx, mail);
    },
    kick,
    deliverDue,
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => {});
      transport.close();
    },
  };
}
