/** The five curated ideas in Italian (voi; terms as in docs/glossary.md), in the order of the English ones. */
import type { CuratedIdeas } from "./types.ts";

export const it: CuratedIdeas = [
  {
    title: "Stelle del deserto e notti in un palazzo privato",
    description:
      "Iniziate a Dubai con una suite privata affacciata sulla Marina, poi attraversate le dune fino a un appartato palazzo nel deserto. " +
      "Le mattine portano falconeria e un volo in mongolfiera all'alba; le serate si chiudono con una chef's table sotto le stelle. " +
      "Un concierge dedicato organizza ogni trasferimento in elicottero o in auto con autista.",
  },
  {
    title: "Fuga in una villa sull'acqua alle Maldive",
    description:
      "Soggiornate in una villa sull'acqua con piscina privata e maggiordomo a disposizione, in un tranquillo atollo delle Maldive. " +
      "Nuotate con le mante, cenate al tramonto su un banco di sabbia privato e concedetevi i trattamenti di una spa sull'acqua. " +
      "Il trasferimento in idrovolante trasforma l'arrivo nel primo momento indimenticabile del viaggio.",
  },
  {
    title: "Kyoto: templi, tè e giardini silenziosi",
    description:
      "Esplorate Kyoto con una guida privata che vi apre le porte di templi e giardini prima dell'arrivo della folla. " +
      "Partecipate a una cerimonia del tè con un maestro, cenate a un raccolto bancone kaiseki e riposate in un ryokan tradizionale. " +
      "Un viaggio in treno ad alta velocità aggiunge una giornata tra i laghi e le montagne vicino a Hakone.",
  },
  {
    title: "La Costiera Amalfitana in yacht privato",
    description:
      "Navigate lungo la Costiera Amalfitana a bordo di uno yacht con equipaggio, con soste a Positano, a Capri e in calette nascoste raggiungibili solo dal mare. " +
      "Pranzate a base di pesce fresco su tavole a strapiombo sul mare e visitate un limoneto con la famiglia che lo coltiva. " +
      "Le serate portano aperitivi al tramonto sul ponte e una suite in uno storico hotel in cima alla scogliera.",
  },
  {
    title: "Safari della Grande Migrazione nel Serengeti con stile",
    description:
      "Seguite la Grande Migrazione attraverso il Serengeti da un raccolto campo tendato, con fotosafari privati in fuoristrada. " +
      "Sorvolate le pianure in mongolfiera all'alba e cenate alla luce delle lanterne nella savana. " +
      "Una guida naturalistica modella ogni giornata sulla fauna e sul ritmo che preferite.",
  },
];
