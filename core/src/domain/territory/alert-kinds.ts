/** Issue 22 point 3: the events a territory can ask for; each alert's `kind`. Browser-safe (the web lists them). */
export const ALERT_KINDS = [
  "scanner_appeared",
  "scanner_changed",
  "scanner_aged",
  "new_practice",
  "score_crossed",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
