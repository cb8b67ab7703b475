import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, seventeenth round. Fixtures written for their class, not taken from any real page; each fails without its
 * change.
 */
describe("the CT among the tools a Japanese clinic uses, with the everyday verb", () => {
  const root = "歯の根の治療は、根の形を正確に知ることから始まります。";

  it.each([
    "当院では歯科用CTとマイクロスコープを使っています。",
    "当院では保険の治療でも、拡大鏡やCT、ニッケルチタンファイルなどを必要に応じて使い、質の高い治療を行っています。",
    "当院では①CT、②マイクロスコープという道具を使い、一見むずかしそうなこの根の治療を適切かつ確実に行っています。",
    "当院ではCTを使って根の形を確かめます。",
  ])("'%s' is the clinic using its CT (likely)", (own) => {
    const r = detect(page("/root-canal/", root + own));
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("in the practice's own voice");
  });

  it.each([
    "当院ではCTやマイクロスコープを使っていません。",
    "当院ではCTを用いておりません。",
    "CTやMRIなどを使う病院が増えています。",
    "CTと比べて、パノラマのほうが被ばくは少なくなります。",
    "当院では拡大鏡を使い、CTは大学病院で撮影します。",
  ])("'%s' is no clinic using its CT", (text) => {
    expect(detect(page("/root-canal/", root + text)).status).toMatch(/uncertain|not_detected/);
  });
});

describe("a make belongs to a scanner: the equipment a brand names is its own noun", () => {
  it("'our Carestream cone beam unit for implant planning' names Carestream (the implant is what the scan is for)", () => {
    const r = detect(page("/technology/", "We take 3D scans with our Carestream cone beam unit for implant planning."));
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBe("Carestream");
  });

  it.each([
    "Our Planmeca chairs and our cone beam CT make visits comfortable.",
    "Our KaVo dental handpieces and our cone beam CT.",
    "We use Sirona's Primescan and our own cone beam CT.",
  ])("'%s' names no make", (text) => {
    const r = detect(page("/technology/", text));
    expect(r.status).toMatch(/confirmed|likely/);
    expect(r.manufacturer).toBeNull();
  });
});

describe("DEXIS, KaVo's imaging name since 2021", () => {
  it.each(["Our DEXIS CBCT shows the bone before implants.", "We take the scan on our DEXIS cone beam unit."])(
    "'%s' names KaVo",
    (text) => {
      const r = detect(page("/technology/", text));
      expect(r.status).toBe("confirmed");
      expect(r.manufacturer).toBe("KaVo");
    },
  );

  it("DEXIS sensors beside the practice's cone beam are sensors, not its maker", () => {
    const r = detect(page("/technology/", "Our DEXIS sensors and our cone beam CT give us sharp images."));
    expect(r.manufacturer).toBeNull();
    expect(r.equipment).toContain("Digital x-ray sensors");
  });
});

