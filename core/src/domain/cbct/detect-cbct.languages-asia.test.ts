import { describe, expect, it } from "vitest";
import type { CbctStatus } from "../types.ts";
import { detect, page } from "../../../test/domain/cbct/detect-cbct.fixture.ts";
import { PACKS } from "./languages/asia.ts";

/**
 * Language packs for Asian languages (languages/asia.ts): the practice's voice in Japanese, Korean, Chinese,
 * Vietnamese, Thai and Indonesian/Malay. Every fixture is written for its class, not taken from any real page, and each
 * one fails without the pack.
 */
const status = (...args: Parameters<typeof page>) => detect(page(...args)).status;

describe("abbreviations glued to scripts written without spaces", () => {
  it("'CBCT' glued to Japanese, Korean or Chinese words is the modality (the English term needs a whole token)", () => {
    expect(status("/", "当院ではCBCTを導入しました。")).toBe("confirmed");
    expect(status("/", "저희 치과는 CBCT를 보유하고 있습니다.")).toBe("confirmed");
    expect(status("/", "本院配备CBCT设备，种植牙前评估骨量。")).toBe("confirmed");
  });

  it("'当院には歯科用CTがあります', '저희 치과에는 콘빔 CT가 있어', '本院有锥形束CT' say the clinic has one (confirmed)", () => {
    expect(status("/", "当院には歯科用CTがありますので、インプラントの診断がすぐにできます。")).toBe("confirmed");
    expect(status("/", "저희 치과에는 콘빔 CT가 있어 임플란트 진단이 정확합니다.")).toBe("confirmed");
    expect(status("/", "本院有锥形束CT，可以评估颌骨。")).toBe("confirmed");
    // "本院有" with something else, and the CT in another sentence, says nothing about the unit.
    expect(status("/", "本院有多年种植经验。锥形束CT可以评估颌骨。")).toBe("uncertain");
  });
});

describe("Japanese", () => {
  it("a clinic that names itself 当クリニック and is fully equipped with a cone beam CT owns it (confirmed)", () => {
    const text = "当クリニックでは歯科用コーンビームCTを完備しています。インプラントの前に顎の骨を確認します。";
    expect(status("/", text)).toBe("confirmed");
  });

  it("a full-width 'ＣＴ' the clinic has installed, beside dental words, is its CT (likely)", () => {
    expect(status("/", "当院ではＣＴを完備しております。親知らずの抜歯前に神経の位置を確認します。")).toBe("likely");
  });

  it("'CTを用いて…しております' on a treatment page is the clinic's use (likely)", () => {
    const text = "インプラント治療では、CTを用いて骨の量や神経の位置を確認しております。";
    expect(status("/shinryo/implant/", text)).toBe("likely");
  });

  it("a cone beam heading on an equipment section named in romaji is an offering; under a column it is not", () => {
    const text = "コーンビームCTは顎の骨や神経を立体的に確認できる装置です。";
    const extra = { title: "設備紹介", headings: ["設備紹介", "歯科用コーンビームCT"] };
    expect(status("/setsubi/", text, extra)).toBe("likely");
    expect(status("/column/", text, { title: "コラム", headings: ["コラム", "歯科用コーンビームCT"] })).toBe(
      "uncertain",
    );
  });

  it("an article explaining the cone beam CT is education (uncertain)", () => {
    const text =
      "歯科用コーンビームCTとは、顎の骨や神経を立体的に確認できる装置です。被ばく量は医科用CTより少なくなります。";
    expect(status("/column/", text)).toBe("uncertain");
  });

  it("clinics in general that have introduced CT are not this clinic (uncertain, not confirmed)", () => {
    expect(status("/", "CTを導入している歯科医院はまだ少ないのが現状です。顎の骨を確認できます。")).toBe("uncertain");
  });

  it("the scan taken at a partner hospital is a referral (not detected)", () => {
    const text = "インプラント治療の前に、提携病院でCT撮影を行っていただきます。顎の骨の量を確認します。";
    expect(status("/", text)).toBe("not_detected");
    // An intraoral scanner's 3D image is no CT, even beside an installation cue.
    expect(status("/", "口腔内スキャナーで歯の3D画像を撮影します。当院では導入しています。")).toBe("not_detected");
  });
});

describe("Korean", () => {
  it("'저희 치과에서는 … 콘빔 CT를 보유' is the clinic's own unit (confirmed)", () => {
    const text = "저희 치과에서는 최신 콘빔 CT를 보유하고 있어 임플란트 전 턱뼈와 신경 위치를 정확히 확인합니다.";
    expect(status("/", text)).toBe("confirmed");
  });

  it("'본원에는 치과용 CT 장비가 도입' is the clinic's acquisition (confirmed)", () => {
    expect(status("/", "본원에는 치과용 CT 장비가 도입되어 있습니다. 사랑니 발치 전에 신경관을 확인합니다.")).toBe(
      "confirmed",
    );
  });

  it("'3D CT를 활용하여 진단합니다' on a treatment page is the clinic's use (likely)", () => {
    const text = "임플란트 수술 전 3D CT를 활용하여 뼈의 양과 신경 위치를 진단합니다.";
    expect(status("/jinryo/implant/", text)).toBe("likely");
  });

  it("an explainer of the cone beam CT is education (uncertain)", () => {
    const text = "콘빔 CT란 치아와 턱뼈를 3차원으로 보여주는 영상 장비입니다. 일반 CT보다 방사선 노출이 적습니다.";
    expect(status("/column/", text)).toBe("uncertain");
  });

  it("a scan the clinic sends to a university hospital is a referral (not detected)", () => {
    const text = "CBCT 촬영이 필요한 경우 대학병원에 의뢰하여 진행합니다. 임플란트 전 뼈 상태를 확인합니다.";
    expect(status("/", text)).toBe("not_detected");
  });
});

