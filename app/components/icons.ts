import { createElement, type ReactElement, type SVGProps } from "react";
import * as AlertCircleData from "lucide-react/icons/circle-exclamation-point";
import * as AlertTriangleData from "lucide-react/icons/triangle-exclamation-point";
import * as ArrowDownData from "lucide-react/icons/arrow-down";
import * as ArrowDownUpData from "lucide-react/icons/arrow-down-up";
import * as ArrowLeftData from "lucide-react/icons/arrow-left";
import * as ArrowRightData from "lucide-react/icons/arrow-right";
import * as ArrowUpData from "lucide-react/icons/arrow-up";
import * as BabyData from "lucide-react/icons/baby";
import * as BadgeCheckData from "lucide-react/icons/badge-check";
import * as BanData from "lucide-react/icons/ban";
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
import * as CircleDotData from "lucide-react/icons/circle-dot";
import * as CircleXData from "lucide-react/icons/circle-x";
import * as ClipboardListData from "lucide-react/icons/clipboard-list";
import * as ClockData from "lucide-react/icons/clock";
import * as CoinsData from "lucide-react/icons/coins";
import * as CopyData from "lucide-react/icons/copy";
import * as DownloadData from "lucide-react/icons/download";
import * as DumbbellData from "lucide-react/icons/dumbbell";
import * as ExternalLinkData from "lucide-react/icons/external-link";
import * as EyeData from "lucide-react/icons/eye";
import * as EyeOffData from "lucide-react/icons/eye-off";
import * as FileTextData from "lucide-react/icons/file-text";
import * as FileUpData from "lucide-react/icons/file-up";
import * as FootprintsData from "lucide-react/icons/footprints";
import * as GraduationCapData from "lucide-react/icons/graduation-cap";
import * as GripVerticalData from "lucide-react/icons/grip-vertical";
import * as HandCoinsData from "lucide-react/icons/hand-coins";
import * as HardHatData from "lucide-react/icons/hard-hat";
import * as HeartData from "lucide-react/icons/heart";
import * as HomeData from "lucide-react/icons/house";
import * as HouseData from "lucide-react/icons/house";
import * as ImagePlusData from "lucide-react/icons/image-plus";
import * as ImagesData from "lucide-react/icons/images";
import * as InboxData from "lucide-react/icons/inbox";
import * as InfoData from "lucide-react/icons/info";
import * as KeyRoundData from "lucide-react/icons/key-round";
import * as LanguagesData from "lucide-react/icons/languages";
import * as LayoutDashboardData from "lucide-react/icons/layout-dashboard";
import * as Link2Data from "lucide-react/icons/link-2";
import * as LoaderCircleData from "lucide-react/icons/loader-circle";
import * as LogInData from "lucide-react/icons/log-in";
import * as LogOutData from "lucide-react/icons/log-out";
import * as MailData from "lucide-react/icons/mail";
import * as MailOpenData from "lucide-react/icons/mail-open";
import * as MapData from "lucide-react/icons/map";
import * as MapPinData from "lucide-react/icons/map-pin";
import * as MenuData from "lucide-react/icons/menu";
import * as MessageCircleData from "lucide-react/icons/message-circle";
import * as MessageCircleHeartData from "lucide-react/icons/message-circle-heart";
import * as MessageSquareData from "lucide-react/icons/message-square";
import * as MessageSquareTextData from "lucide-react/icons/message-square-text";
import * as MinusData from "lucide-react/icons/minus";
import * as NewspaperData from "lucide-react/icons/newspaper";
import * as PalmtreeData from "lucide-react/icons/tree-palm";
import * as PauseData from "lucide-react/icons/pause";
import * as PencilData from "lucide-react/icons/pencil";
import * as PhoneData from "lucide-react/icons/phone";
import * as PlaneData from "lucide-react/icons/plane";
import * as PlayData from "lucide-react/icons/play";
import * as PlusData from "lucide-react/icons/plus";
import * as QuoteData from "lucide-react/icons/quote";
import * as RefreshCwData from "lucide-react/icons/refresh-cw";
import * as RotateCwData from "lucide-react/icons/rotate-cw";
import * as RssData from "lucide-react/icons/rss";
import * as RulerData from "lucide-react/icons/ruler";
import * as SaveData from "lucide-react/icons/save";
import * as SearchData from "lucide-react/icons/search";
import * as SendData from "lucide-react/icons/send";
import * as SettingsData from "lucide-react/icons/settings";
import * as Share2Data from "lucide-react/icons/share-2";
import * as ShieldAlertData from "lucide-react/icons/shield-exclamation-point";
import * as ShieldCheckData from "lucide-react/icons/shield-check";
import * as ShoppingBagData from "lucide-react/icons/shopping-bag";
import * as SlidersHorizontalData from "lucide-react/icons/sliders-horizontal";
import * as SparklesData from "lucide-react/icons/sparkles";
import * as StarData from "lucide-react/icons/star";
import * as StethoscopeData from "lucide-react/icons/stethoscope";
import * as StickyNoteData from "lucide-react/icons/sticky-note";
import * as StoreData from "lucide-react/icons/store";
import * as TagData from "lucide-react/icons/tag";
import * as TargetData from "lucide-react/icons/target";
import * as TrainFrontData from "lucide-react/icons/train-front";
import * as Trash2Data from "lucide-react/icons/trash";
import * as TreePalmData from "lucide-react/icons/tree-palm";
import * as TreesData from "lucide-react/icons/trees";
import * as TriangleAlertData from "lucide-react/icons/triangle-exclamation-point";
import * as UploadData from "lucide-react/icons/upload";
import * as UserPlusData from "lucide-react/icons/user-plus";
import * as UserRoundData from "lucide-react/icons/user-round";
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
 * attributes are Lucide's (same classes, `aria-hidden` unless the caller labels the icon).
 * A new icon: import its data below and export it through `staticIcon`.
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
function staticIcon(module: object): Icon {
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

export const AlertCircle = staticIcon(AlertCircleData);
export const AlertTriangle = staticIcon(AlertTriangleData);
export const ArrowDown = staticIcon(ArrowDownData);
export const ArrowDownUp = staticIcon(ArrowDownUpData);
export const ArrowLeft = staticIcon(ArrowLeftData);
export const ArrowRight = staticIcon(ArrowRightData);
export const ArrowUp = staticIcon(ArrowUpData);
export const Baby = staticIcon(BabyData);
export const BadgeCheck = staticIcon(BadgeCheckData);
export const Ban = staticIcon(BanData);
export const Bath = staticIcon(BathData);
export const BedDouble = staticIcon(BedDoubleData);
export const Briefcase = staticIcon(BriefcaseData);
export const Building = staticIcon(BuildingData);
export const Building2 = staticIcon(Building2Data);
export const Calculator = staticIcon(CalculatorData);
export const CalendarClock = staticIcon(CalendarClockData);
export const CalendarDays = staticIcon(CalendarDaysData);
export const Car = staticIcon(CarData);
export const Check = staticIcon(CheckData);
export const ChevronDown = staticIcon(ChevronDownData);
export const ChevronLeft = staticIcon(ChevronLeftData);
export const ChevronRight = staticIcon(ChevronRightData);
export const CircleCheck = staticIcon(CircleCheckData);
export const CircleDot = staticIcon(CircleDotData);
export const CircleX = staticIcon(CircleXData);
export const ClipboardList = staticIcon(ClipboardListData);
export const Clock = staticIcon(ClockData);
export const Coins = staticIcon(CoinsData);
export const Copy = staticIcon(CopyData);
export const Download = staticIcon(DownloadData);
export const Dumbbell = staticIcon(DumbbellData);
export const ExternalLink = staticIcon(ExternalLinkData);
export const Eye = staticIcon(EyeData);
export const EyeOff = staticIcon(EyeOffData);
export const FileText = staticIcon(FileTextData);
export const FileUp = staticIcon(FileUpData);
export const Footprints = staticIcon(FootprintsData);
export const GraduationCap = staticIcon(GraduationCapData);
export const GripVertical = staticIcon(GripVerticalData);
export const HandCoins = staticIcon(HandCoinsData);
export const HardHat = staticIcon(HardHatData);
export const Heart = staticIcon(HeartData);
export const Home = staticIcon(HomeData);
export const House = staticIcon(HouseData);
export const ImagePlus = staticIcon(ImagePlusData);
export const Images = staticIcon(ImagesData);
export const Inbox = staticIcon(InboxData);
export const Info = staticIcon(InfoData);
export const KeyRound = staticIcon(KeyRoundData);
export const Languages = staticIcon(LanguagesData);
export const LayoutDashboard = staticIcon(LayoutDashboardData);
export const Link2 = staticIcon(Link2Data);
export const LoaderCircle = staticIcon(LoaderCircleData);
export const LogIn = staticIcon(LogInData);
export const LogOut = staticIcon(LogOutData);
export const Mail = staticIcon(MailData);
export const MailOpen = staticIcon(MailOpenData);
export const MapIcon = staticIcon(MapData);
export const MapPin = staticIcon(MapPinData);
export const Menu = staticIcon(MenuData);
export const MessageCircle = staticIcon(MessageCircleData);
export const MessageCircleHeart = staticIcon(MessageCircleHeartData);
export const MessageSquare = staticIcon(MessageSquareData);
export const MessageSquareText = staticIcon(MessageSquareTextData);
export const Minus = staticIcon(MinusData);
export const Newspaper = staticIcon(NewspaperData);
export const Palmtree = staticIcon(PalmtreeData);
export const Pause = staticIcon(PauseData);
export const Pencil = staticIcon(PencilData);
export const Phone = staticIcon(PhoneData);
export const Plane = staticIcon(PlaneData);
export const Play = staticIcon(PlayData);
export const Plus = staticIcon(PlusData);
export const Quote = staticIcon(QuoteData);
export const RefreshCw = staticIcon(RefreshCwData);
export const RotateCw = staticIcon(RotateCwData);
export const Rss = staticIcon(RssData);
export const Ruler = staticIcon(RulerData);
export const Save = staticIcon(SaveData);
export const Search = staticIcon(SearchData);
export const Send = staticIcon(SendData);
export const Settings = staticIcon(SettingsData);
export const Share2 = staticIcon(Share2Data);
export const ShieldAlert = staticIcon(ShieldAlertData);
export const ShieldCheck = staticIcon(ShieldCheckData);
export const ShoppingBag = staticIcon(ShoppingBagData);
export const SlidersHorizontal = staticIcon(SlidersHorizontalData);
export const Sparkles = staticIcon(SparklesData);
export const Star = staticIcon(StarData);
export const Stethoscope = staticIcon(StethoscopeData);
export const StickyNote = staticIcon(StickyNoteData);
export const Store = staticIcon(StoreData);
export const Tag = staticIcon(TagData);
export const Target = staticIcon(TargetData);
export const TrainFront = staticIcon(TrainFrontData);
export const Trash2 = staticIcon(Trash2Data);
export const TreePalm = staticIcon(TreePalmData);
export const Trees = staticIcon(TreesData);
export const TriangleAlert = staticIcon(TriangleAlertData);
export const Upload = staticIcon(UploadData);
export const UserPlus = staticIcon(UserPlusData);
export const UserRound = staticIcon(UserRoundData);
export const Users = staticIcon(UsersData);
export const Video = staticIcon(VideoData);
export const WavesLadder = staticIcon(WavesLadderData);
export const Wrench = staticIcon(WrenchData);
export const X = staticIcon(XData);
