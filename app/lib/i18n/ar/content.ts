import type { content } from "../en/content.ts";

/**
 * Arabic strings of the content and form pages: contact, enquiry, list your property, careers, about,
 * team, reviews, video and privacy (the English: ../en/content.ts). `{agency}` is the agency name from
 * site settings.
 */
export const contentAr = {
  "content.newTab": "(يُفتح في علامة تبويب جديدة)",
  "content.socialLink": "{network} (يُفتح في علامة تبويب جديدة)",
  "content.demoNotice": "محتوى تجريبي: الأشخاص والصور والتقييمات الواردة في هذه الصفحة خيالية.",

  // ---------- contact details (shared) ----------
  "content.contact.detailsTitle": "بيانات التواصل",
  "content.contact.phone": "الهاتف",
  "content.contact.whatsapp": "واتساب",
  "content.contact.whatsappCta": "راسلنا عبر واتساب",
  "content.contact.email": "البريد الإلكتروني",
  "content.contact.address": "المكتب",
  "content.contact.hours": "ساعات العمل",
  "content.contact.follow": "تابعنا",
  "content.contact.orn": "مسجّلة لدى مؤسسة التنظيم العقاري (RERA)، رقم تسجيل المكتب (ORN) {orn}",

  // ---------- /contact ----------
  "content.contactPage.metaTitle": "تواصل معنا",
  "content.contactPage.metaDescription":
    "تواصل مع {agency} في دبي هاتفيًا أو عبر واتساب أو كتابيًا. يجيب وكلاؤنا عن أسئلتك حول شراء العقارات واستئجارها وبيعها خلال يوم عمل واحد.",
  "content.contactPage.eyebrow": "تواصل",
  "content.contactPage.title": "تحدّث إلى خبير عقاري في دبي",
  "content.contactPage.lead":
    "سواء كنت تشتري شقتك الأولى، أو تنقل عائلتك إلى فيلا، أو تستأجر مكتبًا، أخبرنا بما تحتاج إليه. سيرد عليك شخص حقيقي، وغالبًا في اليوم نفسه.",
  "content.contactPage.visitTitle": "زرنا أو اتصل بنا",
  "content.contactPage.visitBody":
    "يستقبل مكتبنا الزوار دون موعد مسبق خلال ساعات العمل. أما لمعاينة العقارات، فيُرجى الاتصال أو المراسلة مسبقًا ليتمكن أحد وكلائنا من مقابلتك في العقار.",

  // ---------- /enquiry ----------
  "content.enquiryPage.metaTitle": "استفسار عن عقار",
  "content.enquiryPage.metaDescription":
    "اسأل {agency} عن أي عقار معروض: السعر، ورسوم الخدمة، وخطة السداد، والتوفر، ومواعيد المعاينة.",
  "content.enquiryPage.eyebrow": "استفسار",
  "content.enquiryPage.title": "استفسر عن عقار",
  "content.enquiryPage.lead":
    "أرسل أسئلتك، وسيرد عليك الوكيل المسؤول بالتفاصيل وبأقرب مواعيد المعاينة المتاحة.",
  "content.enquiryPage.viewListing": "اعرض الإعلان",
  "content.enquiryPage.asideTitle": "تفضّل التحدث إلينا؟",

  // ---------- /listProperty ----------
  "content.listPage.metaTitle": "اعرض عقارك",
  "content.listPage.metaDescription":
    "بِع عقارك في دبي أو أجّره مع {agency}: تقييم مجاني، وتصوير احترافي، ومشترون ومستأجرون مؤهَّلون.",
  "content.listPage.eyebrow": "للملّاك",
  "content.listPage.title": "اعرض عقارك معنا",
  "content.listPage.lead":
    "هل تبيع أو تؤجّر شقة أو فيلا أو مكتبًا في دبي؟ أخبرنا عنه، وسنعود إليك بسعر واقعي مبني على أحدث الصفقات في المبنى الذي يقع فيه عقارك.",
  "content.listPage.stepsTitle": "ماذا يحدث بعد ذلك",
  "content.listPage.step1.title": "اتصال خلال يوم عمل واحد",
  "content.listPage.step1.body":
    "يؤكد معك أحد المتخصصين في عرض العقارات التفاصيل، ويحجز زيارة في الوقت الذي يناسبك.",
  "content.listPage.step2.title": "تقييم مجاني",
  "content.listPage.step2.body":
    "نقارن أحدث الصفقات المسجّلة لدى دائرة الأراضي والأملاك في دبي والعقارات المعروضة حاليًا في مجتمعك السكني، ونشرح لك السعر الذي نوصي به.",
  "content.listPage.step3.title": "التصوير والتصريح",
  "content.listPage.step3.body":
    "صور احترافية ومخطط للطابق، وتصريح الإعلان عبر نظام «تراخيصي»، قبل نشر إعلانك.",
  "content.listPage.step4.title": "مشترون ومستأجرون مؤهَّلون",
  "content.listPage.step4.body":
    "ندقّق في كل استفسار، ونرافق كل معاينة، ونتولى الإجراءات الورقية حتى نقل الملكية أو تسجيل العقد في «إيجاري».",

  // ---------- /career ----------
  "content.careerPage.metaTitle": "الوظائف",
  "content.careerPage.metaDescription":
    "انضم إلى {agency}: وظائف شاغرة لوكلاء عقاريين ومتخصصين في إدارة العقارات في دبي. قدّم طلبك عبر الإنترنت مع سيرتك الذاتية.",
  "content.careerPage.eyebrow": "الوظائف",
  "content.careerPage.title": "انضم إلى فريقنا",
  "content.careerPage.lead":
    "نحن فريق صغير من أصحاب الخبرة، نفضّل إنجاز صفقات أقل ولكن على الوجه الصحيح. إذا كان اهتمامك بالعملاء لا يقل عن اهتمامك بالعمولات، فيسعدنا أن نلتقي بك.",
  "content.careerPage.whyTitle": "لماذا تعمل معنا",
  "content.careerPage.why1.title": "عملاء محتملون حقيقيون",
  "content.careerPage.why1.body":
    "يصل كل استفسار إلى وكيل محدد بالاسم في اليوم نفسه. تقضي وقتك في المعاينات والمفاوضات، لا في المكالمات العشوائية.",
  "content.careerPage.why2.title": "دعم منذ اليوم الأول",
  "content.careerPage.why2.body":
    "نتكفّل بحصولك على شهادة RERA ورقم تسجيل الوسيط، ونخصص لك وكيلًا من كبار الوكلاء يرافقك طوال أشهرك الثلاثة الأولى.",
  "content.careerPage.why3.title": "تقسيم عادل للعمولة",
  "content.careerPage.why3.body": "هيكل عمولات شفاف يُصرف شهريًا، مع راتب أساسي ريثما تبني قائمة صفقاتك.",
  "content.careerPage.openingsTitle": "الوظائف الشاغرة حاليًا",
  "content.careerPage.opening.agent.title": "وكيل عقاري",
  "content.careerPage.opening.agent.type": "دوام كامل · مكتب الخليج التجاري",
  "content.careerPage.opening.agent.body":
    "ستقدّم المشورة للمشترين والمستأجرين في دبي مارينا ووسط مدينة دبي ودبي هيلز، من المعاينة الأولى حتى نقل الملكية. تتحدث الإنجليزية، ويُفضّل أن تتحدث العربية أو الروسية أو الهندية أو الفرنسية؛ ويُشترط حمل رخصة قيادة إماراتية. الخبرة في سوق العقارات في دبي ميزة إضافية لكنها ليست شرطًا: فنحن نتولى تدريبك.",
  "content.careerPage.opening.pm.title": "أخصائي إدارة العقارات",
  "content.careerPage.opening.pm.type": "دوام كامل · مكتب الخليج التجاري",
  "content.careerPage.opening.pm.body":
    "ستتولى رعاية محفظة من الشقق والفلل لملّاك مقيمين في الخارج: تجديد عقود الإيجار وتسجيلها في «إيجاري»، وتحصيل الإيجارات، والصيانة عبر مقاولين موثوقين، وتقارير شهرية للملّاك. يُفضّل من لديه خبرة عامين في إدارة العقارات أو المرافق في الإمارات.",
  "content.careerPage.applyFor": "قدّم على هذه الوظيفة",
  "content.careerPage.contactTitle": "لديك أسئلة قبل التقديم؟",
  "content.careerPage.contactBody": "اتصل بنا أو راسلنا، وسيجيبك مدير المكتب.",
  "content.careerPage.feedbackTitle": "رأيك يهمّنا",
  "content.careerPage.feedbackBody":
    "نقرأ كل طلب ونرد على كل مرشّح، سواء مضينا قدمًا في طلبه أم لا. إذا كان في عملية التوظيف لدينا ما يمكن أن يكون أوضح أو أكثر إنصافًا، فأخبرنا على {email}: فنحن نستفيد مما يخبرنا به المرشحون لتحسينها.",
  "content.careerPage.agentOption": "وكيل عقاري",
  "content.careerPage.pmOption": "أخصائي إدارة العقارات",
  // ---------- /aboutUs ----------
  "content.about.metaTitle": "من نحن",
  "content.about.metaDescription":
    "{agency} شركة وساطة عقارية في دبي تخدم المشترين والمستأجرين والملّاك والمستثمرين: مشورة صادقة، ومعرفة محلية، ووكلاء مسجّلون لدى RERA.",
  "content.about.eyebrow": "من نحن",
  "content.about.title": "معرفة محلية ومشورة صادقة",
  "content.about.lead":
    "نساعد الناس على شراء المنازل والمكاتب واستئجارها وبيعها وإدارتها في جميع أنحاء دبي، ونفضّل أن نخسر صفقة على أن نقدّم نصيحة لا نأخذ بها نحن أنفسنا.",
  "content.about.storyTitle": "قصتنا",
  "content.about.story1":
    "بدأت {agency} من ملاحظة بسيطة: الشراء أو الاستئجار في دبي يجري بوتيرة سريعة، ومن حق الناس أن يكون لهم مستشار يتمهّل بما يكفي ليخبرهم بالحقيقة كاملة عن المبنى والمجتمع السكني والسعر.",
  "content.about.story2":
    "واليوم يغطي وكلاؤنا أبرز المجتمعات السكنية في المدينة، من دبي مارينا ووسط مدينة دبي إلى دبي هيلز استيت وقرية جميرا الدائرية والأحياء الجديدة على الواجهة المائية. نتحدث مجتمعين أكثر من عشر لغات، ويقيم معظمنا في المناطق التي نبيع فيها.",
  "content.about.story3":
    "نعمل مع من يشترون للمرة الأولى ومع المستثمرين المتمرّسين، ومع العائلات القادمة من الخارج، ومع الملّاك الذين يحتاجون إلى من يعتني بعقاراتهم أثناء غيابهم. ومهما كانت الميزانية، يبقى النهج واحدًا: نستمع أولًا، ثم لا نعرض إلا ما يناسبك.",
  "content.about.servicesTitle": "ماذا نقدّم",
  "content.about.service.buy.title": "الشراء",
  "content.about.service.buy.body":
    "شقق وفلل وتاون هاوس جاهزة، مع صورة واضحة عن رسوم الخدمة وخيارات التمويل العقاري وتكاليف نقل الملكية قبل أن تقدّم عرضك.",
  "content.about.service.rent.title": "الإيجار",
  "content.about.service.rent.body":
    "منازل ومكاتب للإيجار، ومعاينات تناسب جدولك، ومساعدة في عقد الإيجار وتسجيل «إيجاري» وتوصيل خدمات هيئة كهرباء ومياه دبي (ديوا).",
  "content.about.service.sell.title": "البيع والتأجير",
  "content.about.service.sell.body":
    "تقييم مبني على صفقات حقيقية، وتصوير احترافي، وتصريح «تراخيصي»، ومشترون أو مستأجرون مؤهَّلون.",
  "content.about.service.offplan.title": "العقارات على الخارطة والمشاريع الجديدة",
  "content.about.service.offplan.body":
    "مشورة مستقلة حول خطط السداد ومواعيد التسليم وسجل إنجازات المطوّرين، ودعم في كل مرحلة من مراحل المشروع.",
  "content.about.service.manage.title": "إدارة العقارات",
  "content.about.service.manage.body":
    "تحصيل الإيجارات، وتجديد العقود، والصيانة، وتقارير شهرية للملّاك المقيمين في دبي وخارجها.",
  "content.about.service.holiday.title": "بيوت العطلات",
  "content.about.service.holiday.body":
    "إقامات قصيرة في وحدات مفروشة، مرخّصة ومتكاملة الخدمات، للضيوف وللملّاك الراغبين في عوائد أفضل.",
  "content.about.valuesTitle": "أسلوب عملنا",
  "content.about.value1.title": "الصورة الكاملة",
  "content.about.value1.body":
    "رسوم الخدمة، ورسوم التبريد المركزي، وضجيج الطريق، والإطلالة التي ستحجبها المباني الجديدة بعد عامين: نخبرك بكل ذلك قبل أن تسأل.",
  "content.about.value2.title": "نعمل وفق الأنظمة وبشفافية",
  "content.about.value2.body":
    "كل وكيل لدينا مسجّل لدى RERA، وكل عقار نعلن عنه يحمل تصريحه. ويُتفق على الرسوم كتابيًا قبل البدء بأي شيء.",
  "content.about.value3.title": "معك بعد إتمام الصفقة",
  "content.about.value3.body":
    "فحص العيوب قبل الاستلام، وتجديد عقود الإيجار، وإعادة البيع بعد سنوات: يبقى عملاؤنا معنا لأننا ما زلنا نرد على الهاتف بعد تحصيل العمولة.",
  "content.about.ctaTitle": "تبحث عن منزلك أو استثمارك القادم؟",
  "content.about.ctaBody": "أخبرنا بما تحتاج إليه، أو تعرّف على الأشخاص الذين سيساعدونك.",
  "content.about.ctaContact": "تواصل معنا",
  "content.about.ctaTeam": "تعرّف على الفريق",
  "content.about.learnMore": "اعرف المزيد",

  // ---------- /team ----------
  "content.team.metaTitle": "فريقنا",
  "content.team.metaDescription":
    "تعرّف على وكلاء {agency}: مستشارون عقاريون في دبي مسجّلون لدى RERA ويتحدثون لغتك. اتصل بهم أو راسلهم عبر واتساب أو البريد الإلكتروني مباشرةً.",
  "content.team.eyebrow": "فريقنا",
  "content.team.title": "الأشخاص الذين سيساعدونك",
  "content.team.lead":
    "يتخصص كل وكيل في عدد قليل من المجتمعات السكنية، لذا فإن الشخص الذي تتحدث إليه يعرف المباني والأسعار والجيران.",
  "content.team.languages": "اللغات",
  "content.team.brn": "BRN",
  "content.team.brnLong": "رقم تسجيل الوسيط",
  "content.team.call": "اتصل بـ {name}",
  "content.team.callShort": "اتصل",
  "content.team.whatsapp": "راسل {name} عبر واتساب",
  "content.team.whatsappMessage": "مرحبًا {name}، ",
  "content.team.email": "أرسل بريدًا إلكترونيًا إلى {name}",
  "content.team.emailShort": "البريد الإلكتروني",
  "content.team.photo": "صورة {name}",
  "content.team.count":
    "{n, plural, zero {لا يوجد وكلاء} one {وكيل واحد} two {وكيلان} few {# وكلاء} many {# وكيلًا} other {# وكيل}} · {languages, plural, zero {لم تُحدَّد اللغات} one {نتحدث لغة واحدة} two {نتحدث لغتين} few {نتحدث # لغات} many {نتحدث # لغة} other {نتحدث # لغة}}",
  "content.team.empty.title": "سنعرّفك على وكلائنا هنا قريبًا",
  "content.team.empty.body": "وإلى ذلك الحين، سيوصلك مكتبنا بالشخص المناسب لما تبحث عنه.",
  "content.team.empty.cta": "تواصل معنا",
  "content.team.joinTitle": "هل ترغب في الانضمام إليهم؟",
  "content.team.joinTitleEmpty": "هل ترغب في الانضمام إلينا؟",
  "content.team.joinBody": "نوظّف حاليًا وكلاء عقاريين وأخصائيين في إدارة العقارات.",
  "content.team.joinCta": "اطّلع على الوظائف الشاغرة",
  "content.team.role.md": "المدير العام",
  "content.team.role.seniorSales": "مستشار مبيعات أول",
  "content.team.role.sales": "مستشار مبيعات",
  "content.team.role.offplan": "أخصائي العقارات على الخارطة",
  "content.team.role.leasing": "مدير التأجير",
  "content.team.role.commercial": "مستشار العقارات التجارية",
  "content.team.role.holiday": "مدير بيوت العطلات",
  "content.team.role.pm": "أخصائي إدارة العقارات",

  // ---------- /review ----------
  "content.reviews.metaTitle": "آراء العملاء",
  "content.reviews.metaDescription": "ماذا يقول المشترون والمستأجرون والملّاك عن تجربتهم مع {agency} في دبي.",
  "content.reviews.eyebrow": "التقييمات",
  "content.reviews.title": "ماذا يقول عملاؤنا",
  "content.reviews.lead":
    "نطلب من كل عميل رأيه بعد الشراء، أو الانتقال إلى منزله الجديد، أو مرور عام على إدارة عقاره. وإليك بعضًا مما قالوه لنا.",
  "content.reviews.averageFrom":
    "{count, plural, zero {لا توجد تقييمات بعد} one {متوسط تقييم واحد} two {متوسط تقييمين} few {متوسط # تقييمات} many {متوسط # تقييمًا} other {متوسط # تقييم}}",
  "content.reviews.rated": "التقييم {rating} من 5",
  "content.reviews.leaveTitle": "هل تعاملت معنا؟",
  "content.reviews.leaveBody": "يسعدنا أن نعرف كيف كانت تجربتك، جيدة كانت أم سيئة.",
  "content.reviews.leaveCta": "أرسل لنا رأيك",
  "content.review.1.quote":
    "كنا ننتقل من لندن مع طفلين، ولم يكن أمامنا سوى ستة أسابيع لإيجاد منزل. اختارت Layla أربع فلل تناسب فعلًا مشوارنا اليومي إلى المدرسة، وتفاوضت على خفض الإيجار، وأنهت تسجيل «إيجاري» بينما كنا لا نزال نحزم أمتعتنا.",
  "content.review.1.name": "Emma and James R.",
  "content.review.1.context": "استأجرا فيلا من 4 غرف نوم في المرابع العربية",
  "content.review.2.quote":
    "كان Arjun صريحًا معي في أن الشقة الأولى التي أعجبتني كانت رسوم الخدمة فيها ستلتهم عائدي. أما الشقة التي اشتريتها بدلًا منها فقد أُجّرت خلال عشرة أيام من التسليم.",
  "content.review.2.name": "Rohan S.",
  "content.review.2.context": "اشترى شقة من غرفة نوم واحدة في دبي هيلز استيت",
  "content.review.3.quote":
    "مشورة واضحة بشأن خطة السداد وسجل إنجازات المطوّر. راجع Omar معنا كل مرحلة من مراحل المشروع، وحضر فحص العيوب قبل الاستلام ومعه قائمة التدقيق الخاصة به.",
  "content.review.3.name": "Khalid A.",
  "content.review.3.context": "اشترى عقارًا على الخارطة في دبي كريك هاربر",
  "content.review.4.quote":
    "بعت شقتي في دبي مارينا في أقل من شهر، وبالسعر الذي توقعوه تمامًا. كانت الصور ممتازة، وكان أحد الوكلاء حاضرًا في كل معاينة.",
  "content.review.4.name": "Natalia V.",
  "content.review.4.context": "باعت شقة من غرفتي نوم في دبي مارينا",
  "content.review.5.quote":
    "أقيم في الخارج، وهم يديرون لي شقتين. يصلني الإيجار في موعده، وتُنجز أعمال الصيانة، ويوضح لي التقرير الشهري بدقة ما أُنفق ولماذا.",
  "content.review.5.name": "Thomas B.",
  "content.review.5.context": "عميل خدمة إدارة العقارات منذ 2021",
  "content.review.6.quote":
    "خدمة جيدة بشكل عام. استغرق الانتقال إلى الشقة وقتًا أطول قليلًا مما كان مخططًا له بسبب الإجراءات الورقية الخاصة بالمبنى، لكن Hannah أبقتنا على اطلاع كل يوم.",
  "content.review.6.name": "Aisha M.",
  "content.review.6.context": "استأجرت شقة من غرفتي نوم في أبراج بحيرات جميرا (JLT)",
  "content.review.7.quote":
    "وجد لنا Karim مكتبًا مجهزًا في الخليج التجاري يناسب متطلبات رخصتنا التجارية، ومع مواقف سيارات تكفي الفريق كله. تجربة سلسة من البداية إلى النهاية.",
  "content.review.7.name": "Marc D.",
  "content.review.7.context": "استأجر مكتبًا في الخليج التجاري",
  "content.review.8.quote":
    "أصبحت شقتنا المطلة على الشاطئ تدرّ دخلًا أكبر كبيت عطلات مما كانت تدرّه بعقد إيجار سنوي، ولا يزال الضيوف يتركون تقييمات بخمس نجوم.",
  "content.review.8.name": "Li W.",
  "content.review.8.context": "مالك بيت عطلات في جميرا بيتش ريزيدنس",
  "content.review.9.quote":
    "سريعو الاستجابة على واتساب، وصبورون على أسئلة من يشتري للمرة الأولى، ومن دون أي ضغط. أنصح بهم أصدقائي، وقد فعلت ذلك بالفعل.",
  "content.review.9.name": "Fatima K.",
  "content.review.9.context": "تشتري للمرة الأولى في قرية جميرا الدائرية",

  // ---------- /video ----------
  "content.video.metaTitle": "فيديوهات العقارات والمناطق",
  "content.video.metaDescription":
    "أفلام قصيرة من {agency} عن المجتمعات السكنية والمنازل في دبي: دبي مارينا، ووسط مدينة دبي، ونخلة جميرا، والفلل، وغيرها.",
  "content.video.eyebrow": "فيديوهات",
  "content.video.title": "شاهد دبي قبل أن تزورها",
  "content.video.lead":
    "أفلام قصيرة عن المجتمعات السكنية التي نعرفها جيدًا ونوعية المنازل التي ستجدها فيها. اضغط على زر التشغيل لمشاهدتها هنا في الصفحة.",
  "content.video.demo": "محتوى تجريبي: هذه الأفلام مقاطع توضيحية أُعدّت لموقع العرض التجريبي هذا.",
  "content.video.duration": "{seconds} ثانية",
  "content.video.noSupport": "متصفحك لا يدعم تشغيل هذا الفيديو.",
  "content.video.download": "نزّل الفيديو",
  "content.video.ctaTitle": "هل ترغب في جولة خاصة بالفيديو؟",
  "content.video.ctaBody":
    "في معظم العقارات المعروضة، يمكن لوكلائنا أن يتجولوا بك في المنزل عبر مكالمة فيديو، أو أن يسجّلوا لك جولة مصوّرة.",
  "content.video.ctaButton": "اطلب جولة بالفيديو",
  "content.videos.marina.title": "دبي مارينا عند الغسق",
  "content.videos.marina.body":
    "الأبراج واليخوت والممشى مع إضاءة الأنوار: العنوان المفضّل على الواجهة المائية في المدينة.",
  "content.videos.downtown.title": "أفق وسط مدينة دبي",
  "content.videos.downtown.body":
    "لقطة بانورامية هادئة لأفق المدينة حول أطول برج في العالم، من النهار حتى المساء.",
  "content.videos.palm.title": "نخلة جميرا من الأعلى",
  "content.videos.palm.body": "سعفات الجزيرة وهلالها وفللها المطلة على الشاطئ، كما تبدو من الجو.",
  "content.videos.villa.title": "فيلا عائلية في دبي هيلز",
  "content.videos.villa.body": "حديقة ومسبح وتراس مظلّل: جولة في نوع الفلل الذي تطلبه منا العائلات.",

  // ---------- /privacy ----------
  "content.privacy.metaTitle": "سياسة الخصوصية",
  "content.privacy.metaDescription":
    "كيف تجمع {agency} معلوماتك الشخصية وتستخدمها وتحميها، والخيارات المتاحة لك.",
  "content.privacy.eyebrow": "قانوني",
  "content.privacy.title": "سياسة الخصوصية",
  "content.privacy.effective": "سارية اعتبارًا من 31 مايو 2024",
  "content.privacy.intro":
    "توضح هذه السياسة المعلومات الشخصية التي تجمعها {agency} عند استخدامك هذا الموقع أو تواصلك معنا، وما نفعله بها، وكيف يمكنك التحكم فيها.",
  "content.privacy.toc": "في هذه الصفحة",
  "content.privacy.values.title": "قيمنا",
  "content.privacy.values.p1":
    "الثقة أساس كل صفقة عقارية. لا نجمع إلا المعلومات التي نحتاج إليها لمساعدتك، ونتحلى بالشفافية بشأن طريقة استخدامها، ولا نبيعها أبدًا.",
  "content.privacy.values.p2":
    "نتعامل مع المعلومات الشخصية وفقًا لقوانين دولة الإمارات العربية المتحدة السارية علينا، ونتوقع الأمر نفسه من كل شريك نعمل معه.",
  "content.privacy.collect.title": "المعلومات التي نجمعها",
  "content.privacy.collect.p1": "نجمع المعلومات التي تقدّمها لنا عندما:",
  "content.privacy.collect.li1":
    "ترسل نموذج تواصل أو استفسار أو عرض عقار: اسمك، وعنوان بريدك الإلكتروني، ورقم هاتفك، ورسالتك، وتفاصيل العقار عند الاقتضاء؛",
  "content.privacy.collect.li2":
    "تتقدّم لوظيفة: البيانات الواردة في نموذج الطلب والسيرة الذاتية التي تختار إرفاقها؛",
  "content.privacy.collect.li3": "تشترك في نشرتنا الإخبارية: عنوان بريدك الإلكتروني؛",
  "content.privacy.collect.li4":
    "تتصل بنا أو تراسلنا بالبريد الإلكتروني أو عبر واتساب: ما تختار أن تخبرنا به.",
  "content.privacy.collect.p2":
    "عند تصفحك الموقع، نحصي عدد مشاهدات كل صفحة في كل يوم. ولا يتضمن هذا الإحصاء عنوان IP الخاص بك، ولا يستخدم ملفات تعريف الارتباط، ولا يمكن من خلاله التعرّف على هويتك.",
  "content.privacy.use.title": "ما نفعله بالمعلومات التي نجمعها",
  "content.privacy.use.p1": "نستخدم معلوماتك من أجل:",
  "content.privacy.use.li1": "الإجابة عن أسئلتك وترتيب المعاينات والتقييمات والمكالمات؛",
  "content.privacy.use.li2": "إعداد المستندات التي يتطلبها البيع أو الشراء أو الإيجار؛",
  "content.privacy.use.li3": "النظر في طلب التوظيف الذي قدّمته؛",
  "content.privacy.use.li4": "إرسال النشرة الإخبارية التي طلبتها، إلى أن تلغي اشتراكك؛",
  "content.privacy.use.li5": "معرفة الصفحات المفيدة، لنتمكن من تحسين الموقع.",
  "content.privacy.use.p2":
    "لا نشارك المعلومات إلا عندما يقتضي طلبك ذلك، كأن نشاركها مع مالك عقار أو مطوّر، أو مع مستشار تمويل عقاري تطلب منا أن نعرّفك به، أو مع جهة رسمية مثل دائرة الأراضي والأملاك في دبي عند تسجيل صفقة، ولا نشاركها في غير ذلك إلا عندما يقتضي القانون ذلك.",
  "content.privacy.security.title": "الأمان",
  "content.privacy.security.p1":
    "يُقدَّم الموقع عبر اتصال مشفّر. وتُحفظ البيانات المرسلة في أنظمة لا يصل إليها إلا موظفونا بعد تسجيل الدخول؛ أما السير الذاتية فتُحفظ في مخزن خاص ولا تُنشر على الإنترنت أبدًا.",
  "content.privacy.security.p2":
    "نحتفظ بالاستفسارات طوال مدة مساعدتنا لك، وللمدة التي يقتضيها القانون بعد ذلك، ونحتفظ بطلبات التوظيف لمدة أقصاها اثنا عشر شهرًا، ما لم تطلب منا حذفها قبل ذلك.",
  "content.privacy.cookies.title": "كيف نستخدم ملفات تعريف الارتباط",
  "content.privacy.cookies.p1":
    "لا يتلقى زوار هذا الموقع أي ملفات تعريف ارتباط إعلانية أو خاصة بالتتبّع. وتعمل إحصاءات مشاهدات الصفحات لدينا دون ملفات تعريف الارتباط.",
  "content.privacy.cookies.p2":
    "يتلقى موظفونا ملف تعريف ارتباط واحدًا ضروريًا للغاية عند تسجيل دخولهم إلى منطقة الإدارة، للحفاظ على أمان جلستهم. وقد يتذكر متصفحك أيضًا العقارات التي تحفظها على هذا الجهاز؛ وتبقى هذه القائمة على جهازك ولا تُرسل إلينا.",
  "content.privacy.links.title": "روابط إلى مواقع أخرى",
  "content.privacy.links.p1":
    "تتضمن صفحاتنا روابط إلى مواقع أخرى، مثل واتساب والخرائط وشبكات التواصل الاجتماعي. وبمجرد مغادرتك هذا الموقع، لا يمكننا التحكم في طريقة تعامل تلك المواقع مع معلوماتك، لذا يُرجى الاطلاع على سياسات الخصوصية الخاصة بها.",
  "content.privacy.control.title": "التحكم في معلوماتك الشخصية",
  "content.privacy.control.p1":
    "يمكنك أن تسألنا في أي وقت عن المعلومات التي نحتفظ بها عنك، وأن تطلب منا تصحيحها أو حذفها. ويمكنك إلغاء اشتراكك في النشرة الإخبارية بالرد على أي عدد منها أو بمراسلتنا.",
  "content.privacy.control.p2": "راسلنا على {email} أو اتصل بنا على {phone}. نرد على كل طلب خلال 30 يومًا.",
  "content.privacy.changes": "قد نحدّث هذه السياسة، ويشير التاريخ في أعلى الصفحة إلى آخر تعديل عليها.",
} as const satisfies Record<keyof typeof content, string>;
