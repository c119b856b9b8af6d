/** The catalogue concierge in European Portuguese (third person; terms as in docs/glossary.md). */
import type { ConciergeWords } from "./types.ts";

export const pt: ConciergeWords = {
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
