/** The five curated ideas in European Portuguese (third person; terms as in docs/glossary.md), in the order of the English ones. */
import type { CuratedIdeas } from "./types.ts";

export const pt: CuratedIdeas = [
  {
    title: "Estrelas do deserto e noites num palácio privado",
    description:
      "Comece no Dubai com uma suite privada sobre a Marina e atravesse depois as dunas até um palácio isolado no deserto. " +
      "As manhãs trazem falcoaria e um passeio de balão ao nascer do sol; as noites terminam com uma mesa do chef sob as estrelas. " +
      "Um concierge dedicado trata de cada transfer, de helicóptero ou em carro com motorista.",
  },
  {
    title: "Refúgio numa villa sobre a água nas Maldivas",
    description:
      "Fique numa villa sobre a água com piscina própria e mordomo sempre disponível, num atol tranquilo das Maldivas. " +
      "Mergulhe com raias-manta, jante num banco de areia privado ao pôr do sol e descontraia com tratamentos num spa sobre a água. " +
      "O transfer de hidroavião faz da chegada o primeiro grande momento da viagem.",
  },
  {
    title: "Quioto: templos, chá e jardins serenos",
    description:
      "Explore Quioto com um guia privado que lhe abre as portas de templos e jardins antes da chegada das multidões. " +
      "Partilhe uma cerimónia do chá com um mestre, jante num balcão kaiseki intimista e descanse num ryokan tradicional. " +
      "Uma viagem de comboio de alta velocidade acrescenta um dia entre os lagos e as montanhas perto de Hakone.",
  },
  {
    title: "A Costa Amalfitana em iate privado",
    description:
      "Navegue pela Costa Amalfitana a bordo de um iate com tripulação, com paragens em Positano, Capri e enseadas escondidas a que só se chega de barco. " +
      "Almoce peixe e marisco frescos em mesas sobre as falésias e visite um limoal com a família que o cultiva. " +
      "As noites trazem aperitivos ao pôr do sol no convés e uma suite num hotel histórico no alto da falésia.",
  },
  {
    title: "Safari da Grande Migração no Serengeti com estilo",
    description:
      "Acompanhe a Grande Migração através do Serengeti a partir de um acampamento de tendas intimista, com safaris privados em viatura. " +
      "Sobrevoe as planícies de balão ao amanhecer e jante à luz de lanternas em plena savana. " +
      "Um guia naturalista molda cada dia em função da vida selvagem e do ritmo que preferir.",
  },
];
