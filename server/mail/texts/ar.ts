/** The travellers' emails in Modern Standard Arabic (respectful plural; terms as in docs/glossary.md). */
import type { MailTexts } from "./en.ts";

export const ar: MailTexts = {
  otp: {
    subject: "رمز التحقق الخاص بكم",
    thanks: "نشكركم على طلب الانضمام إلى Elite Community.",
    code: "رمز التحقق الخاص بكم هو: {code}",
    expiry:
      "يُستخدم هذا الرمز مرة واحدة فقط وتنتهي صلاحيته خلال {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}. إذا لم تطلبوه، يمكنكم تجاهل هذه الرسالة.",
  },
  approval: {
    subject: "تمت الموافقة على عضويتكم",
    greeting: "السيد/السيدة {name}،",
    welcome: "أهلاً بكم في Elite Community: تمت الموافقة على طلب عضويتكم.",
    access: "يمكنكم الآن الاستفادة الكاملة من خدمات VIP وتجارب السفر المصممة حسب الطلب.",
    signIn: "سجّلوا الدخول عبر {url}",
    team: "فريق خدمة الكونسيرج",
  },
  inquiry: {
    subject: "تلقّينا استفساركم: {item}",
    greeting: "السيد/السيدة {name}،",
    hello: "عزيزنا المسافر،",
    thanks:
      "نشكركم على استفساركم بشأن {item}. سيتواصل معكم أحد مستشاري السفر لدينا خلال {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}.",
    item: "{type}: {item}",
    asked: "تفاصيل طلبكم:",
    package: "باقة سفر",
    activity: "تجربة",
    vip_service: "خدمة VIP",
    people: "عدد الأشخاص: {count}",
    dates: "التواريخ المفضلة: {dates}",
    notGiven: "غير محددة",
    questions: "الأسئلة: {text}",
    requests: "الطلبات الخاصة: {text}",
    none: "لا يوجد",
    noQuestions: "لا توجد أسئلة محددة.",
    reference: "الرقم المرجعي: {id}",
    changes: "إذا طرأ أي تغيير، يكفي الرد على هذه الرسالة.",
    follow: "تابعوا استفساركم وراسلونا من هنا (هذا الرابط خاص بكم): {link}",
  },
  consultantReply: {
    subject: "استفساركم: {item}",
    answered: "وصلكم ردّ من {consultant} على استفساركم بشأن {item}:",
    follow: "اطّلعوا على المحادثة كاملةً وردّوا علينا من هنا (هذا الرابط خاص بكم): {link}",
  },
  chatTranscript: {
    subject: "محادثتكم مع {brand}",
    intro: "إليكم محادثتكم مع خدمة الكونسيرج للسفر لدينا، كما طلبتم.",
    started: "بدأت في: {date}",
    you: "أنتم",
    ai: "الكونسيرج الذكي",
    catalogue: "الكونسيرج (من مجموعتنا)",
    consultant: "{name}، مستشار السفر",
    team: "فريقنا",
    notice: "تنبيه",
    reply: "هل لديكم أي سؤال؟ يكفي الرد على هذه الرسالة وسيجيبكم أحد مستشاري السفر لدينا.",
    continue:
      "طلبتم متابعة المحادثة عبر البريد الإلكتروني: سيراسلكم أحد مستشاري السفر لدينا هنا خلال {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}.",
    signature: "فريق خدمة الكونسيرج",
  },
  regards: "مع أطيب التحيات،",
};
