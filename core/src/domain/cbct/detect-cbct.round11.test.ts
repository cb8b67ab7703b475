import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import type { Segment } from "./detection-corpus.ts";
import { sentenceEnd } from "./sentences.ts";
import { pastedSite } from "../lead/pasted-site.ts";

/**
 * Issue 18, eleventh round. Fixtures written for their class, not taken from any real page; each fails without its rule.
 */
const detectText = (text: string) => detect(page(null, text));

describe("an abbreviation's full stop does not end the sentence", () => {
  const segment = (text: string) => ({ start: 0, end: text.length }) as Segment;
  const firstSentence = (text: string) => text.slice(0, sentenceEnd(text, segment(text), 0));

  it.each([
    "we use imaging, e.g. cone beam ct, for implants.",
    "wir röntgen, z.b. mit einer dvt, in der praxis.",
    "wykonujemy badania, m.in. tomografię stożkową.",
    "eseguiamo esami, ad es. la tac cone beam, in studio.",
    "la dott. rossi esegue la tac cone beam in studio.",
    "lek. dent. anna nowak wykonuje tomografię.",
  ])("'%s' is one sentence", (text) => {
    expect(firstSentence(text)).toBe(text);
  });

  it("a full stop after an ordinary word still ends it", () => {
    expect(firstSentence("we offer implants. cone beam ct shows the bone.")).toBe("we offer implants.");
  });

  it.each([
    ["Our practice uses advanced imaging, e.g. cone beam CT, to plan every implant.", "likely"],
    ["Before implant surgery we take 3D images, i.e. a cone beam CT scan of the jaw.", "confirmed"],
    ["Przed ekstrakcją zęba wykonujemy potrzebne badania, m.in. tomografię stożkową.", "confirmed"],
    ["Przed leczeniem kanałowym wykonujemy badania, np. tomografię CBCT zęba.", "confirmed"],
    ["Wir erstellen in unserer Praxis bei Bedarf Röntgenbilder, z.B. eine digitale Volumentomographie.", "confirmed"],
  ])("the practice's cue before the abbreviation reaches the scan after it: '%s' (%s)", (text, status) => {
    expect(detectText(text).status).toBe(status);
  });

  it("a referral before the abbreviation still sends the scan away (not detected)", () => {
    const r = detectText("Wir überweisen Sie für Röntgenaufnahmen, z.B. eine DVT, an eine radiologische Praxis.");
    expect(r.status).toBe("not_detected");
  });
});

describe("a scan named as an exception is not among what the practice does", () => {
  it.each([
    [
      "/leistungen/diagnostik/",
      "Alle nötigen Röntgenaufnahmen (ausgenommen Einzelzahnfilme beim Hauszahnarzt und DVT-Aufnahmen) fertigen wir in unserer Praxis an.",
    ],
    ["/services/x-rays/", "We take all the x-rays you need in our office, except CBCT scans."],
    ["/servizi/radiologia/", "Tutte le radiografie, tranne la TAC cone beam, vengono eseguite nel nostro studio."],
    ["/shinryo/", "歯科用CT以外の撮影はすべて当院で行っています。"],
  ])("%s: '%s' is no owner", (path, text) => {
    const r = detect(page(path, text));
    expect(["uncertain", "not_detected"]).toContain(r.status);
  });

  it("the reasoning says the scan is an exception", () => {
    const r = detect(page("/services/x-rays/", "We take all the x-rays you need in our office, except CBCT scans."));
    expect(r.reasoning).toContain("names the scan as an exception to what it does itself");
  });

  it.each([
    "Apart from our CBCT scanner, we also have an intraoral scanner in our office.",
    "Außer dem DVT bieten wir in unserer Praxis auch digitale Röntgenbilder an.",
  ])("'besides' adds, it does not except: '%s' (confirmed)", (text) => {
    expect(detect(page("/services/", text)).status).toBe("confirmed");
  });

  it("an exception from a fee, not in the practice's voice, takes nothing away (uncertain, not 'not detected')", () => {
    expect(detect(page("/services/", "Every exam except the CBCT scan is covered by insurance.")).status).toBe(
      "uncertain",
    );
  });

  it("an exception after the scanner words limits the scan, it does not take it away (confirmed)", () => {
    const r = detect(
      page("/services/", "Our CBCT scanner in our office is used for every patient except young children."),
    );
    expect(r.status).toBe("confirmed");
  });

  it("an exception of something else in the clinic's sentence leaves its CT alone (confirmed)", () => {
    const r = detect(
      page("/shinryo/", "当院では歯科用CTを導入しています。CTによる診断は特別な場合を除き保険で受けられます。"),
    );
    expect(r.status).toBe("confirmed");
  });
});

