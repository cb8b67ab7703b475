import type { LanguagePack } from "./types.ts";

/**
 * West European languages (class "the practice's voice in its own language", issue 18): Italian, Spanish, Portuguese
 * (Portugal and Brazil), French, German, Dutch, Swedish, Norwegian, Danish and Finnish. Written from the languages and
 * from how dental practice sites in them are worded; cues.ts already holds a few of their words (search "other
 * languages" there), which these packs complete and do not repeat. Where two languages spell a word the same way
 * (Spanish and Portuguese "realizamos", Norwegian and Danish "vi har et"), it sits in one pack and says so.
 */

/** Letters of these languages, for look-arounds where a word starts or ends with a non-ASCII letter (no `\b`). */
const L = "a-zß-öø-ÿœ";
/** Not preceded by a letter (a `\b` that also knows "é", "ä", "ø"...). */
const START = `(?<![${L}])`;
/** Not followed by a letter. */
const END = `(?![${L}])`;

/** A letter of these languages, for inflected endings ("\w" knows no "ä"). */
const W = `[${L}]`;
/** A whole word or phrase of these languages (the look-arounds of START and END around an alternation). */
const word = (source: string) => `${START}(?:${source})${END}`;
/** A panoramic unit named "3D" / "cone beam" is a cone beam unit, not a 2D one. */
const NOT_3D = String.raw`(?![\s-]{0,2}(?:3d|cone[\s-]?beam|cbct|dvt))`;

