/** The demo catalogue in Italian (docs/glossary.md). */
import type { DemoTranslations } from "./types.ts";

export const it: DemoTranslations = {
  destinations: {
    dubai: {
      name: "Dubai",
      country: "Emirati Arabi Uniti",
      continent: "Asia",
      description:
        "La nostra città: uno skyline di torri da record, dune dorate a breve distanza e una costa del Golfo fatta di spiagge private, marine per superyacht e alcuni tra i migliori hotel e ristoranti al mondo.",
      tags: ["Città", "Deserto", "Shopping", "Alta cucina", "Famiglia"],
    },
    maldives: {
      name: "Maldive",
      country: "Maldive",
      continent: "Asia",
      description:
        "Ventisei atolli di sabbia bianca come borotalco e lagune turchesi, dove ville sull'acqua, barriere coralline private e un servizio a piedi nudi rendono l'Oceano Indiano interamente vostro.",
      tags: ["Spiaggia", "Luna di miele", "Immersioni", "Benessere"],
    },
    kyoto: {
      name: "Kyoto",
      country: "Giappone",
      continent: "Asia",
      description:
        "Per mille anni capitale imperiale del Giappone: portali vermigli, giardini di muschio, quartieri delle geishe e cucine kaiseki dove le stagioni vengono servite nel piatto.",
      tags: ["Cultura", "Templi", "Gastronomia", "Giardini"],
    },
    santorini: {
      name: "Santorini",
      country: "Grecia",
      continent: "Europa",
      description:
        "Una mezzaluna vulcanica nell'Egeo i cui villaggi imbiancati a calce si aggrappano alle scogliere della caldera, celebre per i suoi tramonti, le suite scavate nella roccia e i freschi vini di Assyrtiko.",
      tags: ["Isole", "Romanticismo", "Vino", "Tramonti"],
    },
    amalfi: {
      name: "Costiera Amalfitana",
      country: "Italia",
      continent: "Europa",
      description:
        "Borghi color pastello a picco sul mare, limonaie e acque scintillanti: la classica estate italiana, da ammirare al meglio dal ponte di una barca privata.",
      tags: ["Costa", "Yachting", "Gastronomia", "Romanticismo"],
    },
    alps: {
      name: "Alpi svizzere",
      country: "Svizzera",
      continent: "Europa",
      description:
        "Vette innevate sopra Gstaad, Zermatt e St. Moritz: chalet sulle piste d'inverno, laghi alpini e ritiri benessere d'estate, e viaggi in treno dal comfort leggendario.",
      tags: ["Montagna", "Sci", "Benessere", "Treni panoramici"],
    },
    marrakech: {
      name: "Marrakech",
      country: "Marocco",
      continent: "Africa",
      description:
        "I souk e i riad della Città Rossa, i giardini dei palazzi e le terrazze sui tetti, con l'Alto Atlante e il deserto di Agafay a due passi.",
      tags: ["Cultura", "Souk", "Deserto", "Design"],
    },
    serengeti: {
      name: "Serengeti",
      country: "Tanzania",
      continent: "Africa",
      description:
        "Pianure sconfinate che ospitano la Grande Migrazione: due milioni di gnu e zebre, i predatori che li seguono e campi tendati di un lusso discreto.",
      tags: ["Safari", "Fauna selvatica", "Fotografia", "Famiglia"],
    },
    "bora-bora": {
      name: "Bora Bora",
      country: "Polinesia francese",
      continent: "Oceania",
      description:
        "Una laguna di ogni sfumatura di blu attorno alla vetta smeraldo del monte Otemanu, con bungalow sull'acqua, giardini di corallo e il ritmo lento del Pacifico meridionale.",
      tags: ["Spiaggia", "Luna di miele", "Laguna", "Snorkeling"],
    },
    patagonia: {
      name: "Patagonia",
      country: "Cile",
      continent: "Sud America",
      description:
        "Guglie di granito, ghiacciai e steppa spazzata dal vento alla fine del mondo. I nostri consulenti progettano viaggi in Patagonia su misura: chiedeteci dei lodge di Torres del Paine.",
      tags: ["Montagna", "Trekking", "Ghiacciai", "Luoghi remoti"],
    },
  },
  packages: {
    "desert-royalty": {
      name: "Fuga regale nel deserto",
      location: "Dubai, Emirati Arabi Uniti",
      duration: "5 giorni / 4 notti",
      description:
        "Un campo privato nel deserto sotto le stelle, falconeria all'alba, un trasferimento in elicottero sopra le dune e una cena in un attico del Burj Khalifa: Dubai nella sua veste più straordinaria.",
      vipServices: ["Trasferimenti privati in elicottero", "Maggiordomo personale", "Rolls-Royce con autista", "Chef privato nel deserto"],
      tags: ["Deserto", "Avventura", "Esclusivo"],
    },
    "dubai-skyline": {
      name: "Weekend tra skyline e Marina a Dubai",
      location: "Dubai Marina, Emirati Arabi Uniti",
      duration: "3 giorni / 2 notti",
      description:
        "Un lungo weekend di cene sulle terrazze, una crociera in yacht al tramonto lungo la Marina e Palm Jumeirah, e una suite con vista sullo skyline scintillante della città.",
      vipServices: ["Fast track in aeroporto", "Crociera in yacht privato", "Check-out posticipato"],
      tags: ["Città", "Yachting", "Alta cucina"],
    },
    "family-safari": {
      name: "Avventura in famiglia nel deserto",
      location: "Dubai Desert Conservation Reserve, Emirati Arabi Uniti",
      duration: "4 giorni / 3 notti",
      description:
        "Un safari nel deserto che piacerà a tutta la famiglia: escursioni tra le dune in fuoristrada privato, passeggiate in cammello, sandboard, osservazione delle stelle e una cena in stile beduino, con la piscina di un resort ad attendervi al ritorno.",
      vipServices: ["Fuoristrada privato con guida", "Suite familiare", "Accesso al kids club"],
      tags: ["Famiglia", "Deserto", "Safari"],
    },
    "maldives-island": {
      name: "Rifugio sull'acqua su un'isola privata",
      location: "Atollo di Malé Nord, Maldive",
      duration: "7 giorni / 6 notti",
      description:
        "Un'intera isola a vostra disposizione: una residenza sull'acqua con piscina privata, un dive master dedicato e cene servite su un banco di sabbia che emerge solo con la bassa marea.",
      vipServices: ["Trasferimenti in idrovolante", "Isola in uso esclusivo", "Dive master dedicato", "Terapista spa in villa"],
      tags: ["Spiaggia", "Immersioni", "Esclusivo", "Luna di miele"],
    },
    "maldives-honeymoon": {
      name: "Luna di miele in laguna alle Maldive",
      location: "Atollo di Baa, Maldive",
      duration: "6 giorni / 5 notti",
      description:
        "Una villa sull'acqua sopra una laguna riserva della biosfera UNESCO, un rituale spa di coppia, una crociera al tramonto tra i delfini e una cena a lume di candela sulla spiaggia.",
      vipServices: ["Trasferimenti in idrovolante", "Rituale spa di coppia", "Champagne all'arrivo"],
      tags: ["Luna di miele", "Romanticismo", "Spiaggia", "Benessere"],
    },
    "santorini-sunsets": {
      name: "Tramonti sulla caldera di Santorini",
      location: "Oia, Santorini, Grecia",
      duration: "5 giorni / 4 notti",
      description:
        "Una suite scavata nelle scogliere della caldera, una crociera in catamarano fino alle sorgenti termali e una degustazione in una cantina di famiglia mentre il sole si tuffa nell'Egeo.",
      vipServices: ["Trasferimenti privati", "Catamarano al tramonto"],
      tags: ["Isole", "Romanticismo", "Vino", "Tramonti"],
    },
    "amalfi-yacht": {
      name: "La Costiera Amalfitana in yacht privato",
      location: "Positano, Italia",
      duration: "7 giorni / 6 notti",
      description:
        "Uno yacht a motore con equipaggio da Positano a Capri e oltre, con bagni in grotte nascoste, pranzi in beach club leggendari e notti in un palazzo a picco sulla scogliera.",
      vipServices: ["Yacht privato con equipaggio", "Prenotazioni in ristoranti stellati Michelin", "Elicottero da Napoli", "Personal shopper a Capri"],
      tags: ["Yachting", "Costa", "Gastronomia", "Esclusivo"],
    },
    "alpine-wellness": {
      name: "Settimana benessere in uno chalet alpino",
      location: "Gstaad, Svizzera",
      duration: "7 giorni / 6 notti",
      description:
        "Uno chalet con servizio completo e spa privata, escursioni in montagna o giornate sugli sci con un maestro privato, e un viaggio in prima classe a bordo del GoldenPass Express.",
      vipServices: ["Chalet con servizio completo", "Maestro di sci privato", "Biglietti ferroviari di prima classe"],
      tags: ["Montagna", "Benessere", "Sci"],
    },
    "kyoto-temples": {
      name: "Templi di Kyoto e cerimonia del tè",
      location: "Kyoto, Giappone",
      duration: "6 giorni / 5 notti",
      description:
        "Un soggiorno in ryokan con cene kaiseki, visite ai templi di primo mattino prima della folla, una cerimonia del tè privata e una serata tra i vicoli di Gion illuminati dalle lanterne.",
      vipServices: ["Guida culturale privata", "Cerimonia del tè con un maestro del tè"],
      tags: ["Cultura", "Templi", "Gastronomia"],
    },
    "marrakech-atlas": {
      name: "Riad a Marrakech e scoperta dell'Atlante",
      location: "Marrakech, Marocco",
      duration: "5 giorni / 4 notti",
      description:
        "Un riad restaurato nella medina, una passeggiata guidata nei souk con un esperto di design, una giornata sui monti dell'Atlante e una notte in un campo di lusso nel deserto di Agafay.",
      vipServices: ["Guida privata della medina", "Notte al campo nel deserto di Agafay"],
      tags: ["Cultura", "Deserto", "Design"],
    },
    "serengeti-migration": {
      name: "Safari della Grande Migrazione nel Serengeti",
      location: "Parco nazionale del Serengeti, Tanzania",
      duration: "8 giorni / 7 notti",
      description:
        "Seguite la Grande Migrazione tra due esclusivi campi tendati, con fotosafari privati in fuoristrada, un volo in mongolfiera all'alba e cene nella savana sotto le acacie.",
      vipServices: ["Veicolo da safari e guida privati", "Trasferimenti in aereo leggero", "Safari in mongolfiera", "Mentore di fotografia"],
      tags: ["Safari", "Fauna selvatica", "Fotografia", "Famiglia"],
    },
    "bora-bora-lagoon": {
      name: "Fuga nella laguna di Bora Bora",
      location: "Bora Bora, Polinesia francese",
      duration: "7 giorni / 6 notti",
      description:
        "Un bungalow sull'acqua di fronte al monte Otemanu, un'escursione in laguna tra razze e squali di barriera, un banchetto polinesiano e giornate che si chiudono con i tramonti più belli del Pacifico.",
      vipServices: ["Trasferimenti in barca dall'aeroporto", "Escursione privata in laguna"],
      tags: ["Spiaggia", "Luna di miele", "Laguna", "Snorkeling"],
    },
  },
  activities: {
    "Falconry at Dawn": {
      name: "Falconeria all'alba",
      location: "Dubai Desert Conservation Reserve",
      description: "Incontrate i falchi e i loro falconieri mentre il sole sorge sulle dune, e fate volare voi stessi un falco.",
    },
    "Hot-Air Balloon over the Dunes": {
      name: "Mongolfiera sopra le dune",
      location: "Deserto di Dubai",
      description: "Sorvolate il deserto all'alba, per poi gustare una colazione gourmet in una tenda beduina privata.",
    },
    "Sunset Dhow Dinner Cruise": {
      name: "Crociera con cena in dhow al tramonto",
      location: "Dubai Creek",
      description: "Un tradizionale dhow in legno, una cena di cinque portate e le luci della vecchia e della nuova Dubai che scorrono accanto.",
    },
    "Private Yacht along the Palm": {
      name: "Yacht privato lungo Palm Jumeirah",
      location: "Dubai Marina",
      description: "Tre ore su uno yacht con equipaggio davanti a Palm Jumeirah e al Burj Al Arab, con una sosta per un bagno.",
    },
    "Family Dune Bashing & Sandboarding": {
      name: "Dune in fuoristrada e sandboard in famiglia",
      location: "Deserto di Lahbab, Dubai",
      description: "Un'escursione privata tra le dune in fuoristrada al ritmo dei bambini, lezioni di sandboard e passeggiate in cammello in un campo nel deserto.",
    },
    "Desert Stargazing Night": {
      name: "Notte sotto le stelle del deserto",
      location: "Al Qudra, Dubai",
      description: "Un astronomo, un telescopio e un tappeto sotto i cieli più bui del deserto, a poca distanza dalla città.",
    },
    "Manta Ray Snorkel Safari": {
      name: "Safari di snorkeling con le mante",
      location: "Baia di Hanifaru, Maldive",
      description: "Nuotate accanto alle mante che planano nelle loro zone di alimentazione stagionali, accompagnati da un biologo marino.",
    },
    "Sandbank Dinner for Two": {
      name: "Cena per due su un banco di sabbia",
      location: "Atollo di Malé Nord, Maldive",
      description: "Un tavolo per due su un banco di sabbia in mezzo all'oceano, con uno chef privato e la luce delle lanterne.",
    },
    "Sunset Dolphin Cruise": {
      name: "Crociera tra i delfini al tramonto",
      location: "Atollo di Baa, Maldive",
      description: "Una crociera su un dhoni tradizionale all'ora d'oro, con i delfini stenella che giocano nell'onda di prua.",
    },
    "Caldera Catamaran Cruise": {
      name: "Crociera in catamarano nella caldera",
      location: "Oia, Santorini",
      description: "Navigate oltre il vulcano fino alle sorgenti termali e alla spiaggia rossa, con un pranzo alla griglia a bordo.",
    },
    "Volcanic Wine Tasting": {
      name: "Degustazione di vini vulcanici",
      location: "Pyrgos, Santorini",
      description: "Assaggiate Assyrtiko e Vinsanto tra le viti allevate a cesto di una tenuta di famiglia.",
    },
    "Capri Grottoes by Private Boat": {
      name: "Le grotte di Capri in barca privata",
      location: "Capri, Italia",
      description: "Entrate nella Grotta Azzurra nell'ora più quieta e nuotate in calette raggiungibili solo da una piccola barca.",
    },
    "Alpine Lake Spa Day": {
      name: "Giornata spa sul lago alpino",
      location: "Gstaad, Svizzera",
      description: "Piscine termali, un impacco ai fiori di fieno e un massaggio in una spa affacciata su un lago alimentato da un ghiacciaio.",
    },
    "Private Tea Ceremony": {
      name: "Cerimonia del tè privata",
      location: "Higashiyama, Kyoto",
      description: "Un maestro del tè vi guida nel rituale del matcha in una casa da tè secolare.",
    },
    "Souk Walk with a Design Expert": {
      name: "Passeggiata nei souk con un esperto di design",
      location: "Medina di Marrakech",
      description: "Scoprite i migliori laboratori di lanterne, tappeti e pelle con un designer che conosce ogni artigiano.",
    },
    "Balloon Safari over the Plains": {
      name: "Safari in mongolfiera sopra le pianure",
      location: "Serengeti centrale, Tanzania",
      description: "Fluttuate sopra le mandrie all'alba, poi brindate all'atterraggio con champagne e una colazione nella savana.",
    },
    "Lagoon Snorkelling with Rays": {
      name: "Snorkeling con le razze in laguna",
      location: "Laguna di Bora Bora",
      description: "Fate snorkeling con pastinache e squali pinna nera nei bassi giardini di corallo della laguna.",
    },
    "Burj Khalifa Sky Lounge at Sunset": {
      name: "Sky lounge del Burj Khalifa al tramonto",
      location: "Downtown Dubai",
      description: "Accesso salta-fila alla lounge più alta dell'edificio più alto del mondo, con canapé al crepuscolo.",
    },
    "Personal Shopping at Dubai Mall": {
      name: "Personal shopping al Dubai Mall",
      location: "Downtown Dubai",
      description: "Uno stilista personale, salottini privati nei flagship store e i vostri acquisti consegnati in hotel.",
    },
    "Helicopter Tour of the Coastline": {
      name: "Tour in elicottero lungo la costa",
      location: "Dubai",
      description: "Venti minuti sopra Palm Jumeirah, le World Islands e Downtown, con portelloni che si aprono sul Golfo.",
    },
    "Michelin-Star Chef's Table": {
      name: "Chef's table stellato Michelin",
      location: "DIFC, Dubai",
      description: "Una serata al tavolo dello chef in una delle cucine stellate della città, con un menù creato per voi.",
    },
    "Private Gondola Ride": {
      name: "Giro privato in gondola",
      location: "Souk Madinat Jumeirah, Dubai",
      description: "Un giro in abra lungo i canali di Madinat Jumeirah con vista sul Burj Al Arab.",
    },
    "Glacier Express First Class": {
      name: "Glacier Express in prima classe",
      location: "Da Zermatt a St. Moritz, Svizzera",
      description: "Otto ore di panorami alpini in prima classe, con il pranzo servito al vostro posto.",
    },
    "Torres del Paine Trek with a Naturalist": {
      name: "Trekking a Torres del Paine con un naturalista",
      location: "Patagonia, Cile",
      description: "Un'escursione guidata di un giorno fino alla base delle torri, con un naturalista e un picnic gourmet.",
    },
  },
};