describe("a CT exam taken with the medical CT it names is the hospital's, not the clinic's", () => {
  const MEDICAL =
    "CTには医科用と歯科用があります。歯科用CTは骨密度を評価できません。当院でインプラント治療を受ける患者様には、全員、医科用CTでCT検査を受けていただいています。";

  it("the clinic's patients all have a medical CT exam: no owner", () => {
    expect(["uncertain", "not_detected"]).toContain(detect(page("/step.html", MEDICAL)).status);
  });

  it("the same sentence with the clinic's dental CT is the clinic's own exam (confirmed)", () => {
    const own = "当院でインプラント治療を受ける患者様には、全員、歯科用CTでCT検査を受けていただいています。";
    expect(detect(page("/step.html", own)).status).toBe("confirmed");
  });
});

describe("a scanner model written in katakana is the model", () => {
  it.each([
    [
      "当院では最新の「オーソフォスS 3D」を導入しており、正確な気道分析を行うことができます。",
      "Orthophos S 3D",
      "Dentsply Sirona",
    ],
    ["当院ではシロナ社のガリレオスを導入しています。", "Galileos", "Dentsply Sirona"],
    ["当院のCTはプランメカ社の「プロマックス3D Mid」です。", "ProMax 3D Mid", "Planmeca"],
    ["当院ではモリタの3Dアキュイトモ170を導入しました。", "3D Accuitomo 170", "J. Morita"],
  ])("'%s' names %s (%s)", (text, model, make) => {
    const r = detect(page("/setsubi/", text));
    expect(r.model).toBe(model);
    expect(r.manufacturer).toBe(make);
    expect(r.status).toBe("confirmed");
  });
});

describe("the bare CT as Japanese pages write it: a scanner, a list member", () => {
  it("'CTスキャナー' is the unit (a bare CT the clinic installed: likely)", () => {
    const r = detect(
      page("/setsubi/", "当院ではCTスキャナーを導入しています。インプラントの骨や神経を立体的に確認できます。"),
    );
    expect(r.status).toBe("likely");
  });

  it.each([
    "インプラントの術前検査として、デジタルCTなどの画像検査で骨の量を調べます。",
    "親知らずの抜歯の前に、レントゲンやCTで神経との距離を調べます。",
  ])("a CT named in a list is found: '%s' (uncertain, no claim)", (text) => {
    expect(detect(page("/column/", text)).status).toBe("uncertain");
  });

  it("a hospital's CT in a list stays the hospital's (not detected)", () => {
    expect(detect(page("/column/", "病院のCTやMRIで全身を調べることもあります。")).status).toBe("not_detected");
  });
});

describe("the clinic examines and diagnoses with the CT: Japanese parity with 'we plan with a CBCT'", () => {
  it("'当院では、CT、模型、噛み合わせを診査したうえで判断します' is the clinic's use (likely)", () => {
    const text =
      "移植の前に、当院では、CT、模型、噛み合わせを診査したうえで、適応かどうかを判断します。歯の根の形も確認します。";
    expect(detect(page("/transplant/", text)).status).toBe("likely");
  });

  it("the clinic without a CT that diagnoses at a hospital stays no owner", () => {
    const text = "当院にはCTがありませんので、大学病院でCT撮影を行い、その画像で診断します。";
    expect(["uncertain", "not_detected"]).toContain(detect(page("/implant/", text)).status);
  });
});

