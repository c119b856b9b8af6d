/** The catalogue concierge in European Portuguese (third person; terms as in docs/glossary.md). */
import type { ConciergeLanguage } from "./types.ts";

export const pt: ConciergeLanguage = {
  texts: {
    greeting:
      "Olá e seja bem-vindo(a)! Diga-me que viagem tem em mente (um lugar, quem viaja, o que gosta de fazer) e " +
      "sugerir-lhe-ei destinos, pacotes de viagem e experiências da nossa coleção.",
    followUp: "Um consultor de viagens dará seguimento a tudo o mais de que precise.",
    noMatch:
      "Não encontrei de imediato nada correspondente na nossa coleção. Pode explorar todos os nossos destinos, " +
      "pacotes e experiências a partir do menu.",
    found: "Eis o que encontrei para si na nossa coleção:",
    openSuggestion: "Abra uma sugestão para ver os detalhes e enviar um pedido de informação.",
    pricing:
      "Para preços e reservas, envie um pedido de informação a partir da página do pacote ou da experiência, ou " +
      "utilize a página de contacto; os nossos consultores respondem dentro de 24 horas.",
    packageSummary: "{name}: pacote de viagem de {duration}, {location} ({tier}).",
    activitySummary: "{name}: uma experiência, {location}.",
    pricedActivitySummary: "{name}: uma experiência, {location} ({price}).",
    foundInBudget: "Eis o que encontrei para si na nossa coleção até {budget}:",
    noneInBudget: "Tanto quanto vejo, nada na nossa coleção que corresponda aos seus desejos cabe em {budget}.",
    destinationSummary: "{name}: um destino, {country}.",
    tiers: {
      "Affordable Luxury": "Luxo acessível",
      "Premium Comfort": "Conforto premium",
      "Ultimate VIP": "VIP absoluto",
    },
  },
  greetingOnly: /^\s*(ol[áa]|bom dia|boa tarde|boa noite|hello|salaam|marhaba)[\s!.,]*$/i,
  priceWords:
    /(?<!\p{L})(pre[çc]os?|custos?|custa|quanto|or[çc]amento|reservar|reservas?|disponibilidade|dispon[íi]veis|dispon[íi]vel|pagar|tarifas?)(?!\p{L})/iu,
  atLeast: /(?<!\p{L})(mais de|pelo menos|acima de|a partir de)/iu,
  markers: "os dos com em na quero procuramos procuro meu minha nosso nossa nossos nossas filhos criancas viagem ferias nao uma um",
  stopWords:
    "eu me meu minha meus minhas nós nos nosso nossa nossos você o a os as um uma uns umas de do da dos das " +
    "e ou em no na nos nas com para por pelo pela sem que qual quais quem é são estou estamos ser ter tenho temos " +
    "quero queremos queria gostaria gostaríamos procuro procuramos ir viajar viagem viagens férias ideia ideias " +
    "recomendar sugerir algo lugar bom boa muito mais também obrigado obrigada favor este esta estes estas olá fazer pode",
  intents: {
    romance:
      "pedido noivado aniversário romântico romântica romance lua mel casal casais casamento " +
      "esposa mulher marido namorada namorado noiva noivo",
    family:
      "criança crianças filho filha filhos família famílias bebé bebés adolescente adolescentes " +
      "netos",
    elders: "pais mãe pai avós idosos reformados seniores",
    access: "cadeira rodas acessível acessibilidade mobilidade deficiência",
    halal: "halal muçulmano muçulmanos islâmico árabe",
    diving: "mergulho mergulhar mergulhador snorkel recife recifes subaquático manta",
    ski: "esqui esquiar snowboard pista pistas neve",
    food:
      "gastronomia gastronómico gourmet cozinha restaurante restaurantes jantar comer refeição " +
      "chef michelin",
    wine: "vinho vinhos adega adegas vinha vinhas vinícola sommelier prova",
    shopping: "compras lojas boutique boutiques moda estilistas souk mercado mercados",
    weekend: "fim semana escapadinha curto curta",
    affordable: "barato barata económico económica acessível",
    vip: "melhor exclusivo exclusiva luxuoso luxuosa excecional",
    safari: "safari safaris leão leões elefante elefantes girafa zebra animais fauna",
    photography: "foto fotos fotografia fotógrafo",
    beach: "praia praias mar oceano tropical nadar",
    warm: "calor quente soalheiro sol",
    overwater: "palafita villa villas bungalow bangalô",
    mountain: "montanha montanhas caminhada caminhadas trekking alpes alpino",
    wellness: "spa massagem massagens bem-estar relaxar relaxamento ioga meditação retiro",
    culture:
      "cultura cultural história histórico património museu museus templo templos tradição " +
      "tradicional",
    desert: "deserto duna dunas areia camelo camelos acampamento estrelas beduíno",
    yacht: "iate iates barco barcos veleiro vela catamarã",
    cruise: "cruzeiro cruzeiros",
    rail: "comboio comboios ferroviário",
    quiet: "tranquilo tranquila isolado isolada recatado privacidade multidões",
    greek: "grego grega",
    italian: "italiano italiana",
    japanese: "japonês japonesa",
    moroccan: "marroquino marroquina",
    ignored: "luxo especial incrível",
  },
};
