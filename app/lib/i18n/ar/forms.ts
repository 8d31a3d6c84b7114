import type { forms } from "../en/forms.ts";

/** Arabic strings of the public forms: labels, hints, validation and outcome messages (the English: ../en/forms.ts). */
export const formsAr = {
  // ---------- validation (keys used as zod messages) ----------
  "forms.error.nameRequired": "يُرجى إدخال اسمك الكامل.",
  "forms.error.nameTooLong": "يجب ألا يتجاوز اسمك 200 حرف.",
  "forms.error.emailRequired": "يُرجى إدخال بريدك الإلكتروني.",
  "forms.error.emailInvalid": "يُرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.",
  "forms.error.emailTooLong": "يجب ألا يتجاوز بريدك الإلكتروني 320 حرفًا.",
  "forms.error.phoneRequired": "يُرجى إدخال رقم هاتفك.",
  "forms.error.phoneInvalid": "يُرجى إدخال رقم هاتف من 7 إلى 15 رقمًا، مثل \u2066+971 50 123 4567\u2069.",
  "forms.error.messageRequired": "يُرجى إخبارنا كيف يمكننا مساعدتك.",
  "forms.error.messageTooLong": "يجب ألا تتجاوز رسالتك 5,000 حرف.",
  "forms.error.locationRequired": "يُرجى إدخال المجتمع السكني أو المبنى، مثل دبي مارينا.",
  "forms.error.locationTooLong": "يجب ألا يتجاوز الموقع 200 حرف.",
  "forms.error.propertyType": "يُرجى اختيار سكني أو تجاري.",
  "forms.error.listingType": "يُرجى اختيار ما تودّ فعله بالعقار.",
  "forms.error.bedrooms": "يُرجى إدخال عدد غرف النوم برقم صحيح من 0 (استوديو) إلى 50.",
  "forms.error.price": "يُرجى إدخال السعر المتوقع بالدرهم بالأرقام فقط، دون فواصل أو أحرف.",
  "forms.error.propertyId": "الرقم المرجعي لهذا الإعلان غير صالح.",
  "forms.error.propertyNameTooLong": "يجب ألا يتجاوز اسم العقار 200 حرف.",
  "forms.error.addressTooLong": "يجب ألا يتجاوز العنوان 300 حرف.",
  "forms.error.preferredDate": "يُرجى إدخال تاريخ الزيارة بالصيغة yyyy-mm-dd، مثل 2026-12-20.",
  "forms.error.preferredTime": "يُرجى إدخال وقت الزيارة بالصيغة HH:MM بنظام 24 ساعة، مثل 14:30.",
  "forms.error.ageRequired": "يُرجى إدخال عمرك.",
  "forms.error.age": "يُرجى إدخال عمرك بالسنوات برقم صحيح من 18 إلى 100.",
  "forms.error.positionRequired": "يُرجى اختيار الوظيفة التي تتقدّم إليها.",
  "forms.error.positionTooLong": "يجب ألا يتجاوز اسم الوظيفة 200 حرف.",
  "forms.error.status": "يُرجى اختيار حالة صالحة.",
  "forms.error.text": "هذه القيمة غير صالحة.",
  "forms.error.notUtf8": "يحتوي هذا النص على أحرف تعذّرت قراءتها. يُرجى كتابته مرة أخرى.",
  "forms.error.cvType":
    "يجب أن تكون سيرتك الذاتية مستند PDF أو Word (.doc) أو Word (.docx). الملف الذي اخترته ليس من هذه الأنواع.",
  "forms.error.cvMismatch":
    "هذا الملف في الحقيقة مستند {actual}، لكن اسمه ينتهي بالامتداد .{ext}. يُرجى اختيار الملف الأصلي، أو حفظه بصيغة {actual} بالامتداد المطابق، ثم المحاولة مرة أخرى.",
  "forms.error.cvExtension": "يجب أن ينتهي اسم ملف سيرتك الذاتية بأحد الامتدادات: .pdf أو .doc أو .docx.",
  "forms.error.cvTooLarge":
    "حجم سيرتك الذاتية {size}، والحد الأقصى {max} ميغابايت. يُرجى رفع ملف أصغر، مثل نسخة بصيغة PDF.",
  "forms.error.cvTooLargeUnknown":
    "حجم سيرتك الذاتية يتجاوز الحد الأقصى البالغ {max} ميغابايت. يُرجى رفع ملف أصغر، مثل نسخة بصيغة PDF.",
  "forms.error.cvEmpty": "الملف الذي اخترته فارغ.",
  "forms.error.cvOneFile": "يُرجى إرسال ملف سيرة ذاتية واحد في الجزء المسمّى cv (أو CV)، لا في الاثنين معًا.",
  "forms.error.alreadySubscribed": "هذا البريد الإلكتروني مشترك بالفعل.",

  // ---------- form chrome ----------
  "forms.requiredNote": "الحقول المميّزة بعلامة النجمة إلزامية.",
  "forms.optional": "اختياري",
  "forms.honeypot": "اترك هذا الحقل فارغًا",
  "forms.sending": "جارٍ الإرسال…",
  "forms.uploading": "جارٍ رفع سيرتك الذاتية: {percent}%",
  "forms.errorSummary": "هناك مشكلة",
  "forms.errorSummaryBody": "يُرجى مراجعة الحقول المميّزة:",
  "forms.failed.network":
    "تعذّر الاتصال بخادمنا، لذا لم تُرسَل رسالتك بعد. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى؛ ما كتبته لا يزال هنا.",
  "forms.failed.rateLimited":
    "لقد أرسلت عدة نماذج خلال وقت قصير. يُرجى الانتظار {seconds} ثانية ثم المحاولة مرة أخرى؛ ما كتبته لا يزال هنا.",
  "forms.failed.rateLimitedShort":
    "لقد أرسلت عدة نماذج خلال وقت قصير. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى؛ ما كتبته لا يزال هنا.",
  "forms.failed.server":
    "حدث خطأ من جهتنا ولم تُرسَل رسالتك. يُرجى المحاولة مرة أخرى بعد قليل، أو الاتصال بنا؛ ما كتبته لا يزال هنا.",
  "forms.failed.tooLarge":
    "حجم ما أرسلته كبير جدًا. إذا أرفقت سيرتك الذاتية، فيجب ألا يتجاوز حجمها {max} ميغابايت.",
  "forms.sendAnother": "أرسل رسالة أخرى",

  // ---------- shared fields ----------
  "forms.name": "الاسم الكامل",
  "forms.email": "البريد الإلكتروني",
  "forms.emailHint": "لن نشارك بريدك الإلكتروني مع أي جهة.",
  "forms.phone": "رقم الهاتف أو واتساب",
  "forms.phoneHint": "أضف رمز الدولة، مثل \u2066+971\u2069.",
  "forms.message": "الرسالة",

  // ---------- contact ----------
  "forms.contact.title": "أرسل لنا رسالة",
  "forms.contact.messageHint": "أخبرنا بما تبحث عنه: المنطقة، والميزانية، والتوقيت.",
  "forms.contact.submit": "أرسل الرسالة",
  "forms.contact.success.title": "شكرًا لك، وصلتنا رسالتك.",
  "forms.contact.success.body":
    "سيردّ عليك أحد وكلائنا العقاريين عبر البريد الإلكتروني أو الهاتف خلال يوم عمل واحد. إذا كان الأمر عاجلًا، اتصل بنا أو راسلنا عبر واتساب.",

  // ---------- enquiry ----------
  "forms.enquiry.title": "أرسل استفسارًا",
  "forms.enquiry.about": "استفسارك عن",
  "forms.enquiry.unavailable":
    "الإعلان الذي وصلت منه لم يعد متاحًا، لكن لا يزال بإمكانك إرسال استفسار عام وسنقترح عليك عقارات مشابهة.",
  "forms.enquiry.messageHint": "اسأل عن مواعيد المعاينة، أو رسوم الخدمة، أو خطط الدفع، أو أي شيء آخر.",
  "forms.enquiry.messageDefault": "أرغب في الحصول على مزيد من المعلومات عن {name} في {location}.",
  "forms.enquiry.submit": "أرسل الاستفسار",
  "forms.enquiry.success.title": "شكرًا لك، وصلنا استفسارك.",
  "forms.enquiry.success.body":
    "سيردّ عليك الوكيل العقاري المسؤول عن هذه المنطقة خلال يوم عمل واحد بالتفاصيل ومواعيد المعاينة المتاحة.",

  // ---------- list your property ----------
  "forms.listProperty.title": "أخبرنا عن عقارك",
  "forms.listProperty.location": "المجتمع السكني أو المبنى",
  "forms.listProperty.locationHint": "مثال: دبي مارينا، مارينا جيت 1.",
  "forms.listProperty.propertyType": "نوع العقار",
  "forms.listProperty.type": "أرغب في",
  "forms.listProperty.type.Buy": "بيعه",
  "forms.listProperty.type.Rent": "تأجيره",
  "forms.listProperty.type.HolidayHome": "تأجيره كبيت عطلات",
  "forms.listProperty.type.Commercial": "بيعه أو تأجيره (تجاري)",
  "forms.listProperty.type.NewProject": "إعادة بيع وحدة على الخارطة",
  "forms.listProperty.bedrooms": "غرف النوم",
  "forms.listProperty.bedroomsHint": "أدخل 0 إذا كان العقار استوديو.",
  "forms.listProperty.price": "السعر المتوقع (بالدرهم)",
  "forms.listProperty.priceHint": "سعر البيع، أو الإيجار السنوي.",
  "forms.listProperty.messageHint":
    "المساحة، والإطلالة، والحالة، ووضع الإيجار، وحالة سند الملكية: كل ما يفيدنا.",
  "forms.listProperty.submit": "اطلب تقييمًا",
  "forms.listProperty.success.title": "شكرًا لك، وصلتنا تفاصيل عقارك.",
  "forms.listProperty.success.body":
    "سيتصل بك أحد مختصّي عرض العقارات خلال يوم عمل واحد لترتيب زيارة وتقييم مجاني. يُرجى تجهيز سند الملكية وبطاقة الهوية الإماراتية.",
  "forms.select": "اختر…",

  // ---------- careers ----------
  "forms.career.title": "قدّم الآن",
  "forms.career.age": "العمر",
  "forms.career.position": "الوظيفة",
  "forms.career.messageHint": "بضعة أسطر عن خبرتك، واللغات التي تتحدثها، والمناطق التي تعرفها.",
  "forms.career.cv": "السيرة الذاتية",
  "forms.career.cvHint": "بصيغة PDF أو Word (.doc أو .docx)، بحد أقصى {max} ميغابايت.",
  "forms.career.cvChosen": "الملف المختار: {name} ({size})",
  "forms.career.submit": "أرسل الطلب",
  "forms.career.success.title": "شكرًا لك، وصلنا طلبك.",
  "forms.career.success.body":
    "يطّلع فريقنا على كل طلب. إذا كانت خبرتك تناسب إحدى الوظائف الشاغرة، فسنتواصل معك خلال أسبوعين لترتيب موعد للمقابلة.",

  // ---------- statuses ----------
  "lead.status.pending": "قيد الانتظار",
  "lead.status.inprogress": "قيد المتابعة",
  "lead.status.postponed": "مؤجَّل",
  "lead.status.won": "ناجح",
  "lead.status.lost": "غير ناجح",
  "lead.status.none": "بلا حالة",

  "newsletterLink.confirm.title": "تأكيد الاشتراك",
  "newsletterLink.confirm.lead": "أكّد رغبتك في استلام نشرتنا الإخبارية على العنوان {email}.",
  "newsletterLink.confirm.button": "تأكيد الاشتراك",
  "newsletterLink.confirmed.title": "تم اشتراكك",
  "newsletterLink.confirmed.body":
    "شكرًا لك: ستصل نشرتنا الإخبارية إلى {email}. وفي كل عدد رابط لإلغاء الاشتراك بنقرة واحدة.",
  "newsletterLink.unsubscribe.title": "إلغاء الاشتراك في النشرة الإخبارية",
  "newsletterLink.unsubscribe.lead": "هل تريد إيقاف إرسال نشرتنا الإخبارية إلى {email}؟",
  "newsletterLink.unsubscribe.button": "إلغاء الاشتراك",
  "newsletterLink.unsubscribed.title": "تم إلغاء اشتراكك",
  "newsletterLink.unsubscribed.body":
    "لن تصل نشرتنا الإخبارية إلى {email} بعد الآن. غيّرت رأيك؟ يمكنك الاشتراك مجددًا من أسفل أي صفحة.",
  "newsletterLink.gone.title": "لم يعد هذا الرابط صالحًا",
  "newsletterLink.gone.body":
    "غادر هذا العنوان القائمة بعد إرسال الرابط. لتصلك رسائلنا مجددًا، اشترك من أسفل أي صفحة.",
  "newsletterLink.invalid.title": "هذا الرابط لا يعمل",
  "newsletterLink.invalid.body":
    "قد يكون الرابط ناقصًا: افتحه من الرسالة مرة أخرى، أو انسخ العنوان كاملًا. ويمكنك أيضًا الاشتراك مجددًا من أسفل أي صفحة.",
  "newsletterLink.expired.title": "انتهت صلاحية هذا الرابط",
  "newsletterLink.expired.body":
    "{days, plural, one {تعمل روابط التأكيد ليوم واحد.} two {تعمل روابط التأكيد ليومين.} few {تعمل روابط التأكيد لمدة # أيام.} many {تعمل روابط التأكيد لمدة # يومًا.} other {تعمل روابط التأكيد لمدة # يوم.}} اشترك مجددًا من أسفل أي صفحة وسنرسل إليك رابطًا جديدًا.",
  "newsletterLink.notListed": "هذا العنوان لم يعد مسجّلًا في قائمتنا، ولن تصله نشرتنا الإخبارية.",
  "newsletterLink.home": "الانتقال إلى الصفحة الرئيسية",
} as const satisfies Record<keyof typeof forms, string>;
