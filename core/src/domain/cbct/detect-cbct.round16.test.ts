import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { japaneseCtPage } from "./detection-corpus.ts";

/**
 * Issue 18, sixteenth round. Fixtures written for their class, not taken from any real page; each fails without its
 * change.
 */
describe("a Japanese clinic gives its CT an address of its own", () => {
  const explainer =
    "CTは歯や顎の骨を立体的に撮影できる装置です。骨の厚みや神経の位置、根の状態まで細かく確認できます。平面のレントゲンでは分からない情報が得られます。";

  it.each(["/ct.html", "/ct/", "/dental-ct/", "/equipment/ct.php", "/safety/ct"])(
    "a clinic's page about the CT at %s, with no ownership words, is likely",
    (path) => {
      const r = detect(page(path, explainer));
      expect(r.status).toBe("likely");
      expect(r.reasoning).toMatch(/dedicated to CBCT|an address of its own for the CT/);
      expect(r.reasoning).not.toContain("uncertain");
    },
  );

  // The home page: a Japanese services page (/implant/) or a named page of the clinic's site (/clinic/) is the clinic's
  // voice since the twentieth round (assess-hits.ts UNSAID_SUBJECT), which is not this class.
  it("the same page at another address stays uncertain", () => {
    expect(detect(page("/", explainer)).status).toBe("uncertain");
  });

  it("a blog post at such an address stays uncertain ('/blog/ct')", () => {
    expect(detect(page("/blog/ct", explainer)).status).toBe("uncertain");
  });

  it("a page that sends its patients to a hospital's CT is still a referral", () => {
    const r = detect(page("/ct.html", "当院にはCTがないため、CT撮影は提携している病院にご紹介しています。"));
    expect(r.status).not.toBe("likely");
    expect(r.status).not.toBe("confirmed");
  });

  it("only a page written in Japanese: an English page at '/locations/ct/' (Connecticut) is not the CT's page", () => {
    expect(japaneseCtPage("https://smile.example/locations/ct/", "Visit our office in Hartford, CT.")).toBe(false);
    expect(japaneseCtPage("https://smile.example/ct.html", explainer)).toBe(true);
    expect(japaneseCtPage("https://smile.example/column/tooth-nerve-ct", explainer)).toBe(false);
  });
});

describe("the Japanese clinic states it has a CT, with no dental word near", () => {
  const general = "CTは1970年代に開発された機械で、レントゲンと違って立体的な像が得られます。";

  it.each([
    "当院には開業したときからCT装置が入っています。",
    "当クリニックにはCTがあります。",
    "当院ではCTを導入しています。",
  ])("'%s' followed by CT in general is the clinic's own (an owner)", (own) => {
    const r = detect(page("/blog/2014/07/", own + general));
    expect(r.status).toBe("likely");
    expect(r.reasoning).toContain("ownership cue");
  });

  it.each(["当院にはCTがありません。", "当院ではCTを導入しておりません。", "CTを導入する医院が増えています。"])(
    "'%s' is no owner",
    (text) => {
      expect(detect(page("/blog/2014/07/", text + general)).status).toMatch(/uncertain|not_detected/);
    },
  );
});

describe("a CT exam in an aligner or crown work-up is not an intraoral scanner", () => {
  it("'Before your aligners we take a CT scan of the jaw' among aligner and crown words keeps its CT (likely)", () => {
    const r = detect(
      page(
        "/invisalign/",
        "Invisalign clear aligners, crowns and veneers start with digital impressions. Before your aligners we take a CT scan of the jaw.",
      ),
    );
    expect(r.status).toBe("likely");
  });

  it("'インビザラインも矯正なので検査を行います … さらに、CT撮影は必ず行います' keeps its CT (likely)", () => {
    const r = detect(
      page(
        "/blog/invisalign/",
        "マウスピース型矯正装置(インビザライン)のしくみ マウスピース型矯正装置(インビザライン)も矯正であることに変わりはないので、最初にしっかり検査を行います。 ・口腔内写真 さらに、CT撮影は必ず行います! 歯並びを口腔内スキャナーで読み取り、マウスピースを作ります。",
      ),
    );
    expect(r.status).toBe("likely");
  });

  it("'3D scan' among aligner words is still the intraoral scanner", () => {
    expect(
      detect(page("/invisalign/", "Your Invisalign aligners start with a 3D scan of your teeth and gums.")).status,
    ).toBe("not_detected");
  });
});

