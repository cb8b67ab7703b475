import type { jsPDF as JsPdf } from "jspdf";
import type { Lead } from "../lead-types.ts";
import { dateText, reportFileName } from "./lead-format.ts";
import { leadReport, type ReportBlock } from "./lead-report.ts";

/** Spec 9: A4 (210 x 297 mm), margin 20. */
const PAGE = { width: 210, height: 297, margin: 20 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_WIDTH = 48;
const BRAND: [number, number, number] = [15, 123, 113];
const INK: [number, number, number] = [24, 24, 27];
const MUTED: [number, number, number] = [113, 113, 122];
const RULE: [number, number, number] = [228, 228, 231];
const LINE = 4.6;

/** The standard PDF fonts speak WinAnsi only; anything else (emoji, CJK) would print as garbage. */
const printable = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips what the standard fonts cannot draw
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, "");

/** A small cursor over the document that starts a new page when the next thing would not fit. */
class Writer {
  y = PAGE.margin;
  constructor(readonly doc: JsPdf) {}

  ensure(height: number) {
    if (this.y + height > PAGE.height - PAGE.margin - 6) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  lines(text: string, width: number, size: number): string[] {
    this.doc.setFontSize(size);
    return this.doc.splitTextToSize(printable(text), width) as string[];
  }

  sectionTitle(title: string) {
    this.ensure(18);
    this.y += 4;
    this.doc
      .setFont("helvetica", "bold")
      .setFontSize(13)
      .setTextColor(...BRAND);
    this.doc.text(title, PAGE.margin, this.y);
    this.y += 2;
    this.doc.setDrawColor(...BRAND).setLineWidth(0.5);
    this.doc.line(PAGE.margin, this.y, PAGE.margin + CONTENT_WIDTH, this.y);
    this.y += 6;
  }

  blockTitle(title: string) {
    this.ensure(12);
    this.doc
      .setFont("helvetica", "bold")
      .setFontSize(10)
      .setTextColor(...INK);
    this.doc.text(printable(title), PAGE.margin, this.y);
    this.y += 5;
  }

  block(block: ReportBlock) {
    if (block.kind === "fields") {
      if (block.title) this.blockTitle(block.title);
      for (const [label, value] of block.fields) {
        const valueLines = this.lines(value, CONTENT_WIDTH - LABEL_WIDTH, 9.5);
        this.ensure(valueLines.length * LINE + 1);
        this.doc
          .setFont("helvetica", "normal")
          .setFontSize(9)
          .setTextColor(...MUTED);
        this.doc.text(printable(label), PAGE.margin, this.y);
        this.doc
          .setFont("helvetica", "normal")
          .setFontSize(9.5)
          .setTextColor(...INK);
        this.doc.text(valueLines, PAGE.margin + LABEL_WIDTH, this.y);
        this.y += valueLines.length * LINE + 0.8;
      }
    } else if (block.kind === "list") {
      this.blockTitle(block.title);
      const items = block.items.length > 0 ? block.items : [block.empty];
      for (const item of items) {
        const itemLines = this.lines(item, CONTENT_WIDTH - 5, 9.5);
        this.ensure(itemLines.length * LINE + 1);
        this.doc
          .setFont("helvetica", "normal")
          .setFontSize(9.5)
          .setTextColor(...INK);
        if (block.items.length > 0) this.doc.text("-", PAGE.margin + 1, this.y);
        else this.doc.setTextColor(...MUTED);
        this.doc.text(itemLines, PAGE.margin + 5, this.y);
        this.y += itemLines.length * LINE + 0.8;
      }
    } else if (block.kind === "evidence") {
      // Each passage once (merged like on screen), then the page it is on, in grey.
      this.blockTitle(block.title);
      if (block.passages.length === 0) {
        this.ensure(LINE + 1);
        this.doc
          .setFont("helvetica", "normal")
          .setFontSize(9.5)
          .setTextColor(...MUTED);
        this.doc.text(printable(block.empty), PAGE.margin + 5, this.y);
        this.y += LINE + 0.8;
      }
      for (const passage of block.passages) {
        const textLines = this.lines(`"${passage.text}"`, CONTENT_WIDTH - 5, 9.5);
        const pageLines = passage.pageUrl ? this.lines(passage.pageUrl, CONTENT_WIDTH - 5, 8) : [];
        this.ensure((textLines.length + pageLines.length) * LINE + 1);
        this.doc
          .setFont("helvetica", "normal")
          .setFontSize(9.5)
          .setTextColor(...INK);
        this.doc.text("-", PAGE.margin + 1, this.y);
        this.doc.text(textLines, PAGE.margin + 5, this.y);
        this.y += textLines.length * LINE;
        if (pageLines.length > 0) {
          this.doc.setFontSize(8).setTextColor(...MUTED);
          this.doc.text(pageLines, PAGE.margin + 5, this.y);
          this.y += pageLines.length * LINE;
        }
        this.y += 1.2;
      }
    } else if (block.kind === "text") {
      this.blockTitle(block.title);
      const textLines = this.lines(block.text, CONTENT_WIDTH, 9.5);
      for (const line of textLines) {
        this.ensure(LINE);
        this.doc
          .setFont("helvetica", "normal")
          .setFontSize(9.5)
          .setTextColor(...INK);
        this.doc.text(line, PAGE.margin, this.y);
        this.y += LINE;
      }
      this.y += 0.8;
    } else {
      this.blockTitle(block.title);
      const right = PAGE.margin + CONTENT_WIDTH;
      const items = block.items.length > 0 ? block.items : [{ label: "No points", points: 0 }];
      for (const item of items) {
        this.ensure(LINE + 1);
        this.doc
          .setFont("helvetica", "normal")
          .setFontSize(9.5)
          .setTextColor(...INK);
        this.doc.text(printable(item.label), PAGE.margin, this.y);
        this.doc.text(item.points > 0 ? `+${item.points}` : String(item.points), right, this.y, { align: "right" });
        this.y += LINE + 0.4;
      }
      this.doc.setDrawColor(...RULE).setLineWidth(0.2);
      this.doc.line(PAGE.margin, this.y - 3, right, this.y - 3);
      this.doc.setFont("helvetica", "bold");
      this.doc.text("Total", PAGE.margin, this.y + 0.5);
      this.doc.text(block.total, right, this.y + 0.5, { align: "right" });
      this.y += LINE + 1;
    }
    this.y += 2.5;
  }
}

function header(w: Writer, lead: Lead, at: Date) {
  const { doc } = w;
  doc.setFillColor(...BRAND);
  doc.rect(0, 0, PAGE.width, 36, "F");
  doc.setTextColor(255, 255, 255).setFont("helvetica", "bold").setFontSize(18);
  doc.text(printable(lead.practiceName), PAGE.margin, 17, { maxWidth: CONTENT_WIDTH });
  doc.setFont("helvetica", "normal").setFontSize(9.5);
  doc.text(`CBCT Intelligence lead report - ${dateText(at.toISOString(), true)}`, PAGE.margin, 26);
  w.y = 46;
  // The three numbers a manager looks for first.
  const tiles: [string, string][] = [
    ["Lead score", `${lead.leadScore ?? 0}/150`],
    ["Practice score", `${Math.max(0, lead.practiceScore)}/100`],
    ["Sales likelihood", `${lead.salesLikelihoodScore}/50`],
  ];
  const tileWidth = (CONTENT_WIDTH - 8) / 3;
  tiles.forEach(([label, value], i) => {
    const x = PAGE.margin + i * (tileWidth + 4);
    doc.setFillColor(244, 244, 245).roundedRect(x, w.y - 5, tileWidth, 16, 2, 2, "F");
    doc
      .setFont("helvetica", "normal")
      .setFontSize(8)
      .setTextColor(...MUTED);
    doc.text(label.toUpperCase(), x + 4, w.y);
    doc
      .setFont("helvetica", "bold")
      .setFontSize(13)
      .setTextColor(...INK);
    doc.text(value, x + 4, w.y + 7);
  });
  w.y += 18;
}

function footers(doc: JsPdf, lead: Lead) {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc
      .setFont("helvetica", "normal")
      .setFontSize(8)
      .setTextColor(...MUTED);
    const y = PAGE.height - 10;
    doc.text(
      `Last scraped ${dateText(lead.scrapedAt, true)} - Last updated ${dateText(lead.lastUpdated, true)}`,
      PAGE.margin,
      y,
    );
    doc.text(`Page ${page} of ${pages}`, PAGE.width - PAGE.margin, y, { align: "right" });
  }
}

/** Builds the report (every tab of the dialog, in order) and saves it; jspdf loads only when a report is made. */
export async function exportLeadPdf(lead: Lead, at = new Date()): Promise<string> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait" });
  doc.setProperties({ title: `${lead.practiceName} - lead report`, creator: "CBCT Intelligence" });
  const w = new Writer(doc);
  header(w, lead, at);
  for (const section of leadReport(lead)) {
    w.sectionTitle(section.tab);
    for (const block of section.blocks) w.block(block);
  }
  footers(doc, lead);
  const fileName = reportFileName(lead.practiceName, at);
  doc.save(fileName);
  return fileName;
}
