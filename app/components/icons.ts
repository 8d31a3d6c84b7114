import { createElement, type ReactElement, type SVGProps } from "react";
import * as AlertCircleData from "lucide-react/icons/circle-exclamation-point";
import * as AlertTriangleData from "lucide-react/icons/triangle-exclamation-point";
import * as ArrowRightData from "lucide-react/icons/arrow-right";
import * as BabyData from "lucide-react/icons/baby";
import * as BadgeCheckData from "lucide-react/icons/badge-check";
import * as BathData from "lucide-react/icons/bath";
import * as BedDoubleData from "lucide-react/icons/bed-double";
import * as BriefcaseData from "lucide-react/icons/briefcase";
import * as BuildingData from "lucide-react/icons/building";
import * as Building2Data from "lucide-react/icons/building-complex";
import * as CalculatorData from "lucide-react/icons/calculator";
import * as CalendarClockData from "lucide-react/icons/calendar-clock";
import * as CalendarDaysData from "lucide-react/icons/calendar-days";
import * as CarData from "lucide-react/icons/car";
import * as CheckData from "lucide-react/icons/check";
import * as ChevronDownData from "lucide-react/icons/chevron-down";
import * as ChevronLeftData from "lucide-react/icons/chevron-left";
import * as ChevronRightData from "lucide-react/icons/chevron-right";
import * as CircleCheckData from "lucide-react/icons/circle-check";
import * as ClockData from "lucide-react/icons/clock";
import * as CoinsData from "lucide-react/icons/coins";
import * as DumbbellData from "lucide-react/icons/dumbbell";
import * as FileTextData from "lucide-react/icons/file-text";
import * as FootprintsData from "lucide-react/icons/footprints";
import * as GraduationCapData from "lucide-react/icons/graduation-cap";
import * as HandCoinsData from "lucide-react/icons/hand-coins";
import * as HeartData from "lucide-react/icons/heart";
import * as HomeData from "lucide-react/icons/house";
import * as ImagesData from "lucide-react/icons/images";
import * as KeyRoundData from "lucide-react/icons/key-round";
import * as LanguagesData from "lucide-react/icons/languages";
import * as LayoutGridData from "lucide-react/icons/layout-grid";
import * as LoaderCircleData from "lucide-react/icons/loader-circle";
import * as MailData from "lucide-react/icons/mail";
import * as MapData from "lucide-react/icons/map";
import * as MapPinData from "lucide-react/icons/map-pin";
import * as MenuData from "lucide-react/icons/menu";
import * as MessageCircleData from "lucide-react/icons/message-circle";
import * as MessageCircleHeartData from "lucide-react/icons/message-circle-heart";
import * as MessageSquareTextData from "lucide-react/icons/message-square-text";
import * as PalmtreeData from "lucide-react/icons/tree-palm";
import * as PauseData from "lucide-react/icons/pause";
import * as PhoneData from "lucide-react/icons/phone";
import * as PlaneData from "lucide-react/icons/plane";
import * as PlayData from "lucide-react/icons/play";
import * as QuoteData from "lucide-react/icons/quote";
import * as RulerData from "lucide-react/icons/ruler";
import * as SearchData from "lucide-react/icons/search";
import * as Share2Data from "lucide-react/icons/share-2";
import * as ShieldCheckData from "lucide-react/icons/shield-check";
import * as ShoppingBagData from "lucide-react/icons/shopping-bag";
import * as SlidersHorizontalData from "lucide-react/icons/sliders-horizontal";
import * as SparklesData from "lucide-react/icons/sparkles";
import * as StarData from "lucide-react/icons/star";
import * as StethoscopeData from "lucide-react/icons/stethoscope";
import * as TagData from "lucide-react/icons/tag";
import * as TargetData from "lucide-react/icons/target";
import * as TrainFrontData from "lucide-react/icons/train-front";
import * as TreesData from "lucide-react/icons/trees";
import * as UsersData from "lucide-react/icons/users";
import * as VideoData from "lucide-react/icons/video";
import * as WavesLadderData from "lucide-react/icons/waves-ladder";
import * as WrenchData from "lucide-react/icons/wrench";
import * as XData from "lucide-react/icons/x";

/**
 * The site's icons: Lucide's drawings, rendered as one `<svg>` whose shapes are a fixed string.
 * Lucide's own components build every `<path>` as a React element on each render (two components
 * and a context read per icon): on a listing page that was a third of the elements the server
 * renders and the browser hydrates (issue 25). Here the shapes are joined once per icon and set as
 * the svg's inner markup, so the server writes a string and hydration skips them. The markup and
 * attributes are Lucide's (`aria-hidden` unless the caller labels the icon; the icon's own class,
 * without Lucide's extra class per alias name, which nothing here uses).
 * A new icon: import its data below and export it through `staticIcon` (icons only the admin
 * uses: admin/icons.ts, so they stay out of the public pages' scripts).
 */
interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> {
  size?: number | string;
}
export type Icon = ((props: IconProps) => ReactElement) & { displayName?: string };

type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

const escapeAttr = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The shapes of an icon as markup (React's `key` dropped). */
function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join("");
      return `<${tag}${list}></${tag}>`;
    })
    .join("");
}

const labelled = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith("aria-") || name === "role" || name === "title"),
  );

