import { HOBBIES } from "./blocks/people.ts";
import { PLACES } from "./blocks/places.ts";
import { BIO_TEMPLATES, type BioInput } from "./blocks/prose.ts";
import { imagePath } from "./images.ts";
import { pickFor } from "./random.ts";
import type { Doctor, Practice, Theme } from "./types.ts";

const PRONOUNS = {
  he: { subj: "he", subjCap: "He", obj: "him", pos: "his" },
  she: { subj: "she", subjCap: "She", obj: "her", pos: "her" },
  they: { subj: "they", subjCap: "They", obj: "them", pos: "their" },
} as const;

/** Gives every doctor a bio and a portrait path, written from the pools when the spec did not write them. */
export function withBios(siteId: string, theme: Theme, practice: Practice): Practice {
  return { ...practice, doctors: practice.doctors.map((d, i) => withBio(`${siteId}:${i}`, theme, d)) };
}

function withBio(key: string, theme: Theme, doctor: Doctor): Doctor {
  const surname = doctor.name.split(" ").at(-1) ?? doctor.name;
  const photo = doctor.photo ?? imagePath(theme, `dr-${slugify(doctor.name)}`);
  if (doctor.bio) return { ...doctor, photo };
  const pron = PRONOUNS[doctor.pronoun];
  // "They" needs plural verbs; the templates are written for he/she, so a they-doctor gets the plainest one.
  const template = doctor.pronoun === "they" ? BIO_TEMPLATES[4] : pickFor(key, "bio", BIO_TEMPLATES);
  const input: BioInput = {
    title: `Dr. ${surname}`,
    degree: doctor.degree.split(",")[0] ?? doctor.degree,
    school: doctor.school ?? "dental school",
    year: doctor.gradYear,
    hometown: `${pickFor(key, "hometown", PLACES).city}, ${pickFor(key, "hometown", PLACES).state}`,
    hobby: pickFor(key, "hobby", HOBBIES),
    pron,
  };
  return { ...doctor, photo, bio: [template ? template(input) : ""] };
}

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
