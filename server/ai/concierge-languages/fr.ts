/** The catalogue concierge in French (vous; terms as in docs/glossary.md). */
import type { ConciergeWords } from "./types.ts";

export const fr: ConciergeWords = {
  greetingOnly: /^\s*(bonjour|bonsoir|salut|coucou|hello|salaam|marhaba)[\s!.,]*$/i,
  priceWords:
    /(?<!\p{L})(prix|tarifs?|co[uû]ts?|combien|budget|r[ée]server|r[ée]servations?|disponibilit[ée]s?|disponibles?|devis|payer)(?!\p{L})/iu,
  atLeast: /(?<!\p{L})(plus de|au moins|à partir de|a partir de|au-dessus de|dès)/iu,
  markers: "le les des du et avec pour nous vous mon ma mes notre nos est sont je dans sur quel quelle quels qui cherche voudrais voudrions aimerais pas au aux ce cette ces moins",
  stopWords:
    "je j'ai nous vous mon ma mes notre nos votre vos le la les un une des du de et ou en dans pour avec sur " +
    "sans qui que quoi quel quelle quels quelles est sont suis être avoir ai voudrais voudrions aimerais aimerions " +
    "cherche cherchons chercher veux voulons souhaite souhaitons aller partir voyage voyages voyager vacances séjour " +
    "séjours idée idées proposer proposez recommander conseiller quelque chose endroit lieu bon bonne beau belle très " +
    "plus aussi merci cette ces cet pas bonjour salut vers chez faire peut pouvez",
  intents: {
    romance:
      "demande fiançailles fiancer anniversaire romantique romance lune miel couple couples " +
      "mariage épouse femme mari compagne compagnon fiancé fiancée amoureux",
    family:
      "enfant enfants famille familles bébé bébés ado ados adolescent adolescents fils fille " +
      "petits-enfants",
    elders: "parents mère père grands-parents âgés retraités seniors",
    access: "fauteuil roulant accessible accessibilité mobilité handicap",
    halal: "halal musulman musulmans islamique arabe",
    diving: "plongée plonger plongeur snorkeling récif récifs sous-marin raie manta",
    ski: "ski skier snowboard piste pistes neige",
    food:
      "gastronomie gastronomique gourmet cuisine restaurant restaurants dîner manger repas chef " +
      "étoilé michelin",
    wine: "vin vins vignoble vignobles domaine sommelier dégustation",
    shopping: "shopping boutique boutiques mode créateurs souk souks marché marchés",
    weekend: "week-end weekend court courte escapade",
    affordable: "économique abordable pas cher bon marché petit budget",
    vip: "meilleur meilleure exclusif exclusive exceptionnel somptueux ultime",
    safari: "safari safaris lion lions éléphant éléphants girafe zèbre animaux faune",
    photography: "photo photos photographie photographe",
    beach: "plage plages mer océan tropical tropicale baignade nager",
    warm: "chaud chaleur soleil ensoleillé",
    overwater: "pilotis bungalow bungalows villa villas",
    mountain: "montagne montagnes randonnée randonnées trek marche alpes alpin",
    wellness: "spa massage bien-être détente relaxation yoga méditation retraite",
    culture:
      "culture culturel culturelle histoire historique patrimoine musée musées temple temples " +
      "tradition traditionnel",
    desert: "désert dune dunes sable chameau chameaux bivouac étoiles bédouin",
    yacht: "yacht yachts bateau bateaux voilier voile catamaran",
    cruise: "croisière croisières",
    rail: "train trains ferroviaire",
    quiet: "calme paisible isolé isolée retiré intimité foule",
    greek: "grec grecque",
    italian: "italien italienne",
    japanese: "japonais japonaise",
    moroccan: "marocain marocaine",
    ignored: "luxe luxueux luxueuse spécial magnifique",
  },
};
