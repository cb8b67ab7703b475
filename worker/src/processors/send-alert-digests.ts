import { dueDigests, markDigestSent } from "@cbct/shared/db/queries/alerts";
import { composeDigest } from "@cbct/core/domain/territory/digest";
import { createMailTransport, type MailTransport } from "@cbct/shared/mail/transport";
import type { ProcessorFactory } from "./job-processor.ts";

/**
 * send-alert-digests (daily at DIGEST_HOUR_UTC, see schedule-alerts.ts): one e-mail per user with their unread
 * alerts of the last day that no digest carried yet, over SMTP_URL. Without SMTP_URL or APP_URL (the links need the
 * app's address) nothing is sent and the territory page says so. A user's alerts are marked mailed only after their
 * message was accepted, so a failed send is retried (the job's attempts) without mailing anyone twice.
 */
export const sendAlertDigestsProcessor: ProcessorFactory<"send-alert-digests"> = (deps) => {
  let transport: MailTransport | null = null;
  return {
    markFailed: async () => {},

    async process(_job, _payload, { log }) {
      const { config, db } = deps;
      if (!config.SMTP_URL || !config.APP_URL) {
        log.info("alert digests skipped: mail is not configured (SMTP_URL and APP_URL)");
        return { sent: 0, skipped: "mail not configured" };
      }
      transport ??= createMailTransport({
        SMTP_URL: config.SMTP_URL,
        MAIL_FROM: config.MAIL_FROM,
        MAIL_OUTBOX_DIR: ".",
      });
      const now = deps.now?.() ?? new Date();
      let sent = 0;
      let failed = 0;
      for (const batch of await dueDigests(db, now)) {
        const mail = composeDigest({ name: batch.name, appUrl: config.APP_URL, alerts: batch.alerts });
        try {
          await transport.send({ to: batch.email, ...mail });
        } catch (err) {
          failed++;
          log.warn("alert digest not sent", { userId: batch.userId, error: err instanceof Error ? err.message : err });
          continue;
        }
        await markDigestSent(
          db,
          batch.userId,
          batch.alerts.map((a) => a.id),
          now,
        );
        sent++;
      }
      if (failed > 0) throw new Error(`${failed} alert digest(s) could not be sent; will retry`);
      return { sent };
    },
  };
};