describe("Chinese (simplified and traditional)", () => {
  it("'本院配备…锥形束CT' and '本診所引進錐狀射束電腦斷層' are the clinic's own unit (confirmed)", () => {
    expect(status("/", "本院配备先进的锥形束CT，种植牙前可精确评估颌骨和神经位置。")).toBe("confirmed");
    expect(status("/", "本診所引進錐狀射束電腦斷層，植牙前可在診所內完成拍攝。")).toBe("confirmed");
  });

  it("'我们采用CBCT' on a services page is the clinic's use (likely)", () => {
    const text = "我们采用CBCT进行种植牙术前评估，了解骨量和神经管位置。";
    expect(status("/fuwu/zhongzhi/", text)).toBe("likely");
  });

  it("a dental CT on a price list under '價目表' is an offering (likely)", () => {
    const items = ["洗牙", "牙科電腦斷層", "植牙諮詢"];
    const r = detect({ url: null, text: `價目表\n${items.join("\n")}`, headings: ["價目表"], listItems: items });
    expect(r.status).toBe("likely");
  });

  it("an explainer of oral CT, and an impersonal 'with the help of CBCT', is education (uncertain)", () => {
    expect(status("/news/2024/", "口腔CT是一种三维影像检查，可以清楚显示牙齿、颌骨和神经的位置。")).toBe("uncertain");
    expect(status("/", "牙科電腦斷層可以顯示牙齒與顎骨的立體影像。")).toBe("uncertain");
    expect(status("/", "种植手术前需要借助锥形束CT的三维数据评估颌骨。")).toBe("uncertain");
  });

  it("a scan the clinic refers to a partner hospital is a referral (not detected)", () => {
    const text = "如需拍摄 CBCT ，我们会将您转诊至合作医院的放射科进行检查。";
    expect(status("/", text)).toBe("not_detected");
  });
});

describe("Vietnamese", () => {
  it("a clinic that has invested in a cone beam CT system, or scans 'tại nha khoa chúng tôi', owns it (confirmed)", () => {
    const invested =
      "Nha khoa Minh An đã đầu tư hệ thống máy chụp CT Cone Beam hiện đại để đánh giá xương hàm trước khi cấy ghép implant.";
    expect(status("/", invested)).toBe("confirmed");
    const place = "Tại nha khoa chúng tôi, khách hàng được chụp phim CT 3D ngay trong buổi thăm khám.";
    expect(status("/", place)).toBe("confirmed");
  });

  it("'chúng tôi sử dụng phim CT 3D' on a services page is the clinic's use (likely)", () => {
    const text =
      "Chúng tôi sử dụng phim CT 3D để lên kế hoạch cấy ghép implant, đánh giá mật độ xương và dây thần kinh.";
    expect(status("/dich-vu/cay-ghep-implant/", text)).toBe("likely");
  });

  it("an article on dental CT, where 'nha khoa hiện đại' is dentistry in general, is education (uncertain)", () => {
    const text =
      "CT nha khoa là phương pháp chụp X-quang 3 chiều giúp bác sĩ quan sát răng và xương hàm. Nha khoa hiện đại ứng dụng phương pháp này rộng rãi.";
    expect(status("/tin-tuc/phim-chup-rang/", text)).toBe("uncertain");
  });

  it("a scan the dentist sends to a hospital is a referral (not detected)", () => {
    const text = "Trước khi cấy ghép implant, bác sĩ sẽ giới thiệu bạn đến bệnh viện để chụp CT Cone Beam xương hàm.";
    expect(status("/", text)).toBe("not_detected");
  });
});

