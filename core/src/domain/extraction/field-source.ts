/**
 * Where an extracted contact field came from, most trusted first. The lead dialog shows it so a rep knows how far
 * to trust a number before calling it.
 */
export const FIELD_SOURCES = [
  "json-ld",
  "microdata",
  "og",
  "link",
  "footer",
  "contact-page",
  "title",
  "logo",
  "heading",
  "text",
  // Not read from the site: the lead needs a name, so one is made from the domain; the dialog says so.
  "domain",
] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

export const CONTACT_FIELDS = ["practiceName", "phone", "email", "address"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Only the fields that were found; a missing key means the site did not show that field. */
export type FieldSources = Partial<Record<ContactField, FieldSource>>;

/** One office of a practice: the lead holds the main one, the others are kept in this shape. */
export type OfficeLocation = {
  /** The street line for US offices; the whole postal address, as written, elsewhere. */
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string | null;
};

/** A value and where it was read. */
export type Sourced<T> = { value: T; source: FieldSource };