const italian: LanguagePack = {
  language: "it",
  panoramicExamples: ["ortopantomografia", "radiografia panoramica"],
  terms: [
    // Tier A, the modality named outright: "TC cone beam", "TC dentale", "TC 3D", "TC volumetrica", a CT "of the
    // arches / of the jaw", "Dentascan" (the dental CT exam; French "dentascanner"), "tomografia odontoiatrica", the unit
    // "tomografo dentale / 3D". ("TAC 3D", "TAC dentale", "fascio conico" are in cues.ts.)
    {
      name: "dental CT (Italian)",
      tier: "A",
      pattern: String.raw`\btc[\s-](?:3d|dentale|dentaria|odontoiatrica|volumetrica|cone[\s-]?beam)\b|\b(?:tac|tc) (?:delle arcate(?: dentarie)?|dell'arcata|della mandibola|del mascellare|dei mascellari|delle ossa mascellari)\b|\bdentascan(?:ner)?\b|\btomografia (?:computerizzata )?(?:odontoiatrica|delle arcate)\b|\btomografo (?:dentale|odontoiatrico|3d|volumetrico|cone[\s-]?beam)\b`,
      keys: ["tc", "tac", "dentascan", "dentascanner", "tomografia", "tomografo"],
    },
    // Tier B, a bare CT: "TC", "tomografia", "tomografo" (also the Portuguese "tomografia" and the Spanish "TC"): a
    // hospital CT too, so only beside dental words.
    {
      name: "CT (Italian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`\btc\b|\btomografi[ae]\b|\btomograf[oi]\b\;context:dental\;window:150`,
      keys: ["tc", "tomografia", "tomografie", "tomografo", "tomografi"],
    },
  ],
  cues: [
    // Place: "in sede", "presso la nostra struttura/clinica/sede", "nella nostra struttura", "nel nostro ambulatorio",
    // "direttamente in studio", "all'interno dello studio" ("nel nostro studio" is in cues.ts).
    {
      name: "place: on our premises (Italian)",
      pattern: String.raw`\bin sede\b|\bpresso (?:la nostra (?:struttura|clinica|sede)|le nostre (?:sedi|strutture|cliniche)|il nostro ambulatorio|lo studio)\b|\bnell[ae] nostr[ae] (?:struttur[ae]|clinic(?:a|he)|sed[ei])\b|\bnel nostro (?:poli)?ambulatorio\b|\bdirettamente (?:in|nel(?:lo)?|presso (?:lo|il nostro)) (?:studio|ambulatorio|clinica|centro)\b|\ball'interno (?:dello|del nostro) (?:studio|centro|ambulatorio)\b`,
      reach: "next",
    },
    // Place: without leaving the practice ("senza doversi recare altrove", "senza uscire dallo studio").
    {
      name: "place: without going elsewhere (Italian)",
      pattern: String.raw`\bsenza (?:(?:dover(?:e|si|vi)?|bisogno di|la necessità di) )?(?:uscire dallo studio|spostar(?:e|si|vi)|recar(?:e|si|vi)|rivolger(?:e|si|vi)|andare) (?:altrove|in (?:altri|altre|un altro|un'altra|centri|strutture)|presso (?:altri|altre|centri|strutture))`,
      reach: "sentence",
    },
    // Possession: "è attrezzato/dotato/equipaggiato di/con" (the practice is equipped with), "lo studio dispone di /
    // possiede", "in dotazione". ("il nostro studio è dotato", "disponiamo di" are in cues.ts.)
    {
      name: "possession: equipped with (Italian)",
      pattern: String.raw`${START}(?:è|e|sono) (?:stat[oaie] |ora |anche )?(?:attrezzat|dotat|equipaggiat)[oaie] (?:di|con|del|della|dell'|dei)(?<!\b(?:non|molti|pochi|alcuni|tutti|ogni|qualsiasi|altri|uno studio|un centro)\b[^.\n]{0,60})|\b(?:lo studio|la clinica|il centro|la struttura|l'ambulatorio) (?:dispone|possiede)\b|\b(?<!\bnon )possediamo\b|\bin dotazione\b`,
      reach: "next",
      near: 80,
    },
    // Possession said of the unit by a relative clause (class "the unit the practice has, named in passing"): "la TAC
    // di cui disponiamo", "l'apparecchio di cui è dotato il nostro studio", "il tomografo che abbiamo in studio".
    {
      name: "possession: the unit we have (Italian)",
      pattern: String.raw`\bdi cui (?:disponiamo|siamo dotati|(?:è|e) dotat[oa] (?:il nostro|la nostra|lo) (?:studio|clinica|centro))\b|\bche (?:abbiamo|possediamo) in (?:studio|sede|clinica)\b`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "il nostro tomografo", "la nostra TAC", "il nostro cone beam", "il nostro apparecchio 3D".
    {
      name: "possession: our scanner (Italian)",
      pattern: String.raw`\bnostr[oa] (?:nuov[oa] |modern[oa] |moderno |innovativ[oa] )?(?:tomografo|tac|tc|cone[\s-]?beam|cbct|apparecchi(?:o|atura) (?:3d|cone[\s-]?beam|tac|radiologic[oa]))\b`,
      reach: "sentence",
      near: 40,
    },
    // Exposure: "eseguiamo / effettuiamo / realizziamo la TAC" (the practice takes the scan), "lo studio esegue la
    // TAC". The impersonal "si esegue una tac" (class "the impersonal si is anyone's practice": an explainer's "per
    // questo si esegue una tac, 2D o 3D") says how it is done anywhere, not who does it here.
    {
      name: "exposure: we take the scan (Italian)",
      pattern: String.raw`\b(?:eseguiamo|effettuiamo|realizziamo|facciamo|(?<!\bsi )(?:esegue|effettua)) (?:[^\s.,;:!?]{1,14} ){0,3}?(?:tac|tc|tomografi[ae]|cone[\s-]?beam|cbct|dentascan|radiografi[ae] (?:3d|tridimensional[ei])|esam[ei] (?:tac|tc|3d|cbct|radiologic[oi] 3d))\b`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "abbiamo acquistato / installato / introdotto", "ci siamo dotati", "lo studio ha acquistato", "è
    // stato installato".
    {
      name: "acquisition: we installed one (Italian)",
      pattern: String.raw`\babbiamo (?:recentemente |da poco |ora |appena )?(?:acquistato|acquisito|installato|introdotto|inserito)\b|\bci siamo (?:recentemente )?(?:dotati|attrezzati)\b|\b(?:lo studio|la clinica|il centro) (?:ha|si è) (?:recentemente )?(?:acquistato|installato|introdotto|dotato|attrezzato)\b|${START}(?:è|e) stat[oa] (?:recentemente |da poco )?(?:installat|acquistat|introdott)[oa]\b`,
      reach: "sentence",
    },
    // Possession: one of the few / the first to have one ("tra i pochi studi a disporre di", "uno dei primi ad avere").
    {
      name: "possession: one of the few with one (Italian)",
      pattern: String.raw`\b(?:tra i (?:pochi|primi)|uno dei (?:pochi|primi)|una delle (?:poche|prime)|(?:l'unico|l'unica|il primo|la prima)(?= (?:[^\s.,;:!?]{1,20} ){0,2}?(?:studi[oi]|centr[oi]|clinic[ah]e?|dentist[ai]|ambulatori[oi]|struttur[ae])\b)) (?:[^\s.,;:!?]{1,20} ){0,5}?(?:a (?:disporre|possedere|avere|utilizzare)|ad (?:avere|utilizzare)|dotat[oia]|con (?:un|una))\b`,
      reach: "sentence",
    },
    // Possession: the unit of our practice ("il macchinario del nostro studio", "l'apparecchio presente nel nostro
    // centro").
    {
      name: "possession: the unit of our practice (Italian)",
      pattern: String.raw`\b(?:apparecchi\w{0,6}|macchinari?o?|macchina|strumentazione|tomografo) (?:[^\s.,;:!?]{1,15} ){0,2}?(?:del|dello|nel|nello|presso il|in dotazione al(?:lo)?) nostro (?:studio|centro|ambulatorio)\b`,
      reach: "next",
    },
    // Place: "in studio", "direttamente in studio" (the practice calls itself "studio").
    {
      name: "place: in the practice (Italian)",
      pattern: String.raw`\bin studio\b(?! (?:clinic|scientific|sperimental|pubblicat|recent)\w{0,4})`,
      reach: "sentence",
      near: 60,
    },
    // Use: the scan lets us see / we can assess ("ci permette di valutare", "possiamo vedere").
    {
      name: "use: it lets us see (Italian)",
      pattern: String.raw`\bci (?:permette|consente|permettono|consentono|aiuta|aiutano|fornisce|offre)\b|\b(?:possiamo|potremo|riusciamo a) (?:vedere|valutare|misurare|pianificare|analizzare|osservare|studiare|visualizzare|individuare)\b`,
      reach: "next",
      near: 120,
      claim: "uses",
    },
    // Use and offer: "offriamo", "proponiamo", "mettiamo a disposizione", "ci avvaliamo di", "lo studio si avvale".
    {
      name: "offer: we offer it (Italian)",
      pattern: String.raw`\b(?<!\bnon )(?:offriamo|proponiamo|forniamo|mettiamo a disposizione|ci avvaliamo|avvalendoci|(?:lo studio|la clinica|il centro) si avvale)\b`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: another radiology / diagnostic centre, an external or affiliated one, or a hospital takes the scan
    // ("presso un centro radiologico", "una struttura convenzionata", "in ospedale"). "Il centro radiologico" may be the
    // practice's own, so only an indefinite or external one counts; "senza recarsi presso un centro" is no referral.
    {
      name: "imaging centre (Italian)",
      pattern: String.raw`(?:\b(?:presso|in|a|ad|da) (?:un |uno |una |un'|altri |altre |dei |degli |delle )(?:centr[oi] (?:radiologic[oi]|di radiologia|diagnostic[oi]|di diagnostica|specializzat[oi])|struttur[ae] (?:radiologic(?:a|he)|ospedalier[ae]|specializzat[ae])|radiologo|studio radiologico)\b|\b(?:centr[oi]|struttur[ae]|studi|clinic(?:a|he)) (?:estern[oi]|estern[ae]|convenzionat[oiae]|partner)\b|\b(?:in|presso l'|all'|dall')ospedale\b)(?<!\bsenza\b[^.\n]{0,100})`,
      reach: "next",
    },
    // Referral: the practice sends the patient ("vi invieremo", "indirizziamo il paziente").
    {
      name: "sends patients out (Italian)",
      pattern: String.raw`\b(?:vi|la|lo|li|le|ti) (?:invieremo|inviamo|indirizziamo|indirizzeremo|mandiamo|manderemo)\b|\b(?:inviamo|indirizziamo|mandiamo) (?:il paziente|i pazienti|i nostri pazienti)\b`,
      reach: "next",
    },
    // Referral: the patient brings a scan taken elsewhere ("portare la TAC", "inviarci la TAC").
    {
      name: "the scan comes from elsewhere (Italian)",
      pattern: String.raw`\b(?:portare|porti|portate|portando|inviarci|inviateci) (?:con sé |con voi )?(?:la|le|una|eventuali|il|lo|la vostra|la sua) (?:[^\s.,;:!?]{1,15} ){0,2}?(?:tac|tc|cbct|cone[\s-]?beam|radiografi[ae]|dentascan|esami)\b`,
      reach: "sentence",
    },
  ],
  // Services / treatments / equipment / price-list sections ("prestazioni", "terapie", "attrezzature", "tariffe").
  // Also "apparecchiature" and "dotazioni" (the equipment the practice lists).
  servicePath: [
    "prestazion",
    "terapie",
    "attrezzatur",
    "strumentazion",
    "apparecchiatur",
    "dotazion",
    "tariffe",
    "listino",
    "prezzi",
  ],
  // Headings of those sections ("I nostri servizi", "Prestazioni", "Tecnologie", "Attrezzature", "Tariffe").
  serviceHeading: String.raw`(?:i nostri |le nostre )?(?:servizi|trattamenti|prestazioni|tecnologi[ae]|attrezzature|strumentazione|terapie|specialit[àa]|tariffe|listino(?: prezzi)?)${END}`,
  // Dental words not yet in cues.ts: tooth roots and arches, jaws, the dentist, a wisdom tooth, the nerve canal, the
  // mouth and orthodontics ("bocca", "ortodonzia", as the Spanish pack has "boca").
  dentalContext: String.raw`\b(?:bocca|ortodonzi[ac]\w{0,2}|dentari[aoe]|dentist[ai]|arcat[ae]|mascell\w{0,6}|mandibol\w{0,2}|nervo alveolare|denti del giudizio|implantologi\w{0,2}|osse[oa])\b`,
  // First person: "noi" and the practice's own verbs in "we" ("offriamo", "eseguiamo", "disponiamo", "siamo"). The
  // possessive "nostro / nostra" is left out: Italian articles say it of people in general ("i nostri denti", "il
  // nostro organismo", "ai nostri giorni"), and the practice's "nel nostro studio" is a place cue of its own (cues.ts).
  // "ci" is also "there", "vi" is "you"; the hortative "vediamo / scopriamo" (let us see) is an article's voice.
  firstPerson: String.raw`\bnoi\b|\b(?:offriamo|eseguiamo|effettuiamo|utilizziamo|usiamo|disponiamo|possediamo|abbiamo|siamo|proponiamo|realizziamo|facciamo|lavoriamo|garantiamo|mettiamo|ci avvaliamo|pianifichiamo|valutiamo|accogliamo)\b`,
  negation: [
    // Negation: the practice says it has no unit or does not take the scan ("non disponiamo di una TAC", "non
    // eseguiamo la TC in sede", "lo studio non è dotato di"); "non abbiamo bisogno" is no denial.
    {
      name: "we do not have one (Italian)",
      pattern: String.raw`\bnon (?:(?:ancora|attualmente|più|purtroppo) )?(?:disponiamo|possediamo|eseguiamo|effettuiamo|abbiamo(?! (?:bisogno|solo|soltanto)\b))\b|\b(?:lo studio|la clinica|il centro|la struttura) non (?:(?:è|e) (?:ancora )?(?:dotat|attrezzat|equipaggiat)[oa]|dispone|possiede|esegue|effettua)\b|\bnon (?:(?:è|e)|sono) (?:ancora )?(?:disponibil[ei]|eseguit[oaie]|effettuat[oaie]) (?:in sede|presso (?:il nostro|lo|la nostra) (?:studio|clinica|centro|struttura))`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "articoli", "notizie", "novità", "approfondimenti", "curiosità", "domande frequenti", "consigli".
  articlePath: [
    "articoli",
    "articolo",
    "notizie",
    "novita",
    "approfondimenti",
    "curiosita",
    "domande-frequenti",
    "domande-e-risposte",
    "consigli",
  ],
  // Equipment sections: "strumentazione", "apparecchiature", "la nostra tecnologia", "dotazioni".
  technologyPath: [
    "strumentazione",
    "strumentazioni",
    "apparecchiature",
    "la-nostra-tecnologia",
    "le-nostre-tecnologie",
    "dotazioni",
  ],
  // Radiographic (what only an x-ray shows or is planned from): bone, the jaw bone, nerve and mandibular canal,
  // maxillary sinus, roots and root canals, impacted and wisdom teeth, cysts, implant planning, guided surgery, dose,
  // radiation, x-rays, the jaw joint. ("radiografia", "radiologia", "tomografia" are in the Spanish pack.)
  radiographicWords: word(
    String.raw`oss(?:o|a|ea|eo|ee|ei)|osso mascellare|nerv[oi](?: alveolar[ei])?|canal[ei] (?:mandibolar[ei]|radicolar[ei])|sen[oi] mascellar[ei]|radic[ei]|denti? (?:inclus[oi]|del giudizio)|cisti|lesion[ei]|pianificazione (?:implantare|chirurgica|degli impianti|dell'impianto)|chirurgia guidata|dose|radiazion[ei]|raggi (?:x|ionizzanti)|tac|tc|articolazione temporo-?mandibolare`,
  ),
  // Intraoral (what an intraoral scanner, CAD/CAM or aligner makes): impression, intraoral scanner and scan of the
  // teeth, aligners and clear trays, crowns, veneers, inlays, smile design, 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`impront[ae](?: digital[ei]| ottic(?:a|he))?|scanner intraoral[ei]|scansion[ei] (?:intraoral[ei]|digital[ei]|dei denti|della bocca)|allineator[ei]|mascherin[ae](?: trasparent[ei]| invisibil[ei])?|coron[ae]|faccett[ae]|intarsi|(?:progettazione|design) del sorriso|smile design|stampa(?:nte)? 3d|stampat[oaie] in 3d|fresat[oaie]|fresatur[ae]|fresatrice|denti e gengive|gengive e denti`,
  ),
  // Panoramic 2D units and images: "ortopantomografia / ortopantomografo / ortopantomogramma" (also Spanish,
  // Portuguese and the Nordic "ortopantomografi"), "radiografia / lastra panoramica", "panoramica dentale",
  // "teleradiografia", "cefalometria" (also Spanish and Portuguese). Never "tomografia" alone, nor a unit said "3D".
  panoramic:
    word(
      String.raw`ortopantom${W}{1,10}|(?:radiografi[ae]|lastr[ae]|rx) panoramic(?:a|he)|panoramic(?:a|he) (?:dental[ei]|dentari[ae]|delle arcate)|teleradiografi[ae]|cefalometri${W}{1,4}|cefalostat${W}{1,3}`,
    ) + NOT_3D,
};

const spanish: LanguagePack = {
  language: "es",
  panoramicExamples: ["radiografía panorámica"],
  terms: [
    // Tier A: "TC dental / 3D / volumétrica / cone beam", "tomografía maxilofacial / odontológica / de maxilares", the
    // unit "tomógrafo dental / 3D / cone beam" (also Portuguese "tomógrafo"). ("TAC dental", "tomografía 3D", "haz
    // cónico" are in cues.ts.)
    {
      name: "dental CT (Spanish)",
      tier: "A",
      // "TCHC", the Spanish initials of the cone beam CT ("tomografía computarizada de haz cónico").
      pattern: String.raw`\btchc\b|\btc (?:dental|volum[ée]trica|de haz)\b|\btomograf[íi]a (?:computarizada |computada )?(?:maxilofacial|odontol[óo]gica|de (?:los )?maxilares|de mand[íi]bula|bucal)\b|\btom[óo]grafo (?:dental|odontol[óo]gico|3d|volum[ée]trico|cone[\s-]?beam|maxilofacial)\b`,
      keys: [],
    },
    // Tier B: a 3D radiograph in Spanish, Portuguese and Italian words ("radiografía 3D", "radiografia
    // tridimensional", "radiologia 3D"), and as the x-ray written short ("raio-X 3D", "raios X 3D", "RX 3D", as
    // Portuguese, Italian and Romanian pages and menus write it): only beside dental words. Also in the plural
    // ("radiografias tridimensionais") and as the radiographic image or plate ("imágenes radiográficas en 3D", "imagens
    // radiográficas 3D", "lastra 3D"; class "the 3D radiograph in every form of its words").
    {
      name: "3D x-ray (Spanish, Portuguese, Italian)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b(?:radiograf(?:[íi]as?|ie)|radiolog[íi]a|rayos x|raios?[\s-]?x|rx|(?:im[áa]genes|imagens?|immagin[ei]) radiogr[áa]fic(?:as?|he|os?)|lastr[ae]) (?:digital(?:e|es|is)? )?(?:en |in )?(?:3d|tridimensiona(?:l(?:e|i|es)?|is))\b\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B: the "escáner 3D" in a sentence about the bone, nerve, sinus or roots ("pasamos a un escáner 3D que nos
    // permite ver toda la estructura ósea"; class "the 3D picture by the language's everyday noun"). The same words
    // about the mouth, a prosthesis or an impression are an intraoral scanner and are not read (no bone in the
    // sentence); the bone words are the guard, so a ceph or panoramic film in the same sentence does not veto it.
    {
      name: "3D scanner of the bone (Spanish)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\besc[áa]ner(?:es)? (?:en )?3d\b(?=[^.\n]{0,100}?(?:\bhueso|[óo]se[oa]s?\b|\bnervio|\bseno(?:s)? maxilar|\bra[íi]z|\bra[íi]ces|\bquiste|\bmand[íi]bula|\bcordal))`,
      keys: [],
    },
    // Tier B: a radiographic unit that images in three dimensions ("un equipo de diagnóstico radiológico ... en tres
    // dimensiones", "apparecchio radiografico ... 3D", "aparelho de raio-x 3D"), beside dental words.
    {
      name: "3D radiographic unit (Spanish, Italian, Portuguese)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b(?:equipo|aparato|dispositivo|apparecchi(?:o|atura)|aparelho|equipamento) (?:de )?(?:diagn[óo]stico |diagnostico )?(?:radiol[óo]gic[oa]|radiografic[oa]|de rayos x|de raio-?x|de radiolog[íi]a)\b[^.\n]{0,120}?(?:\b3d\b|tres dimensiones|tre dimensioni|tr[êe]s dimens[õo]es|tridimensional)\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B: a bare "tomografía", "tomógrafo" (also Portuguese), beside dental words.
    {
      name: "CT (Spanish)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`\btomograf[íi]as?\b|\btom[óo]grafos?\b\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Place: "en nuestras instalaciones", "en nuestro consultorio / gabinete / centro", "en la propia clínica", "en el
    // mismo centro". ("en nuestra clínica", "en nuestro centro" are in cues.ts.)
    {
      name: "place: on our premises (Spanish)",
      pattern: String.raw`\ben nuestr(?:as|os) (?:instalaciones|cl[íi]nicas|consultas|centros|consultorios)\b|\ben nuestro (?:consultorio|gabinete|servicio de radiolog[íi]a|propio centro)\b|\b(?:en|dentro de) (?:la propia|la misma|nuestra propia) (?:cl[íi]nica|consulta)\b|\ben el (?:propio|mismo) (?:centro|consultorio|gabinete)\b`,
      reach: "next",
    },
    // Place: without leaving the practice ("sin salir de la clínica", "sin necesidad de desplazarse", "sin tener que
    // acudir a otro centro").
    {
      name: "place: without going elsewhere (Spanish)",
      // Also said as a no: "el paciente no tiene que desplazarse a otro centro", "no hace falta acudir a otra clínica".
      pattern: String.raw`\bsin (?:(?:necesidad de|tener que) )?(?:salir de (?:la|nuestra) (?:cl[íi]nica|consulta)|desplazar(?:se|te)|desplazamientos|acudir a otr[oa])|\bno (?:tiene|tienes|tendr[áa]s?|tienen|hay|es necesario|hace falta)(?: que)? (?:desplazar(?:se|te)|acudir a otr[oa]|ir a otr[oa])`,
      reach: "sentence",
    },
    // Possession: "está equipada con", "dotado de", "tenemos un/una", "poseemos", "nuestra clínica cuenta con".
    {
      name: "possession: equipped with (Spanish)",
      pattern: String.raw`\b{name} (?:cuenta con|dispone de|posee|tiene)\b|\b(?:est[áa]n?|se encuentra) (?:equipad|dotad)[oa]s? (?:con|de)\b(?<!\b(?:no|todas?|todos|cualquier|algun[oa]s?|much[oa]s|poc[oa]s|una|un)\b[^.\n]{0,60})|\b(?<!\bno )poseemos\b|\b(?<!\bno )tenemos (?:un|una|el|la|nuestro|nuestra|propio|propia)\b|\b(?:la cl[íi]nica|el centro|nuestra cl[íi]nica|nuestro centro|la consulta) (?:cuenta con|dispone de|posee|tiene)\b`,
      reach: "sentence",
      near: 80,
    },
    // Possession said of the unit by a relative clause (class "the unit the practice has, named in passing"): "el TAC
    // dental con el que contamos", "el equipo del que disponemos", "el tomógrafo que tenemos en la clínica".
    {
      name: "possession: the unit we have (Spanish)",
      pattern: String.raw`\b(?:con|de) (?:el|la|los|las) que (?:contamos|disponemos)\b|\bcon que contamos\b|\bdel que disponemos\b|\bque (?:tenemos|poseemos) en (?:la|nuestra) (?:cl[íi]nica|consulta)\b`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "nuestro tomógrafo", "nuestro escáner 3D", "nuestro propio equipo de tomografía".
    {
      name: "possession: our scanner (Spanish)",
      pattern: String.raw`\bnuestr[oa] (?:nuev[oa] |modern[oa] |propi[oa] )?(?:tom[óo]grafo|esc[áa]ner|equipo|aparato|tac|tc|cbct|cone[\s-]?beam)\b|\bpropi[oa] (?:tom[óo]grafo|esc[áa]ner 3d|equipo de (?:tomograf[íi]a|radiolog[íi]a)|servicio de radiolog[íi]a|tac|cbct)\b`,
      reach: "sentence",
      near: 40,
    },
    // Exposure: "realizamos / hacemos / tomamos la tomografía" (Spanish and Portuguese "realizamos").
    {
      name: "exposure: we take the scan (Spanish)",
      pattern: String.raw`\b(?:realizamos|hacemos|efectuamos|tomamos|practicamos) (?:[^\s.,;:!?]{1,12} ){0,3}?(?:tac|tc|tomograf[íi]as?|cbct|cone[\s-]?beam|radiograf[íi]as? (?:3d|tridimensional)|estudios? (?:3d|tomogr[áa]ficos?)|esc[áa]ner 3d)\b`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "hemos adquirido / incorporado / instalado", "incorporamos", "nueva adquisición".
    {
      name: "acquisition: we installed one (Spanish)",
      pattern: String.raw`\bhemos (?:recientemente )?(?:adquirido|incorporado|instalado|invertido en)\b|\bincorporamos\b|\b(?:la cl[íi]nica|el centro) (?:ha )?(?:adquirido|incorporado|instalado)\b|\bnueva adquisici[óo]n\b`,
      reach: "sentence",
    },
    // Possession: one of the few / the first to have one ("uno de los pocos centros que cuenta con", "la primera
    // clínica en disponer de").
    {
      name: "possession: one of the few with one (Spanish)",
      pattern: String.raw`\b(?:uno de los (?:pocos|primeros)|una de las (?:pocas|primeras)|(?:el (?:único|unico|primer)|la (?:única|unica|primera))(?= (?:[^\s.,;:!?]{1,20} ){0,2}?(?:cl[íi]nicas?|consultas?|consultorios?|centros?|dentistas?)\b)) (?:[^\s.,;:!?]{1,20} ){0,5}?(?:en (?:contar con|disponer de|tener|incorporar)|que (?:cuenta|cuentan|dispone|disponen) (?:con|de)|con (?:un|una|su propio|su propia))\b`,
      reach: "sentence",
    },
    // Use: the scan lets us see / we can assess (Spanish and Portuguese "nos permite").
    {
      name: "use: it lets us see (Spanish, Portuguese)",
      pattern: String.raw`\bnos (?:permite|permiten|ayuda|ayudan|proporciona|ofrece)\b|\b(?:podemos|podremos|pudimos) (?:ver|valorar|evaluar|medir|planificar|analizar|observar|detectar|diagnosticar|visualizar|estudiar)\b`,
      reach: "next",
      near: 120,
      claim: "uses",
    },
    // Use and possession in the practice's name: "{name} emplea / utiliza" (use), "{name} cuenta con / dispone de".
    {
      name: "use: the practice uses it (Spanish)",
      pattern: String.raw`\b{name} (?:emplea|utiliza|usa|ofrece|realiza)\b`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
    // Use and offer: "ofrecemos", "brindamos", "trabajamos con", "realizamos" (the object unsaid).
    {
      name: "offer: we offer it (Spanish)",
      pattern: String.raw`\b(?<!\bno )(?:ofrecemos|brindamos|proporcionamos|trabajamos con|realizamos|nos apoyamos en)\b`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: another radiology / imaging centre, an external or partner one, or a hospital takes the scan ("en un
    // centro radiológico", "un centro colaborador", "en el hospital"). "El centro de radiología" may be the practice's
    // own, so only an indefinite or external one counts; "sin acudir a un centro" is no referral.
    {
      name: "imaging centre (Spanish)",
      pattern: String.raw`(?:\b(?:a|en|de|desde) (?:un|una|otro|otra) (?:centro (?:radiol[óo]gico|de radiolog[íi]a|de diagn[óo]stico|de im[áa]gen(?:es)?|especializado)|cl[íi]nica (?:radiol[óo]gica|de radiolog[íi]a)|gabinete radiol[óo]gico|hospital|radi[óo]logo)\b|\b(?:centro|cl[íi]nica|gabinete) (?:[^\s.,;:!?]{1,15} ){0,2}?(?:externo|externa|concertad[oa]|colaborador(?:a)?)\b|\b(?:en el|al|del) hospital\b)(?<!\bsin\b[^.\n]{0,100})`,
      reach: "next",
    },
    // Referral: "le derivaremos", "remitimos al paciente".
    {
      name: "sends patients out (Spanish)",
      pattern: String.raw`\b(?:derivamos|derivaremos|remitimos|remitiremos|le derivar[áa]|le remitir[áa])\b`,
      reach: "next",
    },
    // Referral: the patient brings a scan taken elsewhere ("traiga su TAC", "aportar la tomografía").
    {
      name: "the scan comes from elsewhere (Spanish)",
      pattern: String.raw`\b(?:traer|traiga|traigan|aportar|aporte|aporten|enviarnos) (?:su|sus|la|el|una|un) (?:[^\s.,;:!?]{1,15} ){0,2}?(?:tac|tc|tomograf[íi]as?|radiograf[íi]as?|estudios?|cbct)\b`,
      reach: "sentence",
    },
  ],
  // Facilities, equipment, price-list sections ("instalaciones", "equipamiento", "tarifas", "precios").
  // Also "aparatología" (the equipment section of Spanish dental sites).
  servicePath: ["instalaciones", "equipamiento", "aparatologia", "tarifas", "precios"],
  // Headings: "Nuestros servicios", "Tratamientos", "Especialidades", "Instalaciones", "Equipamiento", "Tarifas".
  serviceHeading: String.raw`(?:nuestros |nuestras )?(?:servicios|tratamientos|especialidades|instalaciones|equipamiento|tarifas|precios)${END}`,
  // Dental words: muelas, encías, maxilares, the dentist, implants, the nerve, the jaw, a wisdom tooth.
  dentalContext: String.raw`\b(?:muelas?|enc[íi]as|boca|bucal|dentista|odont[óo]log\w{0,4}|implantolog[íi]a|muelas del juicio|nervio dentario|maxilofacial)\b`,
  // First person: "nosotros / nosotras", "nuestro / nuestra / nuestros / nuestras" ("nos" is also Portuguese "in the");
  // not "our" of people in general ("nuestros dientes", "nuestro organismo", "nuestra salud").
  firstPerson: String.raw`\bnosotr[oa]s\b|\bnuestr[oa]s?\b(?! (?:dientes|muelas|boca|cuerpo|organismo|salud|sonrisa|huesos|enc[íi]as|pa[íi]s|d[íi]as|tiempos?)\b)`,
  negation: [
    // Negation: "no contamos con / no disponemos de / no tenemos un tomógrafo", "no realizamos tomografías", "la clínica
    // no cuenta con"; "no tenemos que" is no denial.
    {
      name: "we do not have one (Spanish)",
      pattern: String.raw`\bno (?:(?:todav[íi]a|a[úu]n|actualmente|lamentablemente) )?(?:contamos con|disponemos de|poseemos|realizamos|efectuamos|tenemos (?:un|una|el|la|nuestro|nuestra|propio|propia|tom[óo]grafo|tac|tc|cbct|equipo|esc[áa]ner)\b)|\b(?:la cl[íi]nica|el centro|la consulta|nuestra cl[íi]nica|nuestro centro) no (?:cuenta con|dispone de|tiene|posee|realiza)\b|\bno (?:est[áa]|estamos) (?:equipad|dotad)[oa]s?\b`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "noticias", "artículos", "actualidad", "novedades", "consejos", "preguntas frecuentes".
  articlePath: [
    "noticias",
    "noticia",
    "articulos",
    "articulo",
    "actualidad",
    "novedades",
    "consejos",
    "preguntas-frecuentes",
    "preguntas-y-respuestas",
  ],
  // Equipment sections: "equipamiento", "instalaciones", "aparatología", "nuestras instalaciones", "tecnología dental".
  technologyPath: [
    "equipamiento",
    "instalaciones",
    "aparatologia",
    "nuestras-instalaciones",
    "nuestro-equipamiento",
    "tecnologia-dental",
  ],
  // Radiographic: bone, the nerve and its canal, maxillary sinus, roots and root canals, wisdom and impacted teeth,
  // cysts, implant planning, guided surgery, dose, radiation, x-rays, the jaw joint. Also "radiografía",
  // "radiología", "tomografía" in Spanish, Italian and Portuguese spellings.
  radiographicWords: word(
    String.raw`huesos?|[óo]se[oa]s?|nervios?(?: dentarios?| alveolar(?:es)?)?|conductos? (?:dentarios?|radiculares|mandibular(?:es)?)|senos? maxilar(?:es)?|ra[íi]z|ra[íi]ces|muelas? del juicio|dientes? (?:incluidos?|retenidos?)|quistes?|lesiones|planificaci[óo]n (?:de (?:los |del? )?implantes?|implantol[óo]gica|quir[úu]rgica)|cirug[íi]a guiada|dosis|radiaci[óo]n(?:es)?|rayos x|radiograf${W}{0,6}|radiolog${W}{0,6}|tomograf${W}{0,6}|articulaci[óo]n temporomandibular`,
  ),
  // Intraoral: impression and moulds, intraoral scanner and scan of the teeth, aligners, crowns, veneers, inlays,
  // smile design, 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`impresi[óo]n(?:es)?(?: digital(?:es)?| [óo]ptica)?|moldes?|esc[áa]ner(?:es)? intraoral(?:es)?|escane(?:o|ado)s? (?:intraoral(?:es)?|digital(?:es)?|de (?:los dientes|la boca|la sonrisa))|alineadores?|f[ée]rulas? (?:transparentes|invisibles)|coronas?|carillas?|incrustaciones|dise[ñn]o (?:digital )?de (?:la )?sonrisa|impresora 3d|fresad(?:o|a|os|as|ora)|dientes y enc[íi]as`,
  ),
  // Panoramic: "radiografía / placa panorámica", "panorámica dental", "telerradiografía" (also Portuguese).
  // ("ortopantomografía" and "cefalometría" are in the Italian pack.)
  panoramic:
    word(
      String.raw`(?:radiograf[íi]as?|placas?|rx) panor[áa]micas?|panor[áa]micas? dental(?:es)?|telerradiograf[íi]as?`,
    ) + NOT_3D,
};

const portuguese: LanguagePack = {
  language: "pt",
  panoramicExamples: ["radiografia panorâmica"],
  terms: [
    // Tier A: "feixe cónico" (European spelling), "tomografia odontológica / maxilofacial / da mandíbula", "TC
    // odontológica / dentária". ("feixe cônico" is in cues.ts; "tomógrafo" is in the Spanish pack.)
    {
      name: "dental CT (Portuguese)",
      tier: "A",
      // "TCFC" / "TCCB", the Portuguese initials of the cone beam CT ("tomografia computadorizada de feixe cônico",
      // "... cone beam"), as Brazilian practices name it in menus and price lists.
      pattern: String.raw`\btcfc\b|\btccb\b|\bfeixe c[óò]nico\b|\btomografia (?:computadorizada |computorizada |computada )?(?:odontol[óo]gica|maxilofacial|dos maxilares|da mand[íi]bula|da face|dent[áa]ria)\b|\btc (?:odontol[óo]gica|dent[áa]ria|de feixe)\b`,
      keys: [],
    },
  ],
  cues: [
    // Place: "em nossa clínica" (Brazil), "no nosso consultório", "na própria clínica", "aqui na clínica". ("na nossa
    // clínica" is in cues.ts.)
    {
      name: "place: on our premises (Portuguese)",
      pattern: String.raw`\b(?:em (?:nossa|nosso)|no nosso|nos nossos|nas nossas) (?:pr[óo]pri[oa] )?(?:consult[óo]rios?|cl[íi]nicas?|centro|unidades?|instala[çc][õo]es|espa[çc]o)\b|\bna nossa (?:unidade|sede|pr[óo]pria cl[íi]nica)\b|\b(?:no pr[óo]prio consult[óo]rio|na pr[óo]pria cl[íi]nica|aqui na cl[íi]nica|aqui no consult[óo]rio)\b`,
      reach: "next",
    },
    // Place: without leaving ("sem sair do consultório", "sem precisar se deslocar").
    {
      name: "place: without going elsewhere (Portuguese)",
      pattern: String.raw`\bsem (?:precisar |ter de |ter que |necessidade de )?(?:sair d[oa] (?:consult[óo]rio|cl[íi]nica)|(?:se |vos )?deslocar)`,
      reach: "sentence",
    },
    // Possession: "contamos com", "possuímos", "temos um/uma", "a clínica possui / conta com / é equipada com".
    {
      name: "possession: equipped with (Portuguese)",
      pattern: String.raw`\b(?<!não )contamos com\b|\b(?<!não )possu[íi]mos\b|\b(?<!não )temos (?:um|uma|o nosso|a nossa)\b|\b(?:a cl[íi]nica|o consult[óo]rio|nossa cl[íi]nica|nosso consult[óo]rio) (?:possui|conta com|tem)\b|\b(?:equipad|aparelhad)[oa]s? com\b(?<!(?:${START}não|\b(?:nem|todas?|todos|qualquer|algun[sm]a?s?|muit[oa]s|pouc[oa]s|uma|um)\b)[^.\n]{0,60})`,
      reach: "sentence",
      near: 80,
    },
    // Possession said of the unit by a relative clause (class "the unit the practice has, named in passing"): "o
    // tomógrafo com o qual contamos", "o equipamento de que dispomos", "a tomografia que temos na clínica".
    {
      name: "possession: the unit we have (Portuguese)",
      pattern: String.raw`\bcom (?:o|a|os|as) qua(?:l|is) contamos\b|\bcom que contamos\b|\bde que dispomos\b|\bque temos na (?:nossa )?cl[íi]nica\b`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "nosso tomógrafo", "nosso aparelho de tomografia", "nosso próprio equipamento".
    {
      name: "possession: our scanner (Portuguese)",
      pattern: String.raw`\bnoss[oa] (?:nov[oa] |modern[oa] |pr[óo]pri[oa] )?(?:tom[óo]grafo|aparelho|equipamento|scanner|tc|cbct|cone[\s-]?beam)\b`,
      reach: "sentence",
      near: 40,
    },
    // Exposure: "fazemos / efetuamos / executamos a tomografia" ("realizamos" is in the Spanish pack).
    {
      name: "exposure: we take the scan (Portuguese)",
      pattern: String.raw`\b(?:fazemos|efetuamos|efectuamos|executamos) (?:[^\s.,;:!?]{1,12} ){0,3}?(?:tomografias?|tc|cbct|cone[\s-]?beam|radiografias? (?:3d|tridimensionais|tridimensional)|exames? (?:de tomografia|3d|tomogr[áa]ficos?))\b`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "adquirimos", "investimos em", "instalamos", "a clínica adquiriu".
    {
      name: "acquisition: we installed one (Portuguese)",
      pattern: String.raw`\b(?:adquirimos|investimos em|instalamos)\b|\b(?:a cl[íi]nica|o consult[óo]rio) (?:adquiriu|investiu em|instalou)\b`,
      reach: "sentence",
    },
    // Use and offer: "oferecemos", "disponibilizamos", "trabalhamos com".
    {
      name: "offer: we offer it (Portuguese)",
      pattern: String.raw`\b(?<!não )(?:oferecemos|disponibilizamos|proporcionamos|trabalhamos com)\b`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: another radiology / imaging centre, a partner one, or a hospital ("num centro de radiologia", "em uma
    // clínica de imagem", "clínica parceira"); only an indefinite or partner one ("o centro de radiologia" may be the
    // practice's own); "sem se deslocar a um centro" is no referral.
    {
      name: "imaging centre (Portuguese)",
      pattern: String.raw`(?:\b(?:(?:em|a|para|de) (?:um|uma|outro|outra)|num|numa) (?:centro (?:radiol[óo]gico|de radiologia|de diagn[óo]stico|de imagem|especializado)|cl[íi]nica (?:radiol[óo]gica|de radiologia|de imagem)|laborat[óo]rio (?:radiol[óo]gico|de radiologia)|hospital)\b|\b(?:cl[íi]nica|centro|laborat[óo]rio) (?:parceir[oa]|conveniad[oa]|extern[oa])\b|\b(?:no|ao|do) hospital\b)(?<!\bsem\b[^.\n]{0,100})`,
      reach: "next",
    },
    // Referral: "encaminhamos o paciente", "será encaminhado para".
    {
      name: "sends patients out (Portuguese)",
      pattern: String.raw`\b(?:encaminhamos|encaminharemos|encaminhad[oa]s? (?:para|a))\b`,
      reach: "next",
    },
  ],
  // Equipment, structure and price sections ("equipamentos", "estrutura", "precos").
  servicePath: ["equipamento", "estrutura", "precos"],
  // Headings: "Nossos serviços", "Tratamentos", "Especialidades", "Equipamentos", "Estrutura", "Preços".
  serviceHeading: String.raw`(?:nossos |nossas |a nossa |nossa )?(?:servi[çc]os|tratamentos|especialidades|equipamentos|estrutura|pre[çc]os)${END}`,
  // Dental words: the dentist, "arcada", "odontologia", "gengiva", "siso" (wisdom tooth), "canal".
  dentalContext: String.raw`\b(?:dentista|arcadas?|odontolog\w{0,6}|gengivas?|sisos?|implantodontia|maxila)\b`,
  // First person: "nós", "nosso / nossa / nossos / nossas", "conosco / connosco" ("nos" is also "in the": left out);
  // not "our" of people in general ("nossos dentes", "nosso organismo", "nossa saúde").
  firstPerson: String.raw`\b(?:conosco|connosco)\b|\bnoss[oa]s?\b(?! (?:dentes|boca|corpo|organismo|sa[úu]de|sorriso|ossos|gengivas|pa[íi]s|dias)\b)|${START}nós${END}`,
  negation: [
    // Negation: "não temos / não possuímos / não dispomos de um tomógrafo", "não realizamos tomografias", "a clínica não
    // possui"; "não temos de / que" is no denial.
    {
      name: "we do not have one (Portuguese)",
      pattern: String.raw`${START}não (?:(?:ainda|atualmente|actualmente) )?(?:possu[íi]mos|dispomos de|contamos com|realizamos|efetuamos|efectuamos|fazemos|temos (?:um|uma|o|a|nosso|nossa|pr[óo]prio|pr[óo]pria|tom[óo]grafo|tc|cbct|aparelho|equipamento)\b)|\b(?:a cl[íi]nica|o consult[óo]rio|o centro|nossa cl[íi]nica|nosso consult[óo]rio) não (?:possui|tem|disp[õo]e de|conta com|realiza|faz)\b|${START}não (?:est[áa]|estamos) (?:equipad|aparelhad)[oa]s?\b`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "notícias", "artigos", "novidades", "dicas", "curiosidades", "perguntas frequentes".
  articlePath: [
    "noticias",
    "artigos",
    "artigo",
    "novidades",
    "dicas",
    "curiosidades",
    "perguntas-frequentes",
    "perguntas-e-respostas",
  ],
  // Equipment sections: "equipamento", "estrutura", "nossa estrutura", "infraestrutura", "nossos equipamentos".
  technologyPath: ["equipamento", "estrutura", "nossa-estrutura", "infraestrutura", "nossos-equipamentos"],
  // Radiographic: bone, the nerve and mandibular canal, maxillary sinus, roots, impacted and wisdom teeth ("sisos"),
  // cysts, implant planning, guided surgery, dose, radiation, x-rays, the jaw joint. ("radiografia", "radiologia",
  // "tomografia" are in the Spanish pack.)
  radiographicWords: word(
    String.raw`ossos?|[óo]sse[oa]s?|nervos?(?: alveolar(?:es)?)?|canal mandibular|canais radiculares|seios? maxilar(?:es)?|ra[íi]z|ra[íi]zes|dentes? (?:inclusos?|impactados?|do siso)|sisos?|cistos?|quistos?|les[õo]es|plan(?:ej|e)amento (?:dos? |de )?implantes?|planejamento cir[úu]rgico|cirurgia guiada|doses?|radia[çc][ãa]o|raios?[\s-]?x|articula[çc][ãa]o temporomandibular`,
  ),
  // Intraoral: impression ("moldagem"), intraoral scanning, aligners and trays, crowns, veneers ("facetas", "lentes de
  // contato"), smile design, 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`moldage(?:m|ns)(?: digita(?:l|is))?|impress[ãa]o dent[áa]ria|escaneamento (?:intraoral|digital|dos dentes|da boca)|scanner intraoral|alinhadores?|goteiras?|coroas?|facetas?|lentes de conta(?:c)?to|laminados?|(?:design|planejamento) (?:digital )?do sorriso|impress[ãa]o 3d|impressora 3d|fresage(?:m|ns)|fresad(?:o|a|os|as|ora)|dentes e gengivas`,
  ),
  // Panoramic: "radiografia / RX panorâmica", "panorâmica dentária". ("ortopantomografia", "telerradiografia",
  // "cefalometria" are in the Italian and Spanish packs.)
  panoramic:
    word(
      String.raw`(?:radiografias?|rx|raios?[\s-]?x) panor[âa]mic(?:a|as|o|os)|panor[âa]micas? (?:dent[áa]ri(?:a|as)|odontol[óo]gicas?)`,
    ) + NOT_3D,
};

const french: LanguagePack = {
  language: "fr",
  panoramicExamples: ["radio panoramique", "orthopantomogramme"],
  terms: [
    // Tier A: "cône beam" (accented), "faisceau conique", "tomographie volumique" (and "à faisceau conique").
    {
      name: "cone beam (French)",
      tier: "A",
      // "TVFC", the French initials ("tomographie volumique à faisceau conique").
      pattern: String.raw`\btvfc\b|\bcône[\s-]?beam\b|\bfaisceau conique\b|\btomographie volumique\b|\bimagerie volumique\b`,
      keys: [],
    },
    // Tier B: "radiographie 3D", "radio 3D", "cliché 3D": a 3D radiograph named outright, only beside dental words;
    // also in the plural ("des radiographies tridimensionnelles", "des clichés 3D") and as the radiographic image or
    // exam ("images radiographiques en 3D", "examen radiologique 3D", "tomographie 3D"; class "the 3D radiograph in
    // every form of its words"), and by the discipline's name ("radiologie 3D", as the other Romance packs read
    // "radiología 3D", "radiologia 3D").
    {
      name: "3D x-ray (French)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b(?:radiographies?|radios?|clich[ée]s?|images? radiographiques?|examens? radiologiques?|tomographies?|radiologie) (?:dentaires? )?(?:en )?(?:3d|tridimensionnelles?)\b\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B: "imagerie 3D" (an intraoral scanner makes a 3D image too), beside dental words, vetoed beside intraoral
    // words.
    {
      name: "3D imaging (French)",
      tier: "B",
      pattern: String.raw`\bimagerie(?: dentaire| m[ée]dicale)? (?:en )?(?:3d|tridimensionnelle)\b\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a bare CT: "scanner dentaire / des mâchoires", "tomodensitométrie" (a hospital CT too).
    {
      name: "CT (French)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`\bscanner (?:dentaire|des m[âa]choires|maxillo-facial)\b|\btomodensitom[ée]tri(?:e|que)\b\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "au cabinet", "sur place", "dans nos locaux", "au sein de notre cabinet", "directement au cabinet".
    // ("dans notre cabinet" is in cues.ts.)
    {
      name: "place: on our premises (French)",
      pattern: String.raw`\bsur place\b(?! (?:un|une|le|la) (?:laboratoire|parking))|\bdans nos (?:locaux|cabinets|centres)\b|\bau sein (?:de notre|du) (?:cabinet|centre|clinique)\b|\bdirectement au (?:cabinet|centre)\b`,
      reach: "next",
    },
    {
      name: "place: at the practice (French)",
      pattern: String.raw`\bau cabinet\b`,
      reach: "next",
      near: 60,
    },
    // Place: without going elsewhere ("sans avoir à vous déplacer").
    {
      name: "place: without going elsewhere (French)",
      pattern: String.raw`\bsans (?:avoir (?:à|a) |devoir |besoin de )?(?:vous |se |nous )?d[ée]placer\b`,
      reach: "sentence",
    },
    // Possession: "notre cabinet est équipé d'un", "dotée d'un", "nous avons un", "nous possédons", "le cabinet
    // dispose/possède". ("nous disposons", "notre cabinet dispose" are in cues.ts.)
    {
      name: "possession: equipped with (French)",
      pattern: String.raw`\b(?:est|sont|s'est|se sont) (?:d[ée]sormais |maintenant |aujourd'hui |r[ée]cemment )?(?:[ée]quip[ée]|dot[ée])e?s? (?:d'|de |du |des )(?<!\b(?:un|tout|chaque|certains|nombreux|peu de|les|des) (?:cabinets?|centres?|praticiens?|dentistes?|cliniques?)\b[^.\n]{0,60})|\bnous (?:avons|poss[ée]dons) (?:un|une|le|la|notre|notre propre|d[ée]sormais)\b|\b(?:le cabinet|la clinique|le centre) (?:dispose|poss[èe]de)\b`,
      reach: "next",
      near: 80,
    },
    // Possession said of the unit by a relative clause (class "the unit the practice has, named in passing"): "le
    // cone beam dont nous disposons", "l'appareil dont est équipé notre cabinet", "le scanner que nous avons au cabinet".
    {
      name: "possession: the unit we have (French)",
      pattern: String.raw`\bdont (?:nous disposons|nous sommes (?:équipés|equipes)|(?:est (?:équipé|equipe)|dispose) notre (?:cabinet|centre|clinique))\b|\bque nous avons au cabinet\b`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "notre cone beam", "notre appareil de radiographie 3D", "notre propre scanner".
    {
      name: "possession: our scanner (French)",
      pattern: String.raw`\bnotre (?:nouvel? |nouvelle |propre |moderne )?(?:appareil|scanner|cone[\s-]?beam|cône[\s-]?beam|cbct|radiographie 3d|imagerie 3d|système d'imagerie)\b`,
      reach: "sentence",
      near: 40,
    },
    // Exposure: "nous réalisons / effectuons / pratiquons le cone beam".
    {
      name: "exposure: we take the scan (French)",
      pattern: String.raw`\bnous (?:r[ée]alisons|effectuons|pratiquons|faisons|prenons) (?:[^\s.,;:!?]{1,14} ){0,3}?(?:cone[\s-]?beam|cône[\s-]?beam|cbct|scanners?|radio(?:graphie)?s? (?:3d|en 3d)|imagerie 3d|examens? (?:3d|radiologiques 3d)|clich[ée]s (?:en )?3d|tomographies?)\b`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "nous avons acquis / investi / installé", "nous venons d'acquérir", "le cabinet s'est équipé".
    {
      name: "acquisition: we installed one (French)",
      pattern: String.raw`\bnous (?:avons|nous sommes) (?:r[ée]cemment |d[ée]j[àa] )?(?:acquis|investi|install[ée]|int[ée]gr[ée]|fait l'acquisition|[ée]quip[ée]s|dot[ée]s)|\b(?:nous venons|vient) d'(?:acqu[ée]rir|installer|investir|int[ée]grer)\b`,
      reach: "sentence",
    },
    // Possession: one of the few / the first to have one ("l'un des seuls cabinets équipés", "le premier à disposer").
    {
      name: "possession: one of the few with one (French)",
      pattern: String.raw`\b(?:l'un des (?:seuls|rares|premiers)|l'une des (?:seules|rares|premières)|(?:le (?:seul|premier)|la (?:seule|première))(?= (?:[^\s.,;:!?]{1,20} ){0,2}?(?:cabinets?|centres?|cliniques?|dentistes?|praticiens?)\b)) (?:[^\s.,;:!?]{1,20} ){0,5}?(?:à (?:disposer|poss[ée]der|avoir|proposer)|[ée]quip[ée]e?s?|dot[ée]e?s?)`,
      reach: "sentence",
    },
    // Use: the scan lets us see / we can assess ("nous permet de", "nous pouvons voir").
    {
      name: "use: it lets us see (French)",
      pattern: String.raw`\bnous (?:permet|permettent|aide|aident|donne|offre|fournit)\b|\bnous (?:pouvons|pourrons) (?:voir|[ée]valuer|mesurer|planifier|analyser|visualiser|observer|diagnostiquer|d[ée]tecter)\b`,
      reach: "next",
      near: 120,
      claim: "uses",
    },
    // Use and offer: "nous proposons", "nous offrons", "nous travaillons avec", "nous avons recours". ("nous
    // utilisons" is in cues.ts.)
    {
      name: "offer: we offer it (French)",
      pattern: String.raw`\bnous (?:vous )?(?:proposons|offrons|travaillons avec|avons recours|nous appuyons sur)\b`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: another radiology / imaging centre, a radiologist, a partner or a hospital ("chez un radiologue", "dans
    // un centre d'imagerie", "à l'hôpital", "un centre partenaire"); "le centre de radiologie" may be the practice's
    // own, so only an indefinite or partner one; "sans vous déplacer dans un centre" is no referral.
    {
      name: "imaging centre (French)",
      pattern: String.raw`(?:(?:\b(?:dans|vers|à|chez|par) (?:un|une) (?:centre (?:de radiologie|d'imagerie|radiologique)|cabinet (?:de radiologie|radiologique)|radiologue|laboratoire de radiologie)\b|\bchez (?:le|votre) radiologue\b|(?:\b(?:à|vers)|\bdans) l'h[ôo]pital\b|\b(?:un|une|le|la) (?:centre|cabinet|confr[èe]re) (?:[^\s.,;:!?]{1,15} )?(?:partenaire|ext[ée]rieur|correspondant)\b))(?<!\bsans\b[^.\n]{0,100})`,
      reach: "next",
    },
    // Referral: "nous vous adressons / orientons vers", "vous serez adressé".
    {
      name: "sends patients out (French)",
      pattern: String.raw`\bnous (?:vous )?(?:adressons|adresserons|orientons|orienterons)\b|\bvous (?:serez|sera) (?:adress|orient)[ée]e?s?|\bvous (?:adresser|orienter) (?:vers|chez)\b`,
      reach: "next",
    },
    // Referral: "apportez votre scanner / cone beam".
    {
      name: "the scan comes from elsewhere (French)",
      pattern: String.raw`\b(?:apporter|apportez|munissez-vous de|munir de) (?:votre|vos|le|la|les) (?:[^\s.,;:!?]{1,15} ){0,2}?(?:scanners?|cone[\s-]?beam|radios?|clich[ée]s|examens?|cbct|cd)\b`,
      reach: "sentence",
    },
  ],
  // Treatment, equipment and fee sections ("soins", "traitements", "equipements", "plateau-technique", "tarifs").
  servicePath: ["soins", "traitement", "equipement", "plateau-technique", "tarif", "honoraires"],
  // Headings: "Nos soins", "Nos prestations", "Équipements", "Plateau technique", "Tarifs", "Honoraires".
  serviceHeading: String.raw`(?:nos )?(?:soins|prestations|traitements|[ée]quipements|technologies|plateau technique|tarifs|honoraires)${END}`,
  // Dental words: dents, mâchoire, the bone ("l'os", "osseux": not "os" alone, the Portuguese "the"), implants
  // dentaires, nerf, racines, dentiste, dents de sagesse.
  dentalContext: String.raw`\b(?:dents?|dentaires?|dentiste\w{0,2}|m[âa]choires?|maxillaire\w{0,2}|implants? dentaires?|implantologie|nerf|racines?|dents de sagesse|gencives?|l'os|osseu(?:x|ses?))\b`,
  // First person: "nous", "notre", "nôtre(s)" ("nos" is also Portuguese "in the": left out); not "our" of people in
  // general ("notre corps", "notre santé", "notre bouche").
  firstPerson: String.raw`\bnous\b|\bnotre\b(?! (?:corps|bouche|organisme|sourire|squelette|pays)\b| sant[ée]| m[âa]choire| [ée]poque)|${START}nôtres?\b`,
  negation: [
    // Negation: "nous ne disposons pas de cone beam", "nous n'avons pas de scanner", "le cabinet ne possède pas",
    // "n'est pas (encore) équipé".
    {
      name: "we do not have one (French)",
      pattern: String.raw`\bnous ne (?:(?:le |la |les |l')?(?:disposons|poss[ée]dons|r[ée]alisons|effectuons|pratiquons|proposons)) pas\b|\bnous n'(?:avons|effectuons|utilisons|offrons) pas (?:encore )?(?:de |d'|le |la |notre )|\b(?:le cabinet|la clinique|le centre|notre cabinet|notre centre|notre clinique) ne (?:dispose|poss[èe]de|propose|r[ée]alise) pas\b|\bn'(?:est|sommes|sont) pas (?:encore )?(?:[ée]quip[ée]|dot[ée])`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "actualités", "actus", "conseils", "questions fréquentes", "le saviez-vous".
  articlePath: [
    "actualites",
    "actualite",
    "actus",
    "actu",
    "conseils",
    "questions-frequentes",
    "foire-aux-questions",
    "le-saviez-vous",
  ],
  // Equipment sections: "plateau technique", "nos équipements", "nos technologies".
  technologyPath: ["plateau-technique", "notre-plateau-technique", "nos-equipements", "nos-technologies"],
  // Radiographic: the bone ("l'os", "osseux"), the jaw bone, the nerve and dental canal, sinus, roots and root canals,
  // wisdom and impacted teeth, cysts, implant planning, guided surgery, dose, radiation, x-rays, the jaw joint.
  radiographicWords: word(
    String.raw`l'os|les os|os (?:maxillaires?|de la m[âa]choire|alv[ée]olaires?)|osseu(?:x|se|ses)|nerfs?(?: dentaires?| alv[ée]olaires?)?|canal (?:dentaire|mandibulaire)|canaux (?:dentaires|radiculaires)|sinus|racines?|dents? (?:incluses?|de sagesse)|kystes?|l[ée]sions?|planification (?:implantaire|des implants|chirurgicale|de l'implant)|chirurgie guid[ée]e|doses?|irradiations?|radiations?|rayons x|radiograph${W}{0,6}|radiolog${W}{0,6}|tomograph${W}{0,6}|articulation temporo-?mandibulaire`,
  ),
  // Intraoral: impression ("empreinte"), intraoral scanner and camera, aligners and trays, crowns, veneers, inlays,
  // smile design, 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`empreintes?(?: num[ée]riques?| optiques?)?|cam[ée]ras? intra-?orales?|scanners? intra-?oraux|scanners? intra-?oral|aligneurs?|goutti[èe]res?(?: transparentes?| invisibles?)?|couronnes?|facettes?|inlays?|onlays?|design (?:du|de votre) sourire|smile design|impression 3d|imprimante 3d|imprim[ée]e?s? en 3d|usin[ée]e?s?|usinage|fraisage|p[âa]te (?:à|d')empreinte|dents et gencives`,
  ),
  // Panoramic: "radio / radiographie / cliché panoramique", "panoramique dentaire", "orthopantomogramme", the ceph
  // "téléradiographie", "céphalométrie".
  panoramic:
    word(
      String.raw`(?:radio(?:graphie)?s?|clich[ée]s?) panoramiques?|panoramiques? dentaires?|orthopantomo${W}{1,8}|t[ée]l[ée]radiographies?|c[ée]phalom[ée]tri${W}{1,3}`,
    ) + NOT_3D,
};

const german: LanguagePack = {
  language: "de",
  panoramicExamples: ["Panoramaaufnahme", "Fernröntgen"],
  terms: [
    // Tier A: "Kegelstrahl-CT / -tomographie", the unit "(digitaler) Volumentomograph". ("DVT", "digitale
    // Volumentomographie" are in cues.ts.)
    {
      name: "cone beam (German)",
      tier: "A",
      pattern: String.raw`\bkegelstrahl[\s-]?(?:ct|computertomogra(?:ph|f)ie|tomogra(?:ph|f)ie|volumentomogra(?:ph|f)ie|technik)\b|\bvolumentomogra(?:ph|f)(?:en|s)?\b|\bvolumentomogramm(?:e|s)?\b`,
      keys: [],
    },
    // Tier B: "3D-Röntgenaufnahme / -gerät / -bild", "dreidimensionale Röntgenaufnahme": a 3D radiograph named
    // outright, read as the jaw's only beside dental words.
    {
      name: "3D x-ray (German)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b3d[\s-]?r(?:ö|oe|o)ntgen(?:aufnahme|bild|gerät|geraet|diagnostik|technik|untersuchung)\w{0,4}|\bdreidimensionale[nrs]? r(?:ö|oe|o)ntgen\w{0,10}\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B: "dreidimensionale Aufnahme / Bildgebung", "3D-Aufnahme", "3D-Bildgebung" (an image, not named a
    // radiograph), beside dental words.
    {
      name: "3D imaging (German)",
      tier: "B",
      pattern: String.raw`\b(?:dreidimensionale[nrs]? |3d[\s-]?)(?:aufnahme\w{0,2}|bildgebung)\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B, a bare CT: "Computertomographie" (a hospital CT too), beside dental words.
    {
      name: "CT (German)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`\bcomputertomogra(?:ph|f)ie\b\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Place: "vor Ort", "im Haus", "hauseigen / praxiseigen", "direkt in der Praxis", "in unseren Praxisräumen", "bei
    // uns". ("in unserer Praxis" is in cues.ts.)
    {
      name: "place: on site (German)",
      pattern: String.raw`\bvor ort\b|\bim hause?\b|\b(?:haus|praxis)eigene[nmrs]?\b(?! (?:dental|praxis)?labor| zahntechnik)|\bdirekt in der praxis\b|\bin unseren (?:praxisr(?:ä|ae)umen|r(?:ä|ae)umen|r(?:ä|ae)umlichkeiten)|\bin unserem (?:haus|zentrum|praxiszentrum|behandlungszentrum)\b`,
      reach: "next",
    },
    {
      name: "place: with us (German)",
      pattern: String.raw`\bbei uns\b`,
      reach: "sentence",
      near: 60,
    },
    // Place: without a referral or extra trips ("ohne Überweisung", "ohne zusätzliche Wege").
    {
      name: "place: without going elsewhere (German)",
      pattern: String.raw`\bohne (?:eine )?(?:(?:ü|ue)berweisung|zus(?:ä|ae)tzliche[n]? (?:termine?|wege)|lange[n]? wege|weitere[n]? wege|umwege)`,
      reach: "sentence",
    },
    // Possession said of the unit by a relative clause (class "the unit the practice has, named in passing"): "das DVT,
    // über das wir verfügen", "mit dem unsere Praxis ausgestattet ist", "das wir in unserer Praxis haben".
    {
      name: "possession: the unit we have (German)",
      pattern: String.raw`(?:(?<![a-zäöüß])(?:ü|ue)ber (?:den|die|das) wir verf(?:ü|ue)gen|\bmit (?:dem|der) (?:unsere|die) (?:praxis|klinik) (?:ausgestattet|ausger(?:ü|ue)stet) ist|\b(?:den|die|das) wir in unserer (?:praxis|klinik) haben)\b`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "wir haben ein", "unser (eigenes) DVT", "mit einem DVT ausgestattet", "die Praxis verfügt über".
    // ("unsere Praxis verfügt", "verfügen über" are in cues.ts.)
    {
      name: "possession: we have one (German)",
      pattern: String.raw`\bwir haben (?:ein|einen|eine|das|den|die|seit|jetzt|nun|auch)\b|(?:\b(?:ausgestattet|ausger(?:ü|ue)stet) mit\b|\bmit (?:einem|einer|dem|der|modernster|neuester|eigenem|eigener) (?:[a-zäöüß-]{1,25} ){0,3}(?:ausgestattet|ausger(?:ü|ue)stet)\b)(?<!\b(?:nicht|jede|alle|viele|wenige|manche)\b[^.\n]{0,80})|\b(?:die|diese) (?:praxis|klinik|zahnarztpraxis|praxisklinik) verf(?:ü|ue)gt (?:(?:seit \S{1,12}|jetzt|nun|auch|bereits|schon) )?(?:ü|ue)ber\b|\b(?:wir besitzen|besitzen wir)\b`,
      reach: "sentence",
      near: 80,
    },
    {
      name: "possession: our scanner (German)",
      pattern: String.raw`\bunser(?:e|em|en|es)? (?:neue[nrs]? |moderne[nrs]? |eigene[nrs]? |hochmoderne[nrs]? |digitale[nrs]? ){0,2}(?:dvt|cbct|3d-r(?:ö|oe|o)ntgen|r(?:ö|oe|o)ntgenger(?:ä|ae)t|volumentomogra|kegelstrahl|ct)`,
      reach: "sentence",
      near: 40,
    },
    // Exposure: "wir fertigen / erstellen DVT-Aufnahmen", "DVT-Aufnahmen fertigen wir", and the verb before its subject
    // after an opening phrase ("Im Zentrum erstellen wir ein Orthopantomogramm oder ein dentales Volumentomogramm"); never
    // denied ("eigene Aufnahmen erstellen wir nicht").
    {
      name: "exposure: we take the scan (German)",
      pattern: String.raw`\bwir (?:fertigen|erstellen|machen|f(?:ü|ue)hren) (?:[a-zäöüß-]{1,25} ){0,3}?(?:dvt|cbct|3d|r(?:ö|oe|o)ntgen|aufnahme|volumentomogra|ct)|\b(?:dvt|cbct|3d|r(?:ö|oe|o)ntgen|aufnahme|volumentomogra|ct)[a-zäöüß-]{0,25} (?:[a-zäöüß-]{1,15} ){0,2}?(?:fertigen|erstellen|machen|f(?:ü|ue)hren) wir\b(?! (?:nicht|keine|selbst nicht)\b)|\b(?:fertigen|erstellen|machen) wir (?!(?:nicht|keine|kein)\b)(?:[a-zäöüß-]{1,25} ){0,6}?(?:dvt|cbct|3d|r(?:ö|oe|o)ntgen|volumentomogra|ct)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "wir haben ... angeschafft / installiert / investiert", "seit 2015 arbeiten wir mit".
    {
      name: "acquisition: we installed one (German)",
      pattern: String.raw`\bwir haben (?:uns )?(?:[a-zäöüß-]{1,20} ){0,4}?(?:angeschafft|investiert|installiert|erworben|zugelegt)\b|\bneu (?:angeschafft|in unserer praxis)\b|\bseit (?:\d{4}|kurzem) (?:verf(?:ü|ue)gen|arbeiten|haben) wir\b`,
      reach: "sentence",
    },
    // Possession: one of the few / the first practices with one ("eine der wenigen Praxen mit", "als erste Praxis").
    {
      name: "possession: one of the few with one (German)",
      pattern: String.raw`\b(?:eine[rs]? der (?:wenigen|ersten)|als (?:eine der )?erste[nr]?|die einzige) (?:[a-zäöüß-]{1,25} ){0,5}?(?:mit (?:einem|einer|eigenem|eigener)|die (?:über|ueber) (?:ein|einen|eine) (?:[a-zäöüß-]{1,25} )?verf(?:ü|ue)g)`,
      reach: "sentence",
    },
    // Use: the scan lets us see / we can assess ("ermöglicht uns", "so können wir", "wir können ... beurteilen").
    {
      name: "use: it lets us see (German)",
      pattern: String.raw`\b(?:erm(?:ö|oe)glicht|erlaubt|hilft|gibt|zeigt) uns\b|\bk(?:ö|oe)nnen wir\b|\bwir k(?:ö|oe)nnen (?:[a-zäöüß-]{1,20} ){0,3}?(?:sehen|beurteilen|erkennen|planen|messen|darstellen|einsch(?:ä|ae)tzen)\b`,
      reach: "next",
      near: 120,
      claim: "uses",
    },
    // Use and offer: "wir bieten", "bieten wir", "wir arbeiten mit", "nutzen/verwenden/setzen wir". ("wir nutzen /
    // verwenden / setzen" are in cues.ts.)
    {
      name: "offer: we offer it (German)",
      pattern: String.raw`\b(?:wir bieten|bieten wir|wir arbeiten mit|arbeiten wir mit|nutzen wir|verwenden wir|setzen wir)\b(?! (?:kein\w{0,2}|nicht)\b)`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: a radiology practice / institute, a radiologist, a partner, a hospital ("in einer radiologischen
    // Praxis", "beim Radiologen", "Kooperationspartner"); "unsere" or "ohne" before a practice or institute is no
    // referral.
    {
      name: "imaging centre (German)",
      // A partner stays outside the practice even when it is "ours" ("bei unseren radiologischen
      // Kooperationspartnern"): only "ohne" cancels those.
      pattern: String.raw`\b(?:radiologische[nrm]? (?:praxis|praxen|zentrum|institut)|r(?:ö|oe|o)ntgeninstitut\w{0,2}|radiologen|radiologiezentrum)\b(?<!\b(?:ohne|unser\w{0,2})\b[^.\n]{0,60})|\b(?:radiologische[nrm]? partner\w{0,2}|kooperationspartner\w{0,2}|partnerpraxis|partnerpraxen|partnerklinik\w{0,2})\b(?<!\bohne\b[^.\n]{0,60})|\b(?:im|ins|in einem|in ein|an ein|an einem) (?:krankenhaus|klinikum)\b`,
      reach: "next",
    },
    // Referral: "wir überweisen Sie", "Überweisung zum Radiologen" ("ohne Überweisung" is no referral).
    {
      name: "sends patients out (German)",
      pattern: String.raw`(?<!\bohne (?:eine )?)${START}(?:(?:ü|ue)berweisen|(?:ü|ue)berweist|(?:ü|ue)berwiesen|(?:ü|ue)berweisung)\b`,
      reach: "next",
    },
    // Referral: the patient brings a scan ("bringen Sie Ihre DVT-Aufnahme mit").
    {
      name: "the scan comes from elsewhere (German)",
      pattern: String.raw`\b(?:mitbringen|mitzubringen|mitgebracht)\b|\bbringen sie (?:[a-zäöüß-]{1,20} ){0,3}?mit\b`,
      reach: "sentence",
    },
  ],
  // Equipment, technology, practice tour and focus sections ("ausstattung", "technik", "rundgang", "schwerpunkt").
  servicePath: ["ausstattung", "technik", "rundgang", "schwerpunkt", "therapie"],
  // Headings: "Unsere Leistungen", "Behandlungen", "Behandlungsspektrum", "Ausstattung", "Technik", "Preise".
  serviceHeading: String.raw`(?:unsere )?(?:leistungen|behandlungen|behandlungsspektrum|ausstattung|praxisausstattung|technik|therapien|preise)${END}`,
  // Dental words: Zahn/Zähne, Kiefer, Implantat, Knochen, Nerv, Wurzel, Weisheitszahn, Zahnarzt.
  dentalContext: String.raw`\b(?:zahn\w{0,12}|z(?:ä|ae)hne|kiefer\w{0,10}|implantat\w{0,4}|knochen\w{0,6}|nerv\w{0,4}|wurzel\w{0,6}|weisheitsz\w{0,6}|kieferh(?:ö|oe)hle)`,
  // First person: "wir", "uns", "unser / unsere / unserem / unseren / unserer / unseres"; not "our" of people in general
  // ("unsere Zähne", "unser Körper", "unsere Gesundheit").
  firstPerson: String.raw`\b(?:wir|uns)\b|\bunser(?:e|em|en|er|es)?\b(?! (?:z(?:ä|ae)hne|k(?:ö|oe)rper|gesundheit|gebiss|mund|organismus|immunsystem|l(?:ä|ae)cheln|knochen)\b)`,
  negation: [
    // Negation: "wir haben (noch) kein DVT", "wir verfügen nicht über", "die Praxis hat kein", "nicht mit einem DVT
    // ausgestattet"; "nicht nur" is no denial.
    {
      name: "we do not have one (German)",
      pattern: String.raw`\bwir (?:haben|besitzen|bieten|fertigen) (?:(?:derzeit|noch|aktuell|leider|selbst) ){0,2}kein(?:e|en|er)?\b|\bwir verf(?:ü|ue)gen (?:(?:derzeit|noch|aktuell|leider|selbst) ){0,2}(?:nicht(?! nur\b)|(?:ü|ue)ber kein(?:e|en)?\b)|\b(?:praxis|klinik|praxisklinik|zahnarztpraxis) (?:verf(?:ü|ue)gt|hat|besitzt) (?:(?:derzeit|noch|aktuell|leider|selbst) ){0,2}(?:nicht (?:(?:ü|ue)ber)|(?:ü|ue)ber kein\w{0,2}|kein\w{0,2})\b|\bnicht mit (?:einem|einer) (?:[a-zäöüß-]{1,25} ){0,2}(?:ausgestattet|ausger(?:ü|ue)stet)\b`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "Aktuelles", "Neuigkeiten", "Artikel", "Beiträge", "Wissenswertes", "häufige Fragen".
  articlePath: [
    "aktuelles",
    "neuigkeiten",
    "artikel",
    "beitraege",
    "beitrag",
    "wissen",
    "wissenswertes",
    "haeufige-fragen",
    "fragen-und-antworten",
  ],
  // Equipment sections: "Praxisausstattung", "Technologie".
  technologyPath: ["praxisausstattung", "technologie", "technologien", "unsere-praxisausstattung"],
  // Radiographic: bone and jaw bone, the nerve and its canal, the maxillary sinus and sinus lift, roots and root
  // canals, wisdom and displaced teeth, cysts, implant planning, dose and radiation exposure, x-ray ("Röntgen"),
  // tomography, the jaw joint.
  radiographicWords: word(
    String.raw`knochen${W}{0,8}|kieferknochen${W}{0,4}|kn(?:ö|oe)chern${W}{0,2}|nerv(?:en|s)?|nerv(?:en)?kan(?:al|äle)${W}{0,2}|nervverlauf|kieferh(?:ö|oe)hle${W}{0,2}|nasennebenh(?:ö|oe)hle${W}{0,2}|sinuslift${W}{0,2}|wurzel(?:n|kan(?:al|äle)${W}{0,2}|spitze${W}{0,2}|behandlung${W}{0,2})?|weisheitsz(?:a|ä|ae)hn${W}{0,2}|verlagert${W}{0,3}|zyste${W}{0,2}|implantat-?planung|planung (?:der|von) implantat${W}{0,2}|(?:strahlen)?dosis|strahlen(?:belastung|exposition)|strahlung|r(?:ö|oe)ntgen${W}{0,10}|tomogra(?:ph|f)${W}{0,4}|kiefergelenk${W}{0,2}`,
  ),
  // Intraoral: impression ("Abdruck", "Abformung"), intraoral scanner and scan of the teeth, aligners and splints,
  // crowns, veneers, inlays, smile design, 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`abdr(?:u|ü|ue)ck${W}{0,3}|abdruckl(?:ö|oe)ffel|abform(?:ung|ungen|masse|löffel)|intraoral-?scan(?:ner|s)?|optische abformung|scan (?:der|ihrer) z(?:ä|ae)hne|aligner(?:n|s)?|(?:aligner-?|zahn)?schienen?|(?:zahn)?kronen?|veneers?|inlays?|onlays?|smile design|l(?:ä|ae)chel-?design|3d-druck${W}{0,3}|gefr(?:ä|ae)st${W}{0,2}|fr(?:ä|ae)s(?:en|einheit|maschine|technik)|z(?:ä|ae)hne und zahnfleisch`,
  ),
  // Panoramic: "Panoramaaufnahme / -röntgen / -schichtaufnahme", "Orthopantomogramm / -graph", the ceph
  // "Fernröntgenseitenbild", "Kephalometrie".
  panoramic:
    word(
      String.raw`panorama-?(?:aufnahme|r(?:ö|oe)ntgen|schicht|bild|ger(?:ä|ae)t)${W}{0,12}|orthopantomo${W}{1,8}|fernr(?:ö|oe)ntgen${W}{0,12}|kephalometri${W}{0,3}|ceph-?aufnahme${W}{0,2}`,
    ) + NOT_3D,
};

const dutch: LanguagePack = {
  language: "nl",
  panoramicExamples: ["panoramafoto", "kaakoverzichtsfoto"],
  terms: [
    // Tier A: "kegelstraal-CT", "kegelbundel-CT", "kegelstraaltomografie", "tandheelkundige CT", "kaak-CT", "(digitale)
    // volumetomografie".
    {
      name: "cone beam (Dutch)",
      tier: "A",
      pattern: String.raw`\bkegel(?:straal|bundel)[\s-]?(?:ct|computer[\s-]?tomografie|tomografie|volumetomografie|scan)|\b(?:tandheelkundige|dentale) ct\b|\bkaak[\s-]?ct\b|\b(?:digitale )?volumetomografie\b`,
      keys: [],
    },
    // Tier B: "3D-röntgenfoto / -opname / -beeld / -apparaat", "3D-foto van de kaak": a 3D radiograph, beside dental
    // words; also with the adjective written out ("een driedimensionale röntgenfoto", "driedimensionale röntgenopnamen").
    {
      name: "3D x-ray (Dutch)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b(?:3d|driedimensionale)[\s-]?r(?:ö|oe|o)ntgen(?:foto|opname|beeld|apparaat|scan)\w{0,4}|\b3d[\s-]?(?:foto|opname|scan)(?:'s|s)? van (?:de|uw|het) (?:kaak|kaken|kaakbot)\b\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Place: "in onze praktijk / kliniek / ons centrum", "in eigen huis", "ter plaatse".
    {
      name: "place: in our practice (Dutch)",
      pattern: String.raw`\bin (?:onze|ons) (?:eigen )?(?:praktijk|kliniek|centrum|tandartspraktijk|behandelcentrum|praktijken|klinieken)\b|\bin (?:eigen )?huis\b|\bter plaatse\b`,
      reach: "sentence",
    },
    // Place: without going elsewhere ("zonder dat u naar het ziekenhuis hoeft", "zonder verwijzing").
    {
      name: "place: without going elsewhere (Dutch)",
      pattern: String.raw`\bzonder (?:dat u )?(?:naar (?:het ziekenhuis|een ander\w{0,2}|elders)|verwijzing|door te verwijzen)`,
      reach: "sentence",
    },
    // Possession: "wij beschikken over", "onze praktijk beschikt over", "uitgerust met", "wij hebben een".
    {
      name: "possession: we have one (Dutch)",
      pattern: String.raw`\b(?:wij|we) beschikken (?:(?:sinds \S{1,12}|nu|ook|al|inmiddels|tevens) )?over\b|\b(?:onze|de|deze) (?:praktijk|kliniek|tandartspraktijk) beschikt (?:(?:sinds \S{1,12}|nu|ook|al|inmiddels|tevens) )?over\b|\buitgerust met\b(?<!\b(?:niet|elke|alle|veel|weinig)\b[^.\n]{0,60})|\b(?:wij|we) hebben (?:een|sinds|nu|ook|onze eigen)\b`,
      reach: "sentence",
      near: 80,
    },
    {
      name: "possession: our scanner (Dutch)",
      pattern: String.raw`\b(?:onze|ons) (?:eigen |nieuwe |moderne )?(?:cbct|cone[\s-]?beam|kegel(?:straal|bundel)\w{0,12}|3d[\s-]?r(?:ö|o)ntgen\w{0,10}|ct[\s-]?scanner|r(?:ö|o)ntgenapparatuur)`,
      reach: "sentence",
      near: 40,
    },
    // Exposure: "wij maken een 3D-röntgenfoto", "maken we een CBCT-scan".
    {
      name: "exposure: we take the scan (Dutch)",
      pattern: String.raw`\b(?:wij|we) (?:maken|nemen|vervaardigen) (?:[a-z'-]{1,15} ){0,3}?(?:cbct|cone[\s-]?beam|3d|ct|kegel(?:straal|bundel)|scan|r(?:ö|o)ntgenfoto)|\b(?:maken|nemen) (?:wij|we) (?:[a-z'-]{1,15} ){0,2}?(?:cbct|cone[\s-]?beam|3d|ct|kegel(?:straal|bundel)|scan)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "wij hebben ... aangeschaft / geïnstalleerd / in gebruik genomen", "sinds kort beschikken wij".
    {
      name: "acquisition: we installed one (Dutch)",
      pattern: String.raw`\b(?:wij|we) hebben (?:[a-z'-]{1,15} ){0,4}?(?:aangeschaft|ge(?:ï|i)nstalleerd|in gebruik genomen|ge(?:ï|i)nvesteerd|aangekocht)|\bsinds (?:kort|\d{4}) (?:beschikken|hebben|werken) (?:wij|we)\b`,
      reach: "sentence",
    },
    // Use: the scan lets us see ("kunnen wij zien", "geeft ons", "stelt ons in staat").
    {
      name: "use: it lets us see (Dutch)",
      pattern: String.raw`\b(?:kunnen|kan) (?:wij|we)\b|\b(?:wij|we) kunnen (?:[a-z-]{1,15} ){0,3}?(?:zien|beoordelen|plannen|meten|bekijken|opsporen)\b|\b(?:geeft|geven) ons\b|\bstelt ons in staat\b`,
      reach: "next",
      near: 120,
      claim: "uses",
    },
    // Use and offer: "wij gebruiken", "wij bieden", "wij werken met", "wij maken gebruik van".
    {
      name: "offer: we use it (Dutch)",
      pattern: String.raw`(?:\b(?:wij|we) (?:gebruiken|bieden|werken met|maken gebruik van|zetten)\b|\b(?:gebruiken|bieden) (?:wij|we)\b)(?! (?:geen|niet)\b)`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "verwijzen naar", "doorverwijzen naar een kaakchirurg" ("naar ons" is the practice itself; "zonder"
    // before it is no referral).
    {
      name: "refers patients out (Dutch)",
      pattern: String.raw`(?:\b(?:verwijzen|verwijst|verwezen|doorverwijzen|doorverwezen|doorsturen|sturen) (?:[a-z'-]{1,15} ){0,3}?naar\b(?! (?:ons|onze)\b))(?<!\bzonder\b[^.\n]{0,100})`,
      reach: "next",
    },
    // Referral: a hospital, an x-ray centre, an oral surgeon or another practice takes it.
    {
      name: "imaging centre (Dutch)",
      pattern: String.raw`(?:\b(?:in|naar|bij) (?:het|een) (?:ziekenhuis|r(?:ö|o)ntgencentrum|r(?:ö|o)ntgeninstituut|radiologisch centrum|beeldvormingscentrum|kaakchirurg|andere praktijk)\b)(?<!\bzonder\b[^.\n]{0,100})`,
      reach: "next",
    },
  ],
  // Treatment, services, fee, equipment sections ("behandelingen", "diensten", "tarieven", "apparatuur").
  // Also "techniek" (the practice's technique / equipment section).
  servicePath: [
    "behandeling",
    "diensten",
    "tarieven",
    "zorgaanbod",
    "specialisaties",
    "apparatuur",
    "faciliteiten",
    "techniek",
  ],
  // Headings: "Onze behandelingen", "Diensten", "Tarieven", "Apparatuur", "Faciliteiten", "Zorgaanbod".
  serviceHeading: String.raw`(?:onze )?(?:behandelingen|diensten|tarieven|faciliteiten|apparatuur|techniek(?:en)?|zorgaanbod|specialisaties)${END}`,
  // Dental words: tand/tanden, kies/kiezen, kaak/kaken, implantaat, bot, zenuw, wortel, verstandskies, gebit.
  dentalContext: String.raw`\b(?:tand(?:en|arts\w{0,6}|heelkund\w{0,4}|vlees)?|kies|kiezen|ka(?:ak|ken)\w{0,8}|implanta(?:at|ten)|kaakbot|zenuw\w{0,4}|wortel\w{0,6}|verstandskie\w{0,6}|gebit)\b`,
  // First person: "wij", "ons", "onze" ("we" is in the English words); not "our" of people in general ("onze tanden",
  // "ons lichaam", "onze gezondheid").
  firstPerson: String.raw`\bwij\b|\b(?:ons|onze)\b(?! (?:tanden|gebit|mond|lichaam|gezondheid|kaken|glimlach|botten)\b)`,
  negation: [
    // Negation: "wij hebben geen CBCT", "wij beschikken niet over", "de praktijk heeft geen", "niet uitgerust met".
    {
      name: "we do not have one (Dutch)",
      pattern: String.raw`\b(?:wij|we) (?:hebben|maken|bieden|gebruiken) (?:(?:zelf|nog|momenteel|helaas) ){0,2}geen\b|\b(?:wij|we) beschikken (?:(?:zelf|nog|momenteel|helaas) ){0,2}niet over\b|\b(?:praktijk|kliniek) (?:beschikt|heeft) (?:(?:zelf|nog|momenteel|helaas) ){0,2}(?:niet over|geen)\b|\bniet (?:uitgerust|voorzien) (?:met|van)\b`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "nieuws", "artikelen", "veelgestelde vragen", "kennisbank", "actueel".
  articlePath: ["nieuws", "artikelen", "veelgestelde-vragen", "vragen-en-antwoorden", "kennisbank", "actueel"],
  // Equipment sections: "apparatuur", "techniek", "faciliteiten", "onze apparatuur".
  technologyPath: ["apparatuur", "techniek", "technologie", "faciliteiten", "onze-apparatuur", "onze-techniek"],
  // Radiographic: the (jaw) bone ("kaakbot", "botvolume"), the nerve and its canal, sinus ("kaakholte", "bijholte",
  // sinuslift), roots and root canals, wisdom and impacted teeth, cysts, implant planning, guided surgery, dose and
  // radiation, x-ray ("röntgen"), tomography, the jaw joint.
  radiographicWords: word(
    String.raw`kaakbot|het bot|bot(?:weefsel|volume|dichtheid|opbouw|verlies|structuur)|zenuw(?:en|kanaal|kanalen|baan)?|kaakholte${W}{0,1}|bijholte${W}{0,1}|sinuslift|wortel(?:s|kanaal|kanalen|punt|top)?|verstandskie(?:s|zen)|ingesloten (?:tand|tanden|kies|kiezen)|cyste${W}{0,1}|implanta(?:at|ten)planning|planning van (?:het |de )?implanta(?:at|ten)|geleide chirurgie|(?:stralings)?dosis|straling(?:sbelasting)?|r(?:ö|o)ntgen${W}{0,10}|tomografie${W}{0,2}|kaakgewricht${W}{0,2}`,
  ),
  // Intraoral: impression ("afdruk"), intraoral scanner and scan of the teeth, aligners, crowns, veneers ("facings"),
  // inlays, smile design, 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`afdruk(?:ken)?|afdrukmateria${W}{0,3}|intraorale scan(?:ner|ners|s)?|scan van (?:uw|je|het|de) (?:gebit|tanden|mond)|aligners?|onzichtbare beugels?|kro(?:on|nen)|facings?|inlays?|onlays?|smile design|3d-print${W}{0,3}|3d-geprint${W}{0,2}|gefreesd${W}{0,1}|frezen|tanden en tandvlees`,
  ),
  // Panoramic: "panoramafoto / -opname / -röntgen", "OPT-foto", "kaakoverzichtsfoto", "orthopantomogram", the ceph
  // "schedelfoto", "cefalometrie".
  panoramic:
    word(
      String.raw`panorama-?(?:foto|opname|r(?:ö|o)ntgen)${W}{0,6}|opt-?foto${W}{0,2}|kaakoverzichtsfoto${W}{0,2}|orthopantomo${W}{1,8}|schedelfoto${W}{0,2}|cefalometri${W}{0,3}`,
    ) + NOT_3D,
};

const swedish: LanguagePack = {
  language: "sv",
  panoramicExamples: ["panoramaröntgen"],
  terms: [
    // Tier A: "konstråle-CT", "konstråletomografi", "volymtomografi", "dental datortomografi".
    {
      name: "cone beam (Swedish)",
      tier: "A",
      pattern: String.raw`\bkonstr(?:å|a)le[\s-]?(?:ct|datortomografi|tomografi|r(?:ö|o)ntgen|teknik)|\b(?:digital )?volymtomografi\b|\b(?:dental|odontologisk) datortomografi\b`,
      keys: [],
    },
    // Tier B, a bare CT: "datortomografi" (a hospital CT too), beside dental words.
    {
      name: "CT (Swedish)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`\bdatortomografi\w{0,3}\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B: "3D-röntgenbild / -undersökning / -apparat": a 3D radiograph named outright, beside dental words; also
    // with the adjective written out ("tredimensionella röntgenbilder"; class "the 3D radiograph in every form of its
    // words").
    {
      name: "3D x-ray (Swedish)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b(?:3d[\s-]?|tredimensionell[ae]? )r(?:ö|o)ntgen(?:bild|undersökning|apparat|utrustning)\w{0,4}\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Place: "på vår klinik / mottagning" (also Norwegian "på vår klinikk"), "här på kliniken", "i egen regi"; "hos oss"
    // (also Norwegian), "på plats", "på kliniken".
    {
      name: "place: at our clinic (Swedish)",
      pattern: String.raw`\b(?:på|hos) (?:vår|våran) (?:klinik|mottagning|praktik|tandvårdsklinik)\w{0,3}|\bhär på (?:kliniken|mottagningen)\b|\bi egen regi\b`,
      reach: "sentence",
    },
    {
      name: "place: with us (Swedish, Norwegian)",
      pattern: String.raw`\bhos oss\b|\bpå plats\b|\bpå kliniken\b`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "vi har en/ett/egen" (also Norwegian and Danish "vi har en"), "utrustad med", "vår egen CBCT".
    {
      name: "possession: we have one (Swedish)",
      pattern: String.raw`\bvi har (?:en|ett|egen|eget|sedan|nu|också|även|modern)\b|\butrustade? med\b(?<!\b(?:inte|alla|många)\b[^.\n]{0,60})|\b(?:vår|vårt|våra) (?:egen |eget |nya |moderna )?(?:cbct|cone[\s-]?beam|konstr(?:å|a)le\w{0,15}|3d[\s-]?r(?:ö|o)ntgen\w{0,8}|datortomograf|r(?:ö|o)ntgenutrustning)`,
      reach: "sentence",
      near: 60,
    },
    // Exposure: "vi tar / gör / utför 3D-röntgen" (also Norwegian "vi tar").
    {
      name: "exposure: we take the scan (Swedish)",
      pattern: String.raw`\bvi (?:tar|gör|utför) (?:[a-zåäö-]{1,15} ){0,3}?(?:cbct|cone[\s-]?beam|3d|konstr(?:å|a)le|datortomografi|r(?:ö|o|ø)ntgen)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "vi har investerat i / skaffat / köpt in / installerat".
    {
      name: "acquisition: we installed one (Swedish)",
      pattern: String.raw`\bvi har (?:nu |nyligen |just )?(?:investerat i|skaffat|köpt in|köpt|installerat)\b`,
      reach: "sentence",
    },
    // Use and offer: "vi använder", "vi erbjuder", "vi arbetar med".
    {
      name: "offer: we use it (Swedish)",
      pattern: String.raw`(?:\bvi (?:använder|erbjuder|arbetar med)\b|\b(?:erbjuder|använder) vi\b)(?! inte\b)`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "remitterar dig till", "skickar dig vidare till".
    {
      name: "refers patients out (Swedish)",
      pattern: String.raw`\b(?:remitterar|remittera|remitteras|skickar|hänvisar) (?:[a-zåäö]{1,15} ){0,2}?(?:till)\b(?! oss\b)`,
      reach: "next",
    },
    // Referral: a hospital, an x-ray clinic, a specialist clinic, an oral surgeon ("utan" before it is no referral).
    {
      name: "imaging centre (Swedish)",
      pattern: String.raw`(?:\b(?:på|till) (?:ett |en )?(?:sjukhus(?:et)?|r(?:ö|o)ntgenklinik(?:en)?|specialistklinik(?:en)?|käkkirurg(?:en)?|r(?:ö|o)ntgenavdelning(?:en)?)\b)(?<!\butan\b[^.\n]{0,100})`,
      reach: "next",
    },
  ],
  // Treatment, price-list, equipment and technique sections ("behandlingar", also Norwegian and Danish
  // "behandlinger"; "priser", "prislista", "utrustning", "teknik").
  servicePath: ["behandling", "priser", "prislist", "utrustning", "teknik"],
  // Headings: "Våra behandlingar", "Tjänster", "Priser", "Prislista", "Utrustning", "Teknik".
  serviceHeading: String.raw`(?:våra |vår )?(?:behandlingar|tjänster|priser|prislista|utrustning|teknik)${END}`,
  // Dental words: tand/tänder, käke/käkben, implantat, nerv, visdomstand, tandläkare.
  dentalContext: String.raw`\b(?:tand\w{0,10}|tänder|käk\w{0,8}|implantat\w{0,3}|nerv\w{0,4}|visdomst\w{0,6})`,
  // First person: "vår / vårt / våra", "oss", and "vi" only beside a verb ("vi har", "kan vi"): "vi" alone is also
  // Italian ("you", "there"). Swedish, Norwegian and Danish verbs end in -r in the present ("har", "tar", "tilbyr").
  // Not "our" of people in general ("våra tänder", "vår kropp", "vår hälsa").
  firstPerson: String.raw`\boss\b|\b(?:vår|vårt|våra)\b(?! (?:tänder|kropp|hälsa|mun|käkar)\b)|\bvi (?:[a-zåäöæø]{1,15}r|kan|kunne|kunde|ska|skal|skulle|vil|vill|ville|må|måste)\b|\b(?:[a-zåäöæø]{1,15}r|kan|ska|skal|vil|vill) vi\b`,
  negation: [
    // Negation: "vi har ingen / inte någon CBCT", "vi tar inte", "kliniken har ingen"; "inte bara" is no denial.
    {
      name: "we do not have one (Swedish)",
      pattern: String.raw`\bvi (?:har|tar|gör|utför|erbjuder) (?:(?:tyvärr|själva|ännu|i dagsläget) ){0,2}(?:inte(?! bara\b)|ingen|inget|inga)\b|\b(?:har|tar|gör|utför|erbjuder) vi (?:(?:tyvärr|själva|ännu) ){0,2}(?:inte(?! bara\b)|ingen|inget|inga)\b|\b(?:kliniken|mottagningen) har (?:inte|ingen|inget)\b(?! bara\b)`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "nyheter" (also Norwegian), "artiklar", "aktuellt", "vanliga frågor", "frågor och svar".
  articlePath: ["nyheter", "artiklar", "aktuellt", "vanliga-fragor", "fragor-och-svar"],
  // Equipment sections: "utrustning", "teknik", "vår utrustning".
  technologyPath: ["utrustning", "teknik", "var-utrustning", "var-teknik"],
  // Radiographic: the jaw bone and bone volume, the nerve and its canal, sinus ("käkhåla", "bihåla"), roots and root
  // canals, wisdom and retained teeth, cysts, implant planning, dose and radiation, x-ray ("röntgen"), tomography, the
  // jaw joint.
  radiographicWords: word(
    String.raw`käkben${W}{0,4}|ben(?:vävnad|volym|täthet|struktur|förlust)${W}{0,3}|nerv(?:er|en|erna)?|nervkanal${W}{0,3}|käkhål${W}{0,3}|bihål${W}{0,3}|sinuslyft${W}{0,2}|rötter${W}{0,2}|rotkanal${W}{0,4}|rotspets${W}{0,3}|tandrot${W}{0,2}|visdomst(?:and|änder)${W}{0,3}|retinerad${W}{0,2}|cysta|cystor|implantatplanering${W}{0,2}|planering av implantat${W}{0,2}|stråldos${W}{0,2}|strålning${W}{0,2}|r(?:ö|o)ntgen${W}{0,10}|tomografi${W}{0,2}|käkled${W}{0,3}`,
  ),
  // Intraoral: impression ("avtryck"), intraoral scanner and scan of the teeth, aligners and clear trays, crowns,
  // veneers ("skalfasader"), 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`avtryck${W}{0,3}|avtrycksmassa|intraoral(?:a)? skann(?:er|ing)${W}{0,3}|skanning av (?:tänderna|munnen|dina tänder)|tandskenor|osynlig tandställning|aligners?|tandkron${W}{0,3}|porslinskron${W}{0,3}|skalfasad${W}{0,3}|3d-utskri${W}{0,4}|3d-skrivare|3d-print${W}{0,3}|fräst${W}{0,2}|fräsning${W}{0,2}|tänder och tandkött`,
  ),
  // Panoramic: "panoramaröntgen / -bild"; the ceph "kefalometri", "kefalostat", "profilröntgen" (also Norwegian and
  // Danish "kefalometri / kefalostat"; "ortopantomografi" is in the Italian pack).
  panoramic:
    word(
      String.raw`panorama-?(?:r(?:ö|o)ntgen|bild)${W}{0,6}|kefalometri${W}{0,3}|kefalostat${W}{0,3}|profilr(?:ö|o)ntgen${W}{0,4}`,
    ) + NOT_3D,
};

const norwegian: LanguagePack = {
  language: "nb",
  panoramicExamples: ["panoramarøntgen"],
  terms: [
    // Tier A: "kjeve-CT", "CT av kjeven".
    {
      name: "dental CT (Norwegian)",
      tier: "A",
      pattern: String.raw`\bkjeve[\s-]?ct\b|\bct (?:av|over) kjeven\b`,
      keys: [],
    },
    // Tier B: "3D-røntgen" (also Danish): a 3D radiograph named outright, beside dental words; also with the adjective
    // written out ("tredimensjonale røntgenbilder", "tredimensionelle røntgenbilleder").
    {
      name: "3D x-ray (Norwegian, Danish)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b(?:3d[\s-]?|tredimensj?onale? |tredimensionell?e )røntgen\w{0,12}\;context:dental\;window:150`,
      keys: [],
    },
    // Tier B, a bare CT: "computertomografi" (also Danish), "CT-skanning / -undersøkelse / -bilde", beside dental words.
    {
      name: "CT (Norwegian)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`\bcomputertomografi\b|\bct[\s-]?(?:skanning|undersøkelse|bilder?)\b\;context:dental\;window:150`,
      keys: [],
    },
  ],
  cues: [
    // Place: "på vårt kontor / senter", "på klinikken" (also Danish), "i egne lokaler" ("på vår klinikk" is in the
    // Swedish pack).
    {
      name: "place: at our clinic (Norwegian)",
      pattern: String.raw`\bpå (?:vårt|vår) (?:kontor|senter|tannlegekontor)\w{0,3}|\bi egne lokaler\b`,
      reach: "sentence",
    },
    {
      name: "place: at the clinic (Norwegian, Danish)",
      pattern: String.raw`\bpå klinikken\b`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "utstyrt med", "vårt eget CBCT".
    {
      name: "possession: equipped with (Norwegian)",
      pattern: String.raw`\butstyrt med\b(?<!\b(?:ikke|alle|mange)\b[^.\n]{0,60})|\b(?:vår|vårt|våre) (?:eget |egen |nye |moderne )?(?:cbct|cone[\s-]?beam|3d[\s-]?røntgen\w{0,8}|røntgenutstyr|ct)`,
      reach: "sentence",
      near: 60,
    },
    // Exposure: "vi gjør / utfører 3D-røntgen" ("vi tar" is in the Swedish pack).
    {
      name: "exposure: we take the scan (Norwegian)",
      pattern: String.raw`\bvi (?:gjør|utfører) (?:[a-zæøå-]{1,15} ){0,3}?(?:cbct|cone[\s-]?beam|3d|røntgen|ct)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "vi har investert i / anskaffet (also Danish) / kjøpt inn / installert".
    {
      name: "acquisition: we installed one (Norwegian)",
      pattern: String.raw`\bvi har (?:nå |nylig |akkurat )?(?:investert i|anskaffet|kjøpt inn|kjøpt|installert)\b`,
      reach: "sentence",
    },
    // Use and offer: "vi bruker", "vi tilbyr", "vi benytter" (also Danish).
    {
      name: "offer: we use it (Norwegian)",
      pattern: String.raw`(?:\bvi (?:bruker|tilbyr|benytter)\b|\b(?:tilbyr|bruker) vi\b)(?! ikke\b)`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "henviser deg til" (also Danish "henviser dig til").
    {
      name: "refers patients out (Norwegian, Danish)",
      pattern: String.raw`\b(?:henvise|henviser|henvises|henvist)(?: (?:vi|deg|dig|dere|jer|pasienten|patienten|videre)){0,3} til\b(?! (?:oss|os)\b)`,
      reach: "next",
    },
    // Referral: a hospital, an x-ray institute, a specialist, an oral surgeon.
    {
      name: "imaging centre (Norwegian)",
      pattern: String.raw`\b(?:på|til) (?:et |en )?(?:sykehus(?:et)?|røntgeninstitutt\w{0,3}|spesialist\w{0,4}|kjevekirurg\w{0,3})\b`,
      reach: "next",
    },
  ],
  // Services and equipment sections ("tjenester", "utstyr"; "behandlinger", "priser" are in the Swedish pack).
  // Also "teknologi" (also Danish, and the Finnish "teknologia").
  servicePath: ["tjenester", "utstyr", "prisliste", "teknologi"],
  // Headings: "Våre behandlinger", "Tjenester", "Prisliste", "Utstyr".
  serviceHeading: String.raw`(?:våre )?(?:behandlinger|tjenester|prisliste|utstyr)${END}`,
  // Dental words: tann/tenner, kjeve, visdomstann.
  dentalContext: String.raw`\b(?:tann\w{0,10}|tenner|kjeve\w{0,8}|visdomstann\w{0,3})`,
  // First person: "vår / vårt / våre" ("vår", "oss", "vi" with a verb are in the Swedish pack); not "our" of people in
  // general ("våre tenner").
  firstPerson: String.raw`\bvåre\b(?! (?:tenner|kropper)\b)`,
  negation: [
    // Negation: "vi har ikke / ingen CBCT" (also Danish), "vi tar ikke", "klinikken har ikke"; "ikke bare / kun" is no
    // denial.
    {
      name: "we do not have one (Norwegian, Danish)",
      pattern: String.raw`\bvi (?:har|tar|gjør|utfører|tilbyr) (?:(?:dessverre|desværre|selv|ennå|endnu|foreløpig) ){0,2}(?:ikke(?! (?:bare|kun|blot)\b)|ingen|intet)\b|\bklinikken har (?:ikke|ingen)\b(?! (?:bare|kun|blot)\b)`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "artikler" (also Danish), "aktuelt" (also Danish), "ofte stilte spørsmål", "spørsmål og svar".
  articlePath: ["artikler", "aktuelt", "ofte-stilte-sporsmal", "sporsmal-og-svar"],
  // Equipment sections: "utstyr", "vårt utstyr", "teknologi" (also Danish).
  technologyPath: ["utstyr", "vart-utstyr", "teknologi"],
  // Radiographic: the jaw bone and bone tissue, the nerve and its canal, sinus ("kjevehule", "bihule", also Danish),
  // roots and root canals, wisdom teeth, cysts, implant planning, dose and radiation, x-ray ("røntgen"), tomography, the
  // jaw joint.
  radiographicWords: word(
    String.raw`kjeve(?:ben|bein)${W}{0,3}|(?:bein|ben)(?:vev|volum|masse)${W}{0,3}|nerve(?:n|r|ne)?|nervekanal${W}{0,3}|kjevehul${W}{0,3}|bihul${W}{0,3}|røtter${W}{0,2}|rotkanal${W}{0,4}|tannrot${W}{0,2}|visdomst(?:ann|enner)${W}{0,2}|cyste(?:r|n|ne)?|implantatplanlegging${W}{0,2}|stråledose${W}{0,2}|stråling${W}{0,2}|røntgen${W}{0,10}|tomografi${W}{0,2}|kjeveledd${W}{0,3}`,
  ),
  // Intraoral: impression ("avtrykk"), intraoral scanner and scan of the teeth, aligners and clear trays, crowns,
  // veneers, 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`avtrykk${W}{0,3}|intraoral(?:e)? skann(?:er|ing)${W}{0,3}|skanning av (?:tennene|munnen)|tannskinne(?:r|ne)?|(?:usynlig|gjennomsiktig)e? skinner|aligners?|tannkron${W}{0,3}|porselenskron${W}{0,3}|skallfasett${W}{0,3}|fasetter|3d-print${W}{0,4}|3d-skriver${W}{0,2}|fres(?:et|ing|emaskin)${W}{0,2}|tenner og tannkjøtt`,
  ),
  // Panoramic: "panoramarøntgen / -bilde / -opptak" ("kefalometri", "kefalostat" are in the Swedish pack).
  panoramic: word(String.raw`panorama-?(?:røntgen|bilde|opptak)${W}{0,6}`) + NOT_3D,
};

const danish: LanguagePack = {
  language: "da",
  panoramicExamples: ["panoramarøntgen"],
  terms: [
    // Tier A: "keglestråle-CT / -scanning", "(digital) volumentomografi" (also Norwegian "volumtomografi").
    {
      name: "cone beam (Danish)",
      tier: "A",
      pattern: String.raw`\bkeglestr(?:å|aa)le[\s-]?(?:ct|scanning|skanning|tomografi|røntgen)|\b(?:digital )?volum(?:en)?tomografi\b`,
      keys: [],
    },
  ],
  cues: [
    // Place: "i vores klinik", "hos os", "på stedet" (also Norwegian), "i huset".
    {
      name: "place: in our clinic (Danish)",
      pattern: String.raw`\bi (?:vores|vor) (?:egen )?(?:klinik|praksis|tandklinik|tandlægepraksis)\w{0,3}\b`,
      reach: "sentence",
    },
    {
      name: "place: with us (Danish)",
      pattern: String.raw`\bhos os\b|\bpå stedet\b|\bi huset\b`,
      reach: "sentence",
      near: 60,
    },
    // Possession: "vi har et/eget" (also Norwegian), "udstyret med", "vores egen CBCT".
    {
      name: "possession: we have one (Danish)",
      pattern: String.raw`\bvi har (?:et|eget|nu|også)\b|\budstyret med\b(?<!\b(?:ikke|alle|mange)\b[^.\n]{0,60})|\bvores (?:eget |egen |nye |nyt |moderne )?(?:cbct|cone[\s-]?beam|keglestr(?:å|aa)le\w{0,12}|3d[\s-]?røntgen\w{0,10}|røntgenudstyr|ct[\s-]?scanner)`,
      reach: "sentence",
      near: 60,
    },
    // Exposure: "vi tager / laver / foretager en 3D-røntgen".
    {
      name: "exposure: we take the scan (Danish)",
      pattern: String.raw`\bvi (?:tager|laver|foretager|udfører) (?:[a-zæøå-]{1,15} ){0,3}?(?:cbct|cone[\s-]?beam|3d|keglestr(?:å|aa)le|røntgen|ct|scanning)`,
      reach: "next",
      near: 80,
    },
    // Acquisition: "vi har investeret i / købt / installeret".
    {
      name: "acquisition: we installed one (Danish)",
      pattern: String.raw`\bvi har (?:nu |netop |for nylig )?(?:investeret i|købt|installeret)\b`,
      reach: "sentence",
    },
    // Use and offer: "vi bruger", "vi tilbyder", "vi anvender".
    {
      name: "offer: we use it (Danish)",
      pattern: String.raw`(?:\bvi (?:bruger|tilbyder|anvender)\b|\b(?:tilbyder|bruger|anvender) vi\b)(?! ikke\b)`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: a hospital, an x-ray clinic, a specialist clinic, an oral surgeon.
    {
      name: "imaging centre (Danish)",
      pattern: String.raw`\b(?:på|til) (?:et |en )?(?:sygehus(?:et)?|hospital(?:et)?|røntgenklinik\w{0,3}|specialklinik\w{0,3}|kæbekirurg\w{0,3}|røntgenafdeling\w{0,3})\b`,
      reach: "next",
    },
  ],
  // Services and equipment sections ("ydelser", "udstyr").
  servicePath: ["ydelser", "udstyr"],
  // Headings: "Vores behandlinger", "Ydelser", "Udstyr".
  serviceHeading: String.raw`(?:vores )?(?:behandlinger|ydelser|udstyr)${END}`,
  // Dental words: tænder, kæbe/kæbeknogle, knogle, visdomstand.
  dentalContext: String.raw`\b(?:tænder|kæbe\w{0,8}|knogle\w{0,3}|visdomstand\w{0,3})`,
  // First person: "vores", "vore" ("os" is also Portuguese "the", "vor" also German "before": left out; "vi" is in the
  // Swedish pack).
  // Not "our" of people in general ("vores tænder", "vores krop", "vores sundhed").
  firstPerson: String.raw`\b(?:vores|vore)\b(?! (?:tænder|krop|sundhed|mund|kæber)\b)`,
  negation: [
    // Negation: "vi tager ikke", "vi tilbyder ikke", "vi laver ikke" ("vi har ikke / ingen" is in the Norwegian pack).
    {
      name: "we do not have one (Danish)",
      pattern: String.raw`\bvi (?:tager|laver|foretager|udfører|tilbyder|råder) (?:(?:desværre|selv|endnu) ){0,2}(?:ikke(?! (?:kun|blot|bare)\b)|ingen|intet)\b|\bklinikken (?:råder|tilbyder) (?:ikke|ingen)\b(?! (?:kun|blot)\b)`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "nyheder", "ofte stillede spørgsmål", "spørgsmål og svar".
  articlePath: ["nyheder", "ofte-stillede-sporgsmal", "sporgsmal-og-svar"],
  // Equipment sections: "udstyr", "vores udstyr".
  technologyPath: ["udstyr", "vores-udstyr"],
  // Radiographic: bone ("knogle", "kæbeknogle"), the nerve and its canal, sinus ("kæbehule"), roots and root canals,
  // wisdom teeth, cysts, implant planning, dose and radiation, x-ray ("røntgen"), tomography, the jaw joint.
  radiographicWords: word(
    String.raw`knogle${W}{0,6}|kæbeknogle${W}{0,3}|nerve(?:n|r|rne)?|nervekanal${W}{0,3}|kæbehul${W}{0,3}|rødder${W}{0,2}|rodkanal${W}{0,4}|tandrod${W}{0,2}|visdomst(?:and|ænder)${W}{0,3}|cyste(?:r|n|rne)?|implantatplanlægning${W}{0,2}|stråledosis|stråling${W}{0,2}|dosis|røntgen${W}{0,10}|tomografi${W}{0,2}|kæbeled${W}{0,3}`,
  ),
  // Intraoral: impression ("aftryk"), intraoral scanner and scan of the teeth, aligners and clear trays, crowns,
  // veneers ("porcelænsfacader"), 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`aftryk${W}{0,3}|intraoral(?:e)? scann(?:er|ing)${W}{0,3}|scanning af (?:tænderne|munden)|tandskinne(?:r|rne)?|(?:usynlig|gennemsigtig)e? skinner|aligners?|tandkron${W}{0,3}|porcelænskron${W}{0,3}|porcelænsfacad${W}{0,3}|3d-print${W}{0,4}|fræse(?:t|ning|maskine)${W}{0,2}|tænder og tandkød`,
  ),
  // Panoramic: "panoramarøntgen / -billede / -optagelse" ("kefalometri", "kefalostat" are in the Swedish pack).
  panoramic: word(String.raw`panorama-?(?:røntgen|billede|optagelse)${W}{0,6}`) + NOT_3D,
};

const finnish: LanguagePack = {
  language: "fi",
  panoramicExamples: ["panoraamakuva"],
  terms: [
    // Tier A: "hammas-CT", "leukojen CT", "volyymitomografia". ("kartiokeila...", "KKTT" are in cues.ts.)
    {
      name: "dental CT (Finnish)",
      tier: "A",
      pattern: String.raw`\b(?:hammas|leuka|leukojen|hampaiston)[\s-]?ct\b|\bvolyymitomografia\w{0,3}`,
      keys: [],
    },
    // Tier B: "3D-röntgenkuva / -kuvaus": a 3D radiograph named outright, beside dental words; also with the adjective
    // written out ("kolmiulotteinen röntgenkuva", "kolmiulotteisen röntgenkuvan").
    {
      name: "3D x-ray (Finnish)",
      tier: "B",
      radiograph: true,
      pattern: String.raw`\b(?:3d[\s-]?|kolmiulottei(?:nen|sen|sia|set|sta) )r(?:ö|o)ntgen[\s-]?kuv(?:a|aus|ia|an|auks)\w{0,5}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B: "3D-kuva / 3D-kuvaus" (an intraoral scan is a 3D image too), beside dental words, vetoed beside intraoral
    // words.
    {
      name: "3D imaging (Finnish)",
      tier: "B",
      pattern: String.raw`\b3d[\s-]?kuv(?:a|aus|ia|an|auks)\w{0,5}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
    // Tier B, a bare CT: "CT-kuvaus", "tietokonetomografia" (a hospital CT too), beside dental words.
    {
      name: "CT (Finnish)",
      tier: "B",
      bareCt: true,
      pattern: String.raw`\bct[\s-]?kuv(?:a|aus|auks)\w{0,5}|\btietokonetomografia\w{0,3}\;context:dental\;window:150`,
      keys: [],
      vetoable: true,
    },
  ],
  cues: [
    // Place: "vastaanotollamme", "klinikallamme", "hammaslääkäriasemallamme", "meillä", "paikan päällä", "samalla
    // käynnillä".
    {
      name: "place: at our clinic (Finnish)",
      pattern: String.raw`\b(?:vastaanotolla|klinikalla|hammaslääkäriasemalla|asemalla|toimipisteessä)mme\b|\bomalla (?:vastaanotolla|klinikalla)\b|\bpaikan päällä${END}|\bsamalla käynnillä${END}`,
      reach: "sentence",
    },
    // Possession: "meillä on", "käytössämme on", "varustettu".
    {
      name: "possession: we have one (Finnish)",
      pattern: String.raw`\bmeillä (?:on|myös)\b|\bkäytössämme\b|\bvarustettu\b(?<!\b(?:ei|eivät|kaikki|monet)\b[^.\n]{0,40})`,
      reach: "sentence",
      near: 60,
    },
    // Exposure: "otamme / kuvaamme" (we take the image).
    {
      name: "exposure: we take the scan (Finnish)",
      pattern: String.raw`\b(?:otamme|kuvaamme)\b`,
      reach: "next",
      near: 60,
    },
    // Acquisition: "olemme hankkineet", "hankimme", "olemme investoineet".
    {
      name: "acquisition: we installed one (Finnish)",
      pattern: String.raw`\b(?:olemme (?:hankkineet|investoineet)|hankimme|investoimme)\b`,
      reach: "sentence",
    },
    // Use and offer: "käytämme", "tarjoamme", "hyödynnämme".
    {
      name: "offer: we use it (Finnish)",
      pattern: String.raw`\b(?:käytämme|tarjoamme|hyödynnämme)\b`,
      reach: "sentence",
      near: 80,
      claim: "uses",
    },
  ],
  referral: [
    // Referral: "ohjaamme / lähetämme sinut", a hospital, an imaging centre, a partner.
    {
      name: "refers patients out (Finnish)",
      pattern: String.raw`\b(?:ohjaamme|lähetämme) (?:[a-zäö]{1,15} ){0,2}?(?:sinut|potilaan|potilaat)\b|\b(?:sairaalassa|sairaalaan|kuvantamiskeskuksessa|kuvantamiskeskukseen|yhteistyökumppani\w{0,6})`,
      reach: "next",
    },
  ],
  // Price-list, treatments and equipment sections ("hinnasto", "hoidot", "laitteet").
  // Also "laitteisto" (the equipment).
  servicePath: ["hinnasto", "hoidot", "laitteet", "laitteisto"],
  // Headings: "Palvelut", "Palvelumme", "Hinnasto", "Hoidot", "Tutkimukset".
  serviceHeading: String.raw`(?:palvelut|palvelumme|hinnasto|hoidot|hoitomme|tutkimukset)${END}`,
  // Dental words: hammas/hampaat, leuka, implantti, hermo, juuri, viisaudenhammas, luu.
  dentalContext: String.raw`\b(?:ham(?:mas|paa|pai)\w{0,12}|leu(?:ka|an|ko)\w{0,8}|implantti\w{0,4}|hermo\w{0,4}|juur\w{0,6}|viisaudenham\w{0,6}|luu(?:n|ta|sto)?\b)`,
  // First person: "meidän", "meillä", "meille", "meitä", "meistä", "meiltä", "meihin" ("me" is also English and
  // Italian), a place with "our" ("klinikallamme", "käytössämme") and verbs in "we" ("käytämme", "tarjoamme").
  firstPerson: String.raw`\bmei(?:dän|llä|lle|tä|stä|ltä|hin|ssä)${END}|\b[a-zäö]{2,20}(?:ll|ss)(?:a|ä)mme\b|\b(?:käytämme|tarjoamme|teemme|otamme|kuvaamme|suosittelemme|hyödynnämme|voimme|pystymme|olemme|saamme|palvelemme)${END}`,
  negation: [
    // Negation: "meillä ei ole", "emme tee / ota / tarjoa", "ei ole käytössämme".
    {
      name: "we do not have one (Finnish)",
      pattern: String.raw`\bmeillä ei (?:vielä )?ole${END}|\bemme (?:vielä |valitettavasti )?(?:tee|ota|tarjoa|kuvaa|omista)${END}|\bei (?:vielä )?ole käytössämme`,
      reach: "sentence",
      near: 80,
    },
  ],
  // Article sections: "uutiset", "ajankohtaista", "artikkelit", "usein kysytyt kysymykset", "UKK".
  articlePath: ["uutiset", "ajankohtaista", "artikkelit", "usein-kysytyt-kysymykset", "ukk"],
  // Equipment sections: "laitteet", "laitteisto", "teknologia".
  technologyPath: ["laitteet", "laitteisto", "teknologia"],
  // Radiographic: bone and jaw bone ("luu", "leukaluu"), the nerve and its canal, sinus ("poskiontelo"), roots and
  // root canals, wisdom teeth, cysts, implant planning, radiation and dose, x-ray, tomography, the jaw joint. ("Juuri"
  // alone is also "just", so only its other forms.)
  radiographicWords: word(
    String.raw`luu(?:n|ta|sto${W}{0,3}|kudo${W}{0,4}|määrä${W}{0,2})?|leukaluu${W}{0,3}|hermo(?:n|t|a|ja|ihin)?|hermokanava${W}{0,3}|poskiontelo${W}{0,4}|sivuontelo${W}{0,4}|juuret|juuren|juurten|juurikanav${W}{0,4}|juurenkär${W}{0,4}|viisaudenham${W}{0,6}|kysta${W}{0,3}|implanttisuunnittelu${W}{0,2}|implanttien suunnittelu${W}{0,2}|säteily${W}{0,5}|sädeannos${W}{0,3}|säderasitu${W}{0,3}|röntgen${W}{0,10}|tomografi${W}{0,3}|leukanivel${W}{0,3}`,
  ),
  // Intraoral: impression ("jäljennös"), intraoral scanner and scan of the mouth or teeth, aligner trays, crowns,
  // veneers ("laminaatti"), 3D printing, milling, teeth and gums.
  intraoralWords: word(
    String.raw`jäljennö(?:s|ksen|kset|ksiä|ksellä)|jäljennösmass${W}{0,3}|suunsisäi${W}{0,6} (?:skann${W}{0,8}|kamer${W}{0,3})|intraoraaliskann${W}{0,6}|(?:suun|hampaiden|hammaskaarten) skannau${W}{0,4}|oikomiskisko${W}{0,4}|kiskohoi${W}{0,4}|hammaskruunu${W}{0,4}|kruunu${W}{0,4}|laminaat${W}{0,4}|3d-tulost${W}{0,6}|jyrsi${W}{0,6}|hampaat ja ikenet|hampaiden ja ikenien`,
  ),
  // Panoramic: "panoraamakuva / -kuvaus / -röntgen / -tomografia" (the Finnish name of the 2D unit), "OPTG", the ceph
  // "kefalostaatti", "kallokuva".
  panoramic:
    word(
      String.raw`panoraama(?:kuv|röntgen|tomografi)${W}{0,6}|optg(?:-?kuv${W}{0,5})?|kefalostaat${W}{0,4}|kallokuv${W}{0,4}`,
    ) + NOT_3D,
};

export const PACKS: readonly LanguagePack[] = [
  italian,
  spanish,
  portuguese,
  french,
  german,
  dutch,
  swedish,
  norwegian,
  danish,
  finnish,
];