describe("Thai", () => {
  it("'ที่คลินิกของเรามีเครื่อง CBCT' and an installed 'ซีบีซีที' are the clinic's own unit (confirmed)", () => {
    expect(status("/", "ที่คลินิกของเรามีเครื่อง CBCT สำหรับตรวจกระดูกขากรรไกรก่อนฝังรากฟันเทียม")).toBe("confirmed");
    expect(status("/", "คลินิกของเราได้ติดตั้งเครื่องซีบีซีที เพื่อวางแผนการรักษารากฟันเทียม")).toBe("confirmed");
  });

  it("'เราใช้เครื่อง CT scan 3 มิติ' on a services page is the clinic's use (likely)", () => {
    const text = "เราใช้เครื่อง CT scan 3 มิติ ในการวางแผนฝังรากฟันเทียม ตรวจดูกระดูกและเส้นประสาท";
    expect(status("/services/implant/", text)).toBe("likely");
  });

  it("an explainer of the cone beam CT is education (uncertain)", () => {
    expect(status("/knowledge/", "ซีบีซีทีคือการเอกซเรย์ 3 มิติ ที่แสดงภาพฟันและกระดูกขากรรไกร")).toBe("uncertain");
    // "มีเครื่องมือ" is "has instruments", not a unit.
    expect(status("/", "คลินิกมีเครื่องมือทันสมัย ซีบีซีทีคือการเอกซเรย์ 3 มิติ ของขากรรไกร")).toBe("uncertain");
  });

  it("a patient sent to a hospital for the scan is a referral (not detected)", () => {
    const text = "หากจำเป็น ทางคลินิกจะส่งตัวคนไข้ไปยังโรงพยาบาลเพื่อถ่าย CBCT ของขากรรไกร";
    expect(status("/", text)).toBe("not_detected");
  });
});

describe("Indonesian and Malay", () => {
  it("'di klinik kami' and 'klinik kami mempunyai CT gigi' are the clinic's own unit (confirmed)", () => {
    const id = "Di klinik kami tersedia CT scan gigi untuk memeriksa tulang rahang sebelum pemasangan implan.";
    expect(status("/", id)).toBe("confirmed");
    expect(status("/", "Klinik kami mempunyai CT gigi untuk rawatan implan.")).toBe("confirmed");
  });

  it("'kami menggunakan rontgen 3D' on a services page is the clinic's use (likely)", () => {
    const text = "Kami menggunakan rontgen 3D untuk melihat tulang rahang dan saraf sebelum pemasangan implan.";
    expect(status("/layanan/implan/", text)).toBe("likely");
  });

  it("an article explaining dental CT is education (uncertain)", () => {
    const text = "CT scan gigi adalah pemeriksaan rontgen 3 dimensi yang menampilkan gigi, rahang dan saraf.";
    expect(status("/artikel/pemeriksaan-gigi/", text)).toBe("uncertain");
  });

  it("a patient referred to a hospital for the scan is a referral (not detected)", () => {
    const text = "Jika diperlukan CBCT, dokter akan merujuk Anda ke rumah sakit untuk pemeriksaan tulang rahang.";
    expect(status("/", text)).toBe("not_detected");
  });
});

/**
 * The packs' second set of fields (languages/types.ts): the practice's voice (firstPerson), its "we do not have one"
 * (negation), its article and equipment sections (articlePath, technologyPath), and the tier-B flags (radiograph,
 * bareCt). Each fixture is written for its class and fails with the field emptied.
 */
type VoiceCase = { language: string; service: string; article: string; text: string };
const VOICE_CASES: VoiceCase[] = [
  {
    language: "ja",
    service: "/shinryo/implant/",
    article: "/column/implant/",
    text: "当院のインプラント治療では、歯科用コーンビームCTで顎の骨と神経の位置を確認します。",
  },
  {
    language: "ko",
    service: "/jinryo/implant/",
    article: "/bbs/implant/",
    // The voice alone, no use stated ("CT로 ... 확인합니다" is the clinic using it: likely even in an article, as the
    // English "we use cone beam CT" is).
    text: "저희 치과의 임플란트 안내: 콘빔 CT는 잇몸뼈와 신경 위치를 보여 줍니다.",
  },
  {
    language: "zh",
    service: "/fuwu/zhongzhi/",
    article: "/zhishi/zhongzhi/",
    text: "我们在种植牙手术前会以锥形束CT评估颌骨与神经位置。",
  },
  {
    language: "zh-Hant",
    service: "/fuwu/zhongzhi/",
    article: "/xinwen/zhongzhi/",
    text: "本診所在植牙前以錐狀射束電腦斷層評估顎骨與神經。",
  },
  {
    language: "vi",
    service: "/dich-vu/cay-ghep-implant/",
    article: "/tin-tuc/cay-ghep-implant/",
    text: "Trước khi cấy ghép implant, chúng tôi kiểm tra xương hàm bằng phim CT Cone Beam.",
  },
  {
    language: "th",
    service: "/borikan/implant/",
    article: "/botkwam/implant/",
    text: "ก่อนผ่าตัดรากเทียม ทางเราตรวจกระดูกขากรรไกรด้วย CBCT",
  },
  {
    language: "id+ms",
    service: "/layanan/implan/",
    article: "/artikel/perawatan-implan/",
    text: "Sebelum pemasangan implan, kami memeriksa tulang rahang dengan CBCT.",
  },
];

