import { describe, expect, it } from "vitest";
import type { DetectionPage } from "../site-content.ts";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";

type Case = {
  name: string;
  pages: DetectionPage[];
  status: string;
  manufacturer?: string | null;
  model?: string | null;
  releaseYear?: number | null;
};

const tech = (text: string) => page("/technology/", text);
const home = (text: string) => page("/", text);

// One or more cases per manufacturer family of vocabulary §1, plus the 2D twin of each line.
const cases: Case[] = [
  {
    name: "Planmeca ProMax 3D Mid on a technology page",
    pages: [tech("Our Planmeca ProMax 3D Mid shows bone and nerves before implant surgery.")],
    status: "confirmed",
    manufacturer: "Planmeca",
    model: "ProMax 3D Mid",
    releaseYear: 2006,
  },
  {
    name: "Planmeca Viso G7 with an acquisition cue",
    pages: [home("We recently purchased a Planmeca Viso G7 for our patients.")],
    status: "confirmed",
    model: "Viso G7",
    releaseYear: 2019,
  },
  {
    name: "Planmeca brand line without a model",
    pages: [home("Come see our new Planmeca 3D x-ray machine!")],
    status: "confirmed",
    manufacturer: "Planmeca",
    model: null,
  },
  {
    name: "Planmeca ProMax 2D stays 2D",
    pages: [tech("We take panoramic images with our Planmeca ProMax 2D.")],
    status: "not_detected",
    model: null,
  },
  {
    name: "GALILEOS being installed, announced on a blog",
    pages: [page("/blog/big-news/", "This week, I am installing GALILEOS by Sirona in our Main Street office.")],
    status: "confirmed",
    manufacturer: "Dentsply Sirona",
    model: "Galileos",
    releaseYear: 2006,
  },
  {
    name: "Orthophos XG 3D",
    pages: [tech("Sirona Orthophos XG 3D: we use it for 3D imaging of the jaw.")],
    status: "confirmed",
    model: "Orthophos XG 3D",
    releaseYear: 2011,
  },
  {
    name: "Orthophos XG3 is 2D even on a technology page",
    pages: [tech("We use the Sirona Orthophos XG3 for panoramic x-rays in our office.")],
    status: "not_detected",
    model: null,
  },
  {
    name: "Axeos named on the home page without ownership",
    pages: [home("Dentsply Sirona Axeos. Digital dentistry at its best.")],
    status: "likely",
    manufacturer: "Dentsply Sirona",
    model: "Axeos",
  },
  {
    name: "Carestream 9300 (discontinued)",
    pages: [tech("Carestream 9300 cone beam imaging in our office.")],
    status: "confirmed",
    manufacturer: "Carestream",
    model: "CS 9300",
    releaseYear: 2010,
  },
  {
    name: "Kodak 9000 3D maps to Carestream",
    pages: [tech("Our Kodak 9000 3D lets us see root canals in 3D.")],
    status: "confirmed",
    manufacturer: "Carestream",
    model: "CS 9000 3D",
    releaseYear: 2007,
  },
  {
    name: "Plain CS 8100 with no cone-beam words is a 2D pano",
    pages: [tech("We take panoramic x-rays with our Carestream CS 8100.")],
    status: "not_detected",
    model: null,
  },
  {
    name: "Plain CS 8100 next to cone-beam words counts for less",
    pages: [home("The Carestream CS 8100 gives us cone beam images of the jaw.")],
    status: "likely",
    model: "CS 8100 3D",
    releaseYear: 2015,
  },
  {
    name: "i-CAT FLX V17",
    pages: [tech("Our i-CAT FLX V17 takes a full scan in under 5 seconds.")],
    status: "confirmed",
    manufacturer: "KaVo",
    model: "i-CAT FLX V17",
    releaseYear: 2016,
  },
  {
    name: "KaVo 3D eXam+",
    pages: [tech("We use the KaVo 3D eXam+ for implant planning.")],
    status: "confirmed",
    model: "KaVo 3D eXam+",
  },
  {
    name: "Gendex GXCB-500",
    pages: [home("Our Gendex GXCB-500 powered by i-CAT.")],
    status: "confirmed",
    manufacturer: "Gendex",
    model: "GXCB-500",
    releaseYear: 2008,
  },
  {
    name: "DEXIS OP 3D",
    pages: [tech("The DEXIS OP 3D lets our doctors see your anatomy.")],
    status: "confirmed",
    manufacturer: "KaVo",
    model: "OP 3D",
    releaseYear: 2018,
  },
  {
    name: "Soredex Scanora 3D",
    pages: [home("In our office we have a Soredex Scanora 3D.")],
    status: "confirmed",
    model: "Scanora 3D",
  },
  {
    name: "Instrumentarium OP300 panoramic is 2D",
    pages: [tech("Instrumentarium OP300 panoramic x-ray in our office.")],
    status: "not_detected",
  },
  {
    name: "Morita 3D Accuitomo 170",
    pages: [page("/services/endodontics/", "We use the 3D Accuitomo 170 to find hidden canals.")],
    status: "confirmed",
    manufacturer: "J. Morita",
    model: "3D Accuitomo 170",
  },
  {
    name: "Morita Veraview X800",
    pages: [home("Our Morita Veraview X800 is the newest addition to the office.")],
    status: "confirmed",
    model: "Veraview X800",
    releaseYear: 2017,
  },
  {
    name: "Veraviewepocs without 3D is 2D",
    pages: [tech("Our Morita Veraviewepocs panoramic unit.")],
    status: "not_detected",
  },
  {
    name: "Vatech PaX-i3D Smart",
    pages: [tech("We have a Vatech PaX-i3D Smart on site.")],
    status: "confirmed",
    manufacturer: "Vatech",
    model: "PaX-i3D Smart",
    releaseYear: 2015,
  },
  {
    name: "Vatech Green X",
    pages: [home("Meet our Vatech Green X.")],
    status: "confirmed",
    model: "Green X",
    releaseYear: 2020,
  },
  {
    name: "Vatech PaX-i is 2D",
    pages: [tech("Our Vatech PaX-i panoramic x-ray.")],
    status: "not_detected",
  },
  {
    name: "Cefla NewTom VGi evo",
    pages: [tech("NewTom VGi evo cone beam CT in our office.")],
    status: "confirmed",
    manufacturer: "Cefla",
    model: "NewTom VGi evo",
  },
  {
    name: "MyRay hyperion X9 pro with 3D named",
    pages: [tech("Our MyRay Hyperion X9 pro takes 3D cone beam scans.")],
    status: "confirmed",
    model: "MyRay Hyperion X9 Pro",
  },
  {
    name: "MyRay hyperion X9 without 3D is a panoramic",
    pages: [tech("Our MyRay Hyperion X9 panoramic x-ray.")],
    status: "not_detected",
  },
  {
    name: "Acteon X-Mind trium",
    pages: [tech("The Acteon X-Mind Trium in our office.")],
    status: "confirmed",
    manufacturer: "Acteon",
    model: "X-Mind Trium",
    releaseYear: 2016,
  },
  {
    name: "Ray RCT800",
    pages: [tech("We use a Ray RCT800 for 3D scans.")],
    status: "confirmed",
    manufacturer: "Ray",
    model: "RCT800",
    releaseYear: 2018,
  },
  {
    name: "Ray RCT600 (2025)",
    pages: [tech("We use our new Ray RCT600 for 3D scans.")],
    status: "confirmed",
    manufacturer: "Ray",
    model: "RCT600",
    releaseYear: 2025,
  },
  {
    name: "PreXion3D Excelsior",
    pages: [tech("Our PreXion3D Excelsior CBCT.")],
    status: "confirmed",
    manufacturer: "PreXion",
    model: "PreXion3D Excelsior",
  },
  {
    name: "PreXion3D Explorer (not the 2012 PreXion3D)",
    pages: [tech("Our PreXion3D Explorer EX shows the sinus and the nerve canal in 3D.")],
    status: "confirmed",
    manufacturer: "PreXion",
    model: "PreXion3D Explorer",
    releaseYear: 2019,
  },
  {
    name: "Genoray PAPAYA 3D Plus",
    pages: [tech("We have a Genoray PAPAYA 3D Plus for implant planning.")],
    status: "confirmed",
    manufacturer: "Genoray",
    model: "PAPAYA 3D",
    releaseYear: 2015,
  },
  {
    name: "Genoray's PAPAYA Plus without 3D is a panoramic",
    pages: [tech("Our Genoray PAPAYA Plus takes panoramic and cephalometric x-rays.")],
    status: "not_detected",
  },
  {
    name: "Midmark EOIS with the CBCT option",
    pages: [tech("Our Midmark EOIS with CBCT lets us plan implants.")],
    status: "confirmed",
    manufacturer: "Midmark",
    model: "EOIS",
    releaseYear: 2020,
  },
  {
    name: "Midmark EOIS alone is a panoramic",
    pages: [tech("Our Midmark Extraoral Imaging System takes panoramic x-rays.")],
    status: "not_detected",
  },
  {
    name: "Owandy I-MAX 3D",
    pages: [tech("We have an Owandy I-MAX 3D.")],
    status: "confirmed",
    manufacturer: "Owandy",
    model: "I-MAX 3D",
  },
  {
    name: "Villa Rotograph Prime is 2D",
    pages: [tech("Our Villa Rotograph Prime panoramic.")],
    status: "not_detected",
  },
  {
    name: "Yoshida Panoura X-ERA MF",
    pages: [tech("We use the Yoshida Panoura X-ERA MF.")],
    status: "confirmed",
    manufacturer: "Yoshida",
    model: "Panoura X-ERA MF",
  },
  {
    name: "a Japanese clinic's 'XeraMF' (the Panoura X-ERA MF without 'Panoura')",
    pages: [tech("ヨシダの新しい機種であるXeraMFを使って、歯や顎の骨を立体的に撮影します。")],
    status: "confirmed",
    manufacturer: "Yoshida",
    model: "Panoura X-ERA MF",
  },
  {
    name: "Panoura X-ERA PF has no 3D sensor",
    pages: [tech("We use the Yoshida Panoura X-ERA PF.")],
    status: "not_detected",
  },
  {
    name: "Asahi Roentgen Alphard 3030",
    pages: [tech("Our Asahi Roentgen Alphard 3030 takes the 3D images for implant planning.")],
    status: "confirmed",
    manufacturer: "Asahi Roentgen",
    model: "Alphard",
    releaseYear: 2007,
  },
  {
    name: "an Alphard without its maker or a model number is a car",
    pages: [tech("Free parking: the practice's Alphard shuttle brings you from the station.")],
    status: "not_detected",
  },
  {
    name: "HDX WILL DENTRIα",
    pages: [tech("We have the HDX WILL DENTRIα for CT and panoramic images.")],
    status: "confirmed",
    manufacturer: "HDX WILL",
    model: "DENTRI α",
    releaseYear: 2016,
  },
  {
    name: "Soredex Scanora 3Dx (the Scanora 3D's successor)",
    pages: [tech("We use the Soredex Scanora 3Dx cone beam scanner.")],
    status: "confirmed",
    manufacturer: "PaloDEx",
    model: "Scanora 3Dx",
    releaseYear: 2013,
  },
  {
    name: "Asahi Roentgen SOLIO XZII (launched in Japan, no 510(k))",
    pages: [tech("当院では朝日レントゲンのSOLIO XZIIを導入し、インプラントの骨の状態を立体的に確認しています。")],
    status: "confirmed",
    manufacturer: "Asahi Roentgen",
    model: "SOLIO XZII",
    releaseYear: 2021,
  },
  {
    name: "its predecessor SOLIO XZ names the maker, not a dated model",
    pages: [tech("当院ではSOLIO XZ(歯科用CT)を導入しています。")],
    status: "confirmed",
    manufacturer: "Asahi Roentgen",
    model: null,
  },
  {
    name: "a Suzuki Solio in the car park is no scanner",
    pages: [tech("駐車場にはソリオやSolio Bandit、軽自動車も停められます。")],
    status: "not_detected",
    manufacturer: null,
  },
  {
    name: "Yoshida FineCube named in katakana, without the maker",
    pages: [tech("当院ではファインキューブ(歯科用CT)を導入しています。")],
    status: "confirmed",
    manufacturer: "Yoshida",
  },
  {
    name: "Hitachi CB MercuRay (legacy)",
    pages: [tech("Hitachi CB MercuRay in our office since the early days.")],
    status: "confirmed",
    manufacturer: "Hitachi",
    model: "CB MercuRay",
    releaseYear: 2007,
  },
  {
    name: "Dürr Dental VistaVox S: the maker, no dated model",
    pages: [page("/praxis/ausstattung/", "Seit Kurzem arbeiten wir mit dem VistaVox S von Dürr Dental (DVT).")],
    status: "confirmed",
    manufacturer: "Dürr Dental",
    model: null,
    releaseYear: null,
  },
  {
    name: "Dürr Dental's plate scanner beside the practice's DVT is not the DVT's maker",
    pages: [tech("Wir haben ein DVT. Die Speicherfolien liest ein Scanner von Dürr Dental aus.")],
    status: "confirmed",
    manufacturer: null,
  },
  {
    name: "Air Techniques ProVecta 3D Prime",
    pages: [tech("We installed the ProVecta 3D Prime cone beam unit in our office.")],
    status: "confirmed",
    manufacturer: "Air Techniques",
    model: null,
  },
  {
    name: "Air Techniques' ScanX plates beside a cone beam word are not its scanner",
    pages: [tech("Our cone beam CT and Air Techniques ScanX digital plates keep the dose low.")],
    status: "confirmed",
    manufacturer: null,
  },
  {
    name: "3Shape X1, and the TRIOS of the same maker is no scanner of the bone",
    pages: [tech("Our 3Shape X1 takes cone beam scans; our 3Shape TRIOS takes digital impressions.")],
    status: "confirmed",
    manufacturer: "3Shape",
    model: null,
  },
  {
    name: "a 3Shape TRIOS beside a CBCT names no maker",
    pages: [tech("Our CBCT and our 3Shape TRIOS intraoral scanner plan every implant.")],
    status: "confirmed",
    manufacturer: null,
  },
  {
    name: "Dentium Rainbow CT",
    pages: [home("We have a Dentium Rainbow CT for implant planning.")],
    status: "confirmed",
    manufacturer: "Dentium",
  },
  {
    name: "PointNix Point 3D Combi",
    pages: [tech("Our Point 3D Combi 500 cone beam scanner shows the bone in 3D.")],
    status: "confirmed",
    manufacturer: "PointNix",
  },
  {
    name: "IMTEC ILUMA (legacy)",
    pages: [home("Our IMTEC ILUMA cone beam scanner.")],
    status: "confirmed",
    manufacturer: "IMTEC",
    model: "ILUMA",
  },
];

describe("detectCbct: scanner models of every manufacturer", () => {
  it.each(cases)("$name", (c) => {
    const r = detect(c.pages);
    expect(r.status).toBe(c.status);
    if (c.manufacturer !== undefined) expect(r.manufacturer).toBe(c.manufacturer);
    if (c.model !== undefined) expect(r.model).toBe(c.model);
    if (c.releaseYear !== undefined) expect(r.modelReleaseYear).toBe(c.releaseYear);
    if (c.status === "confirmed" && c.model) expect(r.method).toBe("model-fingerprint");
    if (c.status === "not_detected") expect(r.model).toBeNull();
  });
});
