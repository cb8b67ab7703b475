import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, thirteenth round. Fixtures written for their class, not taken from any real page; each fails without its
 * rule.
 */
describe("the patient who may be pregnant tells the practice before its scan", () => {
  it.each([
    ["/cbct/", "The cone beam CT scan takes twenty seconds. Please tell us before the exam if you might be pregnant."],
    ["/3d-imaging/", "A dental CT scan shows the jaw in 3D. Tell our staff if there is any chance you are pregnant."],
    [
      "/tac/",
      "La TAC cone beam dura pochi secondi. Le pazienti in gravidanza, anche solo sospetta, devono avvisarci prima.",
    ],
    ["/tomografia/", "La tomografía de haz cónico dura segundos. Avísenos si está embarazada o cree estarlo."],
    [
      "/roentgen/",
      "Die digitale Volumentomographie (DVT) dauert nur Sekunden. Teilen Sie uns eine Schwangerschaft mit.",
    ],
    ["/ct/", "歯科用CTの撮影は数秒で終わります。妊娠中の方、その可能性のある方はお申し出ください。"],
  ])("%s: '%s' is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it("the reasoning quotes the request whole ('…if you might be pregnant')", () => {
    const r = detect(
      page("/cbct/", "The cone beam CT scan takes twenty seconds. Please tell us if you might be pregnant."),
    );
    expect(r.reasoning).toContain('"tell us if you might be pregnant"');
  });

  it("advice about scans in pregnancy tells the practice nothing (uncertain)", () => {
    const r = detect(
      page(
        "/roentgen/",
        "Die digitale Volumentomographie (DVT) zeigt den Kiefer in 3D. In der Schwangerschaft sollte eine DVT nur mit größter Vorsicht erfolgen.",
      ),
    );
    expect(r.status).toBe("uncertain");
  });

  it("the same request in a blog post is leaflet text (uncertain)", () => {
    const r = detect(
      page(
        "/blog/is-a-cbct-scan-safe/",
        "Is a CBCT scan safe? A cone beam CT scan uses a low dose. Tell your dentist if you might be pregnant.",
      ),
    );
    expect(r.status).toBe("uncertain");
  });

  it("a panoramic x-ray's request says nothing about a CBCT (not detected)", () => {
    const r = detect(page("/x-rays/", "Panoramic x-ray. Please tell us if you might be pregnant."));
    expect(r.status).toBe("not_detected");
  });
});

describe("the clinic that performs the CT in its work-up is not held below likely by its 2D units", () => {
  it.each([
    [
      "/flow/",
      "検査の流れ\n3 パノラマ撮影・CT検査\nパノラマで歯全体を撮影します。さらにCT検査を行い、顎の骨を3Dの画像で診断します。",
    ],
    [
      "/blog/case-12/",
      "歯性上顎洞炎の症例です。↑パノラマレントゲンです。上顎洞が曇って見えます。さらに詳しく調べるためにCT撮影を行います。↑CT像です。歯の根の先に病変があります。",
    ],
  ])("%s: the clinic's own 'CT検査を行い' beside a panoramic x-ray is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it("an offer of 'X-ray and CT scans' beside a 2D panoramic unit still is not", () => {
    const r = detect([
      page("/", "Harbour Dental. We offer dental X-ray and CT scans for your teeth."),
      page("/equipment/", "Our equipment: a Planmeca ProMax 2D panoramic unit and digital intraoral sensors."),
    ]);
    expect(r.status).toBe("uncertain");
  });
});

describe("the clinic takes the CT, said with the everyday verb (Japanese, Korean)", () => {
  it.each([
    [
      "/orthodontics/first-visit/",
      "矯正相談について。当院では初めて来院されたときに歯科用CTを撮ります。骨格や歯の生え替わりを確認します。",
    ],
    [
      "/case/mesiodens/",
      "埋伏過剰歯の症例です。歯科用CTを撮って横から見た画像です。過剰歯が鼻の方向に向かって埋まっています。",
    ],
    ["/faq/", "교정 진단 검사는 얼굴사진, 구강모형 채득을 하고, 필요한 경우에는 치과 CT도 촬영합니다."],
    [
      "/blog/orthodontic-records/",
      "矯正治療の精密検査では、パノラマ・歯科用CT撮影、口腔内と顔の写真撮影、口腔内スキャンを行い、治療計画を立てます。",
    ],
  ])("%s: '%s' is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it.each([
    ["/implant/", "インプラントの相談です。ほかの歯科医院でCTを撮ってみたら、骨が薄いと言われることがあります。"],
    ["/column/", "사랑니 발치 전에는 파노라마의 한계를 보완하려고 치아를 3차원으로 볼 수 있는 CT를 촬영하게 된다."],
  ])("%s: '%s' (elsewhere, or in general) is not likely", (path, text) => {
    expect(detect(page(path, text)).status).not.toBe("likely");
  });
});