describe("the practice's voice (firstPerson) and its article sections (articlePath)", () => {
  it.each(VOICE_CASES)("[$language] a cone beam named in the first person on a services page is likely", (c) => {
    expect(status(c.service, c.text)).toBe("likely");
  });

  it.each(VOICE_CASES)("[$language] the same text in the language's article section is education (uncertain)", (c) => {
    expect(status(c.article, c.text)).toBe("uncertain");
  });

  it("people in general are not the practice's voice: '私たちの歯', '我们的牙齿', 'ฟันของเรา', '기본원리'", () => {
    // A Japanese services page is the clinic's voice without any "we" (twentieth round, assess-hits.ts UNSAID_SUBJECT),
    // so the page may be likely; "私たち" in it is still not read as the practice speaking.
    expect(
      detect(page("/shinryo/implant/", "私たちの歯を支える顎の骨は、歯科用コーンビームCTで確認できます。")).reasoning,
    ).not.toContain("written in the first person");
    expect(status("/fuwu/zhongzhi/", "我们的牙齿和颌骨可以通过锥形束CT看清楚。")).toBe("uncertain");
    expect(status("/borikan/implant/", "ฟันของเราและกระดูกขากรรไกรดูได้ชัดด้วย CBCT")).toBe("uncertain");
    expect(status("/jinryo/implant/", "콘빔 CT의 기본원리는 턱뼈와 신경을 3차원으로 보는 것입니다.")).toBe("uncertain");
  });
});

type NegationCase = { cue: string; text: string };
const NEGATION_CASES: NegationCase[] = [
  { cue: "no CT of our own (Japanese) [ja]", text: "当院では歯科用CTを導入しておりません。" },
  { cue: "the CT is not installed (Japanese) [ja]", text: "歯科用CTは設置しておりません。" },
  { cue: "no CT of our own (Korean) [ko]", text: "저희 치과에서는 콘빔 CT 촬영 장비가 없습니다." },
  { cue: "the CT is not installed (Korean) [ko]", text: "저희 치과는 콘빔 CT를 보유하고 있지 않습니다." },
  { cue: "no CT of our own (Chinese) [zh]", text: "本院暂未配备锥形束CT。" },
  { cue: "no CT of our own (Vietnamese) [vi]", text: "Tại nha khoa chúng tôi hiện chưa có máy chụp CT Cone Beam." },
  { cue: "no CT of our own (Thai) [th]", text: "คลินิกของเรายังไม่มีเครื่อง CBCT" },
  { cue: "no CT of our own (Indonesian/Malay) [id+ms]", text: "Klinik kami belum memiliki CBCT." },
];

describe("the practice says it has no unit (negation)", () => {
  it("covers every negation cue of the Asian packs", () => {
    const covered = new Set(NEGATION_CASES.map((c) => c.cue));
    const names = PACKS.flatMap((p) => (p.negation ?? []).map((c) => `${c.name} [${p.language}]`));
    expect(names.filter((n) => !covered.has(n))).toEqual([]);
  });

  it.each(NEGATION_CASES)("$cue: $text", (c) => {
    const r = detect(page("/", c.text));
    expect(r.status).toBe("not_detected");
    expect(r.evidence[0]?.signal).toContain(`negation:${c.cue}`);
  });

  it("a negation names the unit: no scan for pregnant women, painless, 'no need', 'no extra cost' deny nothing", () => {
    expect(status("/", "当院では歯科用CTを完備しておりますが、妊娠中の方のCT撮影は行っておりません。")).toBe(
      "confirmed",
    );
    expect(status("/", "本院配备锥形束CT，我们没有必要每次都拍CT。")).toBe("confirmed");
    expect(status("/", "本院无痛种植牙采用锥形束CT评估骨量。")).toBe("uncertain");
    expect(
      status(
        "/",
        "Chúng tôi có máy CT Cone Beam tại phòng khám; chúng tôi không chụp CT Cone Beam cho phụ nữ mang thai.",
      ),
    ).toBe("confirmed");
    expect(status("/", "คลินิกของเรามีเครื่อง CBCT และเราไม่มีค่าใช้จ่ายเพิ่ม")).toBe("confirmed");
    expect(status("/", "Klinik kami memiliki CBCT dan kami tidak memiliki biaya tambahan untuk pemeriksaan ini.")).toBe(
      "confirmed",
    );
  });

  it("clinics in general that have none are not this clinic: 'CTを導入していない医院', 'CT를 보유하지 않은 치과'", () => {
    expect(status("/", "当院は歯科用CTを完備しています。CTを導入していない医院も多いです。")).toBe("confirmed");
    expect(status("/", "저희 치과는 콘빔 CT를 보유하고 있습니다. CT를 보유하지 않은 치과도 많습니다.")).toBe(
      "confirmed",
    );
    expect(status("/", "多くの歯科医院ではCTを設置していませんが、当院は歯科用CTを完備しています。")).toBe("confirmed");
    expect(status("/", "많은 치과는 CT를 보유하고 있지 않지만 저희 치과는 콘빔 CT를 보유하고 있습니다.")).toBe(
      "confirmed",
    );
  });
});

