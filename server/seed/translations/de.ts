/** The demo catalogue in German (docs/glossary.md). */
import type { DemoTranslations } from "./types.ts";

export const de: DemoTranslations = {
  destinations: {
    dubai: {
      name: "Dubai",
      country: "Vereinigte Arabische Emirate",
      continent: "Asien",
      description:
        "Unsere Heimatstadt: eine Skyline aus rekordverdächtigen Türmen, goldene Dünen nur eine kurze Fahrt entfernt und eine Golfküste mit Privatstränden, Superyacht-Marinas und einigen der besten Hotels und Restaurants der Welt.",
      tags: ["Stadt", "Wüste", "Shopping", "Spitzengastronomie", "Familie"],
    },
    maldives: {
      name: "Malediven",
      country: "Malediven",
      continent: "Asien",
      description:
        "Sechsundzwanzig Atolle aus puderweißem Sand und türkisfarbenen Lagunen, wo Overwater-Villen, Hausriffe und ein Service ganz ohne Schuhe den Indischen Ozean ganz zu Ihrem eigenen machen.",
      tags: ["Strand", "Flitterwochen", "Tauchen", "Wellness"],
    },
    kyoto: {
      name: "Kyoto",
      country: "Japan",
      continent: "Asien",
      description:
        "Tausend Jahre lang Japans Kaiserstadt: zinnoberrote Schreintore, Moosgärten, Geisha-Viertel und Kaiseki-Küchen, in denen die Jahreszeiten auf dem Teller serviert werden.",
      tags: ["Kultur", "Tempel", "Kulinarik", "Gärten"],
    },
    santorini: {
      name: "Santorini",
      country: "Griechenland",
      continent: "Europa",
      description:
        "Ein vulkanischer Halbmond in der Ägäis, dessen weiß getünchte Dörfer an den Klippen der Caldera hängen, berühmt für seine Sonnenuntergänge, Höhlensuiten und frischen Assyrtiko-Weine.",
      tags: ["Inseln", "Romantik", "Wein", "Sonnenuntergänge"],
    },
    amalfi: {
      name: "Amalfiküste",
      country: "Italien",
      continent: "Europa",
      description:
        "Pastellfarbene Dörfer hoch über den Klippen, Zitronenhaine und ein glitzerndes Meer: der klassische italienische Sommer, am schönsten vom Deck eines privaten Bootes aus.",
      tags: ["Küste", "Yachting", "Kulinarik", "Romantik"],
    },
    alps: {
      name: "Schweizer Alpen",
      country: "Schweiz",
      continent: "Europa",
      description:
        "Schneebedeckte Gipfel über Gstaad, Zermatt und St. Moritz: Chalets direkt an der Piste im Winter, Bergseen und Wellness-Refugien im Sommer und Bahnreisen von legendärem Komfort.",
      tags: ["Berge", "Skifahren", "Wellness", "Panoramazüge"],
    },
    marrakech: {
      name: "Marrakesch",
      country: "Marokko",
      continent: "Afrika",
      description:
        "Die Souks und Riads der Roten Stadt, Palastgärten und Dachterrassen, mit dem Hohen Atlas und der Agafay-Wüste direkt vor der Tür.",
      tags: ["Kultur", "Souks", "Wüste", "Design"],
    },
    serengeti: {
      name: "Serengeti",
      country: "Tansania",
      continent: "Afrika",
      description:
        "Endlose Ebenen, Schauplatz der Großen Migration: zwei Millionen Gnus und Zebras, die Raubtiere, die ihnen folgen, und Zeltcamps von stillem Luxus.",
      tags: ["Safari", "Tierwelt", "Fotografie", "Familie"],
    },
    "bora-bora": {
      name: "Bora Bora",
      country: "Französisch-Polynesien",
      continent: "Ozeanien",
      description:
        "Eine Lagune in allen Blautönen rund um den smaragdgrünen Gipfel des Mont Otemanu, mit Overwater-Bungalows, Korallengärten und dem gemächlichen Rhythmus der Südsee.",
      tags: ["Strand", "Flitterwochen", "Lagune", "Schnorcheln"],
    },
    patagonia: {
      name: "Patagonien",
      country: "Chile",
      continent: "Südamerika",
      description:
        "Granitnadeln, Gletscher und windgepeitschte Steppe am Ende der Welt. Unsere Berater gestalten Reisen nach Patagonien maßgeschneidert: Fragen Sie uns nach Lodges im Torres del Paine.",
      tags: ["Berge", "Wandern", "Gletscher", "Abgeschiedenheit"],
    },
  },
  packages: {
    "desert-royalty": {
      name: "Königliche Wüstenauszeit",
      location: "Dubai, Vereinigte Arabische Emirate",
      duration: "5 Tage / 4 Nächte",
      description:
        "Ein privates Wüstencamp unter den Sternen, Falknerei im Morgengrauen, ein Helikoptertransfer über die Dünen und ein Dinner im Penthouse des Burj Khalifa: Dubai von seiner außergewöhnlichsten Seite.",
      vipServices: ["Private Helikoptertransfers", "Persönlicher Butler", "Rolls-Royce mit Chauffeur", "Privatkoch in der Wüste"],
      tags: ["Wüste", "Abenteuer", "Exklusiv"],
    },
    "dubai-skyline": {
      name: "Dubai Skyline & Marina Wochenende",
      location: "Dubai Marina, Vereinigte Arabische Emirate",
      duration: "3 Tage / 2 Nächte",
      description:
        "Ein langes Wochenende mit Dinners auf Dachterrassen, einer Yachtfahrt bei Sonnenuntergang entlang der Marina und Palm Jumeirah und einer Suite mit Blick auf die glitzernde Skyline der Stadt.",
      vipServices: ["Fast Track am Flughafen", "Private Yachtfahrt", "Später Check-out"],
      tags: ["Stadt", "Yachting", "Spitzengastronomie"],
    },
    "family-safari": {
      name: "Wüstensafari-Abenteuer für die Familie",
      location: "Dubai Desert Conservation Reserve, Vereinigte Arabische Emirate",
      duration: "4 Tage / 3 Nächte",
      description:
        "Eine Wüstensafari, die die ganze Familie begeistert: Dünenfahrten im privaten Geländewagen, Kamelritte, Sandboarding, Sternbeobachtung und ein Abendessen im Beduinenstil, mit dem Pool eines Resorts für die Rückkehr.",
      vipServices: ["Privater Geländewagen mit Guide", "Familiensuite", "Zugang zum Kinderclub"],
      tags: ["Familie", "Wüste", "Safari"],
    },
    "maldives-island": {
      name: "Overwater-Refugium auf der Privatinsel",
      location: "Nord-Malé-Atoll, Malediven",
      duration: "7 Tage / 6 Nächte",
      description:
        "Eine ganze Insel zu Ihrer Verfügung: eine Overwater-Residenz mit eigenem Pool, ein persönlicher Tauchlehrer und Dinners auf einer Sandbank, die nur bei Ebbe auftaucht.",
      vipServices: ["Wasserflugzeug-Transfers", "Exklusive Inselmiete", "Persönlicher Tauchlehrer", "Spa-Therapeut in der Villa"],
      tags: ["Strand", "Tauchen", "Exklusiv", "Flitterwochen"],
    },
    "maldives-honeymoon": {
      name: "Flitterwochen in der Lagune der Malediven",
      location: "Baa-Atoll, Malediven",
      duration: "6 Tage / 5 Nächte",
      description:
        "Eine Overwater-Villa über einer Lagune im UNESCO-Biosphärenreservat, ein Spa-Ritual für Paare, eine Delfinfahrt bei Sonnenuntergang und ein Candle-Light-Dinner am Strand.",
      vipServices: ["Wasserflugzeug-Transfers", "Spa-Ritual für Paare", "Champagner zur Ankunft"],
      tags: ["Flitterwochen", "Romantik", "Strand", "Wellness"],
    },
    "santorini-sunsets": {
      name: "Sonnenuntergänge über der Caldera von Santorini",
      location: "Oia, Santorini, Griechenland",
      duration: "5 Tage / 4 Nächte",
      description:
        "Eine in die Calderaklippen gehauene Höhlensuite, ein Katamaranausflug zu den heißen Quellen und eine Weinprobe auf einem Familienweingut, während die Sonne in der Ägäis versinkt.",
      vipServices: ["Private Transfers", "Katamaran bei Sonnenuntergang"],
      tags: ["Inseln", "Romantik", "Wein", "Sonnenuntergänge"],
    },
    "amalfi-yacht": {
      name: "Die Amalfiküste mit der Privatyacht",
      location: "Positano, Italien",
      duration: "7 Tage / 6 Nächte",
      description:
        "Eine Motoryacht mit Crew von Positano nach Capri und weiter, mit Badestopps in verborgenen Grotten, Mittagessen in legendären Beach Clubs und Nächten in einem Palazzo hoch über den Klippen.",
      vipServices: ["Private Yacht mit Crew", "Reservierungen in Michelin-Sterne-Restaurants", "Helikopter ab Neapel", "Personal Shopper auf Capri"],
      tags: ["Yachting", "Küste", "Kulinarik", "Exklusiv"],
    },
    "alpine-wellness": {
      name: "Wellnesswoche im Alpenchalet",
      location: "Gstaad, Schweiz",
      duration: "7 Tage / 6 Nächte",
      description:
        "Ein Chalet mit Personal und privatem Spa, Bergwanderungen oder Skitage mit einem Privatskilehrer und eine Fahrt in der ersten Klasse mit dem GoldenPass Express.",
      vipServices: ["Chalet mit Personal", "Privatskilehrer", "Bahnpässe erster Klasse"],
      tags: ["Berge", "Wellness", "Skifahren"],
    },
    "kyoto-temples": {
      name: "Kyotos Tempel & Teezeremonie",
      location: "Kyoto, Japan",
      duration: "6 Tage / 5 Nächte",
      description:
        "Ein Aufenthalt im Ryokan mit Kaiseki-Dinners, Tempelbesuche am frühen Morgen vor dem Andrang, eine private Teezeremonie und ein Abend in den laternenbeleuchteten Gassen von Gion.",
      vipServices: ["Privater Kulturguide", "Teezeremonie mit einem Teemeister"],
      tags: ["Kultur", "Tempel", "Kulinarik"],
    },
    "marrakech-atlas": {
      name: "Riad in Marrakesch & Atlas-Entdeckung",
      location: "Marrakesch, Marokko",
      duration: "5 Tage / 4 Nächte",
      description:
        "Ein restauriertes Riad in der Medina, ein geführter Gang durch die Souks mit einem Designexperten, ein Tag im Atlasgebirge und eine Nacht in einem Luxuscamp in der Agafay-Wüste.",
      vipServices: ["Privater Guide für die Medina", "Nacht im Wüstencamp in der Agafay"],
      tags: ["Kultur", "Wüste", "Design"],
    },
    "serengeti-migration": {
      name: "Safari zur Großen Migration in der Serengeti",
      location: "Serengeti-Nationalpark, Tansania",
      duration: "8 Tage / 7 Nächte",
      description:
        "Folgen Sie der Großen Migration zwischen zwei exklusiven Zeltcamps, mit privaten Pirschfahrten, einer Ballonfahrt im Morgengrauen und Dinners im Busch unter Akazien.",
      vipServices: ["Privates Safarifahrzeug mit Guide", "Transfers im Kleinflugzeug", "Ballonsafari", "Fotografie-Mentor"],
      tags: ["Safari", "Tierwelt", "Fotografie", "Familie"],
    },
    "bora-bora-lagoon": {
      name: "Lagunen-Auszeit auf Bora Bora",
      location: "Bora Bora, Französisch-Polynesien",
      duration: "7 Tage / 6 Nächte",
      description:
        "Ein Overwater-Bungalow mit Blick auf den Mont Otemanu, eine Lagunentour mit Rochen und Riffhaien, ein polynesisches Festmahl und Tage, die mit den schönsten Sonnenuntergängen des Pazifiks enden.",
      vipServices: ["Bootstransfers vom Flughafen", "Private Lagunentour"],
      tags: ["Strand", "Flitterwochen", "Lagune", "Schnorcheln"],
    },
  },
  activities: {
    "Falconry at Dawn": {
      name: "Falknerei im Morgengrauen",
      location: "Dubai Desert Conservation Reserve",
      description: "Lernen Sie die Falken und ihre Falkner kennen, während die Sonne über den Dünen aufgeht, und lassen Sie selbst einen Falken fliegen.",
    },
    "Hot-Air Balloon over the Dunes": {
      name: "Heißluftballon über den Dünen",
      location: "Wüste von Dubai",
      description: "Schweben Sie bei Sonnenaufgang über die Wüste und genießen Sie anschließend ein Gourmetfrühstück in einem privaten Beduinenzelt.",
    },
    "Sunset Dhow Dinner Cruise": {
      name: "Dinnerfahrt mit der Dhau bei Sonnenuntergang",
      location: "Dubai Creek",
      description: "Eine traditionelle hölzerne Dhau, ein Fünf-Gänge-Menü und die Lichter des alten und neuen Dubai, die vorübergleiten.",
    },
    "Private Yacht along the Palm": {
      name: "Privatyacht entlang der Palm Jumeirah",
      location: "Dubai Marina",
      description: "Drei Stunden auf einer Yacht mit Crew vorbei an Palm Jumeirah und dem Burj Al Arab, mit einem Badestopp.",
    },
    "Family Dune Bashing & Sandboarding": {
      name: "Dünenfahrt & Sandboarding für die Familie",
      location: "Lahbab-Wüste, Dubai",
      description: "Eine private Dünenfahrt im Geländewagen im Tempo der Kinder, Sandboarding-Unterricht und Kamelritte in einem Wüstencamp.",
    },
    "Desert Stargazing Night": {
      name: "Sternennacht in der Wüste",
      location: "Al Qudra, Dubai",
      description: "Ein Astronom, ein Teleskop und ein Teppich unter dem dunkelsten Wüstenhimmel in der Nähe der Stadt.",
    },
    "Manta Ray Snorkel Safari": {
      name: "Schnorchelsafari mit Mantarochen",
      location: "Hanifaru Bay, Malediven",
      description: "Schwimmen Sie mit gleitenden Mantarochen in ihren saisonalen Futtergründen, begleitet von einem Meeresbiologen.",
    },
    "Sandbank Dinner for Two": {
      name: "Dinner zu zweit auf der Sandbank",
      location: "Nord-Malé-Atoll, Malediven",
      description: "Ein Tisch für zwei auf einer Sandbank mitten im Ozean, mit einem Privatkoch und Laternenlicht.",
    },
    "Sunset Dolphin Cruise": {
      name: "Delfinfahrt bei Sonnenuntergang",
      location: "Baa-Atoll, Malediven",
      description: "Eine Fahrt mit dem traditionellen Dhoni zur goldenen Stunde, mit Spinnerdelfinen, die in der Bugwelle spielen.",
    },
    "Caldera Catamaran Cruise": {
      name: "Katamaranfahrt in der Caldera",
      location: "Oia, Santorini",
      description: "Segeln Sie am Vulkan vorbei zu den heißen Quellen und zum roten Strand, mit einem an Bord gegrillten Mittagessen.",
    },
    "Volcanic Wine Tasting": {
      name: "Vulkanische Weinprobe",
      location: "Pyrgos, Santorini",
      description: "Verkosten Sie Assyrtiko und Vinsanto zwischen den korbförmig gezogenen Reben eines Familienweinguts.",
    },
    "Capri Grottoes by Private Boat": {
      name: "Capris Grotten mit dem Privatboot",
      location: "Capri, Italien",
      description: "Gleiten Sie zur ruhigen Stunde in die Blaue Grotte und schwimmen Sie in Buchten, die nur ein kleines Boot erreicht.",
    },
    "Alpine Lake Spa Day": {
      name: "Spa-Tag am Bergsee",
      location: "Gstaad, Schweiz",
      description: "Thermalbecken, ein Heublumenwickel und eine Massage in einem Spa mit Blick auf einen gletschergespeisten See.",
    },
    "Private Tea Ceremony": {
      name: "Private Teezeremonie",
      location: "Higashiyama, Kyoto",
      description: "Ein Teemeister führt Sie in einem jahrhundertealten Teehaus durch das Ritual des Matcha.",
    },
    "Souk Walk with a Design Expert": {
      name: "Souk-Spaziergang mit einem Designexperten",
      location: "Medina von Marrakesch",
      description: "Entdecken Sie die besten Werkstätten für Laternen, Teppiche und Leder mit einem Designer, der jeden Handwerker kennt.",
    },
    "Balloon Safari over the Plains": {
      name: "Ballonsafari über den Ebenen",
      location: "Zentrale Serengeti, Tansania",
      description: "Schweben Sie im Morgengrauen über den Herden und stoßen Sie nach der Landung mit Champagner und einem Buschfrühstück an.",
    },
    "Lagoon Snorkelling with Rays": {
      name: "Schnorcheln mit Rochen in der Lagune",
      location: "Lagune von Bora Bora",
      description: "Schnorcheln Sie mit Stachelrochen und Schwarzspitzen-Riffhaien in den flachen Korallengärten der Lagune.",
    },
    "Burj Khalifa Sky Lounge at Sunset": {
      name: "Sky Lounge im Burj Khalifa bei Sonnenuntergang",
      location: "Downtown Dubai",
      description: "Zutritt ohne Anstehen zur höchsten Lounge des höchsten Gebäudes der Welt, mit Canapés in der Abenddämmerung.",
    },
    "Personal Shopping at Dubai Mall": {
      name: "Personal Shopping in der Dubai Mall",
      location: "Downtown Dubai",
      description: "Ein persönlicher Stylist, private Salons in den Flagship-Boutiquen und Ihre Einkäufe direkt ins Hotel geliefert.",
    },
    "Helicopter Tour of the Coastline": {
      name: "Helikopterflug entlang der Küste",
      location: "Dubai",
      description: "Zwanzig Minuten über Palm Jumeirah, den World Islands und Downtown, mit Türen, die sich zum Golf öffnen.",
    },
    "Michelin-Star Chef's Table": {
      name: "Chef's Table mit Michelin-Stern",
      location: "DIFC, Dubai",
      description: "Ein Abend am Chef's Table einer der Sterneküchen der Stadt, mit einem eigens für Sie kreierten Menü.",
    },
    "Private Gondola Ride": {
      name: "Private Gondelfahrt",
      location: "Souk Madinat Jumeirah, Dubai",
      description: "Eine Abra-Fahrt auf den Wasserwegen von Madinat Jumeirah mit Blick auf den Burj Al Arab.",
    },
    "Glacier Express First Class": {
      name: "Glacier Express in der ersten Klasse",
      location: "Von Zermatt nach St. Moritz, Schweiz",
      description: "Acht Stunden alpine Panoramen in der ersten Klasse, mit einem am Platz servierten Mittagessen.",
    },
    "Torres del Paine Trek with a Naturalist": {
      name: "Torres-del-Paine-Wanderung mit einem Naturkundler",
      location: "Patagonien, Chile",
      description: "Eine geführte Tageswanderung zum Fuß der Türme, mit einem Naturkundler und einem Gourmet-Picknick.",
    },
  },
};
