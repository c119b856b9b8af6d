/** The five curated ideas in German (Sie; terms as in docs/glossary.md), in the order of the English ones. */
import type { CuratedIdeas } from "./types.ts";

export const de: CuratedIdeas = [
  {
    title: "Wüstensterne und Nächte im privaten Palast",
    description:
      "Beginnen Sie in Dubai mit einer privaten Suite hoch über der Marina und durchqueren Sie dann die Dünen bis zu einem abgeschiedenen Wüstenpalast. " +
      "Die Morgen gehören der Falknerei und einer Ballonfahrt bei Sonnenaufgang; die Abende klingen an einem Chef's Table unter den Sternen aus. " +
      "Ein persönlicher Concierge organisiert jeden Transfer per Helikopter oder Wagen mit Chauffeur.",
  },
  {
    title: "Inselrefugium in einer Overwater-Villa auf den Malediven",
    description:
      "Wohnen Sie in einer Overwater-Villa mit eigenem Pool und Butler auf Abruf, in einem ruhigen Atoll der Malediven. " +
      "Schnorcheln Sie mit Mantarochen, dinieren Sie bei Sonnenuntergang auf einer privaten Sandbank und entspannen Sie bei Anwendungen in einem Spa über dem Wasser. " +
      "Der Transfer im Wasserflugzeug macht schon die Ankunft zum ersten Höhepunkt.",
  },
  {
    title: "Kyoto: Tempel, Tee und stille Gärten",
    description:
      "Entdecken Sie Kyoto mit einem privaten Guide, der Ihnen Tempel und Gärten öffnet, bevor die Menschenmengen kommen. " +
      "Erleben Sie eine Teezeremonie mit einem Meister, speisen Sie an einer intimen Kaiseki-Theke und ruhen Sie in einem traditionellen Ryokan. " +
      "Eine Fahrt mit dem Hochgeschwindigkeitszug schenkt Ihnen einen Tag zwischen den Seen und Bergen bei Hakone.",
  },
  {
    title: "Die Amalfiküste mit der privaten Yacht",
    description:
      "Segeln Sie an Bord einer Yacht mit Crew entlang der Amalfiküste, mit Halt in Positano, auf Capri und in verborgenen Buchten, die nur Boote erreichen. " +
      "Genießen Sie frische Meeresfrüchte an Tischen hoch über den Klippen und besuchen Sie einen Zitronenhain mit der Familie, der er gehört. " +
      "Die Abende bringen Aperitivi bei Sonnenuntergang an Deck und eine Suite in einem historischen Hotel hoch auf den Klippen.",
  },
  {
    title: "Stilvolle Safari zur Großen Migration in der Serengeti",
    description:
      "Folgen Sie der Großen Migration durch die Serengeti, von einem intimen Zeltcamp aus und mit privaten Pirschfahrten. " +
      "Schweben Sie im Morgengrauen im Heißluftballon über die Ebenen und dinieren Sie im Laternenschein mitten im Busch. " +
      "Ein Naturführer gestaltet jeden Tag nach den Tieren und nach Ihrem Rhythmus.",
  },
];