describe("the equipment section named in the language (technologyPath)", () => {
  it.each([
    ["/setsubi/", "歯科用コーンビームCTは顎の骨や神経を立体的に確認できる装置です。"],
    ["/jangbi/", "콘빔 CT는 턱뼈와 신경을 3차원으로 보여주는 장비입니다."],
    ["/shebei/", "锥形束CT可以三维显示颌骨与神经。"],
    ["/thiet-bi/", "CT Cone Beam cho hình ảnh 3 chiều của xương hàm và dây thần kinh."],
    ["/upakorn/", "CBCT แสดงภาพกระดูกขากรรไกรและเส้นประสาทแบบสามมิติ"],
    ["/fasilitas/", "CBCT menampilkan tulang rahang dan saraf secara tiga dimensi."],
  ])("a cone beam named on %s is equipment the practice lists (likely)", (path, text) => {
    expect(status(path, text)).toBe("likely");
  });
});

describe("a 3D radiograph named outright reads as cone beam (radiograph)", () => {
  it.each([
    ["インプラント治療のご案内です。", "3Dレントゲン"],
    ["임플란트 진료 안내입니다.", "3D 엑스레이"],
    ["种植牙服务介绍。", "3D X光"],
    ["Dịch vụ trồng răng implant.", "X-quang 3D"],
    ["บริการทันตกรรมรากเทียม", "เอกซเรย์ 3 มิติ"],
    ["Layanan implan gigi.", "Rontgen 3D"],
  ])("a menu entry '%s' … '%s' is an offering (likely)", (text, entry) => {
    expect(status("/", text, { menuLinks: [entry] })).toBe("likely");
  });

  it("the clinic's own 3D x-ray among radiographic words is its cone beam (confirmed, not only likely)", () => {
    expect(status("/", "คลินิกของเรามีเครื่องเอกซเรย์ 3 มิติ (CT scan) สำหรับวางแผนรากเทียม")).toBe("confirmed");
    expect(status("/", "Klinik kami memiliki rontgen 3D (CT scan) untuk perencanaan implan.")).toBe("confirmed");
  });
});

describe("a bare CT on a site whose own equipment is only 2D (bareCt)", () => {
  it.each([
    [
      "/shinryo/implant/",
      "当院ではインプラント治療の前にCTスキャンで顎の骨を確認します。",
      "パノラマはモリタ社の Veraviewepocs を使用しています。",
    ],
    [
      "/jinryo/implant/",
      "저희 치과는 임플란트 전 CT 촬영으로 잇몸뼈를 확인합니다.",
      "파노라마 장비는 Vatech PaX-i 입니다.",
    ],
    ["/fuwu/zhongzhi/", "我们在种植牙前会用电脑断层扫描评估颌骨。", "全景片由 Planmeca ProMax 2D 拍摄。"],
    [
      "/dich-vu/cay-ghep-implant/",
      "Trước khi cấy ghép implant, chúng tôi kiểm tra xương hàm bằng chụp cắt lớp vi tính.",
      "Phim toàn cảnh Panorex giúp xem toàn bộ răng.",
    ],
    ["/borikan/implant/", "ก่อนผ่าตัดรากเทียม ทางเราตรวจกระดูกขากรรไกรด้วยเอกซเรย์คอมพิวเตอร์", "และถ่ายฟิล์ม panoramic"],
    [
      "/layanan/implan/",
      "Sebelum pemasangan implan, kami memeriksa tulang rahang dengan tomografi komputer.",
      "Foto OPG menunjukkan seluruh gigi.",
    ],
  ])("on %s a CT in the practice's voice is likely, beside a panoramic unit only uncertain", (path, ct, pano) => {
    expect(status(path, ct)).toBe("likely");
    expect(status(path, `${ct} ${pano}`)).toBe("uncertain");
  });
});

/**
 * One case per cue of the Asian packs (the packs' half of detect-cbct.ownership.test.ts's "one case per cue"): the
 * status it gives with cone-beam wording, and the cue named in the evidence.
 */
