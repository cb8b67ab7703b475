import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";

let app: E2eApp;
let page: Page;
beforeAll(async () => {
  app = await startE2eApp();
  page = await app.newPage();
  await registerThroughUi(page, newUser());
});
afterAll(async () => {
  await app?.close();
});

const activeNavEntry = (p: Page) => p.getByRole("navigation", { name: "Main" }).locator('a[aria-current="page"]');

describe("Shell", () => {
  it.each([
    ["/", "Dashboard"],
    ["/dashboard", "Dashboard"],
    ["/automated-pipeline", "Automated Pipeline"],
  ])("highlights the sidebar entry for %s", async (path, entry) => {
    await page.goto(path);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect((await activeNavEntry(page).textContent())?.trim()).toBe(entry);
    expect(await activeNavEntry(page).count()).toBe(1);
  });

  it("shows the profile card with the static title", async () => {
    await page.goto("/dashboard");
    const card = page.getByTestId("profile-card");
    expect(await card.textContent()).toContain("Sales Manager");
    expect(await card.textContent()).toContain("JS");
  });

  it("shows the guarded screens' titles", async () => {
    await page.goto("/automated-pipeline");
    await page.getByRole("heading", { name: "Automated Lead Pipeline" }).waitFor();
  });
});

describe("Dashboard", () => {
  it("starts empty: Clear All disabled, the bell's fixed badge, an empty range", async () => {
    await page.goto("/dashboard");
    await page.getByText("No leads yet").waitFor();
    expect(await page.getByRole("button", { name: "Clear All (0)" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Export All" }).isVisible()).toBe(true);
    expect((await page.getByTestId("notification-count").textContent())?.trim()).toBe("3");
    expect((await page.getByTestId("leads-range").textContent())?.trim()).toBe("Showing 0-0 of 0");
  });

  it("does nothing when the Start Scraping prompt is cancelled", async () => {
    await page.goto("/dashboard");
    await page.getByText("No leads yet").waitFor();
    page.once("dialog", (dialog) => void dialog.dismiss());
    const posted: string[] = [];
    const track = (req: { url: () => string; method: () => string }) => {
      if (req.method() === "POST") posted.push(req.url());
    };
    page.on("request", track);
    await page.getByRole("button", { name: "Start Scraping" }).click();
    // Any POST would have left during the click handler, before this read.
    const jobs = await page.evaluate(() => fetch("/api/scraping/jobs").then((r) => r.json()));
    page.off("request", track);
    expect(posted).toEqual([]);
    expect(jobs).toEqual([]);
  });

  it("starts scraping the URL typed into the prompt and shows the queued job", async () => {
    await page.goto("/dashboard");
    let promptText = "";
    page.once("dialog", (dialog) => {
      promptText = dialog.message();
      void dialog.accept("riversidedental.com");
    });
    await page.getByRole("button", { name: "Start Scraping" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Scraping Started" });
    await toast.waitFor();
    // The body says what is read and what happens next, not the title again.
    expect(await toast.textContent()).toContain("Reading riversidedental.com.");
    expect((await toast.textContent())?.match(/scraping started/gi)).toHaveLength(1);
    await page.keyboard.press("F8");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    expect(focused).toMatch(/^Notifications/);
    expect(promptText.toLowerCase()).toContain("url");
    const job = page.getByTestId("scraping-job").filter({ hasText: "riversidedental.com" });
    await job.waitFor();
    expect(await job.textContent()).toMatch(/pending|running/);
  });
});

describe("CBCT Detection Tester", () => {
  it("needs content before analysing", async () => {
    await page.goto("/cbct-tester");
    await page.getByText("Please enter website content to analyze").waitFor();
    expect(await page.getByRole("button", { name: "Analyze CBCT Presence" }).isDisabled()).toBe(true);
  });

  it("analyses the sample practice: a confirmed Planmeca scanner", async () => {
    await page.goto("/cbct-tester");
    await page.getByRole("button", { name: "Load Sample Data" }).click();
    const analyze = page.getByRole("button", { name: "Analyze CBCT Presence" });
    expect(await analyze.isDisabled()).toBe(false);
    expect(await page.getByText("Please enter website content to analyze").count()).toBe(0);
    await analyze.click();
    const results = page.getByTestId("analysis-results");
    await results.waitFor();
    expect((await page.getByTestId("cbct-status").textContent())?.trim()).toBe("Confirmed");
    expect(await page.getByTestId("scanner-facts").textContent()).toContain("Planmeca");
    // The lead score runs to 150; the tester shows it rescaled to 100 with the raw figure beside it.
    const shown = (await page.getByTestId("tester-lead-score").textContent()) ?? "";
    const [, scaled] = /^(\d+)\/100$/.exec(shown) ?? [];
    const [, raw] =
      /^(\d+) of 150 on the lead scale$/.exec((await page.getByTestId("tester-lead-score-raw").textContent()) ?? "") ??
      [];
    expect(Number(scaled)).toBeLessThanOrEqual(100);
    expect(Number(scaled)).toBe(Math.round((Number(raw) * 100) / 150));
  });

  it("reads a practice page written in another language (issue 18, language packs)", async () => {
    await page.goto("/cbct-tester");
    await page.getByPlaceholder("e.g. Riverside Family Dentistry").fill("Gabinet Stomatologiczny Uśmiech");
    await page
      .getByPlaceholder("Paste the practice's home, services and technology pages here...")
      .fill(
        [
          "Diagnostyka",
          "W naszym gabinecie wykonujemy tomografię stożkową CBCT na miejscu, bez skierowania do pracowni.",
          "Badanie pokazuje kość i przebieg nerwów przed leczeniem implantologicznym.",
        ].join("\n"),
      );
    await page.getByRole("button", { name: "Analyze CBCT Presence" }).click();
    await page.getByTestId("analysis-results").waitFor();
    expect((await page.getByTestId("cbct-status").textContent())?.trim()).toBe("Confirmed");
    expect(await page.getByTestId("tester-reasoning").textContent()).toContain("W naszym gabinecie");
  });

  it("reads where a pasted page is filed from its breadcrumb trail (issue 18, the page's place in the site)", async () => {
    const body = [
      "3D Imaging",
      "Cone beam computed tomography shows teeth, nerves and bone in three dimensions in a single scan.",
      "It helps plan implants and root canal treatment when ordinary x-rays are not enough.",
    ];
    const analyse = async (lines: string[]) => {
      await page.goto("/cbct-tester");
      await page.getByPlaceholder("e.g. Riverside Family Dentistry").fill("Harbour Dental");
      await page
        .getByPlaceholder("Paste the practice's home, services and technology pages here...")
        .fill(lines.join("\n"));
      await page.getByRole("button", { name: "Analyze CBCT Presence" }).click();
      await page.getByTestId("analysis-results").waitFor();
      return (await page.getByTestId("cbct-status").textContent())?.trim();
    };
    // The same page under the practice's services is its offering; under its blog, an explainer.
    expect(await analyse(["Home > Dental Services > 3D Imaging", ...body])).toBe("Likely");
    expect(await analyse(["Home > Blog > 3D Imaging", ...body])).toBe("Uncertain");
  });

  it("reads pages pasted under their addresses as a scrape would, and links the evidence to them", async () => {
    const content = page.getByPlaceholder("Paste the practice's home, services and technology pages here...");
    const body = [
      "Cone beam computed tomography shows teeth, nerves and bone in three dimensions in a single scan.",
      "It helps plan implants and root canal treatment when ordinary x-rays are not enough.",
    ];
    // A fresh page for each analysis, so the status read is the new one's; the hint is on it.
    const analyse = async (lines: string[]) => {
      await page.goto("/cbct-tester");
      await page
        .getByText("put each page's address (https://...) on the line above its text", { exact: false })
        .waitFor();
      await content.fill(lines.join("\n"));
      await page.getByRole("button", { name: "Analyze CBCT Presence" }).click();
      await page.getByTestId("analysis-results").waitFor();
      return (await page.getByTestId("cbct-status").textContent())?.trim();
    };
    expect(await analyse(["Imaging at a glance", ...body])).toBe("Uncertain");
    const address = "https://harbourdental.example/services/cone-beam-ct/";
    expect(
      await analyse([
        "https://harbourdental.example/",
        "Welcome",
        "Family dentistry for the whole town since 1990.",
        "",
        address,
        "Imaging at a glance",
        ...body,
      ]),
    ).toBe("Likely");
    expect(await page.getByTestId("tester-reasoning").textContent()).toContain("/services/cone-beam-ct/");
    expect(await page.locator(`a[href="${address}"]`).count()).toBeGreaterThan(0);
  });
});
