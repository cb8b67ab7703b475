import type { Lead } from "./lead-types.ts";

export type BadgeColor = "green" | "blue" | "orange" | "gray";
export type ServiceBadge = { label: string; color: BadgeColor };

type BadgeSource = Pick<
  Lead,
  | "hasImplants"
  | "hasImplantPlacement"
  | "hasImplantRestoration"
  | "hasOrtho"
  | "hasTraditionalOrtho"
  | "hasInvisalign"
  | "hasIoScanner"
  | "hasIntraoralScanner"
  | "hasCbct"
  | "hasOralSurgery"
  | "hasEndo"
  | "hasSedation"
  | "hasSleep"
  | "hasReferrals"
  | "services"
>;

/** Spec 9 colours: implants green; ortho, Invisalign, digital scanning, CBCT blue; oral surgery orange; rest grey. */
const FLAG_BADGES: { label: string; color: BadgeColor; on: (l: BadgeSource) => boolean }[] = [
  { label: "Implants", color: "green", on: (l) => l.hasImplants || l.hasImplantPlacement || l.hasImplantRestoration },
  { label: "Orthodontics", color: "blue", on: (l) => l.hasOrtho || l.hasTraditionalOrtho },
  { label: "Invisalign", color: "blue", on: (l) => l.hasInvisalign },
  { label: "Digital Scanning", color: "blue", on: (l) => l.hasIoScanner || l.hasIntraoralScanner },
  { label: "CBCT", color: "blue", on: (l) => l.hasCbct },
  { label: "Oral Surgery", color: "orange", on: (l) => l.hasOralSurgery },
  { label: "Root Canal", color: "gray", on: (l) => l.hasEndo },
  { label: "Sedation", color: "gray", on: (l) => l.hasSedation },
  { label: "Sleep Apnea", color: "gray", on: (l) => l.hasSleep },
  { label: "Referrals", color: "gray", on: (l) => l.hasReferrals },
];

const MAX_VISIBLE = 2;
const MAX_FALLBACK = 8;

/** A free-text service gets the colour of the flag it names, so both kinds of badge look alike. */
export function colorForService(name: string): BadgeColor {
  const n = name.toLowerCase();
  if (/implant/.test(n)) return "green";
  if (/ortho|invisalign|aligner|scan|cbct|cone beam|3d/.test(n)) return "blue";
  if (/surgery|surgical|extraction/.test(n)) return "orange";
  return "gray";
}

/**
 * Spec 2 Services cell: the flag badges, or when no flag applies up to 8 entries of the services list; at most 2
 * are shown and the rest counted as '+N more'.
 */
export function serviceBadges(lead: BadgeSource): { visible: ServiceBadge[]; moreCount: number } {
  const fromFlags = FLAG_BADGES.filter((b) => b.on(lead)).map(({ label, color }) => ({ label, color }));
  const all =
    fromFlags.length > 0
      ? fromFlags
      : (lead.services ?? [])
          .filter((s) => s.trim().length > 0)
          .slice(0, MAX_FALLBACK)
          .map((label) => ({ label, color: colorForService(label) }));
  return { visible: all.slice(0, MAX_VISIBLE), moreCount: Math.max(0, all.length - MAX_VISIBLE) };
}
