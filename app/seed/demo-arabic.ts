import { NO_ARABIC_TEXT } from "../modules/properties/property.localized.ts";
/**
 * The Arabic of a few demo listings (issue 20): their name, description and lists as a Dubai agency
 * writes them on the Arabic portals (Western digits, "قدم مربع", "درهم", the communities as the
 * portals spell them), each a translation of the English the generator writes for that listing
 * (demo-text.ts). Some are written in part only (a name without a description, a description
 * without lists) and every other listing stays English, so the Arabic pages show both what staff
 * wrote and the English fallback. Keyed by the listing's index in the standard demo data (the
 * default seed; other seeds, which tests use, stay English); `building` is the building the English
 * names, checked when the data is built, so a change to the generator cannot put one listing's
 * Arabic on another.
 */
import type { Property } from "../modules/properties/property.fields.ts";

type ArabicText = Pick<
  Property,
  "name_ar" | "desc_ar" | "features_ar" | "keyFeatures_ar" | "exclusiveAmenities_ar" | "primeLocation_ar"
>;

interface DemoArabic extends Partial<ArabicText> {
  /** The listing's `buildingName`: which listing this text was written for. */
  building: string;
}

const TO_MARINA = [
  "5 دقائق إلى دبي مارينا مول",
  "5 دقائق إلى شاطئ جي بي آر",
  "15 دقيقة إلى مول الإمارات",
  "20 دقيقة إلى شاطئ كايت بيتش",
];