type Case = { cue: string; text: string; status: CbctStatus };
const CUE_CASES: Case[] = [
  {
    cue: "possession: our clinic is equipped (Japanese, other self-names) [ja]",
    text: "当クリニックでは歯科用コーンビームCTを完備しています。",
    status: "confirmed",
  },
  {
    cue: "exposure: the clinic's case, the CT taken (Japanese) [ja]",
    text: "この方の治療にあたって歯科用コーンビームCTで撮影しました。",
    status: "confirmed",
  },
  {
    cue: "possession: our clinic's CT (Japanese) [ja]",
    text: "当クリニックの歯科用CTは低被ばくです。",
    status: "confirmed",
  },
  {
    cue: "possession: the CT is installed (Japanese) [ja]",
    text: "コーンビームCT完備で、インプラントの骨を確認します。",
    status: "confirmed",
  },
  {
    cue: "use: the flow's exams, the CT first, before the diagnosis (Japanese) [ja]",
    text: "骨を三次元的に確かめるためのCT撮影などのレントゲン検査や、インプラントに欠かせない検査をして診査・診断します。",
    status: "likely",
  },
  {
    cue: "possession: the clinic put in the unit (Japanese) [ja]",
    text: "新しいコーンビームCT装置を入れました。インプラントの骨を確認します。",
    status: "confirmed",
  },
  { cue: "place: in the clinic (Japanese) [ja]", text: "院内でコーンビームCTの撮影ができます。", status: "confirmed" },
  {
    cue: "exposure: our clinic performs the exam (Japanese) [ja]",
    text: "当クリニックではコーンビームCT検査を行います。",
    status: "confirmed",
  },
  {
    cue: "exposure: we take the scan (Japanese) [ja]",
    text: "コーンビームCTの撮影をさせていただきます。",
    status: "confirmed",
  },
  {
    cue: "use: our clinic does it (Japanese) [ja]",
    text: "当クリニックでは、コーンビームCTを取り入れた診断を行っています。",
    status: "likely",
  },
  {
    cue: "use: the case's CT images (Japanese) [ja]",
    text: "親知らずの症例です。この方の歯科用CT画像を見ると、根が神経に接していました。",
    status: "likely",
  },
  {
    cue: "use: the clinic's fee for the scan (Japanese) [ja]",
    text: "歯科用CTで顎の骨を立体的に診断できます。(保険外 1撮影5,000円)",
    status: "likely",
  },
  {
    cue: "use: the CT scan is performed (Japanese) [ja]",
    text: "さらに詳しく調べるためにコーンビームCT撮影を行います。",
    status: "likely",
  },
  { cue: "use: we use the CT (Japanese) [ja]", text: "コーンビームCTを活用しております。", status: "likely" },
  {
    cue: "use: our treatment with the CT (Japanese) [ja]",
    text: "当院が実践している「歯科用CTを活用した精密なインプラント治療」をご紹介します。",
    status: "likely",
  },
  {
    cue: "possession: our clinic has it (Korean) [ko]",
    text: "저희 치과는 콘빔 CT를 보유하고 있습니다.",
    status: "confirmed",
  },
  { cue: "possession: the CT is installed (Korean) [ko]", text: "콘빔 CT 장비를 도입하였습니다.", status: "confirmed" },
  { cue: "place: in the clinic (Korean) [ko]", text: "원내에서 콘빔 CT 촬영이 가능합니다.", status: "confirmed" },
  { cue: "exposure: we take the scan (Korean) [ko]", text: "본원에서 콘빔 CT 촬영을 진행합니다.", status: "confirmed" },
  {
    cue: "use: the CT is taken (Korean) [ko]",
    text: "교정 진단 검사에서는 필요한 경우 치과 CT도 촬영합니다.",
    status: "likely",
  },
  { cue: "use: we use the CT (Korean) [ko]", text: "콘빔 CT를 활용하여 진단합니다.", status: "likely" },
  {
    cue: "use: we diagnose with the CT (Korean) [ko]",
    text: "콘빔 CT로 정확하게 진단한 다음 발치합니다.",
    status: "likely",
  },
  { cue: "possession: our clinic is equipped (Chinese) [zh]", text: "本院配备锥形束CT。", status: "confirmed" },
  { cue: "possession: equipped with the CT (Chinese) [zh]", text: "诊所引进了锥形束CT。", status: "confirmed" },
  { cue: "place: in the clinic (Chinese) [zh]", text: "在院内即可完成锥形束CT拍摄。", status: "confirmed" },
  { cue: "exposure: we take the scan (Chinese) [zh]", text: "医生会为您拍摄锥形束CT。", status: "confirmed" },
  { cue: "use: we use or offer it (Chinese) [zh]", text: "我们采用锥形束CT评估骨量。", status: "likely" },
  {
    cue: "use: the doctor arranges the scan (Chinese) [zh]",
    text: "醫師會全面檢查您的口腔健康，並安排拍攝電腦斷層，確認植牙位置的齒槽骨。",
    status: "likely",
  },
  {
    cue: "place: at our clinic (Vietnamese) [vi]",
    text: "Tại nha khoa chúng tôi có phim CT Cone Beam.",
    status: "confirmed",
  },
  {
    cue: "possession: we are equipped (Vietnamese) [vi]",
    text: "Chúng tôi đã đầu tư máy CT Cone Beam.",
    status: "confirmed",
  },
  {
    cue: "possession: we have the unit (Vietnamese) [vi]",
    text: "Chúng tôi có máy CT Cone Beam.",
    status: "confirmed",
  },
  {
    cue: "exposure: we take the scan (Vietnamese) [vi]",
    text: "Chúng tôi sẽ chụp CT Cone Beam cho bạn.",
    status: "confirmed",
  },
  {
    cue: "use: we use it (Vietnamese) [vi]",
    text: "Chúng tôi sử dụng CT Cone Beam để lập kế hoạch.",
    status: "likely",
  },
  { cue: "place: at our clinic (Thai) [th]", text: "ถ่าย CBCT ได้ภายในคลินิก", status: "confirmed" },
  { cue: "possession: we have the unit (Thai) [th]", text: "คลินิกได้ติดตั้งเครื่อง CBCT", status: "confirmed" },
  { cue: "use: we use or offer it (Thai) [th]", text: "เราใช้เครื่อง CBCT วางแผนการรักษา", status: "likely" },
  {
    cue: "place: at our clinic (Indonesian/Malay) [id+ms]",
    text: "CBCT tersedia di klinik kami.",
    status: "confirmed",
  },
  { cue: "possession: we have it (Indonesian/Malay) [id+ms]", text: "Kami memiliki CBCT.", status: "confirmed" },
  {
    cue: "exposure: we take the scan (Indonesian/Malay) [id+ms]",
    text: "Kami akan melakukan scan CBCT.",
    status: "confirmed",
  },
  {
    cue: "use: we use or offer it (Indonesian/Malay) [id+ms]",
    text: "Kami menggunakan CBCT untuk perencanaan implan.",
    status: "likely",
  },
];

