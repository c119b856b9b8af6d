/** The travellers' emails in European Portuguese (third person; terms as in docs/glossary.md). */
import type { MailTexts } from "./en.ts";

export const pt: MailTexts = {
  otp: {
    subject: "O seu código de verificação",
    thanks: "Obrigado pela sua candidatura à Elite Community.",
    code: "O seu código de verificação é: {code}",
    expiry:
      "É válido uma única vez e expira dentro de {minutes, plural, one {# minuto} other {# minutos}}. Se não o pediu, pode ignorar este e-mail.",
  },
  signInCode: {
    subject: "O seu código de início de sessão",
    intro:
      "A sua palavra-passe acabou de ser usada para iniciar sessão na sua conta a partir de um dispositivo que não a usou recentemente. Devido a tentativas recentes de início de sessão falhadas na sua conta, este início de sessão também precisa de um código.",
    code: "O seu código de início de sessão é: {code}",
    expiry: "É válido uma única vez e expira dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
    notYou: "Se não foi o próprio, alguém conhece a sua palavra-passe: altere-a assim que possível.",
  },
  approval: {
    subject: "A sua adesão foi aprovada",
    greeting: "Estimado(a) {name},",
    welcome: "Damos-lhe as boas-vindas à Elite Community: a sua candidatura de adesão foi aprovada.",
    access: "A partir de agora, tem acesso total aos nossos serviços VIP e às nossas experiências de viagem à medida.",
    signIn: "Inicie sessão em {url}",
    team: "A sua equipa de concierge",
  },
  inquiry: {
    subject: "Recebemos o seu pedido de informação: {item}",
    greeting: "Estimado(a) {name},",
    hello: "Estimado(a) viajante,",
    thanks:
      "Obrigado pelo seu pedido de informação sobre {item}. Um dos nossos consultores de viagens entrará em contacto consigo dentro de {hours, plural, one {# hora} other {# horas}}.",
    item: "{type}: {item}",
    asked: "O seu pedido:",
    package: "Pacote de viagem",
    activity: "Experiência",
    vip_service: "Serviço VIP",
    people: "Número de pessoas: {count}",
    dates: "Datas preferidas: {dates}",
    notGiven: "Não indicadas",
    questions: "Perguntas: {text}",
    requests: "Pedidos especiais: {text}",
    none: "Nenhum",
    noQuestions: "Sem perguntas específicas.",
    reference: "Referência: {id}",
    changes: "Se algo mudar, basta responder a este e-mail.",
    follow: "Acompanhe o seu pedido e escreva-nos aqui (este link é pessoal e privado): {link}",
  },
  consultantReply: {
    subject: "O seu pedido de informação: {item}",
    answered: "{consultant} respondeu ao seu pedido de informação sobre {item}:",
    follow: "Leia a conversa completa e responda-nos aqui (este link é pessoal e privado): {link}",
  },
  chatTranscript: {
    subject: "A sua conversa com {brand}",
    intro: "Conforme pediu, aqui está a sua conversa com o nosso concierge de viagens.",
    started: "Início: {date}",
    you: "Você",
    ai: "Concierge com IA",
    catalogue: "Concierge (da nossa coleção)",
    consultant: "{name}, consultor de viagens",
    team: "A nossa equipa",
    notice: "Aviso",
    reply: "Tem alguma questão? Basta responder a este e-mail e um dos nossos consultores de viagens responder-lhe-á.",
    continue:
      "Pediu para continuar por e-mail: um dos nossos consultores de viagens escrever-lhe-á aqui dentro de {hours, plural, one {# hora} other {# horas}}.",
    signature: "A sua equipa de concierge",
  },
  regards: "Com os melhores cumprimentos,",
};
