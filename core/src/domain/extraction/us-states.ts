const STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  PR: "Puerto Rico",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

const BY_NAME = new Map(Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]));

/** Two-letter USPS code from a code ("tx", "T.X.") or a full name ("Texas"); null when not a US state. */
export function stateCode(value: string): string | null {
  const v = value.trim().replace(/\./g, "");
  const upper = v.toUpperCase();
  if (upper.length === 2 && upper in STATES) return upper;
  return BY_NAME.get(v.toLowerCase().replace(/\s+/g, " ")) ?? null;
}

/** Regex source matching a state as written in an address: the code in capitals or the name capitalised. */
export const STATE_PATTERN = [
  ...Object.keys(STATES),
  ...Object.values(STATES)
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/ /g, "\\s+")),
].join("|");

/** "VA" -> "Virginia"; null for anything that is not a US state code. */
export function stateName(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return Object.hasOwn(STATES, upper) ? STATES[upper]! : null;
}

/** Lower-case state names longest first, so "west virginia" is read before "virginia" (smart search). */
export const STATE_NAMES_LONGEST_FIRST: readonly string[] = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);