describe("the Asian packs' ownership cues: one case per cue", () => {
  it("covers every ownership cue of the Asian packs", () => {
    const covered = new Set(CUE_CASES.map((c) => c.cue));
    const names = PACKS.flatMap((p) => p.cues.map((c) => `${c.name} [${p.language}]`));
    expect(names.filter((n) => !covered.has(n))).toEqual([]);
  });

  it.each(CUE_CASES)("$cue: $text", (c) => {
    const r = detect(page(null, c.text));
    expect(r.status).toBe(c.status);
    const kind = c.status === "confirmed" ? "ownership" : "use";
    expect(r.evidence[0]?.signal).toContain(`${kind}:${c.cue}`);
  });
});

/**
 * The packs' third set of fields (languages/types.ts): radiographic and intraoral words (three-d-kind.ts) around a 3D
 * x-ray named in the language, and the 2D panoramic unit (a look-alike of the "panoramic" class) that keeps a bare CT
 * below likely on a site whose own equipment is only 2D. Each fixture is written for its class and fails with its
 * field emptied.
 */
type ThreeDCase = { pack: string; path: string; radiographic: string; intraoral: string };
const THREE_D_CASES: ThreeDCase[] = [
  {
    // Only the script pack's words: "X線" in Latin letters, "CAD/CAM" glued to the script.
    pack: "ja+ko+zh+th",
    path: "/setsubi/",
    radiographic: "3Dレントゲン：X線による立体的な画像です。",
    intraoral: "3Dレントゲンのデータを使い、CAD/CAMで設計します。",
  },
  {
    pack: "ja",
    path: "/setsubi/",
    radiographic: "3Dレントゲンで神経の位置や上顎洞、親知らずの根の向きを確認します。",
    intraoral: "3Dレントゲンのデータと口腔内スキャナーの光学印象で、マウスピースや被せ物を設計します。",
  },
  {
    pack: "ko",
    path: "/jangbi/",
    radiographic: "3D 엑스레이로 턱뼈의 양과 신경관, 상악동의 위치를 확인합니다.",
    intraoral: "3D 엑스레이와 구강 스캐너의 디지털 인상으로 투명 교정 장치와 크라운을 설계합니다.",
  },
  {
    pack: "zh",
    path: "/shebei/",
    radiographic: "3D X光可以显示下颌管、上颌窦与智齿牙根的位置。",
    intraoral: "3D X光与口内扫描的数字化印模，用于设计隐形矫正牙套和牙冠。",
  },
  {
    pack: "vi",
    path: "/thiet-bi/",
    radiographic: "X-quang 3D cho thấy xương hàm, ống thần kinh và xoang hàm trước khi cấy ghép.",
    intraoral: "X-quang 3D cùng máy quét trong miệng giúp lấy dấu răng để làm mão răng và mặt dán sứ.",
  },
  {
    pack: "th",
    path: "/upakorn/",
    radiographic: "เอกซเรย์ 3 มิติ แสดงกระดูกขากรรไกร เส้นประสาท และไซนัส ก่อนฝังรากเทียม",
    intraoral: "เอกซเรย์ 3 มิติ ร่วมกับการสแกนฟัน แทนการพิมพ์ปาก สำหรับจัดฟันใสและครอบฟัน",
  },
  {
    pack: "id+ms",
    path: "/fasilitas/",
    radiographic: "Rontgen 3D menunjukkan tulang rahang, saraf, dan akar gigi sebelum pemasangan implan.",
    intraoral: "Rontgen 3D dan pemindai intraoral menggantikan cetakan gigi untuk pembuatan mahkota.",
  },
];

describe("a 3D x-ray among radiographic words is the cone beam, among intraoral words it is not (three-d-kind)", () => {
  it.each(THREE_D_CASES)(
    "[$pack] among bone, nerve, sinus words on an equipment page it is equipment listed (likely)",
    (c) => {
      expect(status(c.path, c.radiographic)).toBe("likely");
    },
  );

  it.each(THREE_D_CASES)(
    "[$pack] among impression, aligner, crown words it is an intraoral scan (not detected)",
    (c) => {
      expect(status(c.path, c.intraoral)).toBe("not_detected");
    },
  );
});