describe("the page's name is its dental context", () => {
  const german =
    "# 3D-Röntgendiagnostik\nUnsere Praxis verfügt über eines der modernsten Röntgengeräte der Stadt: dreidimensionale Röntgenaufnahmen sind damit mit sehr geringer Strahlenbelastung möglich. Viele Patienten fürchten, unnötig geröntgt zu werden; diese Sorge nehmen wir ernst.";

  it("a German practice's '/leistungen/3d-roentgendiagnostik.php' with its own 3D x-ray unit is an owner", () => {
    const r = detect(page("/leistungen/3d-roentgendiagnostik.php", german));
    expect(r.status).toMatch(/confirmed|likely/);
  });

  it("the same words at an address that names no modality still need dental words near", () => {
    expect(detect(page("/leistungen/", german)).status).toMatch(/uncertain|not_detected/);
  });

  it("an English '/services/cone-beam-ct/' page that says 'CT scan' with no tooth or jaw near it reads it", () => {
    const text =
      "Before your CT scan we ask you to take off glasses, earrings and hair clips. The CT scan itself takes 18 seconds.";
    const r = detect(page("/services/cone-beam-ct/", text));
    expect(r.reasoning).toContain('Found "CT scan"');
    expect(r.reasoning).toContain("use:");
    expect(detect(page("/services/", text)).status).toBe("not_detected");
  });
});

describe("the impersonal 'si esegue' is anyone's practice, not this one's", () => {
  it("an Italian explainer's 'per questo si esegue una tac, 2D o 3D' is not the practice taking the scan", () => {
    const r = detect(
      page(
        "/blog/differenza-panoramica-tac-3d",
        "Prima di un impianto bisogna valutare l'osso. Per questo si esegue una tac, che sia 2D o 3D. La TAC 3D cone beam dà immagini tridimensionali dei denti e dell'osso.",
      ),
    );
    expect(r.status).not.toBe("confirmed");
    expect(r.reasoning).not.toContain("exposure");
  });

  it("'nel nostro studio eseguiamo la TAC cone beam' and 'lo studio esegue la TAC cone beam' still are", () => {
    for (const text of [
      "Nel nostro studio eseguiamo la TAC cone beam per valutare l'osso prima degli impianti.",
      "Lo studio esegue la TAC cone beam per valutare l'osso prima degli impianti.",
    ])
      expect(detect(page("/servizi/tac-cone-beam", text)).status).toBe("confirmed");
  });
});

describe("the Japanese clinic put in its CT", () => {
  it("'…XeraMF(アーム型X線CT診断装置)を入れました' is the clinic's own unit (confirmed, Yoshida)", () => {
    const r = detect(
      page(
        "/blog/",
        "1月23日に、ヨシダの新しい機種であるXeraMF(アーム型X線CT診断装置)を入れました。これで3台目の歯科用CTになります。",
      ),
    );
    expect(r.status).toBe("confirmed");
    expect(r.manufacturer).toBe("Yoshida");
    expect(r.reasoning).toContain("を入れました");
  });

  it("'新しいCTを入れました' is an owner", () => {
    expect(detect(page("/blog/", "新しいCTを入れました。歯や顎の骨を立体的に撮影できます。")).status).toBe("likely");
  });

  it("'インプラントを入れました' beside the dental CT puts in an implant, not a scanner", () => {
    expect(detect(page("/blog/", "インプラントを入れました。歯科用CTで骨を確認しました。")).status).toBe("uncertain");
  });
});

describe("the CT on a Japanese clinic's fee list", () => {
  const fees = (ct: string) =>
    page("/price/", `# 料金表\n当院の保険診療の料金です。`, {
      listItems: ["検査:パノラマレントゲン(お口全体を見る)1,200円", ct, "抜歯:親知らずの抜歯3,450円"],
    });

  it("'検査:CT(入り組んだ病変を3Dで調べる)3,510円' among the clinic's priced exams is an offering (likely)", () => {
    const r = detect(fees("検査:CT(歯や骨の入り組んだ病変を3Dで調べる)3,510円"));
    expect(r.status).toBe("likely");
  });

  it("'CT(コンピュータ断層撮影)とは' with no fee is no fee row", () => {
    expect(detect(fees("CT(コンピュータ断層撮影)とは歯や骨を立体的に見る検査です")).status).not.toBe("likely");
  });
});

describe("the Japanese clinic's flow does the CT before it diagnoses", () => {
  // On the home page: on a Japanese services page or a named page of the clinic's site any plain sentence about the CT
  // is the clinic's voice since the twentieth round (assess-hits.ts UNSAID_SUBJECT).
  it("'CT撮影などのレントゲン検査や…検査をして診査・診断します' in the clinic's flow is its work-up (likely)", () => {
    const r = detect(
      page(
        "/",
        "## 治療の流れ\n骨を三次元的に確かめるためのCT撮影などのレントゲン検査や、必要なときは持病のチェックなど、インプラントに欠かせない検査をして診査・診断します。",
      ),
    );
    expect(r.status).toBe("likely");
  });

  it("'CT撮影などの検査でわかります' (what the exams show) is not", () => {
    expect(detect(page("/", "骨の厚みや神経の位置は、CT撮影などの検査でわかります。")).status).not.toBe("likely");
  });
});
