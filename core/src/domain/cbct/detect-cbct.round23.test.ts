import { describe, expect, it } from "vitest";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

/**
 * Issue 18, twenty-third round. Fixtures written for their class, not taken from any real page. Each case a class reads
 * fails without its change; the cases it must leave alone are guards and pass either way.
 */
const features = (badge: string) =>
  page("/", `さくら歯科クリニック\n当院の特徴\n土日診療\n${badge}\n駐車場あり`, {
    title: "さくら歯科クリニック｜横浜市の歯医者",
    headings: ["当院の特徴"],
    listItems: ["土日診療", badge, "駐車場あり"],
  });

describe("the clinic's equipment badge without a particle (languages/asia.ts 'CT glued to the script')", () => {
  it.each(["CT完備", "ＣＴ完備", "CT導入", "CT設置"])(
    "'%s' in a dental clinic's list of features says the clinic has a CT, as 'CTを完備' does (likely)",
    (badge) => {
      expect(detect(features(badge)).status).toBe("likely");
      expect(detect(features(badge.replace(/(完備|導入|設置)$/, "を$1"))).status).toBe("likely");
    },
  );

  it("a hospital's CT stays out of it (guard)", () => {
    expect(detect(features("医科用CT完備の病院と連携")).status).not.toBe("likely");
  });

  it("'歯科用CT完備' stays confirmed (guard)", () => {
    expect(detect(features("歯科用CT完備")).status).toBe("confirmed");
  });
});

describe("the same badge in Korean", () => {
  const koreanFeatures = (badge: string) =>
    page("/", `서울 치과의원\n병원 특징\n야간 진료\n${badge}\n주차 가능`, {
      title: "서울 치과의원",
      headings: ["병원 특징"],
      listItems: ["야간 진료", badge, "주차 가능"],
    });
  it.each(["CT완비", "CT 보유"])("'%s' in a dental clinic's list of features is the clinic's CT (likely)", (badge) => {
    expect(detect(koreanFeatures(badge)).status).toBe("likely");
  });
});

describe("the 3D radiograph by the discipline's name in French (languages/west-europe.ts '3D x-ray (French)')", () => {
  it("'Radiologie 3D sur place' among a dental practice's features is its scanner, as 'Radiographie 3D' is", () => {
    const features = (item: string) =>
      page("/", `Cabinet dentaire Soleil\nNos atouts\nParking\n${item}\nRendez-vous en ligne`, {
        title: "Cabinet Dentaire Soleil – Dentiste à Lyon",
        listItems: ["Parking", item, "Rendez-vous en ligne"],
      });
    expect(detect(features("Radiologie 3D sur place")).status).toBe(
      detect(features("Radiographie 3D sur place")).status,
    );
    expect(["likely", "confirmed"]).toContain(detect(features("Radiologie 3D sur place")).status);
  });
});
