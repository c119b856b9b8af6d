/** The five curated ideas in French (vous; terms as in docs/glossary.md), in the order of the English ones. */
import type { CuratedIdeas } from "./types.ts";

export const fr: CuratedIdeas = [
  {
    title: "Nuits étoilées au désert et palais privé",
    description:
      "Commencez à Dubaï par une suite privée dominant la Marina, puis traversez les dunes jusqu'à un palais isolé dans le désert. " +
      "Les matinées sont vouées à la fauconnerie et à une montgolfière au lever du soleil ; les soirées s'achèvent par une table du chef sous les étoiles. " +
      "Un concierge attitré organise chaque transfert en hélicoptère ou en voiture avec chauffeur.",
  },
  {
    title: "Escapade insulaire sur pilotis aux Maldives",
    description:
      "Séjournez dans une villa sur pilotis avec piscine privée et majordome à disposition, dans un atoll paisible des Maldives. " +
      "Nagez avec les raies manta, dînez sur un banc de sable privé au coucher du soleil et confiez-vous aux soins d'un spa sur pilotis. " +
      "Le transfert en hydravion fait de l'arrivée le premier temps fort du voyage.",
  },
  {
    title: "Kyoto : temples, thé et jardins paisibles",
    description:
      "Découvrez Kyoto avec un guide privé qui vous ouvre temples et jardins avant l'arrivée de la foule. " +
      "Partagez une cérémonie du thé avec un maître, dînez à un comptoir kaiseki intimiste et reposez-vous dans un ryokan traditionnel. " +
      "Un trajet en train à grande vitesse ajoute une journée entre lacs et montagnes près de Hakone.",
  },
  {
    title: "La Côte amalfitaine en yacht privé",
    description:
      "Naviguez le long de la Côte amalfitaine à bord d'un yacht avec équipage, en faisant escale à Positano, à Capri et dans des criques accessibles seulement par la mer. " +
      "Déjeunez de poissons et de fruits de mer sur des terrasses à flanc de falaise et visitez une citronneraie avec la famille qui la cultive. " +
      "Le soir, l'apéritif est servi sur le pont au coucher du soleil avant de rejoindre une suite dans un hôtel historique perché sur la falaise.",
  },
  {
    title: "Safari de la Grande Migration au Serengeti, tout en élégance",
    description:
      "Suivez la Grande Migration à travers le Serengeti depuis un camp de tentes intimiste, avec des safaris en 4x4 privés. " +
      "Survolez les plaines en montgolfière à l'aube et dînez à la lueur des lanternes en pleine brousse. " +
      "Un guide naturaliste façonne chaque journée au rythme de la faune et au vôtre.",
  },
];
