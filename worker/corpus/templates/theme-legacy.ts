import { imagePath, logoPath } from "../images.ts";
import type { NavItem } from "../types.ts";
import { type BlockStyle, copyright, esc, inline, phoneStyle, type RenderContext, renderBlocks } from "./html.ts";
import type { Rendered } from "./rendered.ts";

const style: BlockStyle = {
  section: (inner) => `<table width="100%" border="0" cellpadding="6"><tr><td valign="top">${inner}</td></tr></table>`,
  p: "",
  h2: "",
  h3: "",
  list: "",
  figure: (img, caption) =>
    `<p align="center">${img}${caption ? `<br><font size="2"><i>${esc(caption)}</i></font>` : ""}</p>`,
  quote: "",
  cta: "",
};

/** Menu "buttons" are images whose alt text is the only label, as in sites built around 2005. */
const navCell = (item: NavItem, theme: "legacy"): string =>
  `<tr><td><a href="${esc(item.href)}"><img src="${imagePath(theme, `btn-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`, "gif")}" alt="${esc(item.label)}" border="0" width="160" height="28"></a></td></tr>${item.children
    .map((c) => `<tr><td>&nbsp;&nbsp;<font size="2"><a href="${esc(c.href)}">${esc(c.label)}</a></font></td></tr>`)
    .join("")}`;

export function renderLegacy(ctx: RenderContext): Rendered {
  const { def, page } = ctx;
  const p = def.practice;
  const head = [
    `<meta http-equiv="Content-Type" content="text/html; charset=utf-8">`,
    `<meta name="GENERATOR" content="Microsoft FrontPage 6.0">`,
    `<meta name="ProgId" content="FrontPage.Editor.Document">`,
    `<title>${esc(p.name)} - ${esc(page.kind === "home" ? `Dentist in ${p.city}, ${p.state}` : page.title)}</title>`,
    `<meta name="keywords" content="dentist, ${esc(p.city)}, dental, teeth">`,
  ];
  const phone = phoneStyle(p.phone, "dashes");
  const body = `<table width="780" border="0" align="center" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF">
<tr><td colspan="2"><a href="/"><img src="${logoPath(def.theme)}" alt="${esc(p.name)}" width="780" height="120" border="0"></a></td></tr>
<tr><td width="170" valign="top" bgcolor="#DDEEFF"><table border="0" cellpadding="2">${def.nav.map((i) => navCell(i, "legacy")).join("")}</table>
<p align="center"><font face="Arial" size="2"><b>Call us:</b><br>${esc(phone)}</font></p></td>
<td width="610" valign="top"><font face="Arial, Helvetica, sans-serif">
<h1><font color="#003366">${inline(page.heading ?? page.title)}</font></h1>
${page.kind === "post" && page.date ? `<p><font size="2">Posted ${esc(page.date)}</font></p>` : ""}
${renderBlocks(page.blocks, ctx, style)}
</font></td></tr>
<tr><td colspan="2" align="center" bgcolor="#003366"><font face="Arial" size="2" color="#FFFFFF">
${esc(p.name)} &#8226; ${esc(p.suite ? `${p.street}, ${p.suite}` : p.street)} &#8226; ${esc(p.city)}, ${esc(p.state)} ${esc(p.zip)} &#8226; ${esc(phone)}<br>
<a href="mailto:${esc(p.email)}"><font color="#FFFFFF">${esc(p.email)}</font></a><br>
${def.footer.lines.map((l) => `${inline(l)}<br>`).join("\n")}
Copyright &copy; ${copyright(def)} ${esc(p.name)}. All rights reserved.</font></td></tr>
</table>`;
  return {
    doctype: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">`,
    lang: "",
    head: head.join("\n"),
    bodyAttrs: `bgcolor="#6699CC" topmargin="0" leftmargin="0"`,
    body,
  };
}
