import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import type { CbctDetectionResult } from "../domain/types.ts";

/**
 * An optional second opinion on a rule-based CBCT detection, from an OpenAI model with structured output.
 * The product never needs it: without a key the rules decide and write the reasoning. With a key, the model sees the
 * rules' verdict and the evidence, may move the status and writes the reasoning. Any failure keeps the rules' result.
 */

const opinionSchema = z.object({
  status: z.enum(["confirmed", "likely", "uncertain", "not_detected"]),
  confidence: z.number().int().min(0).max(100),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  reasoning: z.string(),
});

export type SecondOpinionInput = { practiceName: string; detection: CbctDetectionResult; text: string };
export type SecondOpinion = (input: SecondOpinionInput) => Promise<CbctDetectionResult>;

export type SecondOpinionConfig = {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_MODEL: string;
};

const SYSTEM = [
  "You review whether a dental practice owns a cone-beam CT (CBCT) scanner, from its website text.",
  "Owning means the scanner is in the practice. Referrals to imaging centres, blog posts about CBCT, intraoral",
  "scanners, CEREC, Invisalign 3D plans and 2D panoramic units are not ownership.",
  "confirmed: the site says the practice has one. likely: strong hints. uncertain: mentioned without ownership.",
  "not_detected: nothing, or only look-alikes. Reply in the given JSON schema; reasoning in 2-4 sentences.",
].join(" ");

/** Returns null when no key is configured. */
export function createCbctSecondOpinion(
  config: SecondOpinionConfig,
  log: (m: string) => void = () => {},
): SecondOpinion | null {
  if (!config.OPENAI_API_KEY) return null;
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    timeout: 20_000,
    maxRetries: 1,
  });
  return async ({ practiceName, detection, text }) => {
    const evidence = detection.evidence.map((e) => `- [${e.signal}] ${e.snippet} (${e.pageUrl ?? "pasted text"})`);
    const user = [
      `Practice: ${practiceName}`,
      `Rule-based verdict: ${detection.status} (${detection.confidence}%), manufacturer ${detection.manufacturer ?? "unknown"}, model ${detection.model ?? "unknown"}.`,
      `Rule reasoning: ${detection.reasoning}`,
      "Evidence:",
      ...(evidence.length ? evidence : ["(none)"]),
      "Website text excerpt:",
      text.slice(0, 6_000),
    ].join("\n");
    try {
      const completion = await client.chat.completions.parse({
        model: config.OPENAI_MODEL,
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: user },
        ],
        response_format: zodResponseFormat(opinionSchema, "cbct_opinion"),
      });
      const opinion = completion.choices[0]?.message.parsed;
      if (!opinion) return detection;
      const changed = opinion.status !== detection.status;
      return {
        ...detection,
        status: opinion.status,
        confidence: changed ? opinion.confidence : Math.round((detection.confidence + opinion.confidence) / 2),
        manufacturer: detection.manufacturer ?? opinion.manufacturer,
        model: detection.model ?? opinion.model,
        method: changed ? `${detection.method}+ai` : detection.method,
        reasoning: opinion.reasoning,
      };
    } catch (err) {
      log(`CBCT second opinion failed, keeping the rule-based result: ${err instanceof Error ? err.message : err}`);
      return detection;
    }
  };
}
