import type { map } from "../en/map.ts";

/** The Arabic of the maps (../en/map.ts). */
export const mapAr = {
  "map.region": "خريطة هذه النتائج",
  "map.detailRegion": "خريطة موقع العقار",
  "map.skip": "تخطَّ الخريطة",
  "map.unavailable": "لا يمكن عرض الخريطة على هذا الجهاز. جميع العقارات موجودة في القائمة.",
  "map.searchArea": "ابحث في هذه المنطقة",
  "map.limited":
    "{total, plural, zero {تعرض الخريطة أحدث {shown} من # عقار. قرّب الخريطة وابحث في هذه المنطقة لرؤية البقية.} one {تعرض الخريطة أحدث {shown} من عقار واحد. قرّب الخريطة وابحث في هذه المنطقة لرؤية البقية.} two {تعرض الخريطة أحدث {shown} من عقارين. قرّب الخريطة وابحث في هذه المنطقة لرؤية البقية.} few {تعرض الخريطة أحدث {shown} من # عقارات. قرّب الخريطة وابحث في هذه المنطقة لرؤية البقية.} many {تعرض الخريطة أحدث {shown} من # عقارًا. قرّب الخريطة وابحث في هذه المنطقة لرؤية البقية.} other {تعرض الخريطة أحدث {shown} من # عقار. قرّب الخريطة وابحث في هذه المنطقة لرؤية البقية.}}",
  "map.none": "لا يوجد لأيٍّ من هذه العقارات موقع على الخريطة بعد.",
  "map.pin": "{price}، {name}",
  "map.pinApprox": "{price}، {name} (موقع تقريبي)",
  "map.cluster":
    "{n, plural, zero {لا عقارات هنا} one {عقار واحد هنا} two {عقاران هنا} few {# عقارات هنا} many {# عقارًا هنا} other {# عقار هنا}}: قرّب الخريطة",
  "map.approx": "موقع تقريبي: مركز المجتمع السكني",
  "map.view": "اعرض العقار",
  "map.close": "إغلاق",
  "map.attribution": "مصادر بيانات الخريطة",
  "map.gesture.windows": "استخدم Ctrl مع عجلة التمرير لتكبير الخريطة",
  "map.gesture.mac": "استخدم ⌘ مع عجلة التمرير لتكبير الخريطة",
  "map.gesture.mobile": "استخدم إصبعين لتحريك الخريطة",
  "map.short.million": "{n} مليون",
  "map.short.thousand": "{n} ألف",
  "map.zoomIn": "تكبير",
  "map.zoomOut": "تصغير",
} as const satisfies Record<keyof typeof map, string>;
