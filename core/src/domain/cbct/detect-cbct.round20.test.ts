import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, twentieth round. Fixtures written for their class, not taken from any real page; each fails without its
 * change.
 */
const implantPage = (text: string) => page("/shinryo/implant/", text, { title: "インプラント治療" });

describe("a Japanese clinic's treatment page speaks in the clinic's voice without saying 'we' (assess-hits.ts UNSAID_SUBJECT)", () => {
  const INTRO = "インプラントは失った歯の代わりに人工の歯根を骨に埋め込む治療です。";
  const CT = "CT検査では顎の骨の厚みや神経の位置が立体的にわかります。";

  it("the CT named on the clinic's implant page is an offering (likely)", () => {
    expect(detect(implantPage(`${INTRO}${CT}`)).status).toBe("likely");
  });

  it("the same sentence on the clinic's blog stays uncertain (a column explains, it does not offer)", () => {
    expect(detect(page("/blog/2024/05/12/", `${INTRO}${CT}`, { title: "コラム" })).status).toBe("uncertain");
  });

  it.each([
    ["必要に応じてCT検査を行う場合があります。"],
    ["症例によってCT検査で顎の骨の厚みを確認します。"],
    ["骨の量が少ない場合は適宜CT検査で確認します。"],
  ])("'%s', a CT the page makes conditional, stays uncertain (cues.ts HEDGED_MENTION)", (sentence) => {
    expect(detect(implantPage(`${INTRO}${sentence}`)).status).toBe("uncertain");
  });

  it("an English services page without the practice's voice is not lifted by it", () => {
    const r = detect(page("/services/implants/", "Implants replace missing roots. A CBCT shows bone thickness."));
    expect(r.status).toBe("uncertain");
  });
});

describe("a priced CT row keeps the price list's offering, whichever mention of the CT leads (detect-cbct.ts onlyTwoDUnits)", () => {
  const items = [
    "検査:パノラマレントゲン(お口全体を写す)1,200円",
    "検査:CT(複雑な病変を3Dで確かめる)3,510円",
    "検査:デンタルレントゲン(歯を1本ずつ写す)170円",
  ];
  it("the price list page that also names a panoramic unit still offers the CT", () => {
    const text = `料金表 さくら歯科医院の診療の料金をご案内します。${items.join(" ")}`;
    const r = detect(page("/price/", text, { title: "料金表", headings: ["料金表"], listItems: items }));
    expect(r.status).toBe("likely");
  });
});
