/**
 * Serves the corpus for manual testing in a browser:
 *   npx tsx worker/corpus/serve.ts                      # the hand-written catalog
 *   npx tsx worker/corpus/serve.ts --generate 200 --seed 7 [--no-hostile]
 *   npx tsx worker/corpus/serve.ts --json               # one JSON line per site (url + label)
 * Stops on Ctrl-C.
 */
import { parseArgs } from "node:util";
import { startCorpus } from "./server.ts";
import { catalogSites, generateSites } from "./sites.ts";

const { values } = parseArgs({
  options: {
    generate: { type: "string" },
    seed: { type: "string", default: "1" },
    "no-hostile": { type: "boolean", default: false },
    host: { type: "string", default: "127.0.0.1" },
    json: { type: "boolean", default: false },
  },
});

const count = values.generate === undefined ? null : Number(values.generate);
if (count !== null && (!Number.isInteger(count) || count < 1)) {
  console.error("--generate needs a positive whole number");
  process.exit(2);
}
const sites = count === null ? catalogSites() : generateSites(count, values.seed, { hostile: !values["no-hostile"] });
const corpus = await startCorpus({ sites, host: values.host });

for (const site of corpus.sites) {
  const e = site.label.expected;
  if (values.json) {
    console.log(JSON.stringify({ url: site.url, label: site.label }));
    continue;
  }
  const scanner = e.model ? ` ${e.manufacturer} ${e.model}${e.installYear ? ` (${e.installYear})` : ""}` : "";
  const outcome = e.outcome === "fail" ? ` FAIL:${e.failureKind}` : "";
  const browser = e.needsBrowser ? " [needs browser]" : "";
  console.log(`${site.url.padEnd(25)} ${site.def.id.padEnd(42)} ${e.cbctStatus}${scanner}${outcome}${browser}`);
}
if (!values.json) console.log(`\n${corpus.sites.length} sites running. Ctrl-C to stop.`);

const stop = async () => {
  await corpus.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
