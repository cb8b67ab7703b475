import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, twentieth round. Fixtures written for their class, not taken from any real page. Each case a class reads
 * fails without its change; the cases it must leave alone ("stays uncertain", "names no maker", "not read") are guards
 * and pass either way.
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

describe("a named page of a Japanese clinic's site speaks in its voice; a post does not (detection-corpus.ts namedSitePage)", () => {
  const CT = "歯の根の治療ではCTで根の形や病巣の広がりが立体的にわかります。";
  it.each(["/microscope.html", "/clinic", "/ctshourei/ctshourei.html", "/cms/?page_id=79"])(
    "the CT named on %s, a page of the clinic's site, is an offering (likely)",
    (path) => {
      expect(detect(page(path, CT)).status).toBe("likely");
    },
  );

  it.each(["/archives/1051", "/174/", "/?p=2990", "/2024/10/08/root-canal", "/voice/p2223-after-the-move", "/"])(
    "the same sentence on %s (a post, or the home page) stays uncertain",
    (path) => {
      expect(detect(page(path, CT)).status).toBe("uncertain");
    },
  );

  it("the reasoning says why a named page of the clinic's site counts as likely", () => {
    const r = detect(page("/microscope.html", CT));
    expect(r.reasoning).toContain("A named page of the clinic's own site (not a post)");
    expect(r.reasoning).not.toContain("counts as uncertain");
  });

  it("a sentence about the medical CT is not the clinic's voice", () => {
    expect(detect(page("/clinic", "CTには医科用と歯科用があり、歯の根の形が立体的にわかります。")).status).toBe(
      "uncertain",
    );
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

describe("the maker named in the page's own script (manufacturers.ts: Japanese, Korean, Chinese names)", () => {
  it.each([
    ["当院では日立メディコ製の歯科用CTを導入しています。", "Hitachi"],
    ["当院ではカボ社製の歯科用CTを導入しています。", "KaVo"],
    ["当院ではプレックスィオン社製の歯科用CTを導入しています。", "PreXion"],
    ["当院ではジェノレイ社製の歯科用CTを導入しています。", "Genoray"],
    ["当院ではアクテオン社製の歯科用CTを導入しています。", "Acteon"],
    ["当院ではアサヒレントゲン工業の歯科用CTを導入しています。", "Asahi Roentgen"],
    ["저희 치과는 플랜메카 콘빔 CT를 보유하고 있습니다.", "Planmeca"],
    ["저희 치과는 시로나 콘빔 CT를 보유하고 있습니다.", "Dentsply Sirona"],
    ["本院引进了芬兰普兰梅卡锥形束CT。", "Planmeca"],
    ["本院引進了德國西諾德錐形束CT。", "Dentsply Sirona"],
    ["本院配备了日本森田锥形束CT。", "J. Morita"],
    ["本院引进了韩国怡友锥形束CT。", "Vatech"],
    ["本院配备了锐珂锥形束CT。", "Carestream"],
  ])("'%s' names %s", (text, maker) => {
    const r = detect(page("/setsubi/", text));
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBe(maker);
  });

  it.each([
    ["森田歯科医院では歯科用CTを導入しています。", "a clinic named after its dentist, 森田"],
    ["日立市の当院では歯科用CTを導入しています。", "the city of 日立"],
    ["カボチャ色の待合室です。当院では歯科用CTを導入しています。", "a pumpkin (カボチャ)"],
  ])("'%s' names no maker (%s)", (text) => {
    const r = detect(page("/setsubi/", text));
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBeNull();
  });
});

describe("the cone beam CT's initials and the 3D picture by the language's everyday noun (language packs)", () => {
  it.each([
    ["Em nossa clínica realizamos a TCFC para o planejamento de implantes."],
    ["Em nossa clínica fazemos a TCCB para avaliar o osso antes do implante."],
    ["En nuestra clínica realizamos la TCHC antes de colocar implantes."],
    ["Au cabinet, nous réalisons la TVFC pour planifier les implants."],
  ])("'%s' names the cone beam CT by its initials", (text) => {
    expect(detect(page("/", text)).status).toMatch(/likely|confirmed/);
  });

  it.each([
    ["Empezamos con una radiografía lateral y pasamos a un escáner 3D que nos permite ver toda la estructura ósea."],
    ["W naszym gabinecie wykonujemy zdjęcie 3D, które pokazuje kość i nerw przed implantacją."],
    ["U našoj ordinaciji radimo 3D snimanje čeljusti i kosti prije ugradnje implantata."],
    ["Mūsų klinikoje darome 3D nuotrauką, kuri parodo žandikaulio kaulą prieš implantaciją."],
    ["Tại nha khoa chúng tôi chụp phim 3D để đánh giá xương hàm trước khi cấy ghép implant."],
  ])("'%s', a 3D picture of the bone in the practice's voice, is read", (text) => {
    expect(detect(page("/", text)).status).toMatch(/likely|confirmed/);
  });

  it.each([
    ["En nuestra clínica se escanea la boca del paciente con un escáner 3D para la prótesis."],
    ["W naszym gabinecie robimy zdjęcie 3D uśmiechu przed leczeniem."],
    ["U našoj ordinaciji radimo 3D snimak zuba za izradu krunice."],
  ])("'%s', the same words about the teeth or a smile, is an intraoral scan or a photograph", (text) => {
    expect(detect(page("/", text)).status).toBe("not_detected");
  });
});

describe("the CBCT maker names the CT (maker-names-ct.ts): its cone beam CT, and the make", () => {
  const JAW = "歯や顎の骨を立体的に確認できます。";
  it.each([
    [`当院ではモリタ製のCTを使用しています。${JAW}`, "J. Morita"],
    [`当院ではバテック社製のCTを導入しています。${JAW}`, "Vatech"],
    ["저희 치과는 바텍 CT를 보유하고 있습니다. 치아와 턱뼈를 입체적으로 확인합니다.", "Vatech"],
    ["Our dental office has a Vatech CT scanner for implant planning.", "Vatech"],
    ["We use our Planmeca CT scan to see the jaw bone before implants.", "Planmeca"],
  ])("'%s' names %s", (text, maker) => {
    const r = detect(page("/", text));
    expect(r.status).toMatch(/likely|confirmed/);
    expect(r.manufacturer).toBe(maker);
  });

  it("the reasoning says the maker named the CT", () => {
    const r = detect(page("/", "Our dental office has a Vatech CT scanner for implant planning."));
    expect(r.status).toBe("confirmed");
    expect(r.reasoning).toContain("A CT named after a maker of dental cone beam units");
  });

  it.each([
    [`当院では日立製のCTを使用しています。${JAW}`, "Hitachi also builds hospital CT scanners"],
    ["We have a Planmeca chair, and the hospital takes your CT scan of the jaw bone.", "a chair, not the CT"],
  ])("'%s' names no maker (%s)", (text) => {
    expect(detect(page("/", text)).manufacturer).toBeNull();
  });
});
