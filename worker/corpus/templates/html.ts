import type { Block, PageDef, SiteDef } from "../types.ts";

export type RenderContext = { def: SiteDef; page: PageDef; origin: string };

/** Class names and wrappers that make one platform's markup look unlike another's. */
export type BlockStyle = {
  section: (inner: string) => string;
  p: string;
  h2: string;
  h3: string;
  list: string;
  figure: (img: string, caption: string | undefined) => string;
  quote: string;
  cta: string;
};

export const esc = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `[label](href)` and `**bold**`, the only inline markup site definitions use. */
export function inline(text: string): string {
  return esc(text)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => `<a href="${href}">${label}</a>`)
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
}

const attr = (name: string, value: string) => (value ? ` ${name}="${esc(value)}"` : "");

export function renderBlocks(blocks: Block[], ctx: RenderContext, style: BlockStyle): string {
  return blocks.map((block) => renderBlock(block, ctx, style)).join("\n");
}

function renderBlock(block: Block, ctx: RenderContext, style: BlockStyle): string {
  switch (block.kind) {
    case "p":
      return `<p${attr("class", style.p)}>${inline(block.text)}</p>`;
    case "h":
      return block.level === 3
        ? `<h3${attr("class", style.h3)}>${inline(block.text)}</h3>`
        : `<h2${attr("class", style.h2)}>${inline(block.text)}</h2>`;
    case "list":
      return `<ul${attr("class", style.list)}>${block.items.map((i) => `<li>${inline(i)}</li>`).join("")}</ul>`;
    case "img":
      return style.figure(
        `<img src="${esc(block.src)}" alt="${esc(block.alt)}" loading="lazy" width="800" height="533">`,
        block.caption,
      );
    case "quote":
      return `<blockquote${attr("class", style.quote)}><p>${inline(block.text)}</p><cite>${esc(block.by)}</cite></blockquote>`;
    case "cta":
      return `<p><a${attr("class", style.cta)} href="${esc(block.href)}">${esc(block.text)}</a></p>`;
    case "faq":
      return `<div class="faq">${block.items
        .map((i) => `<details><summary>${inline(i.q)}</summary><p>${inline(i.a)}</p></details>`)
        .join("\n")}</div>`;
    case "team":
      return renderTeam(ctx, style);
    case "contact":
      return renderContact(ctx);
    case "posts":
      return renderPostIndex(ctx);
    case "raw":
      return block.html;
    case "deferred":
      // js-partial sites fill this from /api/section.json once the page has loaded.
      return ctx.def.render === "js-partial"
        ? `<div id="${esc(block.id)}" class="deferred-section" data-src="/api/section.json?id=${esc(block.id)}"><p>Loading…</p></div>`
        : renderBlocks(block.blocks, ctx, style);
  }
}

function renderTeam(ctx: RenderContext, style: BlockStyle): string {
  return ctx.def.practice.doctors
    .map((d) => {
      const img = `<img src="${esc(d.photo ?? "")}" alt="Dr. ${esc(d.name)}, ${esc(d.degree)}" width="400" height="500">`;
      const bio = (d.bio ?? []).map((b) => `<p${attr("class", style.p)}>${inline(b)}</p>`).join("");
      return style.section(
        `${img}<h3${attr("class", style.h3)}>Dr. ${esc(d.name)}, ${esc(d.degree)}</h3><p class="role">${esc(d.role)}</p>${bio}`,
      );
    })
    .join("\n");
}

export const telHref = (phone: string): string => `tel:+1${phone.replace(/\D/g, "")}`;

/** Themes print the same number in their own habits: "(540) 555-0142", "540.555.0142", "540-555-0142". */
export function phoneStyle(phone: string, style: "paren" | "dots" | "dashes"): string {
  const digits = phone.replace(/\D/g, "");
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  if (style === "dots") return `${a}.${b}.${c}`;
  if (style === "dashes") return `${a}-${b}-${c}`;
  return `(${a}) ${b}-${c}`;
}

export function addressLines(ctx: RenderContext): [string, string] {
  const p = ctx.def.practice;
  return [p.suite ? `${p.street}, ${p.suite}` : p.street, `${p.city}, ${p.state} ${p.zip}`];
}

function renderContact(ctx: RenderContext): string {
  const p = ctx.def.practice;
  const [line1, line2] = addressLines(ctx);
  const hours = (p.hours ?? []).map((h) => `<li>${esc(h)}</li>`).join("");
  const mapQuery = encodeURIComponent(`${line1}, ${line2}`);
  return `<div class="contact-info">
<address>${esc(p.name)}<br>${esc(line1)}<br>${esc(line2)}</address>
<p>Phone: <a href="${telHref(p.phone)}">${esc(p.phone)}</a><br>Email: <a href="mailto:${esc(p.email)}">${esc(p.email)}</a></p>
${hours ? `<h3>Office Hours</h3><ul class="hours">${hours}</ul>` : ""}
<p><a href="https://maps.google.com/?q=${mapQuery}" rel="noopener">Get directions</a></p>
<form class="contact-form" method="post" action="#"><label>Name <input name="name"></label><label>Email <input name="email" type="email"></label><label>Message <textarea name="message"></textarea></label><button type="submit">Send</button></form>
</div>`;
}

function renderPostIndex(ctx: RenderContext): string {
  const posts = ctx.def.pages.filter((p) => p.kind === "post");
  return `<div class="post-list">${posts
    .map((p) => {
      const first = p.blocks.find((b) => b.kind === "p");
      const teaser = first && first.kind === "p" ? first.text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1") : "";
      const short = teaser.length > 140 ? `${teaser.slice(0, 137)}...` : teaser;
      return `<article><h2><a href="${esc(p.path)}">${esc(p.title)}</a></h2><time datetime="${esc(p.date ?? "")}">${esc(p.date ?? "")}</time><p>${esc(short)}</p></article>`;
    })
    .join("\n")}</div>`;
}

export const copyright = (def: SiteDef): string =>
  def.footer.copyrightFrom
    ? `${def.footer.copyrightFrom}–${def.footer.copyrightYear}`
    : String(def.footer.copyrightYear);

export const navLabelOf = (def: SiteDef, page: PageDef): string =>
  page.kind === "home" ? def.practice.name : page.title;
