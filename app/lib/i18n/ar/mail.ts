import type { mail } from "../en/mail.ts";

/** Arabic strings of the emails the site sends, to staff and to the visitor (the English: ../en/mail.ts). */
export const mailAr = {
  "emails.kind.contact": "طلب تواصل",
  "emails.kind.enquiry": "استفسار",
  "emails.kind.listProperty": "طلب عرض عقار",
  "emails.kind.career": "طلب توظيف",

  "emails.staff.subject": "{kind} جديد من {name}",
  "emails.staff.subjectListing": "استفسار جديد من {name} بشأن {listing}",
  "emails.staff.heading": "{kind} جديد",
  "emails.staff.intro": "وصل {kind} من {name} عبر موقع {site}. ردّ على هذه الرسالة للتواصل مع المُرسِل مباشرةً.",
  "emails.staff.name": "الاسم",
  "emails.staff.email": "البريد الإلكتروني",
  "emails.staff.phone": "الهاتف",
  "emails.staff.message": "الرسالة",
  "emails.staff.listing": "الإعلان",
  "emails.staff.location": "الموقع",
  "emails.staff.propertyType": "نوع العقار",
  "emails.staff.type": "الغرض",
  "emails.staff.bedrooms": "غرف النوم",
  "emails.staff.price": "السعر المطلوب",
  "emails.staff.address": "العنوان",
  "emails.staff.preferredDate": "تاريخ الزيارة المفضّل",
  "emails.staff.preferredTime": "وقت الزيارة المفضّل",
  "emails.staff.propertyName": "العقار",
  "emails.staff.position": "الوظيفة",
  "emails.staff.age": "العمر",
  "emails.staff.cv": "السيرة الذاتية",
  "emails.staff.cvAttached": "مرفقة بالطلب في لوحة الإدارة ({name})",
  "emails.staff.open": "افتح في لوحة الإدارة",
  "emails.staff.call": "اتصل على {phone}",
  "emails.staff.whatsapp": "مراسلة عبر واتساب",
  "emails.staff.viewListing": "عرض الإعلان",
  "emails.staff.assigned": "أُسند إلى {name}.",
  "emails.staff.unassigned":
    "لا يوجد وكيل عقاري مسؤول عن هذا النوع من الطلبات بعد: ردّ عليه بنفسك أو أسنده إلى أحد الوكلاء من لوحة الإدارة.",
  "emails.staff.footer": "تصلك هذه الرسالة لأنك تتولّى متابعة الطلبات الجديدة لدى {agency}.",

  "emails.visitor.subject": "وصلنا {kind} منك – {agency}",
  "emails.visitor.greeting": "مرحبًا {name}،",
  "emails.visitor.thanks": "شكرًا لك، لقد وصلنا {kind} منك وسنعود إليك قريبًا.",
  "emails.visitor.listing": "استفسرت عن:",
  "emails.visitor.agent": "سيتواصل معك وكيلنا العقاري {agent} شخصيًا.",
  "emails.visitor.agentWhatsapp": "راسل {agent} عبر واتساب",
  "emails.visitor.contact": "إذا كان الأمر عاجلًا، اتصل بنا على {phone} أو راسلنا عبر واتساب.",
  "emails.visitor.whatsapp": "راسلنا عبر واتساب",
  "emails.visitor.signoff": "مع أطيب التحيات،",
  "emails.visitor.footer": "{agency} · {address}",
  "emails.visitor.notYou": "إذا لم تُرسل هذا الطلب، فيمكنك تجاهل هذه الرسالة.",

  "emails.newsletter.confirm.subject": "أكّد اشتراكك في النشرة الإخبارية من {agency}",
  "emails.newsletter.confirm.heading": "نقرة واحدة لتأكيد الاشتراك",
  "emails.newsletter.confirm.body":
    "طلب أحدهم، ونأمل أن تكون أنت، استلام النشرة الإخبارية من {agency} على العنوان {email}: أحدث العقارات وملاحظات عن سوق دبي، مرة في الشهر تقريبًا.",
  "emails.newsletter.confirm.button": "تأكيد اشتراكي",
  "emails.newsletter.confirm.expiry":
    "{days, plural, one {يعمل الرابط ليوم واحد.} two {يعمل الرابط ليومين.} few {يعمل الرابط لمدة # أيام.} many {يعمل الرابط لمدة # يومًا.} other {يعمل الرابط لمدة # يوم.}}",
  "emails.newsletter.confirm.ignore": "إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن تصلك منّا رسائل أخرى.",
  "emails.newsletter.welcome.subject": "تم اشتراكك في النشرة الإخبارية من {agency}",
  "emails.newsletter.welcome.body":
    "شكرًا لتأكيد اشتراكك. سنراسلك مرة في الشهر تقريبًا بأحدث العقارات وملاحظات عن سوق دبي.",
  "emails.newsletter.welcome.browse": "تصفّح أحدث العقارات",
  "emails.newsletter.why": "تصلك هذه الرسالة لأنك اشتركت عبر موقع {site}.",
  "emails.newsletter.unsubscribe": "إلغاء الاشتراك",
  // Saved searches and favourites (issue 23).
  "emails.alerts.why": "تصلك هذه الرسالة لأنك طلبت تنبيهات عبر موقع {site}.",
  "emails.alerts.manage": "تنبيهاتك وعقاراتك المفضّلة",
  "emails.alerts.stop": "إيقاف هذا التنبيه",
  "emails.alerts.confirm.subject": "أكّد تنبيه العقارات الذي طلبته من {agency}",
  "emails.alerts.confirm.heading": "نقرة واحدة لتفعيل تنبيهك",
  "emails.alerts.confirm.body":
    "طلب أحدهم، ونأمل أن تكون أنت، أن نراسل العنوان {email} عند نشر عقارات جديدة تطابق {n, plural, zero {عمليات البحث هذه} one {هذا البحث} two {عمليتي البحث هاتين} few {عمليات البحث هذه} many {عمليات البحث هذه} other {عمليات البحث هذه}}:",
  "emails.alerts.confirm.button": "تفعيل تنبيهاتي",
  "emails.alerts.confirm.ignore": "إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن نرسل إليك شيئًا.",
  "emails.alerts.alert.subject":
    "{n, plural, zero {لا توجد عقارات جديدة} one {عقار جديد واحد} two {عقاران جديدان} few {# عقارات جديدة} many {# عقارًا جديدًا} other {# عقار جديد}}: {search}",
  "emails.alerts.alert.heading": "عقارات جديدة تطابق بحثك",
  "emails.alerts.alert.intro":
    "{n, plural, zero {لم يُنشر أي عقار جديد مطابق لبحثك منذ رسالتنا الأخيرة.} one {نُشر عقار واحد مطابق لبحثك منذ رسالتنا الأخيرة.} two {نُشر عقاران مطابقان لبحثك منذ رسالتنا الأخيرة.} few {نُشرت # عقارات مطابقة لبحثك منذ رسالتنا الأخيرة.} many {نُشر # عقارًا مطابقًا لبحثك منذ رسالتنا الأخيرة.} other {نُشر # عقار مطابق لبحثك منذ رسالتنا الأخيرة.}}",
  "emails.alerts.alert.more":
    "{n, plural, zero {ولا يوجد غيرها.} one {وهناك عقار آخر.} two {وهناك عقاران آخران.} few {وهناك # عقارات أخرى.} many {وهناك # عقارًا آخر.} other {وهناك # عقار آخر.}}",
  "emails.alerts.alert.seeAll": "اعرض جميع العقارات المطابقة لهذا البحث",
  "emails.alerts.page.subject": "تنبيهاتك وعقاراتك المفضّلة لدى {agency}",
  "emails.alerts.page.heading": "صفحتك",
  "emails.alerts.page.body":
    "إليك رابط الصفحة الخاصة بالعنوان {email}: عمليات البحث المحفوظة والتنبيهات، وعقاراتك المفضّلة، واشتراكك في النشرة الإخبارية، دون الحاجة إلى كلمة مرور.",
  "emails.alerts.page.bodyFavourites":
    "{n, plural, zero {لا توجد الآن عقارات محفوظة على العنوان {email}.} one {حفظنا الآن عقارًا واحدًا على العنوان {email}.} two {حفظنا الآن عقارين على العنوان {email}.} few {حفظنا الآن # عقارات على العنوان {email}.} many {حفظنا الآن # عقارًا على العنوان {email}.} other {حفظنا الآن # عقار على العنوان {email}.}} افتح صفحتك لتطّلع عليها من أي جهاز، ولتصلك رسالة عند انخفاض سعر أيٍّ منها.",
  "emails.alerts.page.button": "فتح صفحتي",
  "emails.alerts.page.expiry":
    "{days, plural, zero {يعمل الرابط لمدة # يوم، وكل رسالة تنبيه تحمل إليك رابطًا جديدًا.} one {يعمل الرابط ليوم واحد، وكل رسالة تنبيه تحمل إليك رابطًا جديدًا.} two {يعمل الرابط ليومين، وكل رسالة تنبيه تحمل إليك رابطًا جديدًا.} few {يعمل الرابط لمدة # أيام، وكل رسالة تنبيه تحمل إليك رابطًا جديدًا.} many {يعمل الرابط لمدة # يومًا، وكل رسالة تنبيه تحمل إليك رابطًا جديدًا.} other {يعمل الرابط لمدة # يوم، وكل رسالة تنبيه تحمل إليك رابطًا جديدًا.}}",
  "emails.alerts.page.ignore": "إذا لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة.",
  "emails.favourites.subject":
    "{n, plural, zero {مستجدات عقاراتك المفضّلة} one {مستجدات عقار من مفضّلتك} two {مستجدات عقارين من مفضّلتك} few {مستجدات # عقارات من مفضّلتك} many {مستجدات # عقارًا من مفضّلتك} other {مستجدات # عقار من مفضّلتك}}",
  "emails.favourites.price": "انخفض السعر من {was} إلى {now}",
  "emails.favourites.unavailable": "لم يعد متاحًا",
  "emails.favourites.available": "متاح مجددًا",
  "emails.favourites.stop": "إيقاف هذه الرسائل",
} as const satisfies Record<keyof typeof mail, string>;