const DEMO_ARABIC: Record<number, DemoArabic> = {
  // Buy, Dubai Marina, 2 bedrooms.
  0: {
    building: "Alcove Residences",
    name_ar: "بائع جاد | شقة بغرفتي نوم | إطلالة جزئية على البحر",
    desc_ar: [
      "شقة واسعة بمساحة 1,285 قدم مربع، تضم غرفتي نوم وثلاثة حمامات، في ألكوف ريزيدنسز، دبي مارينا.",
      "من أبرز مزاياها تصميم دوبلكس على مستويين، وغرفة تخزين، وتكييف مركزي. وتأتي مع موقف سيارات مخصص.",
      "تبعد عن دبي مارينا مول 5 دقائق، وعن شاطئ جي بي آر 5 دقائق.",
      "تُباع شاغرة: يمكنك الانتقال إليها بعد نقل الملكية. المعاينة بموعد مسبق مع أرجون.",
    ].join("\n\n"),
    features_ar: [
      "غرفة تخزين",
      "تكييف مركزي",
      "خدمة كونسيرج",
      "خزائن ملابس مدمجة",
      "نوافذ من الأرض حتى السقف",
    ],
    keyFeatures_ar: ["إطلالة جزئية على البحر", "شاغرة عند نقل الملكية", "تصميم دوبلكس", "طابق مرتفع"],
    exclusiveAmenities_ar: ["صالة عمل مشتركة", "ملعب بادل", "مضمار للجري", "خدمة صف السيارات"],
    primeLocation_ar: TO_MARINA,
  },
  // Buy, Downtown Dubai, a 4-bedroom penthouse.
  2: {
    building: "Halden Court",
    name_ar: "بنتهاوس دوبلكس من 4 غرف نوم | تراس خاص | إطلالة على برج خليفة",
    desc_ar: [
      "يسرّنا أن نقدّم هذا البنتهاوس المُجدَّد المكوّن من 4 غرف نوم في هالدن كورت، وسط مدينة دبي. تبلغ مساحته 6,805 قدم مربع ويضم خمسة حمامات.",
      "من أبرز مزاياه تصميم دوبلكس على مستويين، وغرفة ملابس، ونظام منزل ذكي. ويأتي مع موقفين مخصصين للسيارات.",
      "شاغر وجاهز للسكن بعد نقل الملكية. رسوم الخدمة 22 درهمًا للقدم المربع. اتصل بعمر لترتيب موعد المعاينة.",
    ].join("\n\n"),
    features_ar: [
      "غرفة ملابس",
      "موقف سيارات مغطى",
      "نظام منزل ذكي",
      "مطبخ مجهز",
      "مسبح مشترك",
      "أجهزة مطبخ",
      "نادٍ رياضي مشترك",
      "شرفة",
      "غرفة تخزين",
      "غرفة خادمة",
    ],
    keyFeatures_ar: [
      "إطلالة على برج خليفة",
      "شاغر عند نقل الملكية",
      "مفروش جزئيًا",
      "تصميم دوبلكس",
      "غرفة خادمة",
      "طابق مرتفع",
    ],
    exclusiveAmenities_ar: [
      "منصة لليوغا",
      "نادٍ رياضي متكامل التجهيز",
      "سبا وساونا",
      "صالة عمل مشتركة",
      "تراسات للشواء",
    ],
    primeLocation_ar: [
      "5 دقائق إلى دبي مول",
      "5 دقائق إلى مركز دبي المالي العالمي",
      "15 دقيقة إلى شاطئ كايت بيتش",
    ],
  },
  // Buy, Dubai Hills Estate, a 4-bedroom villa.
  4: {
    building: "Ambra Gardens",
    name_ar: "فيلا حصرية من 4 غرف نوم | مسبح خاص | دبي هيلز استيت",
    desc_ar: [
      "فيلا بحالة ممتازة في أمبرا جاردنز، دبي هيلز استيت، بمساحة 5,595 قدم مربع على قطعة أرض مساحتها 11,260 قدم مربع، تضم أربع غرف نوم وخمسة حمامات.",
      "شاغرة وجاهزة للسكن بعد نقل الملكية.",
      "تتميز بمسبح خاص وغرفة خادمة وتراس على السطح. تبعد عن دبي هيلز مول 5 دقائق، وعن مول الإمارات 10 دقائق.",
    ].join("\n\n"),
    features_ar: [
      "مسبح خاص",
      "غرفة خادمة",
      "تراس على السطح",
      "موقف سيارات مغطى",
      "غرفة مكتب",
      "غرفة معيشة عائلية",
      "تكييف مركزي",
      "غرفة غسيل",
    ],
    keyFeatures_ar: ["إطلالة على الحديقة", "شاغرة عند نقل الملكية", "قطعة أرض على زاوية", "غرفة خادمة"],
    exclusiveAmenities_ar: ["نادٍ اجتماعي", "ملاعب تنس وبادل", "مسابح المجمع", "مدارس داخل المجمع"],
    primeLocation_ar: [
      "5 دقائق إلى دبي هيلز مول",
      "10 دقائق إلى مول الإمارات",
      "15 دقيقة إلى شاطئ كايت بيتش",
      "15 دقيقة إلى القرية العالمية",
    ],
  },
  // Rent, Dubai Marina, 1 bedroom.
  20: {
    building: "Ambra Court",
    name_ar: "شقة بغرفة نوم بحالة ممتازة | إطلالة كاملة على البحر | متاحة الآن",
    desc_ar: [
      "متاحة الآن للإيجار: شقة مُجدَّدة بغرفة نوم واحدة في أمبرا كورت، دبي مارينا، بمساحة 790 قدم مربع وحمام واحد. تتميز بتصميم دوبلكس على مستويين، ونظام منزل ذكي، ومطبخ مجهز مع أجهزته. وتأتي مع موقف سيارات مخصص.",
      "136,000 درهم سنويًا بشيك واحد، والتبريد مجاني. مبلغ التأمين 5%. اتصل بعمر لترتيب موعد المعاينة.",
    ].join("\n\n"),
    features_ar: [
      "خدمة كونسيرج",
      "نظام منزل ذكي",
      "مطبخ مجهز",
      "مسبح مشترك",
      "أجهزة مطبخ",
      "أرضيات مُحسَّنة",
      "نوافذ من الأرض حتى السقف",
      "منطقة ألعاب للأطفال",
    ],
    keyFeatures_ar: ["إطلالة كاملة على البحر", "التبريد مجاني", "مفروشة بالكامل", "تصميم دوبلكس"],
    exclusiveAmenities_ar: [
      "حدائق منسّقة على منصة المبنى",
      "مسبح إنفينيتي",
      "منطقة ألعاب للأطفال",
      "صالة للسكان",
    ],
    primeLocation_ar: TO_MARINA,
  },
  // Rent, Downtown Dubai, 2 bedrooms: the name only (the description and lists show in English).
  21: {
    building: "Alcove Heights",
    name_ar: "شقة بغرفتي نوم | إطلالة على النافورة | بالقرب من المترو",
  },
  // Commercial, Business Bay, an office for sale: the name and description (the lists in English).
  36: {
    building: "Larimar Plaza",
    name_ar: "مكتب مجهز للبيع | 1,300 قدم مربع | الخليج التجاري",
    desc_ar: [
      "تبحث عن مكتب مجهز على بُعد 5 دقائق من دبي مول؟ هذه الوحدة بمساحة 1,300 قدم مربع في لاريمار بلازا، الخليج التجاري، متاحة للبيع. المساحة مجهزة بالكامل، مع منطقة استقبال وفواصل زجاجية ومطبخ صغير.",
      "تأتي مع موقف سيارات مخصص. رسوم الخدمة 17 درهمًا للقدم المربع.",
      "تُباع شاغرة عند نقل الملكية. اتصل بأرجون لترتيب موعد المعاينة.",
    ].join("\n\n"),
  },
  // Holiday home, Palm Jumeirah, 2 bedrooms.
  48: {
    building: "Olivine Tower",
    name_ar: "بيت عطلات بغرفتي نوم | إطلالة على الشاطئ | على بُعد خطوات من الرمال",
    desc_ar: [
      "على بُعد خطوات من الرمال في نخلة جميرا: شقة أنيقة بغرفتي نوم في برج أوليفين للإقامات القصيرة.",
      "من نخلة جميرا يبعد دبي مارينا مول 10 دقائق فقط. ويحظى السكان بخدمة كونسيرج على مدار الساعة ومنطقة ألعاب للأطفال.",
      "استمتع بالإطلالة على الشاطئ، وإنترنت واي فاي سريع، ومطبخ مجهز بالكامل، وبياضات ومناشف نظيفة، وخدمة تنظيف كل ثلاثة أيام. ابتداءً من 850 درهمًا في الليلة؛ الحد الأدنى للإقامة ليلتان، شاملة رسوم درهم السياحة، وتسجيل الوصول من الساعة 3 عصرًا.",
    ].join("\n\n"),
    features_ar: [
      "شرفة",
      "يُسمح بالحيوانات الأليفة",
      "نوافذ من الأرض حتى السقف",
      "مسبح مشترك",
      "موقف سيارات مغطى",
      "نادٍ رياضي مشترك",
    ],
    keyFeatures_ar: [
      "إطلالة على الشاطئ",
      "السعر لليلة الواحدة",
      "مفروشة بالكامل",
      "صالة وطعام بتصميم مفتوح",
      "طابق مرتفع",
      "موقف سيارات واحد",
    ],
    exclusiveAmenities_ar: [
      "خدمة كونسيرج على مدار الساعة",
      "منطقة ألعاب للأطفال",
      "غرفة سينما",
      "منصة لليوغا",
      "صالة للسكان",
      "خدمة صف السيارات",
    ],
    primeLocation_ar: ["10 دقائق إلى دبي مارينا مول", "10 دقائق إلى شاطئ جي بي آر"],
  },
  // New project, Dubai Creek Harbour, 2 bedrooms.
  60: {
    building: "Corallo Residences",
    name_ar: "كورالو باي ذا ووتر | شقق بغرفتي نوم ابتداءً من 3,350,000 درهم | دبي كريك هاربر",
    desc_ar: [
      "أطلقه أحد كبار المطورين: يقدّم مشروع كورالو باي ذا ووتر شققًا بغرفتي نوم بإطلالة على أفق وسط مدينة دبي في دبي كريك هاربر. ادفع 10% عند الحجز مع خطة سداد 50/50: 50% خلال فترة الإنشاء والباقي عند التسليم المتوقع في الربع الثاني من 2027.",
      "تأتي كل وحدة مع غرفة غسيل وأرضيات مُحسَّنة.",
      "يبعد المشروع 10 دقائق عن مطار دبي الدولي و10 دقائق عن خور دبي. رسوم الخدمة التقديرية 21 درهمًا للقدم المربع.",
      "تُودَع الدفعات في حساب الضمان الخاص بالمشروع والمسجّل لدى مؤسسة التنظيم العقاري (ريرا).",
    ].join("\n\n"),
    features_ar: ["نادٍ رياضي مشترك", "غرفة غسيل", "أرضيات مُحسَّنة", "منطقة ألعاب للأطفال", "مسبح مشترك"],
    keyFeatures_ar: ["إطلالة على أفق وسط مدينة دبي", "خطة سداد 50/50", "التسليم في الربع الثاني من 2027"],
    exclusiveAmenities_ar: ["صالة عمل مشتركة", "مضمار للجري", "غرفة سينما", "خدمة كونسيرج على مدار الساعة"],
    primeLocation_ar: ["10 دقائق إلى مطار دبي الدولي", "10 دقائق إلى خور دبي", "15 دقيقة إلى دبي مول"],
  },
};

/** A listing not written in Arabic: the Arabic pages show its English. */
export const NO_ARABIC: ArabicText = NO_ARABIC_TEXT;

/**
 * The Arabic fields of the standard demo data's listing `index` (in the building `building`): what
 * is written for it here, else NO_ARABIC. Throws when the text was written for another building:
 * the generator changed, and the Arabic must be written again for the listing now there.
 */
export function demoArabic(index: number, building: string | null): ArabicText {
  const entry = DEMO_ARABIC[index];
  if (!entry) return NO_ARABIC;
  if (entry.building !== building)
    throw new Error(
      `The Arabic of demo listing ${index} was written for ${entry.building}, not ${building}: update demo-arabic.ts`,
    );
  const { building: _, ...text } = entry;
  return { ...NO_ARABIC, ...text };
}
