/** The catalogue concierge in German (Sie; terms as in docs/glossary.md). */
import type { ConciergeWords } from "./types.ts";

export const de: ConciergeWords = {
  greetingOnly:
    /^\s*(hallo|guten (morgen|tag|abend)|servus|gr[üu](ß|ss) gott|moin|hello|salaam|marhaba)[\s!.,]*$/i,
  priceWords:
    /(?<!\p{L})(preis|preise|kosten|kostet|wie viel|budget|buchen|buchung|reservieren|reservierung|verf[üu]gbar|verf[üu]gbarkeit|angebot|bezahlen)(?!\p{L})/iu,
  atLeast: /(?<!\p{L})(über|mehr als|mindestens|ab)/iu,
  markers: "der die das und mit fur wir ich ist ein eine einen einem unser unsere unseren mein meine meinen nach kinder familie reise urlaub suchen mochten mochte gibt auf unter bis weniger als",
  stopWords:
    "ich wir mich uns mir mein meine meinen unser unsere sie ihr ihre ihnen der die das den dem des ein eine " +
    "einen einem einer und oder in im nach mit für von zu zum zur auf bei ohne was wer wie wo welche welcher welches ist " +
    "sind bin sein haben habe hätte möchte möchten würde würden suche suchen gern gerne reise reisen urlaub ferien idee " +
    "ideen empfehlen vorschlagen etwas ort gut gute sehr mehr auch danke bitte dies diese dieser dieses hallo machen " +
    "können kann interessiere interessieren mich",
  intents: {
    romance:
      "heiratsantrag verlobung jahrestag hochzeitstag romantisch romantik flitterwochen " +
      "hochzeitsreise paar paare hochzeit frau mann ehefrau ehemann freundin freund partner " +
      "partnerin verlobte",
    family: "kind kinder familie familien kleinkind baby babys teenager jugendliche sohn tochter enkel",
    elders: "eltern mutter vater großeltern senioren ältere rentner",
    access: "rollstuhl barrierefrei barrierefreiheit mobilität behinderung",
    halal: "halal muslimisch muslime islamisch arabisch",
    diving: "tauchen taucher tauchgang schnorcheln riff riffe unterwasser mantarochen",
    ski: "ski skifahren skiurlaub snowboard piste pisten schnee",
    food:
      "kulinarik kulinarisch gourmet küche restaurant restaurants essen speisen dinner koch " +
      "sterneküche michelin",
    wine: "wein weine weingut weingüter weinberg sommelier weinprobe",
    shopping: "shopping einkaufen boutique boutiquen mode designer souk markt märkte basar",
    weekend: "wochenende kurztrip kurzurlaub kurz",
    affordable: "günstig preiswert billig erschwinglich",
    vip: "beste bester exklusiv exklusive luxuriös ultimativ",
    safari: "safari safaris löwe löwen elefant elefanten giraffe zebra tiere wildtiere tierwelt",
    photography: "foto fotos fotografie fotograf",
    beach: "strand strände meer ozean tropisch baden schwimmen",
    warm: "warm heiß sonnig sonne",
    overwater: "wasservilla wasservillen villa villen bungalow bungalows",
    mountain: "berg berge wandern wanderung trekking alpen alpin",
    wellness: "spa massage wellness entspannung erholung yoga meditation auszeit",
    culture: "kultur kulturell geschichte historisch erbe museum museen tempel tradition traditionell",
    desert: "wüste düne dünen sand kamel kamele camp sterne beduinen",
    yacht: "yacht yachten boot boote segeln segelboot katamaran",
    cruise: "kreuzfahrt kreuzfahrten",
    rail: "zug züge bahn eisenbahn",
    quiet: "ruhig ruhe abgelegen abgeschieden privatsphäre menschenmassen",
    greek: "griechisch griechenland",
    italian: "italienisch italien",
    japanese: "japanisch",
    moroccan: "marokkanisch",
    ignored: "luxus besonders besondere wunderbar",
  },
};
