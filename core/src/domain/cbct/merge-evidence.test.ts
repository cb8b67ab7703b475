import { describe, expect, it } from "vitest";
import { mergeEvidence, parseEvidenceLine, passageParts } from "./merge-evidence.ts";

const page = "https://lakeside.example/technology/";

/** The words a passage of one snippet marks, in order. */
function markedIn(snippet: string): string[] {
  const [passage] = mergeEvidence([{ snippet, pageUrl: null }]);
  return passageParts(passage!)
    .filter((p) => p.cue)
    .map((p) => p.text);
}

describe("mergeEvidence", () => {
  it("merges overlapping windows of one passage into one, read once", () => {
    const passages = mergeEvidence([
      {
        snippet: "…we take a cone beam CT scan in our office so your implant is planned in 3D, and the scan takes…",
        pageUrl: page,
        weight: 3,
      },
      {
        snippet:
          "…so your implant is planned in 3D, and the scan takes under a minute with our Planmeca ProMax 3D Mid…",
        pageUrl: page,
        weight: 5,
      },
    ]);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({
      text: "…we take a cone beam CT scan in our office so your implant is planned in 3D, and the scan takes under a minute with our Planmeca ProMax 3D Mid…",
      pageUrl: page,
      weight: 5,
      merged: 2,
    });
  });

  it("drops a snippet contained in another and chains three overlapping windows", () => {
    const a = "Our office has a CBCT scanner for implant planning and root canal diagnosis in one visit";
    const passages = mergeEvidence([
      { snippet: `…${a.slice(0, 60)}…`, pageUrl: page },
      { snippet: `…${a.slice(30)}`, pageUrl: page },
      { snippet: `…${a.slice(10, 50)}…`, pageUrl: page },
    ]);
    expect(passages.map((p) => p.text)).toEqual([`…${a}`]);
  });

  it("keeps passages of different pages, and unrelated passages of one page, apart and in order", () => {
    const passages = mergeEvidence([
      { snippet: "We offer 3D cone beam imaging on site.", pageUrl: page },
      { snippet: "We offer 3D cone beam imaging on site.", pageUrl: "https://lakeside.example/" },
      { snippet: "Our hygienists use an iTero scanner for aligner impressions.", pageUrl: page },
    ]);
    expect(passages.map((p) => p.pageUrl)).toEqual([page, "https://lakeside.example/", page]);
  });

  it("marks the cue words of a passage", () => {
    const [passage] = mergeEvidence([
      {
        snippet: "Scans on our Carestream CS 8100 3D give 3D x-rays of the jaw; a CBCT shows the nerve.",
        pageUrl: null,
      },
    ]);
    const cues = passageParts(passage!)
      .filter((p) => p.cue)
      .map((p) => p.text);
    expect(cues).toEqual(["Carestream", "CS 8100 3D", "3D x-rays", "CBCT"]);
    expect(
      passageParts(passage!)
        .map((p) => p.text)
        .join(""),
    ).toBe(passage!.text);
  });
});

describe("cue marks", () => {
  it("stops a model name at the model, not the next word", () => {
    expect(markedIn("our Planmeca ProMax 3D cone beam CT scanner")).toEqual(["Planmeca", "ProMax 3D", "cone beam CT"]);
  });

  it.each([
    ["Seit Kurzem arbeiten wir mit dem VistaVox S von Dürr Dental.", ["VistaVox S"]],
    ["We installed the ProVecta 3D Prime in our office.", ["ProVecta 3D Prime"]],
    ["Our Soredex Scanora 3Dx shows the bone.", ["Soredex", "Scanora 3Dx"]],
    ["当院ではファインキューブを導入しています。", ["ファインキューブ"]],
    ["We are proud to have the Cranex 3Dx and the CB Throne.", ["Cranex 3Dx", "CB Throne"]],
    ["当院では歯科用ＣＴを導入しています。", ["歯科用ＣＴ"]],
    ["親知らずの抜歯の前にＣＴで神経の位置を確認します。", ["ＣＴ"]],
    ["歯科用CT「ベラビューX800」を導入しました。", ["歯科用CT", "ベラビューX800"]],
    ["Nous réalisons des radiographies tridimensionnelles de l'os.", ["radiographies tridimensionnelles"]],
    ["Vi tar tredimensionella röntgenbilder av käkbenet.", ["tredimensionella röntgenbilder"]],
  ])("marks the unit a rep looks for in '%s', whoever makes it", (snippet, expected) => {
    expect(markedIn(snippet)).toEqual(expected);
  });
});

describe("cue marks in the languages the detector reads", () => {
  it.each([
    ["当院では歯科用CTを導入しています。CT撮影は数十秒です。", ["歯科用CT", "CT"]],
    ["Unsere Praxis verfügt über ein DVT (digitale Volumentomographie).", ["DVT", "digitale Volumentomographie"]],
    ["Nel nostro studio eseguiamo la TAC 3D per gli impianti.", ["TAC 3D"]],
    ["저희 치과는 콘빔 CT를 보유하고 있습니다.", ["콘빔 CT"]],
    ["Fazemos raio-X 3D do osso no nosso consultório.", ["raio-X 3D"]],
    ["Radiografía 3D y RX 3D de la mandíbula.", ["Radiografía 3D", "RX 3D"]],
    ["Em nossa clínica realizamos a TCFC.", ["TCFC"]],
    ["Our dental office has a Vatech CT scanner.", ["Vatech", "CT scanner"]],
    ["当院では日立メディコ製の歯科用CTを導入しています。", ["日立メディコ", "歯科用CT"]],
    ["本院引进了芬兰普兰梅卡锥形束CT。", ["普兰梅卡", "锥形束CT"]],
  ])("marks the modality's name in '%s'", (snippet, expected) => {
    expect(markedIn(snippet)).toEqual(expected);
  });

  it("does not mark a bare CT in a sentence of spaced words, nor a word that contains one", () => {
    const [passage] = mergeEvidence([{ snippet: "Our CT Technology and ACT program", pageUrl: null }]);
    expect(passageParts(passage!).some((p) => p.cue)).toBe(false);
  });
});

describe("parseEvidenceLine", () => {
  it("reads a lead's 'snippet (page)' line, and a line without a page", () => {
    expect(parseEvidenceLine("…a cone beam scan in our office… (https://x.example/tech)")).toEqual({
      snippet: "…a cone beam scan in our office…",
      pageUrl: "https://x.example/tech",
    });
    expect(parseEvidenceLine("A cone beam scan (3D) in our office")).toEqual({
      snippet: "A cone beam scan (3D) in our office",
      pageUrl: null,
    });
  });
});