describe("an evidence snippet of a text written without spaces", () => {
  it("shows the page's sentence, not only the menu labels before it (a Japanese clinic's CT page)", () => {
    const text =
      "トップ 医院紹介 設備紹介 歯科用CT アクセス 歯科用CT CTは歯や顎の骨を立体的に撮影できる装置です。骨の厚みや神経の位置、根の状態まで細かく確認できます。" +
      "平面のレントゲンでは分からない情報が得られます。インプラントや親知らずの抜歯、根の治療の前に撮影し、安全な治療計画を立てるために役立てています。撮影は数十秒で終わり、痛みはありません。";
    const r = detect(page("/ct.html", text));
    const fromText = r.evidence.find((e) => e.source === "text");
    expect(fromText?.snippet).toContain("立体的に撮影できる装置です");
  });

  it("still cuts an English snippet at a word's edge", () => {
    const words = "Our practice offers many services for the whole family in a friendly setting. ".repeat(3);
    const r = detect(page("/technology/", `${words}We take cone beam CT scans in our office. ${words}`));
    const snippet = r.evidence[0]?.snippet ?? "";
    expect(snippet).toContain("We take cone beam CT scans in our office.");
    expect(snippet).toMatch(/^…[A-Za-z]/);
    expect(
      snippet
        .replace(/^…|…$/g, "")
        .split(" ")
        .every((w) => /^[\w.,'-]+$/.test(w)),
    ).toBe(true);
  });
});

describe("the practice's own team does the scan, in its own evaluation", () => {
  it("'our team will do a CBCT scan for you' is the practice taking it (confirmed)", () => {
    const r = detect(page("/blog/what-to-expect/", "There are several reasons our team will do a CBCT scan for you."));
    expect(r.status).toBe("confirmed");
    expect(r.reasoning).toContain("exposure");
  });

  it("'we do not take CBCT scans here' is no scan of its own", () => {
    expect(detect(page("/technology/", "We do not take CBCT scans here.")).status).toMatch(/uncertain|not_detected/);
  });

  it("'my first evaluation includes ... a CBCT scan' is the surgeon's own exam (likely)", () => {
    const text = "My first evaluation includes a review of your health history, a CBCT scan in 3D and an airway check.";
    const r = detect(page(null, text));
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("in the practice's own voice");
  });
});

describe("practices in general are not this practice", () => {
  it("'Practices that treat TMD routinely should be able to run these in-house' says nothing of this one", () => {
    const text =
      "Confirming the joint is to blame takes a series of tests. Practices that treat TMD routinely should be able to run all of these in-house, including a cone beam CT.";
    expect(detect(page("/tmj/", text)).status).toMatch(/uncertain|not_detected/);
  });

  it("'our dentists who place implants take a cone beam CT scan in-house' is this practice", () => {
    const r = detect(page("/implants/", "Our dentists who place implants take a cone beam CT scan in-house."));
    expect(r.status).toBe("confirmed");
  });
});

describe("a market overview names several makers' models", () => {
  it("a history of cone beam CT that names four makers' units is not the practice's unit", () => {
    const text =
      "The first units were the NewTom QR-DVT 9000 and J. Morita's 3D Accuitomo, sold in Europe and Asia; in the US the MercuRay and the i-CAT followed.";
    const r = detect(page(null, text));
    expect(r.status).toBe("uncertain");
    expect(r.reasoning).toContain("an overview of the market");
    // None of them is the practice's unit: no make, model or age, the units still listed as named equipment.
    expect(r.manufacturer).toBeNull();
    expect(r.model).toBeNull();
    expect(r.scannerAge).toBeNull();
    expect(r.equipment).toContain("NewTom QR-DVT 9000");
  });

  it("a blog's history of cone beam CT reports no make either", () => {
    const text =
      "The first units were the NewTom QR-DVT 9000 and the 3D Accuitomo; the MercuRay and the i-CAT followed.";
    const r = detect(page("/blog/history/", text));
    expect(r.status).toBe("uncertain");
    expect(r.manufacturer).toBeNull();
  });

  it.each([
    ["an upgrade names two makers", "We replaced our old Sirona Galileos with a new Planmeca ProMax 3D Mid."],
    [
      "three units the practice has",
      "Our office has a Carestream CS 8100 3D, a Planmeca ProMax 3D and a Vatech Green 16.",
    ],
  ])("%s: still confirmed", (_, text) => {
    expect(detect(page(null, text)).status).toBe("confirmed");
  });
});

describe("a free scan is a price too", () => {
  it.each([
    ["/implants/", "Free 3D CBCT scan with every implant consultation!"],
    ["/implants/", "CBCT scans are free for implant patients."],
    ["/implant/", "インプラント相談の方はCT撮影無料です。歯の根や骨の状態を確認します。"],
    ["/implant/", "免費CT檢查,清楚睇到牙根同牙槽骨,安全又方便!"],
  ])("%s '%s' is offered (likely)", (path, text) => {
    const r = detect(page(path, text));
    expect(r.status).toBe("likely");
  });

  it.each([
    [
      "a free consultation a heading away",
      // The home page: on the clinic's named page "/orthodontics/" the CT is its voice (twentieth round).
      "/",
      "無料相談はこちら 矯正治療の診断 ~ CT撮影 ~ 歯の根の状態を確認",
    ],
    ["a scan that is not free", "/implants/", "CBCT scans are not free; insurance may cover part of them."],
    ["radiation-free is no price", "/implants/", "Is a cone beam CT radiation-free? No, but its dose is low."],
    ["an intraoral scan given free", "/invisalign/", "Get a free 3D scan of your smile with our iTero scanner."],
  ])("%s: not likely", (_, path, text) => {
    expect(detect(page(path, text)).status).toMatch(/uncertain|not_detected/);
  });
});

describe("the Japanese clinic uses its CT, in the plain polite present", () => {
  it("'…歯科用CTを使います' is the clinic's use (likely)", () => {
    const r = detect(page("/?p=2198", "根の治療では、従来のCTより被ばくが少ない歯科用CTを使います。"));
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("in the practice's own voice");
  });

  it.each(["歯科用CTを使いますか?", "歯科用CTを使いません。"])("'%s' is no use", (text) => {
    expect(detect(page("/?p=2198", text)).status).toMatch(/uncertain|not_detected/);
  });
});

describe("the Spanish clinic whose patient need not go elsewhere", () => {
  it("'tener esta tecnología dentro de la propia clínica: el paciente no tiene que desplazarse a otro centro' is in-house", () => {
    const text =
      "Una gran ventaja del CBCT es tener esta tecnología dentro de la propia clínica: el paciente no tiene que desplazarse a otro centro para hacerse la prueba.";
    expect(detect(page("/blog/cbct/", text)).status).toBe("confirmed");
  });

  it("'el paciente no tiene que desplazarse' alone still places the scan", () => {
    const r = detect(
      page("/tecnologia/", "Con el CBCT el paciente no tiene que desplazarse a otro centro para la prueba."),
    );
    expect(r.status).toBe("confirmed");
  });

  it("a patient who must go to another centre is no in-house scan", () => {
    const text = "Para el TAC 3D el paciente tiene que desplazarse a otro centro de radiología.";
    expect(detect(page("/implantes/", text)).status).toMatch(/uncertain|not_detected/);
  });
});
