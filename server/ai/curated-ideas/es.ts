/** The five curated ideas in Castilian Spanish (usted; terms as in docs/glossary.md), in the order of the English ones. */
import type { CuratedIdeas } from "./types.ts";

export const es: CuratedIdeas = [
  {
    title: "Estrellas del desierto y noches en un palacio privado",
    description:
      "Comience en Dubái con una suite privada sobre la Marina y cruce después las dunas hasta un apartado palacio en el desierto. " +
      "Las mañanas traen cetrería y un vuelo en globo al amanecer; las noches terminan con una mesa del chef bajo las estrellas. " +
      "Un concierge dedicado organiza cada traslado en helicóptero o en coche con chófer.",
  },
  {
    title: "Escapada a una villa sobre el agua en Maldivas",
    description:
      "Alójese en una villa sobre el agua con piscina propia y mayordomo a su disposición, en un atolón tranquilo de Maldivas. " +
      "Nade con mantarrayas, cene en un banco de arena privado al atardecer y relájese con tratamientos en un spa sobre el agua. " +
      "El traslado en hidroavión convierte la llegada en el primer gran momento del viaje.",
  },
  {
    title: "Kioto: templos, té y jardines serenos",
    description:
      "Descubra Kioto con un guía privado que le abre las puertas de templos y jardines antes de que lleguen las multitudes. " +
      "Comparta una ceremonia del té con un maestro, cene en una íntima barra kaiseki y descanse en un ryokan tradicional. " +
      "Un viaje en tren bala añade un día entre los lagos y las montañas cercanos a Hakone.",
  },
  {
    title: "La Costa Amalfitana en yate privado",
    description:
      "Navegue por la Costa Amalfitana a bordo de un yate con tripulación, con escalas en Positano, Capri y calas escondidas a las que solo se llega en barco. " +
      "Almuerce pescado y marisco fresco en mesas sobre los acantilados y visite un limonar con la familia que lo cultiva. " +
      "Las tardes traen el aperitivo al atardecer en cubierta y una suite en un hotel histórico en lo alto del acantilado.",
  },
  {
    title: "Safari de la Gran Migración en el Serengueti con estilo",
    description:
      "Siga la Gran Migración por el Serengueti desde un íntimo campamento de tiendas, con safaris fotográficos privados en vehículo. " +
      "Sobrevuele las llanuras en globo al amanecer y cene a la luz de los faroles en plena sabana. " +
      "Un guía naturalista organiza cada día en torno a la fauna y al ritmo que usted prefiera.",
  },
];
