import type { Lead } from "./lead-types.ts";

export type LeadStats = { total: number; cbctConfirmed: number; hotOrPremium: number; averageScore: number };

/** The dashboard's summary cards, worked out from the loaded list so they always agree with the table. */
export function leadStats(leads: Pick<Lead, "cbctStatus" | "leadType" | "leadScore">[]): LeadStats {
  const total = leads.length;
  const scoreSum = leads.reduce((sum, lead) => sum + (lead.leadScore ?? 0), 0);
  return {
    total,
    cbctConfirmed: leads.filter((lead) => lead.cbctStatus === "confirmed").length,
    hotOrPremium: leads.filter((lead) => lead.leadType === "hot" || lead.leadType === "premium").length,
    averageScore: total === 0 ? 0 : Math.round(scoreSum / total),
  };
}
