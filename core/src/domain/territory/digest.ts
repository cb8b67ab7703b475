import type { AlertView } from "../../contracts/territories.ts";

/** The dashboard link that opens a lead's details (the bell's links and the digest's). */
export function leadPath(practiceId: number): string {
  return `/dashboard?lead=${practiceId}`;
}

/** `path` under APP_URL, keeping a path prefix (an app served at https://example.com/leads/). */
function appLink(appUrl: string, path: string): string {
  return new URL(path.replace(/^\//, ""), appUrl.endsWith("/") ? appUrl : `${appUrl}/`).toString();
}

export function leadLink(appUrl: string, practiceId: number): string {
  return appLink(appUrl, leadPath(practiceId));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The daily digest of one user's unread alerts: one line per alert with its territory and a link that opens the lead,
 * grouped by territory in the order the alerts came.
 */
export function composeDigest(input: { name: string; appUrl: string; alerts: AlertView[] }): {
  subject: string;
  text: string;
  html: string;
} {
  const { alerts, appUrl } = input;
  const count = alerts.length;
  const subject = `${count} new ${count === 1 ? "alert" : "alerts"} in your territories`;
  const groups = new Map<string, AlertView[]>();
  for (const a of alerts) groups.set(a.territoryName, [...(groups.get(a.territoryName) ?? []), a]);
  const settings = appLink(appUrl, "/territories");
  const text = [
    `Hello ${input.name},`,
    "",
    `What changed in your territories since yesterday (${count} unread):`,
    ...[...groups].flatMap(([territory, list]) => [
      "",
      `${territory}:`,
      ...list.map((a) => `- ${a.message}\n  ${leadLink(appUrl, a.practiceId)}`),
    ]),
    "",
    `Turn this e-mail off or change your territories: ${settings}`,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>What changed in your territories since yesterday (${count} unread):</p>`,
    ...[...groups].map(
      ([territory, list]) =>
        `<h3>${escapeHtml(territory)}</h3><ul>${list
          .map((a) => `<li><a href="${escapeHtml(leadLink(appUrl, a.practiceId))}">${escapeHtml(a.message)}</a></li>`)
          .join("")}</ul>`,
    ),
    `<p><a href="${escapeHtml(settings)}">Turn this e-mail off or change your territories</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