describe("the clinic's work-up told without its subject: 'CT撮影を行います'", () => {
  it.each([
    ["/implant/flow/", "術前検査として、デジタルCTなどの画像検査を行い、インプラントを埋める位置を決めます。"],
    ["/blog/2180", "異常が見つかれば、さらに高精細なコーンビームCT撮影(3次元の画像)を行い、骨の状態を確認します。"],
    [
      "/2022/10",
      "矯正治療の精密検査では、1期・2期治療ではCT撮影も行わせていただいております。歯の根と骨を確かめます。",
    ],
    ["/ct.html", "歯の根の状態も細かく分析できます。そのため、より正確な情報が必要なときにはCTを撮影します。"],
  ])("%s: '%s' is the clinic's use (likely)", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it.each([
    "インプラント治療では、CT撮影を行うことで神経の位置がわかります。",
    "インプラント治療の前にCTを撮影すると、神経の位置がわかります。",
    "当院ではCT撮影は行いません。",
    "親知らずの抜歯の前には、大学病院でCT撮影を行います。",
  ])("'%s' is no offering", (text) => {
    expect(detect(page("/column/", text)).status).not.toMatch(/likely|confirmed/);
  });
});

describe("a contents box makes a page an article, in every language the packs read", () => {
  const TR = "Konik ışınlı bilgisayarlı tomografi (CBCT) çene kemiğini ve sinirleri üç boyutlu gösterir.";
  const title = "3D Diş Tomografisi";

  it("a page addressed and titled after the modality is the practice's own (likely)", () => {
    expect(detect(page("/3d-dis-tomografisi/", TR, { title, headings: [title] })).status).toBe("likely");
  });

  it.each(["İçindekiler", "Mục lục", "목차", "Содержание"])(
    "the same page with a contents box '%s' under its title is an article (uncertain)",
    (contents) => {
      const r = detect(page("/3d-dis-tomografisi/", TR, { title, headings: [title, contents] }));
      expect(r.status).toBe("uncertain");
    },
  );

  it("pasted under its address, the contents line near its opening says so too (uncertain)", () => {
    const paste = (box: string) =>
      detect(pastedSite("Dentway", `https://dentway.example/3d-dis-tomografisi/\n${title}\n${box}${TR}`).pages);
    expect(paste("").status).toBe("likely");
    expect(paste("İçindekiler\n").status).toBe("uncertain");
  });
});

describe("a request, a question or a plan is no claim of the clinic's CT", () => {
  it("the clinic that asked its neighbour to take its scans has no CT (no owner)", () => {
    const text =
      "当院にはCTスキャンの撮影設備はありませんが、隣のクリニックがこの機器を備えています。当院が必要なときにCT撮影をさせていただけないか相談したところ、引き受けてくださいました。当院仕様の撮影条件や撮影方法も打ち合わせました。インプラントの骨を調べます。";
    expect(["uncertain", "not_detected"]).toContain(detect(page("/topics/", text)).status);
  });

  it("asking the patient to have a CT ('患者様にCT撮影をお願いすると') is no claim, as 'we ask patients to have a CT scan'", () => {
    const text =
      "当院には30年近いインプラント手術の実績があり、昔からの患者様にCT撮影をお願いすると、なぜ必要なのかと聞かれることもあります。";
    expect(detect(page("/2012/05/04/ct/", text)).status).not.toMatch(/likely|confirmed/);
  });

  it("'導入を検討しています' is a plan, not a unit (no owner)", () => {
    const r = detect(
      page("/news/", "当院では歯科用CTの導入を検討しています。インプラントの骨を立体的に確認できます。"),
    );
    expect(r.status).not.toBe("confirmed");
  });

  it.each(["当院では歯科用CTを導入しました。", "インプラントの前に歯科用CT撮影をさせていただきます。"])(
    "'%s' still claims it (confirmed)",
    (text) => {
      expect(detect(page("/setsubi/", text)).status).toBe("confirmed");
    },
  );
});

describe("a place that modifies a treatment's case belongs to the case", () => {
  it("'every implant case at our clinic ..., and complex cases use CBCT scans' places no scanner (not confirmed)", () => {
    const text =
      "Every implant case at our clinic starts with a proper assessment: digital X-rays confirm there is enough bone, and complex cases use CBCT scans for exact planning.";
    expect(detect(page("/services/dental-implants", text)).status).not.toBe("confirmed");
  });

  it("'we take CBCT scans and place implants in our office' still does (confirmed)", () => {
    const r = detect(page("/services/dental-implants", "We take CBCT scans and place implants in our office."));
    expect(r.status).toBe("confirmed");
  });
});

describe("a Japanese case told in the past: what the CT showed", () => {
  it("'そこでCTを撮影すると、歯根の中ほどに骨の吸収がありました' is the clinic's scan (likely)", () => {
    const text =
      "デンタルでは根の先に病変は見えませんでした。そこでCTを撮影すると、歯根の中ほどに骨の吸収がありました。";
    expect(detect(page("/clinic-blog/case-1/", text)).status).toBe("likely");
  });

  it("'CTを撮影すると、神経の位置がわかります' is what a CT shows in general (uncertain)", () => {
    const text = "親知らずの抜歯の前にCTを撮影すると、歯の根と神経の位置がわかります。";
    expect(detect(page("/column/", text)).status).toBe("uncertain");
  });
});
