/** The site's own generated hero loops and banners (scripts/generate-public-media.ts). */
export type HeroVideoName = "buy" | "holiday" | "areas";
export type BannerName =
  | "banner-rent"
  | "banner-residential"
  | "banner-commercial"
  | "banner-new-projects"
  | "banner-upcoming"
  | "banner-communities"
  | "banner-area"
  | "slide-skyline"
  | "slide-villa"
  | "slide-marina";

const BANNER_WIDTHS = [640, 1280, 1920] as const;

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** A 16:9 banner in three widths. */
export function banner(name: BannerName): ResponsiveImage {
  return {
    src: `/images/${name}-1280.webp`,
    srcSet: BANNER_WIDTHS.map((w) => `/images/${name}-${w}.webp ${w}w`).join(", "),
    width: 1920,
    height: 1080,
  };
}

export interface HeroVideo {
  poster: ResponsiveImage;
  sources: { src: string; type: string }[];
}

/** A hero loop: WebM first (smaller), MP4 for Safari; a site-settings URL replaces both. */
export function heroVideo(name: HeroVideoName, override?: string): HeroVideo {
  const poster: ResponsiveImage = {
    src: `/videos/hero-${name}-poster.webp`,
    srcSet: `/videos/hero-${name}-poster-640.webp 640w, /videos/hero-${name}-poster.webp 1280w`,
    width: 1280,
    height: 720,
  };
  const url = override?.trim();
  if (url) {
    const type = /\.webm(\?|#|$)/i.test(url) ? "video/webm" : "video/mp4";
    return { poster, sources: [{ src: url, type }] };
  }
  return {
    poster,
    sources: [
      { src: `/videos/hero-${name}.webm`, type: "video/webm" },
      { src: `/videos/hero-${name}.mp4`, type: "video/mp4" },
    ],
  };
}
