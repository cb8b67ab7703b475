import type { AnalyzeCbctResponse } from "@cbct/core/contracts/cbct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SecondOpinion } from "../deps.ts";
import { json, startTestApi, type TestApi } from "../../../infra/test/api-harness.ts";

const OWNS_SCANNER = `Welcome to Riverside Dental Implants. Our office features a Planmeca ProMax 3D cone beam CT scanner,
installed in 2014, so we can plan dental implant placement and oral surgery in 3D on site. We also offer root canal
therapy, IV sedation and Invisalign. Call us at (540) 555-0101.`;

const NO_SCANNER = `Sunny Family Dentistry offers cleanings, fillings, whitening and friendly care for the whole family.
Call us today to book your checkup.`;

let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi();
  ({ cookie } = await api.signUp());
});
afterAll(async () => {
  await api?.close();
});

const analyze = (body: unknown, app: TestApi = api, session = cookie) =>
  app.request("/api/cbct/analyze", { body, cookie: session });

describe("POST /api/cbct/analyze", () => {
  it("confirms a practice that names its own scanner, with make, model, evidence and extracted services", async () => {
    const res = await analyze({ practiceName: "Riverside Dental", websiteContent: OWNS_SCANNER });
    expect(res.status).toBe(200);
    const body = await json<AnalyzeCbctResponse>(res);
    expect(body.summary.cbctStatus).toBe("confirmed");
    expect(body.summary.confidence).toBeGreaterThan(50);
    expect(body.summary.confidence).toBeLessThanOrEqual(100);
    expect(["premium", "hot", "cold"]).toContain(body.summary.leadType);
    expect(body.summary.leadScore).toBeGreaterThanOrEqual(0);
    expect(body.summary.leadScore).toBeLessThanOrEqual(150);
    expect(body.input.practiceName).toBe("Riverside Dental");
    expect(body.input.extractedServices.length).toBeGreaterThan(0);
    expect(body.input.extractedEquipment.join(" ")).toMatch(/ProMax/i);
    expect(body.cbctAnalysis.manufacturer).toMatch(/Planmeca/i);
    expect(body.cbctAnalysis.model).toMatch(/ProMax/i);
    expect(body.cbctAnalysis.evidence.length).toBeGreaterThan(0);
    expect(body.cbctAnalysis.reasoning).toBeTruthy();
    expect(body.cbctAnalysis.detectionMethod).toBeTruthy();
  });

  it("reports not_detected for a practice with no sign of a scanner, naming it Test Practice by default", async () => {
    const body = await json<AnalyzeCbctResponse>(await analyze({ practiceName: "", websiteContent: NO_SCANNER }));
    expect(body.summary.cbctStatus).toBe("not_detected");
    expect(body.cbctAnalysis.evidence).toEqual([]);
    expect(body.cbctAnalysis.manufacturer).toBeNull();
    expect(body.input.practiceName).toBe("Test Practice");
    const withoutName = await json<AnalyzeCbctResponse>(await analyze({ websiteContent: NO_SCANNER }));
    expect(withoutName.input.practiceName).toBe("Test Practice");
  });

  it("weighs the page's role and the practice's own name when the caller gives them (issue 9)", async () => {
    const generic = "Cone beam computed tomography shows teeth, bone and nerves in three dimensions.";
    const status = async (body: Record<string, unknown>) =>
      (await json<AnalyzeCbctResponse>(await analyze(body))).summary.cbctStatus;
    expect(await status({ websiteContent: generic })).toBe("uncertain");
    expect(await status({ websiteContent: generic, pageUrl: "https://harbor.example/services/cbct/" })).toBe("likely");
    expect(await status({ websiteContent: generic, pageUrl: "https://harbor.example/blog/what-is-cbct/" })).toBe(
      "uncertain",
    );
    const named = "Harbor Oral Surgery has a cone beam CT scanner.";
    expect(await status({ websiteContent: named })).not.toBe("confirmed");
    expect(await status({ practiceName: "Harbor Oral Surgery", websiteContent: named })).toBe("confirmed");
    const bad = await analyze({ websiteContent: generic, pageUrl: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect((await json<{ error: string }>(bad)).error).toMatch(/pageUrl/);
  });

  it("reads pages pasted under their addresses as the site's pages, naming each in the evidence", async () => {
    const generic = "Cone beam computed tomography shows teeth, bone and nerves in three dimensions.";
    const body = await json<AnalyzeCbctResponse>(
      await analyze({
        practiceName: "",
        websiteContent:
          `https://harbor.example/\nWelcome\nFamily dentistry for the whole town since 1990.\n\n` +
          `https://harbor.example/services/cone-beam-ct/\nCone Beam CT\n${generic}`,
      }),
    );
    expect(body.summary.cbctStatus).toBe("likely");
    expect(body.cbctAnalysis.evidence.map((e) => e.pageUrl)).toContain("https://harbor.example/services/cone-beam-ct/");
    // The pages' headings are not taken for the practice's name.
    expect(body.input.practiceName).toBe("Test Practice");
    // The same text without the addresses says nothing of where the CBCT page sits.
    const bare = await json<AnalyzeCbctResponse>(
      await analyze({
        websiteContent: `Welcome\nFamily dentistry for the whole town since 1990.\n\nCone Beam CT at a glance\n${generic}`,
      }),
    );
    expect(bare.summary.cbctStatus).toBe("uncertain");
    const addressed = await json<AnalyzeCbctResponse>(
      await analyze({
        websiteContent: `https://harbor.example/services/cone-beam-ct/\nCone Beam CT at a glance\n${generic}`,
      }),
    );
    expect(addressed.summary.cbctStatus).toBe("likely");
  });

  it("answers 400 with the tester's message for blank content", async () => {
    const res = await analyze({ practiceName: "X", websiteContent: "   " });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe("Please enter website content to analyze");
  });

  it("accepts the largest allowed text, which is over the default body limit", async () => {
    const text = `${OWNS_SCANNER} ${"Our friendly team welcomes new patients every day. ".repeat(9_000)}`.slice(
      0,
      499_000,
    );
    const res = await analyze({ practiceName: "Big Page", websiteContent: text });
    expect(res.status).toBe(200);
  });

  describe("with an AI second opinion", () => {
    let withAi: TestApi;
    let aiCookie: string;
    const opinions: string[] = [];
    beforeAll(async () => {
      const secondOpinion: SecondOpinion = async ({ practiceName, detection }) => {
        opinions.push(practiceName);
        if (practiceName === "Broken AI") throw new Error("model unavailable");
        return {
          detection: {
            ...detection,
            reasoning: `${detection.reasoning} The AI agrees.`,
            method: `${detection.method}+ai`,
          },
          aiNotice: null,
        };
      };
      withAi = await startTestApi({ deps: { secondOpinion } });
      ({ cookie: aiCookie } = await withAi.signUp());
    });
    afterAll(async () => {
      await withAi?.close();
    });

    it("uses the second opinion's reasoning and keeps the rule-based result when it fails", async () => {
      const agreed = await json<AnalyzeCbctResponse>(
        await analyze({ practiceName: "AI Dental", websiteContent: OWNS_SCANNER }, withAi, aiCookie),
      );
      expect(agreed.cbctAnalysis.reasoning).toMatch(/The AI agrees\.$/);
      expect(agreed.cbctAnalysis.detectionMethod).toMatch(/\+ai$/);
      const fallback = await analyze({ practiceName: "Broken AI", websiteContent: OWNS_SCANNER }, withAi, aiCookie);
      expect(fallback.status).toBe(200);
      expect((await json<AnalyzeCbctResponse>(fallback)).summary.cbctStatus).toBe("confirmed");
      expect(opinions).toEqual(["AI Dental", "Broken AI"]);
    });
  });
});
