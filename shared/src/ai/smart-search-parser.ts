import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import {
  SEARCHABLE_SERVICES,
  type SearchInfo,
  type SmartSearchFilters,
  smartSearchFiltersSchema,
} from "@cbct/core/contracts/leads-workspace";
import { CBCT_STATUSES, LEAD_TYPES } from "../db/schema/practices.ts";
import { MANUFACTURERS } from "@cbct/core/domain/cbct/manufacturers";
import { describeFilters } from "@cbct/core/domain/search/describe-filters";
import { parseSmartSearch, type SmartSearchParse } from "@cbct/core/domain/search/parse-smart-search";
import { stateCode } from "@cbct/core/domain/extraction/us-states";
import type { AiBudget } from "./ai-budget.ts";

/**
 * Smart search's reader: the deterministic rules always; with an OpenAI key, a model with structured output reads the
 * question instead, and any failure (network, refusal, a shape the filters reject) falls back to the rules. The
 * explanation is always written from the filters applied, so it cannot claim what the query did not do.
 */
export type SmartSearchReading = SmartSearchParse & {
  method: SearchInfo["method"];
  /** Why the rules read it although a model is configured: an AI limit was reached. */
  aiNotice?: string;
};
/** `userId`: whose search it is, for the per-user AI limit. */
export type SmartSearchParser = (question: string, userId?: number | null) => Promise<SmartSearchReading>;

export type SmartSearchParserConfig = {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_MODEL: string;
};

const modelAnswerSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  cbctStatus: z.array(z.enum(CBCT_STATUSES)),
  leadType: z.array(z.enum(LEAD_TYPES)),
  services: z.array(z.enum(SEARCHABLE_SERVICES)),
  minLeadScore: z.number().int().nullable(),
  maxLeadScore: z.number().int().nullable(),
  scannerMake: z.string().nullable(),
  minScannerAge: z.number().int().nullable(),
  maxScannerAge: z.number().int().nullable(),
  replacementPriority: z.enum(["high", "medium", "low"]).nullable(),
  text: z.string().nullable(),
  notUnderstood: z.array(z.string()),
  confidence: z.number(),
});

const SYSTEM = [
  "You turn a dental-equipment sales rep's question into filters over dental practice leads.",
  "cbctStatus: confirmed/likely mean the practice owns a cone-beam CT; 'without a CBCT' is [not_detected, uncertain].",
  "leadType: premium, hot, cold. Lead score runs 0-150. Scanner age is in whole years ('older than 8' is min 9).",
  `scannerMake is one of: ${MANUFACTURERS.map((m) => m.name).join(", ")}.`,
  "state is a two-letter USPS code. text is only for a practice or doctor name.",
  "Put every part of the question you could not express as a filter in notUnderstood; never drop words silently.",
  "confidence is 0-1: how sure you are the filters mean what the rep asked.",
].join(" ");

const CACHE_SIZE = 500;

function toFilters(answer: z.infer<typeof modelAnswerSchema>): SmartSearchFilters | null {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) {
    if (key === "notUnderstood" || key === "confidence") continue;
    if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  if (typeof out.state === "string") {
    const code = stateCode(out.state);
    if (!code) return null;
    out.state = code;
  }
  if (typeof out.scannerMake === "string") {
    const wanted = out.scannerMake.toLowerCase();
    const make = MANUFACTURERS.find((m) => m.name.toLowerCase() === wanted);
    if (!make) return null;
    out.scannerMake = make.name;
  }
  const parsed = smartSearchFiltersSchema.safeParse(out);
  return parsed.success ? parsed.data : null;
}

/** `budget`, when given, is asked before each model call (a cached question costs nothing and asks nothing). */
export function createSmartSearchParser(
  config: SmartSearchParserConfig,
  log: (m: string) => void = () => {},
  budget?: AiBudget,
): SmartSearchParser {
  const rules: SmartSearchParser = async (question) => ({ ...parseSmartSearch(question), method: "rules" });
  if (!config.OPENAI_API_KEY) return rules;
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    timeout: 10_000,
    maxRetries: 0,
  });
  // The table polls every 30 s with the same question: ask the model once per question, not once per poll.
  const cache = new Map<string, SmartSearchReading>();

  return async (question, userId = null) => {
    const key = question.trim().toLowerCase();
    const hit = cache.get(key);
    if (hit) return hit;
    if (budget) {
      const use = await budget(userId).catch((err: unknown) => {
        log(`AI budget check failed, reading the question with the rules: ${err instanceof Error ? err.message : err}`);
        return null;
      });
      if (!use) return rules(question);
      if (!use.allowed) return { ...(await rules(question)), aiNotice: use.notice };
    }
    let reading: SmartSearchReading;
    try {
      const completion = await client.chat.completions.parse({
        model: config.OPENAI_MODEL,
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: question.slice(0, 500) },
        ],
        response_format: zodResponseFormat(modelAnswerSchema, "lead_filters"),
      });
      const answer = completion.choices[0]?.message.parsed;
      const filters = answer ? toFilters(answer) : null;
      if (!answer || !filters) throw new Error("the model's answer did not make valid filters");
      const notUnderstood = answer.notUnderstood.filter((w) => w.trim() !== "");
      let explanation = describeFilters(filters);
      if (notUnderstood.length) explanation += ` Not understood: ${notUnderstood.map((w) => `"${w}"`).join(", ")}.`;
      const confidence = Math.max(0, Math.min(1, Math.round(answer.confidence * 100) / 100));
      reading = { filters, explanation, confidence, notUnderstood, method: "ai" };
    } catch (err) {
      log(
        `Smart search model failed, reading the question with the rules: ${err instanceof Error ? err.message : err}`,
      );
      return rules(question);
    }
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, reading);
    return reading;
  };
}