type PanoramicCase = { pack: string; path: string; ct: string; coneBeam: string; pano: string };
const PANORAMIC_CASES: PanoramicCase[] = [
  {
    // Only the script pack's word: "Panorama" in Latin letters glued to the script.
    pack: "ja+ko+zh+th",
    path: "/shinryo/implant/",
    ct: "当院ではインプラント治療の前にCTスキャンで顎の骨を確認します。",
    coneBeam: "当院ではインプラント治療の前にコーンビームCTで顎の骨を確認します。",
    pano: "Panorama撮影は初診時に行います。",
  },
  {
    pack: "ja",
    path: "/shinryo/implant/",
    ct: "当院ではインプラント治療の前にCTスキャンで顎の骨を確認します。",
    coneBeam: "当院ではインプラント治療の前にコーンビームCTで顎の骨を確認します。",
    pano: "パノラマレントゲンでお口全体も撮影します。",
  },
  {
    pack: "ko",
    path: "/jinryo/implant/",
    ct: "저희 치과는 임플란트 전 CT 촬영으로 잇몸뼈를 확인합니다.",
    coneBeam: "저희 치과는 임플란트 전 콘빔 CT로 잇몸뼈를 확인합니다.",
    pano: "파노라마 촬영으로 치아 전체를 봅니다.",
  },
  {
    pack: "zh",
    path: "/fuwu/zhongzhi/",
    ct: "我们在种植牙前会用电脑断层扫描评估颌骨。",
    coneBeam: "我们在种植牙前会用锥形束CT评估颌骨。",
    pano: "全景片用于检查全口牙齿。",
  },
  {
    pack: "vi",
    path: "/dich-vu/cay-ghep-implant/",
    ct: "Trước khi cấy ghép implant, chúng tôi kiểm tra xương hàm bằng chụp cắt lớp vi tính.",
    coneBeam: "Trước khi cấy ghép implant, chúng tôi kiểm tra xương hàm bằng phim CT Cone Beam.",
    pano: "Phim toàn cảnh giúp xem toàn bộ hàm răng.",
  },
  {
    pack: "th",
    path: "/borikan/implant/",
    ct: "ก่อนผ่าตัดรากเทียม ทางเราตรวจกระดูกขากรรไกรด้วยเอกซเรย์คอมพิวเตอร์",
    coneBeam: "ก่อนผ่าตัดรากเทียม ทางเราตรวจกระดูกขากรรไกรด้วย CBCT",
    pano: "และถ่ายฟิล์มพาโนรามิกทั้งปาก",
  },
  {
    pack: "id+ms",
    path: "/layanan/implan/",
    ct: "Sebelum pemasangan implan, kami memeriksa tulang rahang dengan tomografi komputer.",
    coneBeam: "Sebelum pemasangan implan, kami memeriksa tulang rahang dengan CBCT.",
    pano: "Foto panoramik menunjukkan seluruh gigi.",
  },
];

describe("a bare CT beside a panoramic unit named in the language (panoramic)", () => {
  it.each(PANORAMIC_CASES)(
    "[$pack] a bare CT on a site whose only named unit is the panoramic stays below likely",
    (c) => {
      expect(status(c.path, c.ct)).toBe("likely");
      expect(status(c.path, `${c.ct} ${c.pano}`)).toBe("uncertain");
    },
  );

  it.each(PANORAMIC_CASES)("[$pack] with a cone beam named, the panoramic is seen but nothing is downgraded", (c) => {
    const r = detect(page(c.path, `${c.coneBeam} ${c.pano}`));
    expect(r.status).toBe("likely");
    expect(r.signals.lookAlikes).toContain(`Panoramic x-ray [${c.pack}]`);
  });
});

describe("the panoramic words and the cone beam words never catch each other", () => {
  const lookAlikes = (text: string) => detect(page("/", text)).signals.lookAlikes;
  it.each([
    ["ja", "パノラマX線撮影とセファロ撮影"],
    ["ko", "파노라마 엑스레이와 세팔로 촬영"],
    ["zh", "曲面断层扫描的全景片可显示全口牙齿"],
    ["zh", "曲面體層攝影與頭顱側位片"],
    ["vi", "chụp phim toàn cảnh và phim sọ nghiêng"],
    ["th", "ภาพรังสีปริทัศน์และเซฟาโลเมตริก"],
    ["id+ms", "foto panoramik dan ortopantomografi"],
  ])("[%s] '%s' is the panoramic, not a CT (not detected)", (pack, text) => {
    const r = detect(page("/", text));
    expect(r.status).toBe("not_detected");
    expect(r.signals.lookAlikes).toContain(`Panoramic x-ray [${pack}]`);
  });

  it.each([
    ["ja", "パノラマCTとコーンビームCT、歯科用CT、3Dレントゲン"],
    ["ja", "CT・パノラマ複合機"],
    ["ko", "3D 파노라마 CT와 치과용 CT, 콘빔 CT"],
    ["zh", "锥形束CT、口腔CT、电脑断层扫描"],
    ["vi", "chụp CT nha khoa, cắt lớp vi tính, CT Cone Beam"],
    ["th", "ซีบีซีที เอกซเรย์คอมพิวเตอร์ เอกซเรย์ 3 มิติ"],
    ["id+ms", "tomografi gigi dan CT scan gigi"],
  ])("[%s] '%s' names no panoramic of the pack", (pack, text) => {
    expect(lookAlikes(text)).not.toContain(`Panoramic x-ray [${pack}]`);
  });
});
