#!/usr/bin/env bash
# Issue 20, item 1, the mechanical half: moves shared/'s browser-safe layers (contracts/ and domain/) into the new
# core/ workspace and rewrites every reference to them. Idempotent: run it again (e.g. on a tree where other branches
# have since added files to shared/src/contracts or shared/src/domain) and it moves what is left and fixes what
# points at the old places; on a tree that is already split it changes nothing.
#
# Everything hand-made (core/package.json, tsconfigs, lint rules, the vocabulary, the zod wire schema) lives in the
# commits after the one that records this script's output.
#
# Usage: bash infra/scripts/split-core.sh   (from anywhere inside the repository)
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel)"
cd "$ROOT"

# The layers that move, as shared/src/<dir> -> core/src/<dir>. Whole directories, file by file, so a file that
# another branch added is carried along too.
MOVED_DIRS=(contracts domain)

for dir in "${MOVED_DIRS[@]}"; do
  [ -d "shared/src/$dir" ] || continue
  while IFS= read -r -d '' file; do
    rel="${file#shared/src/}"
    mkdir -p "core/src/$(dirname "$rel")"
    if git ls-files --error-unmatch "$file" >/dev/null 2>&1; then
      git mv -k "$file" "core/src/$rel"
    else
      mv "$file" "core/src/$rel"
    fi
  done < <(find "shared/src/$dir" -type f -print0)
  # Empty directories left behind (git does not track them).
  find "shared/src/$dir" -depth -type d -empty -delete 2>/dev/null || true
done

# Rewrites, in one node program (system node is enough: plain JavaScript, no dependencies):
# 1. package specifiers in every form they are written (`from "..."`, `import("...")`, `vi.mock("...")`, export
#    from, string paths in configs): @cbct/shared/contracts/ -> @cbct/core/contracts/, same for domain/;
# 2. relative imports that no longer resolve because the file or its target moved: resolved against where the file
#    and target used to be, then written again from the new places. Between core and shared they become package
#    specifiers (@cbct/shared/db/schema/practices); elsewhere (infra's ../../shared/src/... imports) they stay
#    relative;
# 3. path mentions in comments and docs: shared/src/contracts -> core/src/contracts, shared/src/domain ->
#    core/src/domain (README.md is left to its owner).
# Then Prettier formats the files it touched (a longer specifier can move an import onto several lines).
CHANGED_LIST="$(mktemp)"
trap 'rm -f "$CHANGED_LIST"' EXIT
CHANGED_LIST="$CHANGED_LIST" MOVED_DIRS_CSV="$(
  IFS=,
  echo "${MOVED_DIRS[*]}"
)" node --input-type=module - <<'NODE'
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const moved = process.env.MOVED_DIRS_CSV.split(",");
const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\0")
  .filter(Boolean)
  .filter((f) => existsSync(f))
  .filter((f) => !f.includes("node_modules/") && f !== "package-lock.json" && f !== "README.md")
  .filter((f) => !f.startsWith("infra/migrations/") && f !== "infra/scripts/split-core.sh");

const code = /\.(ts|tsx|js|mjs|cjs)$/;
const text = /\.(ts|tsx|js|mjs|cjs|json|md|sh|yml|yaml)$/;

/** Where a file in the tree used to live before the move (its own path when it did not move). */
const oldPathOf = (file) => {
  for (const dir of moved) if (file.startsWith(`core/src/${dir}/`)) return `shared/src/${file.slice("core/src/".length)}`;
  return file;
};
/** Where a path from before the move lives now. */
const newPathOf = (old) => {
  for (const dir of moved) if (old.startsWith(`shared/src/${dir}/`)) return `core/src/${old.slice("shared/src/".length)}`;
  return old;
};
const resolves = (p) => {
  for (const candidate of [p, `${p}.ts`, `${p}.tsx`, `${p}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return true;
  }
  return false;
};
const packageOf = (p) => (p.startsWith("core/src/") ? "core" : p.startsWith("shared/src/") ? "shared" : null);

function fixRelative(file, spec) {
  if (!spec.startsWith("./") && !spec.startsWith("../")) return spec;
  if (resolves(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)))) return spec;
  const oldTarget = path.posix.normalize(path.posix.join(path.posix.dirname(oldPathOf(file)), spec));
  const newTarget = newPathOf(oldTarget);
  if (!resolves(newTarget)) return spec; // not ours to fix
  const from = packageOf(file);
  const to = packageOf(newTarget);
  if (from && to && from !== to) {
    // Across the package boundary: the package's public name, as the other workspaces write it (exports "./*").
    return `@cbct/${to}/${newTarget.slice(`${to}/src/`.length).replace(/\.tsx?$/, "")}`;
  }
  let rel = path.posix.relative(path.posix.dirname(file), newTarget);
  if (!rel.startsWith(".")) rel = `./${rel}`;
  return rel;
}

// A module specifier in any of the forms the code uses: import/export ... from "x", import "x", import("x"),
// vi.mock("x"), vi.importActual("x"), require("x").
const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*\(\s*|\brequire\s*\(\s*)(["'])([^"'\n]+)\2/g;

const changed = [];
for (const file of files) {
  if (!text.test(file)) continue;
  const before = readFileSync(file, "utf8");
  let after = before;
  for (const dir of moved) {
    after = after.replaceAll(`@cbct/shared/${dir}/`, `@cbct/core/${dir}/`);
  }
  if (code.test(file)) {
    after = after.replace(specifier, (all, lead, quote, spec) => `${lead}${quote}${fixRelative(file, spec)}${quote}`);
  }
  for (const dir of moved) {
    after = after.replace(new RegExp(`(^|[^\\w./-])shared/src/${dir}\\b`, "g"), `$1core/src/${dir}`);
  }
  if (after !== before) {
    writeFileSync(file, after);
    changed.push(file);
  }
}
writeFileSync(process.env.CHANGED_LIST, changed.map((f) => `${f}\n`).join(""));
console.log(`split-core: rewrote ${changed.length} file(s)`);
NODE

if [ -s "$CHANGED_LIST" ] && [ -x node_modules/.bin/prettier ]; then
  grep -E '\.(ts|tsx|js|json|md)$' "$CHANGED_LIST" | tr '\n' '\0' | xargs -0 -r node_modules/.bin/prettier --write --log-level warn
fi
