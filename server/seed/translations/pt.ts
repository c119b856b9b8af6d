/** The demo catalogue in Portuguese, European usage (docs/glossary.md). */
import type { DemoTranslations } from "./types.ts";

export const pt: DemoTranslations = {
  destinations: {
    dubai: {
      name: "Dubai",
      country: "Emirados Árabes Unidos",
      continent: "Ásia",
      description:
        "A nossa cidade: um horizonte de torres recordistas, dunas douradas a uma curta viagem de carro e uma costa do Golfo com praias privadas, marinas para superiates e alguns dos melhores hotéis e restaurantes do mundo.",
      tags: ["Cidade", "Deserto", "Compras", "Alta gastronomia", "Família"],
    },
    maldives: {
      name: "Maldivas",
      country: "Maldivas",
      continent: "Ásia",
      description:
        "Vinte e seis atóis de areia branca como pó e lagoas cor de turquesa, onde villas sobre a água, recifes privativos e um serviço de pés descalços fazem do oceano Índico um domínio só seu.",
      tags: ["Praia", "Lua de mel", "Mergulho", "Bem-estar"],
    },
    kyoto: {
      name: "Quioto",
      country: "Japão",
      continent: "Ásia",
      description:
        "Capital imperial do Japão durante mil anos: pórticos cor de vermelhão, jardins de musgo, bairros de gueixas e cozinhas kaiseki onde as estações do ano são servidas no prato.",
      tags: ["Cultura", "Templos", "Gastronomia", "Jardins"],
    },
    santorini: {
      name: "Santorini",
      country: "Grécia",
      continent: "Europa",
      description:
        "Um crescente vulcânico no mar Egeu cujas aldeias caiadas se agarram às falésias da caldeira, famoso pelos seus pores do sol, suites escavadas na rocha e frescos vinhos de Assyrtiko.",
      tags: ["Ilhas", "Romance", "Vinho", "Pores do sol"],
    },
    amalfi: {
      name: "Costa Amalfitana",
      country: "Itália",
      continent: "Europa",
      description:
        "Aldeias em tons pastel no alto das falésias, limoeiros e um mar cintilante: o verão italiano por excelência, que se aprecia melhor a partir do convés de um barco privado.",
      tags: ["Costa", "Iatismo", "Gastronomia", "Romance"],
    },
    alps: {
      name: "Alpes Suíços",
      country: "Suíça",
      continent: "Europa",
      description:
        "Picos nevados sobre Gstaad, Zermatt e St. Moritz: chalés junto às pistas no inverno, lagos alpinos e retiros de bem-estar no verão, e viagens de comboio de um conforto lendário.",
      tags: ["Montanha", "Esqui", "Bem-estar", "Comboios panorâmicos"],
    },
    marrakech: {
      name: "Marraquexe",
      country: "Marrocos",
      continent: "África",
      description:
        "Os souks e os riads da Cidade Vermelha, os jardins dos palácios e os terraços nos telhados, com o Alto Atlas e o deserto de Agafay à porta.",
      tags: ["Cultura", "Souks", "Deserto", "Design"],
    },
    serengeti: {
      name: "Serengeti",
      country: "Tanzânia",
      continent: "África",
      description:
        "Planícies sem fim que acolhem a Grande Migração: dois milhões de gnus e zebras, os predadores que os seguem e acampamentos de tendas de um luxo tranquilo.",
      tags: ["Safari", "Vida selvagem", "Fotografia", "Família"],
    },
    "bora-bora": {
      name: "Bora Bora",
      country: "Polinésia Francesa",
      continent: "Oceânia",
      description:
        "Uma lagoa de todos os azuis em redor do pico esmeralda do monte Otemanu, com bungalows sobre a água, jardins de coral e o ritmo sereno do Pacífico Sul.",
      tags: ["Praia", "Lua de mel", "Lagoa", "Snorkeling"],
    },
    patagonia: {
      name: "Patagónia",
      country: "Chile",
      continent: "América do Sul",
      description:
        "Agulhas de granito, glaciares e estepe varrida pelo vento no fim do mundo. Os nossos consultores desenham viagens à Patagónia à medida: pergunte-nos pelos lodges de Torres del Paine.",
      tags: ["Montanha", "Caminhadas", "Glaciares", "Lugares remotos"],
    },
  },
  packages: {
    "desert-royalty": {
      name: "Refúgio real no deserto",
      location: "Dubai, Emirados Árabes Unidos",
      duration: "5 dias / 4 noites",
      description:
        "Um acampamento privado no deserto sob as estrelas, falcoaria ao amanhecer, um transfer de helicóptero sobre as dunas e um jantar numa penthouse do Burj Khalifa: o Dubai no seu lado mais extraordinário.",
      vipServices: ["Transfers privados de helicóptero", "Mordomo pessoal", "Rolls-Royce com motorista", "Chef privado no deserto"],
      tags: ["Deserto", "Aventura", "Exclusivo"],
    },
    "dubai-skyline": {
      name: "Fim de semana entre arranha-céus e Marina no Dubai",
      location: "Dubai Marina, Emirados Árabes Unidos",
      duration: "3 dias / 2 noites",
      description:
        "Um fim de semana prolongado de jantares em terraços, um cruzeiro de iate ao pôr do sol ao longo da Marina e da Palm Jumeirah, e uma suite com vista para o horizonte cintilante da cidade.",
      vipServices: ["Fast track no aeroporto", "Cruzeiro em iate privado", "Check-out tardio"],
      tags: ["Cidade", "Iatismo", "Alta gastronomia"],
    },
    "family-safari": {
      name: "Aventura em família num safari no deserto",
      location: "Reserva de Conservação do Deserto do Dubai, Emirados Árabes Unidos",
      duration: "4 dias / 3 noites",
      description:
        "Um safari no deserto que toda a família vai adorar: passeios pelas dunas num 4x4 privado, passeios de camelo, sandboard, observação de estrelas e um jantar ao estilo beduíno, com a piscina de um resort à espera no regresso.",
      vipServices: ["4x4 privado com guia", "Suite familiar", "Acesso ao clube infantil"],
      tags: ["Família", "Deserto", "Safari"],
    },
    "maldives-island": {
      name: "Refúgio sobre a água numa ilha privada",
      location: "Atol de Malé Norte, Maldivas",
      duration: "7 dias / 6 noites",
      description:
        "Uma ilha inteira à sua disposição: uma residência sobre a água com piscina própria, um instrutor de mergulho dedicado e jantares servidos num banco de areia que só surge na maré baixa.",
      vipServices: ["Transfers de hidroavião", "Ilha em exclusivo", "Instrutor de mergulho dedicado", "Terapeuta de spa na villa"],
      tags: ["Praia", "Mergulho", "Exclusivo", "Lua de mel"],
    },
    "maldives-honeymoon": {
      name: "Lua de mel numa lagoa das Maldivas",
      location: "Atol de Baa, Maldivas",
      duration: "6 dias / 5 noites",
      description:
        "Uma villa sobre a água numa lagoa classificada pela UNESCO como reserva da biosfera, um ritual de spa a dois, um cruzeiro ao pôr do sol entre golfinhos e um jantar à luz das velas na praia.",
      vipServices: ["Transfers de hidroavião", "Ritual de spa a dois", "Champanhe à chegada"],
      tags: ["Lua de mel", "Romance", "Praia", "Bem-estar"],
    },
    "santorini-sunsets": {
      name: "Pores do sol na caldeira de Santorini",
      location: "Oia, Santorini, Grécia",
      duration: "5 dias / 4 noites",
      description:
        "Uma suite escavada nas falésias da caldeira, um cruzeiro de catamarã até às nascentes termais e uma prova de vinhos numa adega familiar enquanto o sol mergulha no Egeu.",
      vipServices: ["Transfers privados", "Catamarã ao pôr do sol"],
      tags: ["Ilhas", "Romance", "Vinho", "Pores do sol"],
    },
    "amalfi-yacht": {
      name: "A Costa Amalfitana em iate privado",
      location: "Positano, Itália",
      duration: "7 dias / 6 noites",
      description:
        "Um iate a motor com tripulação de Positano a Capri e mais além, com banhos em grutas escondidas, almoços em beach clubs lendários e noites num palazzo no alto da falésia.",
      vipServices: ["Iate privado com tripulação", "Reservas em restaurantes com estrela Michelin", "Helicóptero a partir de Nápoles", "Personal shopper em Capri"],
      tags: ["Iatismo", "Costa", "Gastronomia", "Exclusivo"],
    },
    "alpine-wellness": {
      name: "Semana de bem-estar num chalé alpino",
      location: "Gstaad, Suíça",
      duration: "7 dias / 6 noites",
      description:
        "Um chalé com serviço completo e spa privado, caminhadas na montanha ou dias de esqui com um instrutor privado, e uma viagem em primeira classe a bordo do GoldenPass Express.",
      vipServices: ["Chalé com serviço completo", "Instrutor de esqui privado", "Passes de comboio em primeira classe"],
      tags: ["Montanha", "Bem-estar", "Esqui"],
    },
    "kyoto-temples": {
      name: "Templos de Quioto e cerimónia do chá",
      location: "Quioto, Japão",
      duration: "6 dias / 5 noites",
      description:
        "Uma estadia num ryokan com jantares kaiseki, visitas aos templos de manhã cedo antes das multidões, uma cerimónia do chá privada e um serão pelas ruelas de Gion iluminadas por lanternas.",
      vipServices: ["Guia cultural privado", "Cerimónia do chá com um mestre do chá"],
      tags: ["Cultura", "Templos", "Gastronomia"],
    },
    "marrakech-atlas": {
      name: "Riad em Marraquexe e descoberta do Atlas",
      location: "Marraquexe, Marrocos",
      duration: "5 dias / 4 noites",
      description:
        "Um riad restaurado na medina, um passeio guiado pelos souks com um especialista em design, um dia nas montanhas do Atlas e uma noite num acampamento de luxo no deserto de Agafay.",
      vipServices: ["Guia privado da medina", "Noite num acampamento no deserto de Agafay"],
      tags: ["Cultura", "Deserto", "Design"],
    },
    "serengeti-migration": {
      name: "Safari da Grande Migração no Serengeti",
      location: "Parque Nacional do Serengeti, Tanzânia",
      duration: "8 dias / 7 noites",
      description:
        "Acompanhe a Grande Migração entre dois acampamentos de tendas exclusivos, com safaris privados em viatura, um voo de balão ao amanhecer e jantares na savana sob as acácias.",
      vipServices: ["Viatura de safari e guia privados", "Transfers em avioneta", "Safari de balão", "Mentor de fotografia"],
      tags: ["Safari", "Vida selvagem", "Fotografia", "Família"],
    },
    "bora-bora-lagoon": {
      name: "Refúgio na lagoa de Bora Bora",
      location: "Bora Bora, Polinésia Francesa",
      duration: "7 dias / 6 noites",
      description:
        "Um bungalow sobre a água de frente para o monte Otemanu, um passeio pela lagoa entre raias e tubarões de recife, um banquete polinésio e dias que terminam com os mais belos pores do sol do Pacífico.",
      vipServices: ["Transfers de barco a partir do aeroporto", "Passeio privado pela lagoa"],
      tags: ["Praia", "Lua de mel", "Lagoa", "Snorkeling"],
    },
  },
  activities: {
    "Falconry at Dawn": {
      name: "Falcoaria ao amanhecer",
      location: "Reserva de Conservação do Deserto do Dubai",
      description: "Conheça os falcões e os seus falcoeiros enquanto o sol nasce sobre as dunas, e faça voar um falcão com as suas próprias mãos.",
    },
    "Hot-Air Balloon over the Dunes": {
      name: "Balão de ar quente sobre as dunas",
      location: "Deserto do Dubai",
      description: "Sobrevoe o deserto ao nascer do sol e desfrute depois de um pequeno-almoço gourmet numa tenda beduína privada.",
    },
    "Sunset Dhow Dinner Cruise": {
      name: "Cruzeiro com jantar num dhow ao pôr do sol",
      location: "Dubai Creek",
      description: "Um dhow tradicional de madeira, um jantar de cinco pratos e as luzes do Dubai antigo e moderno a deslizar ao seu lado.",
    },
    "Private Yacht along the Palm": {
      name: "Iate privado ao longo da Palm Jumeirah",
      location: "Dubai Marina",
      description: "Três horas num iate com tripulação, passando pela Palm Jumeirah e pelo Burj Al Arab, com uma paragem para banho.",
    },
    "Family Dune Bashing & Sandboarding": {
      name: "Dunas de 4x4 e sandboard em família",
      location: "Deserto de Lahbab, Dubai",
      description: "Um passeio privado de 4x4 pelas dunas ao ritmo das crianças, aulas de sandboard e passeios de camelo num acampamento no deserto.",
    },
    "Desert Stargazing Night": {
      name: "Noite de observação de estrelas no deserto",
      location: "Al Qudra, Dubai",
      description: "Um astrónomo, um telescópio e um tapete sob os céus mais escuros do deserto, perto da cidade.",
    },
    "Manta Ray Snorkel Safari": {
      name: "Safari de snorkeling com jamantas",
      location: "Baía de Hanifaru, Maldivas",
      description: "Nade com jamantas que deslizam nas suas zonas de alimentação sazonais, guiado por um biólogo marinho.",
    },
    "Sandbank Dinner for Two": {
      name: "Jantar a dois num banco de areia",
      location: "Atol de Malé Norte, Maldivas",
      description: "Uma mesa para dois num banco de areia no meio do oceano, com um chef privado e luz de lanternas.",
    },
    "Sunset Dolphin Cruise": {
      name: "Cruzeiro dos golfinhos ao pôr do sol",
      location: "Atol de Baa, Maldivas",
      description: "Um cruzeiro num dhoni tradicional à hora dourada, com golfinhos-rotadores a brincar na onda da proa.",
    },
    "Caldera Catamaran Cruise": {
      name: "Cruzeiro de catamarã na caldeira",
      location: "Oia, Santorini",
      description: "Navegue junto ao vulcão até às nascentes termais e à praia vermelha, com um almoço grelhado a bordo.",
    },
    "Volcanic Wine Tasting": {
      name: "Prova de vinhos vulcânicos",
      location: "Pyrgos, Santorini",
      description: "Prove Assyrtiko e Vinsanto entre as vinhas em forma de cesto de uma propriedade familiar.",
    },
    "Capri Grottoes by Private Boat": {
      name: "As grutas de Capri em barco privado",
      location: "Capri, Itália",
      description: "Entre na Gruta Azul à hora mais tranquila e nade em enseadas onde só chega um pequeno barco.",
    },
    "Alpine Lake Spa Day": {
      name: "Dia de spa junto a um lago alpino",
      location: "Gstaad, Suíça",
      description: "Piscinas termais, um envolvimento de flores de feno e uma massagem num spa com vista para um lago alimentado por um glaciar.",
    },
    "Private Tea Ceremony": {
      name: "Cerimónia do chá privada",
      location: "Higashiyama, Quioto",
      description: "Um mestre do chá guia-o pelo ritual do matcha numa casa de chá centenária.",
    },
    "Souk Walk with a Design Expert": {
      name: "Passeio pelos souks com um especialista em design",
      location: "Medina de Marraquexe",
      description: "Descubra os melhores ateliês de lanternas, tapetes e couro com um designer que conhece cada artesão.",
    },
    "Balloon Safari over the Plains": {
      name: "Safari de balão sobre as planícies",
      location: "Serengeti Central, Tanzânia",
      description: "Flutue sobre as manadas ao amanhecer e celebre a aterragem com champanhe e um pequeno-almoço na savana.",
    },
    "Lagoon Snorkelling with Rays": {
      name: "Snorkeling com raias na lagoa",
      location: "Lagoa de Bora Bora",
      description: "Faça snorkeling com raias e tubarões-de-pontas-negras nos jardins de coral pouco profundos da lagoa.",
    },
    "Burj Khalifa Sky Lounge at Sunset": {
      name: "Sky Lounge do Burj Khalifa ao pôr do sol",
      location: "Downtown Dubai",
      description: "Acesso sem filas ao lounge mais alto do edifício mais alto do mundo, com canapés ao anoitecer.",
    },
    "Personal Shopping at Dubai Mall": {
      name: "Personal shopping no Dubai Mall",
      location: "Downtown Dubai",
      description: "Um stylist pessoal, salas privadas nas boutiques de referência e as suas compras entregues no hotel.",
    },
    "Helicopter Tour of the Coastline": {
      name: "Voo de helicóptero ao longo da costa",
      location: "Dubai",
      description: "Vinte minutos sobre a Palm Jumeirah, as ilhas The World e a Downtown, com portas que se abrem sobre o Golfo.",
    },
    "Michelin-Star Chef's Table": {
      name: "Mesa do chef com estrela Michelin",
      location: "DIFC, Dubai",
      description: "Uma noite à mesa do chef de uma das cozinhas com estrela da cidade, com um menu criado para si.",
    },
    "Private Gondola Ride": {
      name: "Passeio privado de gôndola",
      location: "Souk Madinat Jumeirah, Dubai",
      description: "Um passeio de abra pelos canais de Madinat Jumeirah com vista para o Burj Al Arab.",
    },
    "Glacier Express First Class": {
      name: "Glacier Express em primeira classe",
      location: "De Zermatt a St. Moritz, Suíça",
      description: "Oito horas de paisagens alpinas panorâmicas em primeira classe, com o almoço servido no seu lugar.",
    },
    "Torres del Paine Trek with a Naturalist": {
      name: "Caminhada em Torres del Paine com um naturalista",
      location: "Patagónia, Chile",
      description: "Uma caminhada guiada de um dia até à base das torres, com um naturalista e um piquenique gourmet.",
    },
  },
};
