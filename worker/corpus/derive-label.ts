import type { ServiceFlags, TechnologyFlags } from "@cbct/core/domain/flags";
import { scanner } from "./blocks/scanners.ts";
import type { Service } from "./blocks/services.ts";
import type { TechItem } from "./blocks/technology.ts";
import type { SiteSpec } from "./build-site.ts";
import type { FailureKind, SiteLabel } from "./labels.ts";
import type { Behaviour, SiteDef, Theme } from "./types.ts";

const PLATFORM: Record<Theme, string | null> = {
  wordpress: "WordPress",
  wix: "Wix",
  squarespace: "Squarespace",
  prosites: "ProSites",
  custom: "Custom",
  legacy: null,
};

/**
 * The label is derived from what the builder actually rendered (practice details, services, technology), so it
 * cannot drift from the pages; only the CBCT verdict and failure are decided by hand in the spec.
 */
export function deriveLabel(
  spec: SiteSpec,
  def: Omit<SiteDef, "label">,
  services: readonly Service[],
  techItems: readonly TechItem[],
): SiteLabel {
  const x = spec.expect;
  const unit = x.scanner ? scanner(x.scanner) : null;
  const previous = x.previous ? scanner(x.previous) : null;
  const failureKind = x.failureKind ?? failureOf(def.behaviour, def.robots);
  const serviceFlags: Partial<ServiceFlags> = {
    ...mergeFlags<ServiceFlags>([...services.map((s) => s.flags), ...techItems.map((t) => t.serviceFlags)]),
    ...spec.flags,
  };
  const technologyFlags: Partial<TechnologyFlags> = {
    ...mergeFlags<TechnologyFlags>(techItems.map((t) => t.technologyFlags)),
    ...spec.techFlags,
  };
  const lead = def.practice.doctors[0];
  const bioText = lead?.bio?.join(" ") ?? "";
  return {
    id: spec.id,
    kind: spec.kind,
    expected: {
      cbctStatus: x.cbctStatus,
      manufacturer: unit?.manufacturer ?? null,
      model: unit?.model ?? null,
      installYear: x.installYear ?? null,
      previousModel: previous ? { manufacturer: previous.manufacturer, model: previous.model } : null,
      evidence: x.evidence ?? [],
      practiceName: def.practice.name,
      doctorNames: def.practice.doctors.map((d) => d.name),
      phone: def.practice.phone,
      email: def.practice.email,
      address: def.practice.suite ? `${def.practice.street}, ${def.practice.suite}` : def.practice.street,
      city: def.practice.city,
      state: def.practice.state,
      zipCode: def.practice.zip,
      serviceFlags,
      technologyFlags,
      websitePlatform: PLATFORM[def.theme],
      copyrightYear: def.footer.copyrightYear,
      establishedYear: def.practice.founded ?? null,
      doctorGraduationYear: lead?.gradYear && bioText.includes(String(lead.gradYear)) ? lead.gradYear : null,
      needsBrowser: def.render !== "static",
      outcome: failureKind ? "fail" : "ok",
      failureKind,
      ...(x.note ? { note: x.note } : {}),
    },
  };
}

function mergeFlags<T extends Record<string, boolean>>(parts: readonly Partial<T>[]): Partial<T> {
  const merged: Partial<T> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part) as Array<[keyof T, T[keyof T]]>) {
      // A denial ("we don't place implants") wins over a generic assertion from another block.
      if (merged[key] === false) continue;
      merged[key] = value;
    }
  }
  return merged;
}

function failureOf(behaviour: Behaviour, robots: string): FailureKind | null {
  switch (behaviour.type) {
    case "hang":
    case "drip":
      return "timeout";
    case "huge":
      return "too-large";
    case "redirect-loop":
      return "redirect-loop";
    case "binary-octet":
    case "png-as-html":
      return "not-html";
    case "not-found-home":
      return "not-found";
    default:
      return /User-agent:\s*\*\s*\nDisallow:\s*\/\s*(\n|$)/i.test(robots) ? "robots" : null;
  }
}
