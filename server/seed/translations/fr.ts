/** The demo catalogue in French (docs/glossary.md). */
import type { DemoTranslations } from "./types.ts";

export const fr: DemoTranslations = {
  destinations: {
    dubai: {
      name: "Dubaï",
      country: "Émirats arabes unis",
      continent: "Asie",
      description:
        "Notre ville : une ligne d'horizon de tours record, des dunes dorées à quelques minutes de route, et une côte du Golfe bordée de plages privées, de marinas pour superyachts et de quelques-uns des plus beaux hôtels et restaurants du monde.",
      tags: ["Ville", "Désert", "Shopping", "Gastronomie", "Famille"],
    },
    maldives: {
      name: "Les Maldives",
      country: "Maldives",
      continent: "Asie",
      description:
        "Vingt-six atolls de sable blanc comme la poudre et de lagons turquoise, où villas sur pilotis, récifs privés et service pieds nus font de l'océan Indien un domaine rien qu'à vous.",
      tags: ["Plage", "Lune de miel", "Plongée", "Bien-être"],
    },
    kyoto: {
      name: "Kyoto",
      country: "Japon",
      continent: "Asie",
      description:
        "Capitale impériale du Japon pendant mille ans : portiques vermillon, jardins de mousse, quartiers de geishas et cuisines kaiseki où les saisons se dégustent à l'assiette.",
      tags: ["Culture", "Temples", "Gastronomie", "Jardins"],
    },
    santorini: {
      name: "Santorin",
      country: "Grèce",
      continent: "Europe",
      description:
        "Un croissant volcanique de la mer Égée dont les villages blanchis à la chaux s'accrochent aux falaises de la caldeira, célèbre pour ses couchers de soleil, ses suites troglodytes et ses vins vifs d'Assyrtiko.",
      tags: ["Îles", "Romance", "Vin", "Couchers de soleil"],
    },
    amalfi: {
      name: "Côte amalfitaine",
      country: "Italie",
      continent: "Europe",
      description:
        "Des villages aux tons pastel perchés sur les falaises, des citronneraies et une mer scintillante : l'été italien par excellence, à découvrir depuis le pont d'un bateau privé.",
      tags: ["Côte", "Yachting", "Gastronomie", "Romance"],
    },
    alps: {
      name: "Alpes suisses",
      country: "Suisse",
      continent: "Europe",
      description:
        "Des sommets enneigés au-dessus de Gstaad, Zermatt et Saint-Moritz : chalets au pied des pistes en hiver, lacs alpins et retraites bien-être en été, et des voyages en train d'un confort légendaire.",
      tags: ["Montagne", "Ski", "Bien-être", "Trains panoramiques"],
    },
    marrakech: {
      name: "Marrakech",
      country: "Maroc",
      continent: "Afrique",
      description:
        "Les souks et les riads de la Ville rouge, ses jardins de palais et ses terrasses sur les toits, avec le Haut Atlas et le désert d'Agafay aux portes de la ville.",
      tags: ["Culture", "Souks", "Désert", "Design"],
    },
    serengeti: {
      name: "Serengeti",
      country: "Tanzanie",
      continent: "Afrique",
      description:
        "Des plaines infinies, théâtre de la Grande Migration : deux millions de gnous et de zèbres, les prédateurs qui les suivent, et des camps sous tente d'un luxe discret.",
      tags: ["Safari", "Faune sauvage", "Photographie", "Famille"],
    },
    "bora-bora": {
      name: "Bora-Bora",
      country: "Polynésie française",
      continent: "Océanie",
      description:
        "Un lagon de tous les bleus autour du pic émeraude du mont Otemanu, avec ses bungalows sur pilotis, ses jardins de corail et le rythme paisible du Pacifique Sud.",
      tags: ["Plage", "Lune de miel", "Lagon", "Snorkeling"],
    },
    patagonia: {
      name: "Patagonie",
      country: "Chili",
      continent: "Amérique du Sud",
      description:
        "Aiguilles de granit, glaciers et steppe balayée par les vents au bout du monde. Nos conseillers conçoivent vos voyages en Patagonie sur mesure : interrogez-nous sur les lodges de Torres del Paine.",
      tags: ["Montagne", "Randonnée", "Glaciers", "Nature isolée"],
    },
  },
  packages: {
    "desert-royalty": {
      name: "Évasion royale dans le désert",
      location: "Dubaï, Émirats arabes unis",
      duration: "5 jours / 4 nuits",
      description:
        "Un camp privé dans le désert sous les étoiles, la fauconnerie à l'aube, un transfert en hélicoptère au-dessus des dunes et un dîner dans un penthouse de la Burj Khalifa : Dubaï sous son jour le plus extraordinaire.",
      vipServices: ["Transferts privés en hélicoptère", "Majordome personnel", "Rolls-Royce avec chauffeur", "Chef privé dans le désert"],
      tags: ["Désert", "Aventure", "Exclusif"],
    },
    "dubai-skyline": {
      name: "Week-end Skyline et Marina à Dubaï",
      location: "Dubai Marina, Émirats arabes unis",
      duration: "3 jours / 2 nuits",
      description:
        "Un long week-end de dîners sur les toits, une croisière en yacht au coucher du soleil le long de la Marina et de Palm Jumeirah, et une suite avec vue sur l'horizon scintillant de la ville.",
      vipServices: ["Coupe-file à l'aéroport", "Croisière en yacht privé", "Départ tardif"],
      tags: ["Ville", "Yachting", "Gastronomie"],
    },
    "family-safari": {
      name: "Aventure en famille dans le désert",
      location: "Réserve de conservation du désert de Dubaï, Émirats arabes unis",
      duration: "4 jours / 3 nuits",
      description:
        "Un safari dans le désert que toute la famille adorera : balade dans les dunes en 4x4 privé, promenades à dos de chameau, sandboard, observation des étoiles et dîner à la bédouine, avec la piscine d'un resort pour le retour.",
      vipServices: ["4x4 privé avec guide", "Suite familiale", "Accès au club enfants"],
      tags: ["Famille", "Désert", "Safari"],
    },
    "maldives-island": {
      name: "Retraite sur pilotis sur une île privée",
      location: "Atoll de Malé Nord, Maldives",
      duration: "7 jours / 6 nuits",
      description:
        "Une île entière à votre disposition : une résidence sur pilotis avec piscine privée, un moniteur de plongée attitré et des dîners servis sur un banc de sable qui n'apparaît qu'à marée basse.",
      vipServices: ["Transferts en hydravion", "Privatisation de l'île", "Moniteur de plongée attitré", "Thérapeute spa en villa"],
      tags: ["Plage", "Plongée", "Exclusif", "Lune de miel"],
    },
    "maldives-honeymoon": {
      name: "Lune de miel dans un lagon des Maldives",
      location: "Atoll de Baa, Maldives",
      duration: "6 jours / 5 nuits",
      description:
        "Une villa sur pilotis au-dessus d'un lagon classé réserve de biosphère par l'UNESCO, un rituel spa en duo, une croisière au coucher du soleil à la rencontre des dauphins et un dîner aux chandelles sur la plage.",
      vipServices: ["Transferts en hydravion", "Rituel spa en duo", "Champagne à l'arrivée"],
      tags: ["Lune de miel", "Romance", "Plage", "Bien-être"],
    },
    "santorini-sunsets": {
      name: "Couchers de soleil sur la caldeira de Santorin",
      location: "Oia, Santorin, Grèce",
      duration: "5 jours / 4 nuits",
      description:
        "Une suite troglodyte creusée dans les falaises de la caldeira, une croisière en catamaran jusqu'aux sources chaudes et une dégustation dans un domaine familial tandis que le soleil plonge dans la mer Égée.",
      vipServices: ["Transferts privés", "Catamaran au coucher du soleil"],
      tags: ["Îles", "Romance", "Vin", "Couchers de soleil"],
    },
    "amalfi-yacht": {
      name: "La Côte amalfitaine en yacht privé",
      location: "Positano, Italie",
      duration: "7 jours / 6 nuits",
      description:
        "Un yacht à moteur avec équipage de Positano à Capri et au-delà, des baignades dans des grottes secrètes, des déjeuners dans des beach clubs légendaires et des nuits dans un palazzo à flanc de falaise.",
      vipServices: ["Yacht privé avec équipage", "Réservations dans des restaurants étoilés Michelin", "Hélicoptère depuis Naples", "Personal shopper à Capri"],
      tags: ["Yachting", "Côte", "Gastronomie", "Exclusif"],
    },
    "alpine-wellness": {
      name: "Semaine bien-être en chalet alpin",
      location: "Gstaad, Suisse",
      duration: "7 jours / 6 nuits",
      description:
        "Un chalet avec personnel et spa privé, des randonnées en montagne ou des journées de ski avec un moniteur privé, et un voyage en première classe à bord du GoldenPass Express.",
      vipServices: ["Chalet avec personnel", "Moniteur de ski privé", "Billets de train en première classe"],
      tags: ["Montagne", "Bien-être", "Ski"],
    },
    "kyoto-temples": {
      name: "Temples de Kyoto et cérémonie du thé",
      location: "Kyoto, Japon",
      duration: "6 jours / 5 nuits",
      description:
        "Un séjour en ryokan avec dîners kaiseki, des visites de temples au petit matin avant la foule, une cérémonie du thé privée et une soirée dans les ruelles de Gion éclairées de lanternes.",
      vipServices: ["Guide culturel privé", "Cérémonie du thé avec un maître de thé"],
      tags: ["Culture", "Temples", "Gastronomie"],
    },
    "marrakech-atlas": {
      name: "Riad de Marrakech et découverte de l'Atlas",
      location: "Marrakech, Maroc",
      duration: "5 jours / 4 nuits",
      description:
        "Un riad restauré dans la médina, une visite guidée des souks avec un expert du design, une journée dans les montagnes de l'Atlas et une nuit dans un camp de luxe du désert d'Agafay.",
      vipServices: ["Guide privé de la médina", "Nuit au camp du désert d'Agafay"],
      tags: ["Culture", "Désert", "Design"],
    },
    "serengeti-migration": {
      name: "Safari de la Grande Migration au Serengeti",
      location: "Parc national du Serengeti, Tanzanie",
      duration: "8 jours / 7 nuits",
      description:
        "Suivez la Grande Migration entre deux camps sous tente exclusifs, avec des safaris privés, un vol en montgolfière à l'aube et des dîners dans la brousse sous les acacias.",
      vipServices: ["Véhicule de safari et guide privés", "Transferts en avion léger", "Safari en montgolfière", "Mentor en photographie"],
      tags: ["Safari", "Faune sauvage", "Photographie", "Famille"],
    },
    "bora-bora-lagoon": {
      name: "Escapade dans le lagon de Bora-Bora",
      location: "Bora-Bora, Polynésie française",
      duration: "7 jours / 6 nuits",
      description:
        "Un bungalow sur pilotis face au mont Otemanu, une excursion dans le lagon parmi les raies et les requins de récif, un festin polynésien et des journées qui s'achèvent sur les plus beaux couchers de soleil du Pacifique.",
      vipServices: ["Transferts en bateau depuis l'aéroport", "Excursion privée dans le lagon"],
      tags: ["Plage", "Lune de miel", "Lagon", "Snorkeling"],
    },
  },
  activities: {
    "Falconry at Dawn": {
      name: "Fauconnerie à l'aube",
      location: "Réserve de conservation du désert de Dubaï",
      description: "Rencontrez les faucons et leurs fauconniers tandis que le soleil se lève sur les dunes, puis faites voler un faucon vous-même.",
    },
    "Hot-Air Balloon over the Dunes": {
      name: "Montgolfière au-dessus des dunes",
      location: "Désert de Dubaï",
      description: "Survolez le désert au lever du soleil, puis savourez un petit-déjeuner gastronomique sous une tente bédouine privée.",
    },
    "Sunset Dhow Dinner Cruise": {
      name: "Dîner-croisière en dhow au coucher du soleil",
      location: "Dubai Creek",
      description: "Un dhow traditionnel en bois, un dîner de cinq plats et les lumières de Dubaï, ancienne et moderne, qui défilent.",
    },
    "Private Yacht along the Palm": {
      name: "Yacht privé le long de Palm Jumeirah",
      location: "Dubai Marina",
      description: "Trois heures à bord d'un yacht avec équipage, devant Palm Jumeirah et le Burj Al Arab, avec une halte baignade.",
    },
    "Family Dune Bashing & Sandboarding": {
      name: "Dunes en 4x4 et sandboard en famille",
      location: "Désert de Lahbab, Dubaï",
      description: "Une balade privée en 4x4 dans les dunes, au rythme des enfants, des cours de sandboard et des promenades à dos de chameau dans un camp du désert.",
    },
    "Desert Stargazing Night": {
      name: "Nuit d'observation des étoiles dans le désert",
      location: "Al Qudra, Dubaï",
      description: "Un astronome, un télescope et un tapis sous le ciel le plus sombre du désert, à deux pas de la ville.",
    },
    "Manta Ray Snorkel Safari": {
      name: "Safari snorkeling avec les raies mantas",
      location: "Baie de Hanifaru, Maldives",
      description: "Nagez avec les raies mantas qui planent sur leurs zones d'alimentation de la saison, guidé par un biologiste marin.",
    },
    "Sandbank Dinner for Two": {
      name: "Dîner pour deux sur un banc de sable",
      location: "Atoll de Malé Nord, Maldives",
      description: "Une table pour deux sur un banc de sable au milieu de l'océan, avec un chef privé et la lumière des lanternes.",
    },
    "Sunset Dolphin Cruise": {
      name: "Croisière des dauphins au coucher du soleil",
      location: "Atoll de Baa, Maldives",
      description: "Une croisière en dhoni traditionnel à l'heure dorée, avec des dauphins à long bec qui jouent dans la vague d'étrave.",
    },
    "Caldera Catamaran Cruise": {
      name: "Croisière en catamaran dans la caldeira",
      location: "Oia, Santorin",
      description: "Naviguez au pied du volcan jusqu'aux sources chaudes et à la plage rouge, avec un déjeuner grillé à bord.",
    },
    "Volcanic Wine Tasting": {
      name: "Dégustation de vins volcaniques",
      location: "Pyrgos, Santorin",
      description: "Dégustez l'Assyrtiko et le Vinsanto parmi les vignes taillées en corbeille d'un domaine familial.",
    },
    "Capri Grottoes by Private Boat": {
      name: "Les grottes de Capri en bateau privé",
      location: "Capri, Italie",
      description: "Glissez dans la Grotte bleue à l'heure calme et baignez-vous dans des criques que seul un petit bateau peut atteindre.",
    },
    "Alpine Lake Spa Day": {
      name: "Journée spa au bord d'un lac alpin",
      location: "Gstaad, Suisse",
      description: "Bassins thermaux, enveloppement aux fleurs de foin et massage dans un spa surplombant un lac alimenté par un glacier.",
    },
    "Private Tea Ceremony": {
      name: "Cérémonie du thé privée",
      location: "Higashiyama, Kyoto",
      description: "Un maître de thé vous initie au rituel du matcha dans une maison de thé plusieurs fois centenaire.",
    },
    "Souk Walk with a Design Expert": {
      name: "Promenade dans les souks avec un expert du design",
      location: "Médina de Marrakech",
      description: "Découvrez les meilleurs ateliers de lanternes, de tapis et de cuir avec un designer qui connaît chaque artisan.",
    },
    "Balloon Safari over the Plains": {
      name: "Safari en montgolfière au-dessus des plaines",
      location: "Serengeti central, Tanzanie",
      description: "Flottez au-dessus des troupeaux à l'aube, puis célébrez l'atterrissage au champagne avec un petit-déjeuner dans la brousse.",
    },
    "Lagoon Snorkelling with Rays": {
      name: "Snorkeling avec les raies dans le lagon",
      location: "Lagon de Bora-Bora",
      description: "Nagez avec les raies pastenagues et les requins à pointes noires dans les jardins de corail peu profonds du lagon.",
    },
    "Burj Khalifa Sky Lounge at Sunset": {
      name: "Sky lounge de la Burj Khalifa au coucher du soleil",
      location: "Downtown Dubaï",
      description: "Un accès coupe-file au lounge le plus haut du plus haut gratte-ciel du monde, avec des canapés au crépuscule.",
    },
    "Personal Shopping at Dubai Mall": {
      name: "Shopping personnalisé au Dubai Mall",
      location: "Downtown Dubaï",
      description: "Une styliste personnelle, des salons privés dans les boutiques phares et vos achats livrés à votre hôtel.",
    },
    "Helicopter Tour of the Coastline": {
      name: "Survol de la côte en hélicoptère",
      location: "Dubaï",
      description: "Vingt minutes au-dessus de Palm Jumeirah, des îles The World et de Downtown, portes ouvertes sur le Golfe.",
    },
    "Michelin-Star Chef's Table": {
      name: "Table du chef étoilée Michelin",
      location: "DIFC, Dubaï",
      description: "Une soirée à la table du chef de l'une des cuisines étoilées de la ville, avec un menu créé pour vous.",
    },
    "Private Gondola Ride": {
      name: "Promenade privée en gondole",
      location: "Souk Madinat Jumeirah, Dubaï",
      description: "Une promenade en abra sur les canaux de Madinat Jumeirah, avec vue sur le Burj Al Arab.",
    },
    "Glacier Express First Class": {
      name: "Glacier Express en première classe",
      location: "De Zermatt à Saint-Moritz, Suisse",
      description: "Huit heures de panoramas alpins en première classe, avec un déjeuner servi à votre place.",
    },
    "Torres del Paine Trek with a Naturalist": {
      name: "Randonnée à Torres del Paine avec un naturaliste",
      location: "Patagonie, Chili",
      description: "Une randonnée guidée d'une journée jusqu'au pied des tours, avec un naturaliste et un pique-nique gastronomique.",
    },
  },
};
