/**
 * Where to go after signing in. The queue dashboard (a server page) sends signed-out admins to the sign-in screen
 * with ?next=/admin/queues; only that path is honoured, so the parameter can never become an open redirect.
 */
export function serverReturnAddress(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  if (!next) return null;
  if (next === "/admin/queues" || (next.startsWith("/admin/queues/") && !next.includes("//"))) return next;
  return null;
}
