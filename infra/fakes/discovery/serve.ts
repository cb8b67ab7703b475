/**
 * `npm run fakes:discovery`: the fake registries and their practice websites on 127.0.0.1, for trying the pipeline
 * without touching the real services. Prints the variables to give the worker (plus SCRAPER_ALLOW_HOSTS=127.0.0.1:1024-65535).
 *   npm run fakes:discovery -- --per-place 20
 */
import { startCorpus } from "@cbct/worker/corpus/server";
import { generateSites } from "@cbct/worker/corpus/sites";
import { FAKE_PLACES } from "./preset-places.ts";
import { startDiscoveryFakes } from "./start-discovery-fakes.ts";

const arg = process.argv.indexOf("--per-place");
const perPlace = arg > 0 ? Number(process.argv[arg + 1]) : 12;
const sites = generateSites(perPlace * FAKE_PLACES.length, "discovery-fakes", { hostile: false, places: FAKE_PLACES });
const corpus = await startCorpus({ sites });
const fakes = await startDiscoveryFakes({ sites: corpus.sites, registryOnlyPerPlace: 3, goneWebsites: 2 });
console.log(
  `${fakes.world.practices.length} practices in ${FAKE_PLACES.length} places, ${corpus.sites.length} websites.`,
);
for (const [key, value] of Object.entries({ ...fakes.env, SCRAPER_ALLOW_HOSTS: "127.0.0.1:1024-65535" }))
  console.log(`${key}=${value}`);
const stop = async () => {
  await fakes.close();
  await corpus.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
