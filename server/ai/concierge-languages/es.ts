/** The catalogue concierge in Castilian Spanish (usted; terms as in docs/glossary.md). */
import type { ConciergeWords } from "./types.ts";

export const es: ConciergeWords = {
  greetingOnly:
    /^\s*[¡]?(hola|buenos d[ií]as|buenas tardes|buenas noches|buenas|saludos|hello|salaam|marhaba)[\s!.,]*$/i,
  priceWords:
    /(?<!\p{L})(precios?|cu[aá]nto|costes?|costos?|cuesta|presupuesto|reservar|reservas?|disponibilidad|disponibles?|tarifas?|pagar)(?!\p{L})/iu,
  atLeast: /(?<!\p{L})(más de|mas de|al menos|desde|a partir de|por encima de)/iu,
  markers: "el los las del y quiero queremos buscamos busco es nuestro nuestra nuestros nuestras hijos ninos viaje hay algo unos unas cuanto donde",
  stopWords:
    "yo me mi mis nosotros nos nuestro nuestra nuestros usted ustedes su sus el la los las un una unos unas de " +
    "del al y o en con para por sin que qué cual cuál quien quién es son estoy estamos ser tener tengo tenemos quiero " +
    "queremos quisiera quisiéramos busco buscamos buscando ir viajar viaje viajes vacaciones idea ideas recomendar " +
    "recomienda sugerir algo lugar bueno buena muy más también gracias favor este esta estos estas hola hacer puede",
  intents: {
    romance:
      "pedida compromiso aniversario romántico romántica romance luna miel pareja parejas boda " +
      "esposa esposo mujer marido novia novio prometido prometida",
    family:
      "niño niños niña niñas hijos hijas familia familias bebé bebés adolescente adolescentes " +
      "nietos",
    elders: "padres madre padre abuelos mayores jubilados",
    access: "silla ruedas accesible accesibilidad movilidad discapacidad",
    halal: "halal musulmán musulmanes islámico árabe",
    diving: "buceo bucear buceador esnórquel snorkel arrecife arrecifes submarino manta",
    ski: "esquí esquiar snowboard pista pistas nieve",
    food:
      "gastronomía gastronómico gourmet cocina restaurante restaurantes cenar comer comida chef " +
      "michelin",
    wine: "vino vinos bodega bodegas viñedo viñedos sumiller cata",
    shopping: "compras tiendas boutique boutiques moda diseñador zoco mercado mercados",
    weekend: "fin semana escapada corto corta",
    affordable: "barato barata económico económica asequible",
    vip: "mejor exclusivo exclusiva excepcional lujoso lujosa",
    safari: "safari safaris león leones elefante elefantes jirafa cebra animales fauna",
    photography: "foto fotos fotografía fotógrafo",
    beach: "playa playas mar océano tropical nadar",
    warm: "calor cálido soleado sol",
    overwater: "villa villas bungaló bungalós",
    mountain: "montaña montañas senderismo caminata trekking alpes alpino",
    wellness: "spa masaje masajes bienestar relax relajación yoga meditación retiro",
    culture:
      "cultura cultural historia histórico patrimonio museo museos templo templos tradición " +
      "tradicional",
    desert: "desierto duna dunas arena camello camellos acampada estrellas beduino",
    yacht: "yate yates barco barcos velero vela catamarán",
    cruise: "crucero cruceros",
    rail: "tren trenes ferrocarril",
    quiet: "tranquilo tranquila apartado aislado aislada privacidad multitudes",
    greek: "griego griega",
    italian: "italiano italiana",
    japanese: "japonés japonesa",
    moroccan: "marroquí",
    ignored: "lujo especial increíble",
  },
};
