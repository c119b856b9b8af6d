/** The demo catalogue in Spanish, Castilian usage (docs/glossary.md). */
import type { DemoTranslations } from "./types.ts";

export const es: DemoTranslations = {
  destinations: {
    dubai: {
      name: "Dubái",
      country: "Emiratos Árabes Unidos",
      continent: "Asia",
      description:
        "Nuestra ciudad: un horizonte de torres que baten récords, dunas doradas a un corto trayecto y una costa del Golfo de playas privadas, puertos deportivos para superyates y algunos de los mejores hoteles y restaurantes del mundo.",
      tags: ["Ciudad", "Desierto", "Compras", "Alta gastronomía", "Familia"],
    },
    maldives: {
      name: "Maldivas",
      country: "Maldivas",
      continent: "Asia",
      description:
        "Veintiséis atolones de arena blanca como el talco y lagunas turquesa, donde las villas sobre el agua, los arrecifes privados y un servicio descalzo hacen que el océano Índico parezca solo suyo.",
      tags: ["Playa", "Luna de miel", "Buceo", "Bienestar"],
    },
    kyoto: {
      name: "Kioto",
      country: "Japón",
      continent: "Asia",
      description:
        "La capital imperial de Japón durante mil años: pórticos bermellón, jardines de musgo, barrios de geishas y cocinas kaiseki donde las estaciones se sirven en el plato.",
      tags: ["Cultura", "Templos", "Gastronomía", "Jardines"],
    },
    santorini: {
      name: "Santorini",
      country: "Grecia",
      continent: "Europa",
      description:
        "Una media luna volcánica en el Egeo cuyos pueblos encalados se aferran a los acantilados de la caldera, famosa por sus atardeceres, sus suites excavadas en la roca y sus frescos vinos de Assyrtiko.",
      tags: ["Islas", "Romance", "Vino", "Atardeceres"],
    },
    amalfi: {
      name: "Costa Amalfitana",
      country: "Italia",
      continent: "Europa",
      description:
        "Pueblos en tonos pastel sobre los acantilados, limonares y un mar resplandeciente: el verano italiano por excelencia, que se disfruta mejor desde la cubierta de un barco privado.",
      tags: ["Costa", "Navegación en yate", "Gastronomía", "Romance"],
    },
    alps: {
      name: "Alpes suizos",
      country: "Suiza",
      continent: "Europa",
      description:
        "Cumbres nevadas sobre Gstaad, Zermatt y St. Moritz: chalés a pie de pista en invierno, lagos alpinos y retiros de bienestar en verano, y viajes en tren de una comodidad legendaria.",
      tags: ["Montaña", "Esquí", "Bienestar", "Trenes panorámicos"],
    },
    marrakech: {
      name: "Marrakech",
      country: "Marruecos",
      continent: "África",
      description:
        "Los zocos y riads de la Ciudad Roja, sus jardines palaciegos y sus terrazas en las azoteas, con el Alto Atlas y el desierto de Agafay a las puertas.",
      tags: ["Cultura", "Zocos", "Desierto", "Diseño"],
    },
    serengeti: {
      name: "Serengueti",
      country: "Tanzania",
      continent: "África",
      description:
        "Llanuras infinitas que acogen la Gran Migración: dos millones de ñus y cebras, los depredadores que los siguen y campamentos de tiendas de un lujo sereno.",
      tags: ["Safari", "Fauna salvaje", "Fotografía", "Familia"],
    },
    "bora-bora": {
      name: "Bora Bora",
      country: "Polinesia Francesa",
      continent: "Oceanía",
      description:
        "Una laguna de todos los azules en torno al pico esmeralda del monte Otemanu, con bungalós sobre el agua, jardines de coral y el ritmo pausado del Pacífico Sur.",
      tags: ["Playa", "Luna de miel", "Laguna", "Esnórquel"],
    },
    patagonia: {
      name: "Patagonia",
      country: "Chile",
      continent: "Sudamérica",
      description:
        "Agujas de granito, glaciares y estepa barrida por el viento en el fin del mundo. Nuestros asesores diseñan viajes a medida por la Patagonia: pregúntenos por los lodges de Torres del Paine.",
      tags: ["Montaña", "Senderismo", "Glaciares", "Lugares remotos"],
    },
  },
  packages: {
    "desert-royalty": {
      name: "Escapada real en el desierto",
      location: "Dubái, Emiratos Árabes Unidos",
      duration: "5 días / 4 noches",
      description:
        "Un campamento privado en el desierto bajo las estrellas, cetrería al amanecer, un traslado en helicóptero sobre las dunas y una cena en un ático del Burj Khalifa: Dubái en su versión más extraordinaria.",
      vipServices: ["Traslados privados en helicóptero", "Mayordomo personal", "Rolls-Royce con chófer", "Chef privado en el desierto"],
      tags: ["Desierto", "Aventura", "Exclusivo"],
    },
    "dubai-skyline": {
      name: "Fin de semana entre rascacielos y Marina en Dubái",
      location: "Dubai Marina, Emiratos Árabes Unidos",
      duration: "3 días / 2 noches",
      description:
        "Un fin de semana largo de cenas en azoteas, un crucero en yate al atardecer por la Marina y Palm Jumeirah, y una suite con vistas al resplandeciente horizonte de la ciudad.",
      vipServices: ["Vía rápida en el aeropuerto", "Crucero en yate privado", "Salida tardía"],
      tags: ["Ciudad", "Navegación en yate", "Alta gastronomía"],
    },
    "family-safari": {
      name: "Aventura familiar de safari en el desierto",
      location: "Reserva de Conservación del Desierto de Dubái, Emiratos Árabes Unidos",
      duration: "4 días / 3 noches",
      description:
        "Un safari por el desierto que encantará a toda la familia: recorridos por las dunas en un 4x4 privado, paseos en camello, sandboard, observación de estrellas y una cena al estilo beduino, con la piscina de un resort para volver.",
      vipServices: ["4x4 privado con guía", "Suite familiar", "Acceso al club infantil"],
      tags: ["Familia", "Desierto", "Safari"],
    },
    "maldives-island": {
      name: "Retiro sobre el agua en una isla privada",
      location: "Atolón de Malé Norte, Maldivas",
      duration: "7 días / 6 noches",
      description:
        "Una isla entera a su disposición: una residencia sobre el agua con piscina propia, un instructor de buceo exclusivo y cenas servidas en un banco de arena que solo aparece con la marea baja.",
      vipServices: ["Traslados en hidroavión", "Uso exclusivo de la isla", "Instructor de buceo exclusivo", "Terapeuta de spa en la villa"],
      tags: ["Playa", "Buceo", "Exclusivo", "Luna de miel"],
    },
    "maldives-honeymoon": {
      name: "Luna de miel en una laguna de Maldivas",
      location: "Atolón Baa, Maldivas",
      duration: "6 días / 5 noches",
      description:
        "Una villa sobre el agua en una laguna declarada reserva de la biosfera por la UNESCO, un ritual de spa en pareja, un crucero al atardecer entre delfines y una cena a la luz de las velas en la playa.",
      vipServices: ["Traslados en hidroavión", "Ritual de spa en pareja", "Champán de bienvenida"],
      tags: ["Luna de miel", "Romance", "Playa", "Bienestar"],
    },
    "santorini-sunsets": {
      name: "Atardeceres en la caldera de Santorini",
      location: "Oía, Santorini, Grecia",
      duration: "5 días / 4 noches",
      description:
        "Una suite excavada en los acantilados de la caldera, un crucero en catamarán hasta las aguas termales y una cata en una bodega familiar mientras el sol se hunde en el Egeo.",
      vipServices: ["Traslados privados", "Catamarán al atardecer"],
      tags: ["Islas", "Romance", "Vino", "Atardeceres"],
    },
    "amalfi-yacht": {
      name: "La Costa Amalfitana en yate privado",
      location: "Positano, Italia",
      duration: "7 días / 6 noches",
      description:
        "Un yate a motor con tripulación de Positano a Capri y más allá, con baños en grutas escondidas, almuerzos en clubes de playa legendarios y noches en un palazzo sobre el acantilado.",
      vipServices: ["Yate privado con tripulación", "Reservas en restaurantes con estrella Michelin", "Helicóptero desde Nápoles", "Personal shopper en Capri"],
      tags: ["Navegación en yate", "Costa", "Gastronomía", "Exclusivo"],
    },
    "alpine-wellness": {
      name: "Semana de bienestar en un chalé alpino",
      location: "Gstaad, Suiza",
      duration: "7 días / 6 noches",
      description:
        "Un chalé con servicio completo y spa privado, excursiones por la montaña o jornadas de esquí con un instructor privado, y un viaje en primera clase a bordo del GoldenPass Express.",
      vipServices: ["Chalé con servicio completo", "Instructor de esquí privado", "Billetes de tren en primera clase"],
      tags: ["Montaña", "Bienestar", "Esquí"],
    },
    "kyoto-temples": {
      name: "Templos de Kioto y ceremonia del té",
      location: "Kioto, Japón",
      duration: "6 días / 5 noches",
      description:
        "Una estancia en un ryokan con cenas kaiseki, visitas a templos a primera hora antes de las multitudes, una ceremonia del té privada y una velada por las callejuelas de Gion iluminadas con farolillos.",
      vipServices: ["Guía cultural privado", "Ceremonia del té con un maestro del té"],
      tags: ["Cultura", "Templos", "Gastronomía"],
    },
    "marrakech-atlas": {
      name: "Riad en Marrakech y descubrimiento del Atlas",
      location: "Marrakech, Marruecos",
      duration: "5 días / 4 noches",
      description:
        "Un riad restaurado en la medina, un paseo guiado por los zocos con un experto en diseño, un día en las montañas del Atlas y una noche en un campamento de lujo en el desierto de Agafay.",
      vipServices: ["Guía privado de la medina", "Noche en un campamento del desierto de Agafay"],
      tags: ["Cultura", "Desierto", "Diseño"],
    },
    "serengeti-migration": {
      name: "Safari de la Gran Migración en el Serengueti",
      location: "Parque Nacional del Serengueti, Tanzania",
      duration: "8 días / 7 noches",
      description:
        "Siga la Gran Migración entre dos exclusivos campamentos de tiendas, con safaris privados en vehículo, un vuelo en globo al amanecer y cenas en plena sabana bajo las acacias.",
      vipServices: ["Vehículo de safari y guía privados", "Traslados en avioneta", "Safari en globo", "Mentor de fotografía"],
      tags: ["Safari", "Fauna salvaje", "Fotografía", "Familia"],
    },
    "bora-bora-lagoon": {
      name: "Escapada a la laguna de Bora Bora",
      location: "Bora Bora, Polinesia Francesa",
      duration: "7 días / 6 noches",
      description:
        "Un bungaló sobre el agua frente al monte Otemanu, una excursión por la laguna entre rayas y tiburones de arrecife, un festín polinesio y días que terminan con los mejores atardeceres del Pacífico.",
      vipServices: ["Traslados en barco desde el aeropuerto", "Excursión privada por la laguna"],
      tags: ["Playa", "Luna de miel", "Laguna", "Esnórquel"],
    },
  },
  activities: {
    "Falconry at Dawn": {
      name: "Cetrería al amanecer",
      location: "Reserva de Conservación del Desierto de Dubái",
      description: "Conozca a los halcones y a sus cetreros mientras el sol sale sobre las dunas, y haga volar un halcón usted mismo.",
    },
    "Hot-Air Balloon over the Dunes": {
      name: "Globo aerostático sobre las dunas",
      location: "Desierto de Dubái",
      description: "Sobrevuele el desierto al amanecer y disfrute después de un desayuno gourmet en una jaima beduina privada.",
    },
    "Sunset Dhow Dinner Cruise": {
      name: "Crucero con cena en dhow al atardecer",
      location: "Dubai Creek",
      description: "Un dhow tradicional de madera, una cena de cinco platos y las luces del Dubái antiguo y moderno deslizándose a su paso.",
    },
    "Private Yacht along the Palm": {
      name: "Yate privado por Palm Jumeirah",
      location: "Dubai Marina",
      description: "Tres horas en un yate con tripulación frente a Palm Jumeirah y el Burj Al Arab, con una parada para nadar.",
    },
    "Family Dune Bashing & Sandboarding": {
      name: "Dunas en 4x4 y sandboard en familia",
      location: "Desierto de Lahbab, Dubái",
      description: "Un recorrido privado en 4x4 por las dunas al ritmo de los niños, clases de sandboard y paseos en camello en un campamento del desierto.",
    },
    "Desert Stargazing Night": {
      name: "Noche de estrellas en el desierto",
      location: "Al Qudra, Dubái",
      description: "Un astrónomo, un telescopio y una alfombra bajo los cielos más oscuros del desierto, cerca de la ciudad.",
    },
    "Manta Ray Snorkel Safari": {
      name: "Safari de esnórquel con mantarrayas",
      location: "Bahía de Hanifaru, Maldivas",
      description: "Nade junto a las mantarrayas que planean en sus zonas de alimentación de temporada, con un biólogo marino como guía.",
    },
    "Sandbank Dinner for Two": {
      name: "Cena para dos en un banco de arena",
      location: "Atolón de Malé Norte, Maldivas",
      description: "Una mesa para dos en un banco de arena en medio del océano, con un chef privado y luz de farolillos.",
    },
    "Sunset Dolphin Cruise": {
      name: "Crucero de delfines al atardecer",
      location: "Atolón Baa, Maldivas",
      description: "Un crucero en dhoni tradicional a la hora dorada, con delfines acróbatas jugando en la ola de proa.",
    },
    "Caldera Catamaran Cruise": {
      name: "Crucero en catamarán por la caldera",
      location: "Oía, Santorini",
      description: "Navegue junto al volcán hasta las aguas termales y la playa roja, con un almuerzo a la parrilla a bordo.",
    },
    "Volcanic Wine Tasting": {
      name: "Cata de vinos volcánicos",
      location: "Pyrgos, Santorini",
      description: "Deguste Assyrtiko y Vinsanto entre las viñas trenzadas en forma de cesta de una finca familiar.",
    },
    "Capri Grottoes by Private Boat": {
      name: "Las grutas de Capri en barco privado",
      location: "Capri, Italia",
      description: "Entre en la Gruta Azul a la hora tranquila y nade en calas a las que solo llega una pequeña embarcación.",
    },
    "Alpine Lake Spa Day": {
      name: "Día de spa junto a un lago alpino",
      location: "Gstaad, Suiza",
      description: "Piscinas termales, una envoltura de flores de heno y un masaje en un spa con vistas a un lago de aguas glaciares.",
    },
    "Private Tea Ceremony": {
      name: "Ceremonia del té privada",
      location: "Higashiyama, Kioto",
      description: "Un maestro del té le guía por el ritual del matcha en una casa de té centenaria.",
    },
    "Souk Walk with a Design Expert": {
      name: "Paseo por los zocos con un experto en diseño",
      location: "Medina de Marrakech",
      description: "Descubra los mejores talleres de farolillos, alfombras y cuero con un diseñador que conoce a cada artesano.",
    },
    "Balloon Safari over the Plains": {
      name: "Safari en globo sobre las llanuras",
      location: "Serengueti central, Tanzania",
      description: "Flote sobre las manadas al amanecer y celebre el aterrizaje con champán y un desayuno en plena sabana.",
    },
    "Lagoon Snorkelling with Rays": {
      name: "Esnórquel con rayas en la laguna",
      location: "Laguna de Bora Bora",
      description: "Bucee con rayas látigo y tiburones de puntas negras en los jardines de coral poco profundos de la laguna.",
    },
    "Burj Khalifa Sky Lounge at Sunset": {
      name: "Sky Lounge del Burj Khalifa al atardecer",
      location: "Downtown Dubái",
      description: "Acceso sin colas al salón más alto del edificio más alto del mundo, con canapés al anochecer.",
    },
    "Personal Shopping at Dubai Mall": {
      name: "Compras personalizadas en Dubai Mall",
      location: "Downtown Dubái",
      description: "Un estilista personal, salones privados en las boutiques insignia y sus compras entregadas en su hotel.",
    },
    "Helicopter Tour of the Coastline": {
      name: "Vuelo en helicóptero por la costa",
      location: "Dubái",
      description: "Veinte minutos sobre Palm Jumeirah, las islas The World y Downtown, con puertas que se abren al Golfo.",
    },
    "Michelin-Star Chef's Table": {
      name: "Mesa del chef con estrella Michelin",
      location: "DIFC, Dubái",
      description: "Una velada en la mesa del chef de una de las cocinas con estrella de la ciudad, con un menú creado para usted.",
    },
    "Private Gondola Ride": {
      name: "Paseo privado en góndola",
      location: "Souk Madinat Jumeirah, Dubái",
      description: "Un paseo en abra por los canales de Madinat Jumeirah con vistas al Burj Al Arab.",
    },
    "Glacier Express First Class": {
      name: "Glacier Express en primera clase",
      location: "De Zermatt a St. Moritz, Suiza",
      description: "Ocho horas de paisajes alpinos panorámicos en primera clase, con el almuerzo servido en su asiento.",
    },
    "Torres del Paine Trek with a Naturalist": {
      name: "Caminata por Torres del Paine con un naturalista",
      location: "Patagonia, Chile",
      description: "Una excursión guiada de un día hasta la base de las torres, con un naturalista y un pícnic gourmet.",
    },
  },
};
