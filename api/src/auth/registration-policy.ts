import type { ApiConfig } from "@cbct/shared/config";
import { normalizeEmail } from "@cbct/shared/db/queries/users";

export const INVITE_ONLY = "Registration is by invitation only. Ask an administrator for an account.";
export const DOMAIN_NOT_ALLOWED = "Registration is not open to this e-mail address. Ask an administrator.";

/**
 * Who may create their own account: in invite mode nobody but the ADMIN_EMAILS (so a fresh install can get its first
 * admin), and with REGISTRATION_ALLOWED_DOMAINS only addresses at those exact domains. Null when registration is open
 * to `email`, else the sentence to answer with.
 */
export function registrationRefusal(
  email: string,
  config: Pick<ApiConfig, "REGISTRATION_MODE" | "REGISTRATION_ALLOWED_DOMAINS" | "ADMIN_EMAILS">,
): string | null {
  const normalized = normalizeEmail(email);
  if (config.ADMIN_EMAILS.some((admin) => normalizeEmail(admin) === normalized)) return null;
  if (config.REGISTRATION_MODE === "invite") return INVITE_ONLY;
  const domains = config.REGISTRATION_ALLOWED_DOMAINS.map((d) => d.toLowerCase().replace(/^@/, ""));
  if (domains.length === 0) return null;
  const domain = normalized.slice(normalized.lastIndexOf("@") + 1);
  return domains.includes(domain) ? null : DOMAIN_NOT_ALLOWED;
}
