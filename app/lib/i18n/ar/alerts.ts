import type { alerts } from "../en/alerts.ts";

/** The Arabic of the alerts area (../en/alerts.ts). */
export const alertsAr = {
  "alerts.form.heading": "ابقَ على اطّلاع بالمنازل الجديدة المشابهة",
  "alerts.form.lead":
    "نراسلك عبر البريد الإلكتروني عند نشر أي عقار يطابق هذا البحث. لن نرسل إليك شيئًا قبل أن تؤكّد، ويمكنك إيقاف التنبيه بنقرة واحدة من أي رسالة.",
  "alerts.form.email": "بريدك الإلكتروني",
  "alerts.form.frequency": "وتيرة التنبيه",
  "alerts.form.submit": "نبّهني",
  "alerts.form.leaveEmpty": "اترك هذا الحقل فارغًا",
  "alerts.form.sending": "جارٍ الحفظ…",
  "alerts.form.done":
    "خطوة أخيرة: افتح الرسالة التي أرسلناها إلى {email} واضغط على الزر فيها لتفعيل هذا التنبيه.",
  "alerts.form.failed": "تعذّر حفظ تنبيهك. يُرجى المحاولة مرة أخرى.",
  "alerts.form.back": "العودة إلى بحثك",
  "alerts.frequency.instant": "فور نشر أي عقار جديد",
  "alerts.frequency.daily": "مرة واحدة يوميًا",
  "alerts.frequency.weekly": "مرة واحدة أسبوعيًا",
  "alerts.find.title": "تنبيهاتك وعقاراتك المفضّلة",
  "alerts.find.lead":
    "عمليات البحث التي حفظتها، والعقارات التي تحتفظ بها، واشتراكك في النشرة الإخبارية، كلها في صفحة خاصة بك دون كلمة مرور: نرسل إليك رابطها عبر البريد الإلكتروني.",
  "alerts.find.submit": "أرسل إليّ الرابط",
  "alerts.find.fromSaved": "هل حفظت قائمتك على بريدك الإلكتروني أو لديك تنبيهات؟ اطلب رابط صفحتك",
  "alerts.find.done":
    "إذا كانت لدى العنوان {email} تنبيهات أو عقارات مفضّلة لدينا، فإن رسالة تتضمّن رابط صفحته في طريقها إليه. قد يستغرق وصولها دقيقة.",
  "alerts.keep.heading": "اطّلع على هذه القائمة من أي جهاز",
  "alerts.keep.lead":
    "نرسل إليك رابط صفحتك الخاصة التي تضمّ هذه العقارات، ومنها يمكنك أن تطلب إعلامك عند انخفاض أي سعر.",
  "alerts.keep.submit": "أرسل إليّ الرابط",
  "alerts.keep.done": "تم: افتح الرسالة التي أرسلناها إلى {email} لتطّلع على قائمتك من أي جهاز.",
} as const satisfies Record<keyof typeof alerts, string>;