/** An icon component from a Lucide icon module (`lucide-react/icons/<name>`). */
export function staticIcon(module: object): Icon {
  const data = (module as { __iconData?: { name: string; node: IconNode } }).__iconData;
  if (!data) throw new Error("not a Lucide icon module");
  const html = { __html: iconMarkup(data.node) };
  const base = `lucide lucide-${data.name}`;
  const StaticIcon: Icon = ({ size = 24, strokeWidth = 2, className, ...rest }: IconProps) =>
    createElement("svg", {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: className ? `${base} ${className}`.trimEnd() : base,
      ...(labelled(rest) ? {} : { "aria-hidden": "true" }),
      ...rest,
      dangerouslySetInnerHTML: html,
    });
  StaticIcon.displayName = data.name;
  return StaticIcon;
}

export const AlertCircle = /* @__PURE__ */ staticIcon(AlertCircleData);
export const AlertTriangle = /* @__PURE__ */ staticIcon(AlertTriangleData);
export const ArrowRight = /* @__PURE__ */ staticIcon(ArrowRightData);
export const Baby = /* @__PURE__ */ staticIcon(BabyData);
export const BadgeCheck = /* @__PURE__ */ staticIcon(BadgeCheckData);
export const Bath = /* @__PURE__ */ staticIcon(BathData);
export const BedDouble = /* @__PURE__ */ staticIcon(BedDoubleData);
export const Briefcase = /* @__PURE__ */ staticIcon(BriefcaseData);
export const Building = /* @__PURE__ */ staticIcon(BuildingData);
export const Building2 = /* @__PURE__ */ staticIcon(Building2Data);
export const Calculator = /* @__PURE__ */ staticIcon(CalculatorData);
export const CalendarClock = /* @__PURE__ */ staticIcon(CalendarClockData);
export const CalendarDays = /* @__PURE__ */ staticIcon(CalendarDaysData);
export const Car = /* @__PURE__ */ staticIcon(CarData);
export const Check = /* @__PURE__ */ staticIcon(CheckData);
export const ChevronDown = /* @__PURE__ */ staticIcon(ChevronDownData);
export const ChevronLeft = /* @__PURE__ */ staticIcon(ChevronLeftData);
export const ChevronRight = /* @__PURE__ */ staticIcon(ChevronRightData);
export const CircleCheck = /* @__PURE__ */ staticIcon(CircleCheckData);
export const Clock = /* @__PURE__ */ staticIcon(ClockData);
export const Coins = /* @__PURE__ */ staticIcon(CoinsData);
export const Dumbbell = /* @__PURE__ */ staticIcon(DumbbellData);
export const FileText = /* @__PURE__ */ staticIcon(FileTextData);
export const Footprints = /* @__PURE__ */ staticIcon(FootprintsData);
export const GraduationCap = /* @__PURE__ */ staticIcon(GraduationCapData);
export const HandCoins = /* @__PURE__ */ staticIcon(HandCoinsData);
export const Heart = /* @__PURE__ */ staticIcon(HeartData);
export const Home = /* @__PURE__ */ staticIcon(HomeData);
export const Images = /* @__PURE__ */ staticIcon(ImagesData);
export const KeyRound = /* @__PURE__ */ staticIcon(KeyRoundData);
export const Languages = /* @__PURE__ */ staticIcon(LanguagesData);
export const LayoutGrid = /* @__PURE__ */ staticIcon(LayoutGridData);
export const LoaderCircle = /* @__PURE__ */ staticIcon(LoaderCircleData);
export const Mail = /* @__PURE__ */ staticIcon(MailData);
export const MapIcon = /* @__PURE__ */ staticIcon(MapData);
export const MapPin = /* @__PURE__ */ staticIcon(MapPinData);
export const Menu = /* @__PURE__ */ staticIcon(MenuData);
export const MessageCircle = /* @__PURE__ */ staticIcon(MessageCircleData);
export const MessageCircleHeart = /* @__PURE__ */ staticIcon(MessageCircleHeartData);
export const MessageSquareText = /* @__PURE__ */ staticIcon(MessageSquareTextData);
export const Palmtree = /* @__PURE__ */ staticIcon(PalmtreeData);
export const Pause = /* @__PURE__ */ staticIcon(PauseData);
export const Phone = /* @__PURE__ */ staticIcon(PhoneData);
export const Plane = /* @__PURE__ */ staticIcon(PlaneData);
export const Play = /* @__PURE__ */ staticIcon(PlayData);
export const Quote = /* @__PURE__ */ staticIcon(QuoteData);
export const Ruler = /* @__PURE__ */ staticIcon(RulerData);
export const Search = /* @__PURE__ */ staticIcon(SearchData);
export const Share2 = /* @__PURE__ */ staticIcon(Share2Data);
export const ShieldCheck = /* @__PURE__ */ staticIcon(ShieldCheckData);
export const ShoppingBag = /* @__PURE__ */ staticIcon(ShoppingBagData);
export const SlidersHorizontal = /* @__PURE__ */ staticIcon(SlidersHorizontalData);
export const Sparkles = /* @__PURE__ */ staticIcon(SparklesData);
export const Star = /* @__PURE__ */ staticIcon(StarData);
export const Stethoscope = /* @__PURE__ */ staticIcon(StethoscopeData);
export const Tag = /* @__PURE__ */ staticIcon(TagData);
export const Target = /* @__PURE__ */ staticIcon(TargetData);
export const TrainFront = /* @__PURE__ */ staticIcon(TrainFrontData);
export const Trees = /* @__PURE__ */ staticIcon(TreesData);
export const Users = /* @__PURE__ */ staticIcon(UsersData);
export const Video = /* @__PURE__ */ staticIcon(VideoData);
export const WavesLadder = /* @__PURE__ */ staticIcon(WavesLadderData);
export const Wrench = /* @__PURE__ */ staticIcon(WrenchData);
export const X = /* @__PURE__ */ staticIcon(XData);
