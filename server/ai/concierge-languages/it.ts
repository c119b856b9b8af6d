/** The catalogue concierge in Italian (voi; terms as in docs/glossary.md). */
import type { ConciergeWords } from "./types.ts";

export const it: ConciergeWords = {
  greetingOnly: /^\s*(ciao|salve|buongiorno|buon pomeriggio|buonasera|hello|salaam|marhaba)[\s!.,]*$/i,
  priceWords:
    /(?<!\p{L})(prezzo|prezzi|costo|costi|costa|quanto|budget|prenotare|prenotazioni?|disponibilit[àa]|disponibili|preventivo|pagare|tariffe?)(?!\p{L})/iu,
  atLeast: /(?<!\p{L})(più di|piu di|almeno|oltre|sopra|a partire da)/iu,
  markers: "il gli della delle dei degli per noi vorrei vorremmo cerchiamo cerco nostro nostra nostri nostre bambini figli viaggio vacanza sotto meno di che sono",
  stopWords:
    "io mi mio mia miei mie noi ci nostro nostra nostri voi vostro vostra il lo la gli le un uno una di del " +
    "della dello dei degli delle e o in nel nella nei con per da dal dalla su sul senza che chi cosa quale quali è sono " +
    "siamo essere avere ho abbiamo vorrei vorremmo cerco cerchiamo cercando andare viaggio viaggi viaggiare vacanza " +
    "vacanze idea idee consigliare consigliate suggerire qualcosa posto luogo buono buona molto più anche grazie favore " +
    "questo questa questi queste ciao fare potete",
  intents: {
    romance:
      "proposta fidanzamento anniversario romantico romantica romanticismo luna miele coppia " +
      "coppie matrimonio moglie marito fidanzata fidanzato partner",
    family:
      "bambino bambini bambina bambine figli figlio figlia famiglia famiglie neonato ragazzi " +
      "adolescenti nipoti",
    elders: "genitori madre padre nonni anziani pensionati",
    access: "carrozzina sedia rotelle accessibile accessibilità mobilità disabilità",
    halal: "halal musulmano musulmani islamico arabo",
    diving: "immersione immersioni sub subacqueo snorkeling barriera corallina reef manta",
    ski: "sci sciare snowboard pista piste neve",
    food:
      "gastronomia gastronomico gourmet cucina ristorante ristoranti cena cenare mangiare chef " +
      "stellato michelin",
    wine: "vino vini cantina cantine vigneto vigneti sommelier degustazione",
    shopping: "shopping negozi boutique moda stilisti souk mercato mercati",
    weekend: "weekend fine settimana breve fuga",
    affordable: "economico economica conveniente accessibile",
    vip: "migliore esclusivo esclusiva lussuoso lussuosa straordinario",
    safari: "safari leone leoni elefante elefanti giraffa zebra animali fauna",
    photography: "foto fotografia fotografo",
    beach: "spiaggia spiagge mare oceano tropicale nuotare",
    warm: "caldo soleggiato sole",
    overwater: "palafitta villa ville bungalow",
    mountain: "montagna montagne escursioni escursione trekking camminata alpi alpino",
    wellness: "spa massaggio massaggi benessere relax yoga meditazione ritiro",
    culture:
      "cultura culturale storia storico patrimonio museo musei tempio templi tradizione " +
      "tradizionale",
    desert: "deserto duna dune sabbia cammello cammelli campo stelle beduino",
    yacht: "yacht barca barche vela veliero catamarano",
    cruise: "crociera crociere",
    rail: "treno treni ferrovia",
    quiet: "tranquillo tranquilla appartato isolato isolata riservatezza folla",
    greek: "greco greca",
    italian: "italiano italiana",
    japanese: "giapponese",
    moroccan: "marocchino marocchina",
    ignored: "lusso speciale meraviglioso",
  },
};
