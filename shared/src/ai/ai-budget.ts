import type { Redis } from "ioredis";
import { createUsageCounter } from "../jobs/usage-counter.ts";

/** Shown where the AI would have answered (smart search, the CBCT tester) when the rules answered alone. */
export const AI_BUDGET_REACHED = "AI budget reached: rules only";
export const AI_USER_LIMIT_REACHED = "Your hourly AI limit is reached: rules only";

export type AiUse = { allowed: true } | { allowed: false; notice: string };
/** Asks to spend one OpenAI call for `userId` (null: a background job with no user, charged to the day only). */
export type AiBudget = (userId: number | null) => Promise<AiUse>;

export type AiBudgetConfig = {
  QUEUE_PREFIX: string;
  OPENAI_MAX_PER_USER_PER_HOUR: number;
  OPENAI_DAILY_BUDGET_REQUESTS: number;
};

/**
 * OpenAI costs money per call: one user may cause at most OPENAI_MAX_PER_USER_PER_HOUR, and the whole deployment at
 * most OPENAI_DAILY_BUDGET_REQUESTS per UTC day. Counted in Redis, so API and worker processes share both counts.
 * A refusal is not an error: the caller answers with the rules and says so.
 */
export function createAiBudget(redis: Redis, config: AiBudgetConfig, clock: () => Date = () => new Date()): AiBudget {
  const perUser = createUsageCounter(redis, `${config.QUEUE_PREFIX}:openai:user`, 3600);
  // One key per UTC day; it outlives its day so a late call near midnight still finds its count.
  const perDay = createUsageCounter(redis, `${config.QUEUE_PREFIX}:openai:day`, 2 * 24 * 3600);
  return async (userId) => {
    const day = clock().toISOString().slice(0, 10);
    const daily = await perDay.take(day, config.OPENAI_DAILY_BUDGET_REQUESTS);
    if (!daily.granted) return { allowed: false, notice: AI_BUDGET_REACHED };
    if (userId !== null) {
      const mine = await perUser.take(String(userId), config.OPENAI_MAX_PER_USER_PER_HOUR);
      if (!mine.granted) {
        await perDay.refund(day);
        return { allowed: false, notice: AI_USER_LIMIT_REACHED };
      }
    }
    return { allowed: true };
  };
}
