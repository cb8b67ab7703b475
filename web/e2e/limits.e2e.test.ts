import { type FakeOpenAi, startFakeOpenAi } from "../../infra/fakes/openai/fake-openai.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";

let app: E2eApp;
let fake: FakeOpenAi;
let page: Page;

const OPINION = {
  status: "confirmed",
  confidence: 100,
  manufacturer: null,
  model: null,
  reasoning: "The practice describes its own scanner.",
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.reply = { status: 200, content: JSON.stringify(OPINION) };
  app = await startE2eApp({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: fake.baseURL,
    // One paid call for the whole deployment today: the second analysis must fall back to the rules and say so.
    OPENAI_DAILY_BUDGET_REQUESTS: "1",
    SCRAPE_MAX_PER_HOUR: "20",
  });
  page = await app.newPage();
  await registerThroughUi(page, newUser());
}, 120_000);

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe("limits the user can see", () => {
  it("the CBCT tester shows the AI's words apart, labelled, and says when the AI budget is spent", async () => {
    await page.goto("/cbct-tester");
    await page.getByRole("button", { name: "Load Sample Data" }).click();
    await page.getByRole("button", { name: "Analyze CBCT Presence" }).click();
    const opinion = page.getByTestId("tester-ai-opinion");
    await opinion.waitFor();
    expect(await opinion.textContent()).toBe("AI opinionThe practice describes its own scanner.");
    expect(await page.getByTestId("tester-reasoning").textContent()).not.toContain("AI opinion:");

    await page.getByRole("button", { name: "Analyze CBCT Presence" }).click();
    await page.getByTestId("tester-ai-notice").getByText("AI budget reached: rules only").waitFor();
    expect(await page.getByTestId("tester-ai-opinion").count()).toBe(0);
  });

  it("smart search says it read the question with the rules because the AI budget is spent", async () => {
    await page.goto("/dashboard");
    const box = page.getByLabel("AI Smart Search");
    await box.fill("hot leads in Fredericksburg VA");
    await box.press("Enter");
    await page.getByTestId("search-info").waitFor();
    expect(await page.getByTestId("search-ai-notice").textContent()).toBe("AI budget reached: rules only");
  });

  it("a pipeline run larger than the scrape quota left is refused, and the page says how many may still start", async () => {
    await page.goto("/automated-pipeline");
    await page.locator('input[name="zipCode"]').fill("22401");
    // The default of 50 results is more than the 20 scrapes an hour this deployment allows.
    await page.getByRole("button", { name: /Run Full Pipeline/ }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Pipeline Error" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("you may still start 20 scrapes this hour");
  });
});
