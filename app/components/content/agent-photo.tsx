import { useEffect, useId, useRef, useState } from "react";

/** Soft backgrounds in the site's palette (top, bottom); each person keeps theirs. */
const BACKGROUNDS: readonly [string, string][] = [
  ["#efe4d2", "#d9c4a3"],
  ["#e7ecef", "#c4d0d8"],
  ["#f3ece1", "#e2d2b8"],
  ["#e5ebe4", "#bfcdbf"],
  ["#ece8f1", "#cdc5da"],
  ["#eae6df", "#cfc6b8"],
  ["#f1e9e4", "#dcc9bd"],
  ["#e3ecee", "#bcd0d4"],
];

/** Up to two initials of a name ("Omar Al Suwaidi" → "OA"). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}

function backgroundOf(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % BACKGROUNDS.length;
}

/**
 * A member of staff's photo, cropped to fill its box (`className` gives the size and shape). With
 * no photo, or one that fails to load, their initials on a soft background stand in (decorative:
 * the name is always written beside it).
 */
export function AgentPhoto({
  name,
  photoUrl,
  alt,
  className,
  width,
  height,
  small = false,
}: {
  name: string;
  photoUrl: string;
  /** The photo's text alternative, e.g. "Photo of Sofia Petrova". */
  alt: string;
  className: string;
  /** The photo's intrinsic size hint (keeps the layout still while it loads). */
  width: number;
  height: number;
  /** A small round avatar: larger initials for its size. */
  small?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  // Its own gradient id: a shared one would vanish wherever its first copy is hidden (display: none).
  const id = `agent-bg${useId().replace(/[^\w-]/g, "")}`;
  const img = useRef<HTMLImageElement>(null);
  // A photo that failed before the page hydrated fired its error event too early for React.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  const src = photoUrl.trim();
  if (src && !failed)
    return (
      <img
        ref={img}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`object-cover ${className}`}
        data-agent-photo=""
      />
    );
  const i = backgroundOf(name);
  const [from, to] = BACKGROUNDS[i] ?? BACKGROUNDS[0];
  return (
    <svg
      viewBox="0 0 240 240"
      aria-hidden="true"
      focusable="false"
      className={className}
      preserveAspectRatio="xMidYMid slice"
      data-agent-initials=""
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect x="-120" y="-120" width="480" height="480" fill={`url(#${id})`} />
      <circle cx="196" cy="40" r="70" fill="#ffffff" opacity="0.18" />
      <text
        x="120"
        y={small ? 126 : 124}
        textAnchor="middle"
        dominantBaseline="central"
        fill="#111111"
        fillOpacity="0.6"
        fontSize={small ? 96 : 60}
        className="font-display"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
