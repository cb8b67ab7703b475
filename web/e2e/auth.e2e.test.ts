import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2eApp, newUser, registerThroughUi, startE2eApp } from "./harness.ts";

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

const fieldByLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await fieldByLabel(page, "Email").fill(email);
  await fieldByLabel(page, "Password").fill(password);
  const answer = page.waitForResponse((res) => res.url().endsWith("/api/auth/login"));
  await page.getByRole("button", { name: "Sign In" }).click();
  return (await answer).status();
}

async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole("alert").first();
  await alert.waitFor();
  return (await alert.textContent())?.trim() ?? "";
}

describe("Create Account", () => {
  it("shows each validation message under its field and stays on the page", async () => {
    const page = await app.newPage();
    await page.goto("/auth/register");
    await page.getByText("Enter your details to get started").waitFor();
    expect(await fieldByLabel(page, "Password").getAttribute("placeholder")).toContain("8 characters");

    await fieldByLabel(page, "Full Name").fill("J");
    await fieldByLabel(page, "Email").fill("not-an-email");
    await fieldByLabel(page, "Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();

    for (const message of [
      "Name must be at least 2 characters",
      "Invalid email address",
      "Password must be at least 8 characters",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await fieldByLabel(page, "Email").getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/auth/register");
  });

  it("signs the new user in and shows the dashboard with the top bar and initials", async () => {
    const page = await app.newPage();
    await registerThroughUi(page, newUser("Jane van Dyke"));
    await page.getByRole("link", { name: "CBCT Intelligence home" }).waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).waitFor();
    expect((await page.getByTestId("user-menu").textContent())?.trim()).toBe("JVD");
  });

  it("shows the server's error for an e-mail that is already registered", async () => {
    const user = newUser();
    await registerThroughUi(await app.newPage(), user);

    const page = await app.newPage();
    await page.goto("/auth/register");
    await fieldByLabel(page, "Full Name").fill("Someone Else");
    await fieldByLabel(page, "Email").fill(user.email);
    await fieldByLabel(page, "Password").fill("another password");
    await page.getByRole("button", { name: "Create Account" }).click();
    expect(await alertText(page)).toBe("An account with this email already exists");
    expect(new URL(page.url()).pathname).toBe("/auth/register");
  });

  it("links to Sign In", async () => {
    const page = await app.newPage();
    await page.goto("/auth/register");
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL("**/auth/login");
  });
});

describe("Sign In", () => {
  it("validates the form before calling the server", async () => {
    const page = await app.newPage();
    await page.goto("/auth/login");
    await page.getByText("Enter your credentials to access your account").waitFor();
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email address", { exact: true }).waitFor();
    await page.getByText("Password is required", { exact: true }).waitFor();
  });

  it("shows the server's error for a wrong password, then signs in with the right one", async () => {
    const user = newUser();
    await registerThroughUi(await app.newPage(), user);

    const page = await app.newPage();
    expect(await signIn(page, user.email, "wrong password")).toBe(401);
    expect(await alertText(page)).toBe("Invalid email or password");

    expect(await signIn(page, user.email, user.password)).toBe(200);
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "CBCT Intelligence Dashboard" }).waitFor();
  });

  it("sends a signed-in user from /auth/login to the dashboard", async () => {
    const page = await app.newPage();
    await registerThroughUi(page, newUser());
    await page.goto("/auth/login");
    await page.waitForURL("**/dashboard");
  });

  it("links to Create Account", async () => {
    const page = await app.newPage();
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL("**/auth/register");
  });

  it("refuses the sixth wrong password with the rate limit's message", async () => {
    const user = newUser();
    await registerThroughUi(await app.newPage(), user);
    const page = await app.newPage();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await signIn(page, user.email, `wrong password ${i}`));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await page.getByRole("alert").filter({ hasText: "Too many failed login attempts" }).waitFor();
  });
});

describe("Log out and guards", () => {
  it("logs out to Sign In, after which guarded screens send the user back there", async () => {
    const page = await app.newPage();
    await registerThroughUi(page, newUser());
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL("**/auth/login");
    await page.goto("/dashboard");
    await page.waitForURL("**/auth/login");
  });

  it.each(["/dashboard", "/cbct-tester", "/"])("sends a signed-out visitor of %s to /auth/login", async (path) => {
    const page = await app.newPage();
    await page.goto(path);
    await page.waitForURL("**/auth/login");
    await page.getByText("Enter your credentials to access your account").waitFor();
  });

  it("shows the 404 page for an unknown path", async () => {
    const page = await app.newPage();
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByText("404 Page Not Found", { exact: true }).waitFor();
  });
});
