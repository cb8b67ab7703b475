export {
  type BuildLeadInput,
  type BuiltLead,
  buildLead,
  nameFromDomain,
  readSite,
  type SiteReading,
} from "./build-lead.ts";
export { pastedSite } from "./pasted-site.ts";
