/** The travellers' emails in Castilian Spanish (usted; terms as in docs/glossary.md). */
import type { MailTexts } from "./en.ts";

export const es: MailTexts = {
  otp: {
    subject: "Su código de verificación",
    thanks: "Gracias por su solicitud de adhesión a la Elite Community.",
    code: "Su código de verificación es: {code}",
    expiry:
      "Solo puede utilizarse una vez y caduca en {minutes, plural, one {# minuto} other {# minutos}}. Si no lo ha solicitado, puede ignorar este correo.",
  },
  signInCode: {
    subject: "Su código de inicio de sesión",
    intro:
      "Su contraseña acaba de utilizarse para iniciar sesión en su cuenta desde un dispositivo que no la ha usado recientemente. Debido a intentos fallidos recientes de inicio de sesión en su cuenta, este inicio de sesión también necesita un código.",
    code: "Su código de inicio de sesión es: {code}",
    expiry: "Solo puede utilizarse una vez y caduca en {minutes, plural, one {# minuto} other {# minutos}}.",
    notYou: "Si no ha sido usted, alguien conoce su contraseña: cámbiela lo antes posible.",
  },
  approval: {
    subject: "Su adhesión ha sido aprobada",
    greeting: "Estimado/a {name}:",
    welcome: "Le damos la bienvenida a la Elite Community: su solicitud de adhesión ha sido aprobada.",
    access: "Desde ahora tiene acceso completo a nuestros servicios VIP y a nuestras experiencias de viaje a medida.",
    signIn: "Inicie sesión en {url}",
    team: "Su equipo de concierge",
  },
  inquiry: {
    subject: "Hemos recibido su consulta: {item}",
    greeting: "Estimado/a {name}:",
    hello: "Estimado/a viajero/a:",
    thanks:
      "Gracias por su consulta sobre {item}. Uno de nuestros asesores de viajes se pondrá en contacto con usted en un plazo de {hours, plural, one {# hora} other {# horas}}.",
    item: "{type}: {item}",
    asked: "Su consulta:",
    package: "Paquete de viaje",
    activity: "Experiencia",
    vip_service: "Servicio VIP",
    people: "Número de personas: {count}",
    dates: "Fechas preferidas: {dates}",
    notGiven: "Sin indicar",
    questions: "Preguntas: {text}",
    requests: "Peticiones especiales: {text}",
    none: "Ninguna",
    noQuestions: "Sin preguntas concretas.",
    reference: "Referencia: {id}",
    changes: "Si algo cambia, basta con responder a este correo.",
    follow: "Siga su consulta y escríbanos aquí (este enlace es privado y solo para usted): {link}",
  },
  consultantReply: {
    subject: "Su consulta: {item}",
    answered: "{consultant} ha respondido a su consulta sobre {item}:",
    follow: "Lea la conversación completa y respóndanos aquí (este enlace es privado y solo para usted): {link}",
  },
  chatTranscript: {
    subject: "Su conversación con {brand}",
    intro: "Aquí tiene su conversación con nuestro concierge de viajes, tal como nos pidió.",
    started: "Inicio: {date}",
    you: "Usted",
    ai: "Concierge con IA",
    catalogue: "Concierge (de nuestra colección)",
    consultant: "{name}, asesor de viajes",
    team: "Nuestro equipo",
    notice: "Aviso",
    reply: "¿Tiene alguna pregunta? Basta con responder a este correo y uno de nuestros asesores de viajes le contestará.",
    continue:
      "Nos pidió continuar por correo electrónico: uno de nuestros asesores de viajes le escribirá aquí en un plazo de {hours, plural, one {# hora} other {# horas}}.",
    signature: "Su equipo de concierge",
  },
  regards: "Reciba un cordial saludo,",
};