describe("the clinic names its own fee for the CT scan in its text (Japanese)", () => {
  it.each([
    ["/examination/", "歯科用CTなら歯や骨を三次元の立体画像で確認できます。歯科用CTの撮影料は保険適用外となります。"],
    ["/blog/perio-ct/", "骨の再生には歯科用CTが役立ちます。CTは保険外診療です。1回の撮影で5千5百円(税込)です。"],
  ])("%s: '%s' is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it("a fee paid to the hospital that takes the CT is a referral's (not likely)", () => {
    const r = detect(
      page("/implant/", "インプラントの前に歯科用CTが必要です。撮影は提携の病院で行います。1回の撮影で8,000円です。"),
    );
    expect(r.status).not.toBe("likely");
  });
});

describe("the clinic's own case shown with its CT (Japanese)", () => {
  it.each([
    [
      "/blog/tmj-case/",
      "顎関節症の症例です。載せている歯科用CT画像は、左が治療前、右が治療後です。関節のすき間が変わりました。",
    ],
    [
      "/director/root-cyst/",
      "根の先の病巣は二次元のレントゲンではわかりません。歯科用CT撮影をしてよく見ると、大きな歯根嚢胞がありました。",
    ],
  ])("%s: '%s' is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  it.each([
    [
      "/case/fracture/",
      "奥歯の違和感で来院された患者さまです。歯科用CTで詳しく調べると、歯を支える骨は広く失われていました。",
    ],
    [
      "/implant/immediate/",
      "40代の女性です。歯科用CT診断で歯の根が割れていることがわかり、歯を残せないとお伝えしました。",
    ],
  ])("%s: what the CT found in the clinic's case ('%s') is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });

  // On a page of no known type: a Japanese services page is the clinic's voice whatever it says of the CT (twentieth
  // round, assess-hits.ts UNSAID_SUBJECT), which is not this class.
  it("what CT images show in general names no patient (not likely)", () => {
    const r = detect(page("/column/", "インプラントの前に歯科用CT画像で神経の位置や骨の厚みがわかります。"));
    expect(r.status).not.toBe("likely");
  });
});

describe("the Japanese clinic has the CT by the device's name", () => {
  it("'当院には、歯科用CTと呼ばれる装置があります' is confirmed", () => {
    const r = detect(
      page(
        "/blog/wisdom-tooth/",
        "親知らずの症例です。当院には、歯科用CTと呼ばれる装置があります。神経の位置を立体的に確認しました。",
      ),
    );
    expect(r.status).toBe("confirmed");
  });

  it("clinics in general that have such a device are not this clinic (not confirmed)", () => {
    const r = detect(
      page("/blog/wisdom-tooth/", "親知らずの抜歯には、歯科用CTと呼ばれる装置がある医院を選ぶと安心です。"),
    );
    expect(r.status).not.toBe("confirmed");
  });
});

describe("the Japanese clinic takes the CT to diagnose, or as needed", () => {
  it.each([
    ["/case/cyst/", "顎の骨の嚢胞の症例です。歯科用CTを撮って診断し、口腔外科の先生と治療法を相談します。"],
    ["/policy/", "治りにくい根管治療や歯根の破折の診断では歯科用CTの撮影がとても有効で、必要に応じて行っていきます。"],
  ])("%s: '%s' is likely", (path, text) => {
    expect(detect(page(path, text)).status).toBe("likely");
  });
});

describe("the final read's narrowing", () => {
  it("advice to take a CT and check ('CTを撮って確認することが大切です') is not the clinic taking it", () => {
    const r = detect(
      page("/column/", "親知らずを抜く前には、歯科用CTを撮って確認することが大切です。神経との距離がわかります。"),
    );
    expect(r.status).not.toBe("likely");
  });

  it("a 2D film's fee beside a CT ('パノラマ撮影料') is not the CT's", () => {
    const r = detect(page("/column/", "歯科用CTは立体的に骨を見られます。パノラマ撮影料は保険適用で約1,000円です。"));
    expect(r.status).not.toBe("likely");
  });
});

describe("the review's precision fixes", () => {
  it.each([
    ["/wisdom-tooth/", "親知らずの根が神経に近い場合は、大学病院で歯科用CTを撮ります。"],
    ["/wisdom-tooth/", "親知らずの根が神経に近い場合は、大学病院で歯科用CT撮影を行います。"],
    ["/implant/", "提携の病院で歯科用CTを撮ってもらい、その画像で診断します。"],
    ["/faq/", "사랑니 뿌리가 신경에 가까우면 대학병원에서 치과 CT를 촬영합니다."],
  ])("%s: a CT taken at a hospital or partner ('%s') is a referral (not detected)", (path, text) => {
    expect(detect(page(path, text)).status).toBe("not_detected");
  });

  it("the fee of the dental CT ('デンタルCT撮影料') is the CT's, though 'デンタル' alone names a 2D film", () => {
    const r = detect(page("/price/", "歯科用CTで骨を立体的に見られます。デンタルCT撮影料は保険適用外です。"));
    expect(r.status).toBe("likely");
  });
});
