import { describe, expect, it } from "vitest";
import { clauseAround, hasAffirmed, isContrasted, isNegated } from "./affirmed-match.ts";
import { normalizeForMatch } from "./normalize.ts";
import { phrase } from "./phrase.ts";
import { indexed } from "../../../test/domain/extraction/test-fixtures.ts";

const negatedAt = (text: string, word: string): boolean => {
  const norm = normalizeForMatch(text);
  const i = norm.indexOf(word);
  return isNegated(norm, i, i + word.length);
};

describe("isNegated", () => {
  it.each([
    ["We do not offer implants.", "implants", true],
    ["We don’t do root canals in house.", "root canals", true],
    ["Dr. Lee does not currently place implants.", "implants", true],
    ["Implants are not offered at this location.", "implants", true],
    ["Sedation isn't available for children.", "sedation", true],
    ["We typically refer implant cases to a specialist.", "implant", true],
    ["Wisdom teeth are referred out to an oral surgeon.", "wisdom", true],
    ["We offer implants.", "implants", false],
    ["We welcome referrals for implant placement.", "implant", false],
    ["Don't let sleep apnea ruin your sleep.", "sleep apnea", false],
    ["If you don't treat gum disease it gets worse.", "gum disease", false],
    ["We do not offer sedation. We offer implants.", "implants", false],
    ["We do not offer sedation, but we offer implants.", "implants", false],
  ])("%s [%s] -> %s", (text, word, expected) => {
    expect(negatedAt(text, word)).toBe(expected);
  });
});

describe("clauseAround", () => {
  it("does not end a clause at an abbreviation", () => {
    const norm = normalizeForMatch("We refer to Dr. Lee for implants. Crowns too.");
    const i = norm.indexOf("implants");
    expect(clauseAround(norm, i, i + 8)).toBe("we refer to dr. lee for implants");
  });
});

describe("isContrasted", () => {
  it.each([
    ["an alternative to traditional metal braces", true],
    ["straighten teeth without braces", true],
    ["Invisalign vs. braces", true],
    ["we offer ceramic braces", false],
  ])("%s -> %s", (text, expected) => {
    const norm = normalizeForMatch(text);
    expect(isContrasted(norm, norm.lastIndexOf("braces"))).toBe(expected);
  });
});

describe("hasAffirmed", () => {
  const implants = phrase(/\bimplants?\b/g, ["implant"]);
  it("is true when any one mention is affirmative", () => {
    expect(hasAffirmed(indexed("We do not offer implants. Just kidding: we place implants."), implants)).toBe(true);
  });
  it("is false when every mention is negated", () => {
    expect(hasAffirmed(indexed("We do not offer implants. Implants are not offered here."), implants)).toBe(false);
  });
});
