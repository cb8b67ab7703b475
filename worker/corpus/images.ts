import { hashString } from "./random.ts";
import type { Block, PageDef, SiteDef, Theme } from "./types.ts";

/**
 * Where each platform keeps uploads. Wix renames files to opaque media ids, which hides model names in file
 * names exactly as it does in the wild; catalog sites that need a telling file name give the path themselves.
 */
export function imagePath(theme: Theme, stem: string, ext = "jpg"): string {
  switch (theme) {
    case "wordpress":
      return `/wp-content/uploads/${2016 + (hashString(stem) % 9)}/0${1 + (hashString(stem) % 9)}/${stem}.${ext}`;
    case "wix": {
      const h = hashString(stem).toString(16).padStart(8, "0");
      return `/media/6c7f2e_${h}${h.slice(0, 4)}~mv2.${ext}`;
    }
    case "squarespace":
      return `/s/${stem}.${ext}`;
    case "prosites":
      return `/images/${stem}.${ext}`;
    case "legacy":
      return `/images/${stem.replaceAll("-", "_")}.${ext}`;
    case "custom":
      return `/assets/img/${stem}.${ext}`;
  }
}

export const logoPath = (theme: Theme): string => imagePath(theme, "logo", "png");

/** Every image URL path a site's pages reference, so the server can answer them and 404 the rest. */
export function referencedImages(def: SiteDef): Set<string> {
  const found = new Set<string>([logoPath(def.theme), "/favicon.ico"]);
  for (const doctor of def.practice.doctors) if (doctor.photo) found.add(doctor.photo);
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.kind === "img") found.add(block.src);
      if (block.kind === "deferred") visit(block.blocks);
      if (block.kind === "raw") for (const m of block.html.matchAll(/src="(\/[^"]+)"/g)) if (m[1]) found.add(m[1]);
    }
  };
  for (const page of def.pages) visit(page.blocks);
  return found;
}

export const pageByPath = (def: SiteDef, path: string): PageDef | undefined => def.pages.find((p) => p.path === path);
