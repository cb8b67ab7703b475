import { type Collector, fold, type OpenTag } from "./collector.ts";

/** The page's `<title>` and what its `<meta>` tags say about it: description, site name, generator. */
export class HeadCollector implements Collector {
  private titleText: string | null = null;
  private titleBuf: string[] | null = null;
  private metaDescription = "";
  private ogDescription = "";
  private siteNameText = "";
  private generatorText: string | null = null;

  open({ name, attrs }: OpenTag): void {
    if (name === "title") {
      if (this.titleText === null) this.titleBuf = [];
    } else if (name === "meta") {
      const key = (attrs.name ?? attrs.property ?? "").trim().toLowerCase();
      const content = fold(attrs.content ?? "");
      if (key === "description" && !this.metaDescription) this.metaDescription = content;
      else if (key === "og:site_name" && !this.siteNameText) this.siteNameText = content;
      else if (key === "og:description" && !this.ogDescription) this.ogDescription = content;
      else if (key === "generator" && !this.generatorText && content) this.generatorText = content;
    }
  }

  /** Text inside `<title>` belongs to the title alone; true when this text was taken. */
  takeText(data: string): boolean {
    if (!this.titleBuf) return false;
    this.titleBuf.push(data);
    return true;
  }

  close(name: string): void {
    if (name === "title" && this.titleBuf) {
      this.titleText = fold(this.titleBuf.join(""));
      this.titleBuf = null;
    }
  }

  title(): string {
    return this.titleText ?? "";
  }

  /** `<meta name="description">`, else `og:description`. */
  description(): string {
    return this.metaDescription || this.ogDescription;
  }

  siteName(): string {
    return this.siteNameText;
  }

  generator(): string | null {
    return this.generatorText;
  }
}
