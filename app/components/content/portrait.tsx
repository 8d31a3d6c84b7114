/**
 * An illustrated portrait drawn in SVG: a demo stand-in for an agent's photo (no real person is
 * pictured). Flat shapes in the site's palette; each agent gets their own look.
 */
export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: "short" | "side" | "long" | "bun" | "curly" | "scarf" | "bald";
  suit: string;
  shirt: string;
  background: [string, string];
  glasses?: boolean;
  beard?: boolean;
}

function Hair({ look, behind }: { look: PortraitLook; behind: boolean }) {
  const { hair, hairStyle } = look;
  if (behind) {
    if (hairStyle === "long")
      return <path d="M72 112c0-44 22-66 48-66s48 22 48 66v74c-14 8-82 8-96 0z" fill={hair} />;
    if (hairStyle === "scarf")
      return (
        <path d="M66 118c0-48 24-74 54-74s54 26 54 74c0 30-6 62-16 80H82c-10-18-16-50-16-80z" fill={hair} />
      );
    return null;
  }
  switch (hairStyle) {
    case "short":
      return <path d="M80 104c-2-34 16-52 40-52s42 16 40 52c-6-16-18-24-40-24s-34 8-40 24z" fill={hair} />;
    case "side":
      return (
        <path
          d="M79 108c-4-38 16-58 43-58 26 0 42 20 39 52-10-14-26-22-46-20-14 2-26 10-36 26z"
          fill={hair}
        />
      );
    case "long":
      return (
        <path d="M80 110c-2-36 16-56 40-56s42 20 40 56c-8-22-22-30-40-34-16 6-30 14-40 34z" fill={hair} />
      );
    case "bun":
      return (
        <>
          <circle cx="120" cy="46" r="16" fill={hair} />
          <path d="M80 108c-2-34 16-52 40-52s42 18 40 52c-8-18-22-26-40-26s-32 8-40 26z" fill={hair} />
        </>
      );
    case "curly":
      return (
        <g fill={hair}>
          {[86, 100, 114, 128, 142, 156].map((x, i) => (
            <circle key={x} cx={x} cy={i % 2 ? 66 : 72} r="15" />
          ))}
          <circle cx="82" cy="90" r="12" />
          <circle cx="158" cy="90" r="12" />
        </g>
      );
    case "scarf":
      return <path d="M76 112c0-38 18-58 44-58s44 20 44 58c-10-16-24-26-44-26s-34 10-44 26z" fill={hair} />;
    default:
      return null;
  }
}

export function Portrait({
  look,
  label,
  className,
}: {
  look: PortraitLook;
  label: string;
  className?: string;
}) {
  const id = `bg-${look.background.join("").replace(/#/g, "")}`;
  const scarf = look.hairStyle === "scarf";
  return (
    <svg
      viewBox="0 0 240 300"
      role="img"
      aria-label={label}
      className={className}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={look.background[0]} />
          <stop offset="1" stopColor={look.background[1]} />
        </linearGradient>
      </defs>
      <rect width="240" height="300" fill={`url(#${id})`} />
      <circle cx="196" cy="58" r="70" fill="#ffffff" opacity="0.12" />
      <Hair look={look} behind />
      {/* Shoulders, shirt and lapels. */}
      <path d="M28 300c4-62 38-92 92-92s88 30 92 92z" fill={look.suit} />
      <path d="M100 210h40l-20 52z" fill={look.shirt} />
      <path d="M100 210l20 52-30-18-12-30zM140 210l-20 52 30-18 12-30z" fill="#000" opacity="0.18" />
      {/* Neck and head. */}
      {scarf ? null : (
        <>
          <rect x="106" y="170" width="28" height="44" rx="12" fill={look.skin} />
          <path d="M106 196c8 8 20 8 28 0v14c-8 6-20 6-28 0z" fill="#000" opacity="0.12" />
        </>
      )}
      {scarf ? null : (
        <>
          <ellipse cx="80" cy="128" rx="7" ry="11" fill={look.skin} />
          <ellipse cx="160" cy="128" rx="7" ry="11" fill={look.skin} />
        </>
      )}
      <ellipse cx="120" cy="124" rx="40" ry="50" fill={look.skin} />
      <Hair look={look} behind={false} />
      {scarf ? (
        <path
          d="M80 140c4 36 22 56 40 56s36-20 40-56c6 30 4 58-6 72H86c-10-14-12-42-6-72z"
          fill={look.hair}
        />
      ) : null}
      {look.beard ? (
        <path d="M82 130c4 34 20 44 38 44s34-10 38-44c-6 12-18 18-38 18s-32-6-38-18z" fill={look.hair} />
      ) : null}
      {/* A calm face: eyes, brows and a small smile. */}
      <g fill="#1f1b16">
        <ellipse cx="104" cy="126" rx="3.6" ry="4.4" />
        <ellipse cx="136" cy="126" rx="3.6" ry="4.4" />
      </g>
      <g stroke="#1f1b16" strokeLinecap="round" fill="none" opacity="0.7">
        <path d="M96 114q8-5 16 0" strokeWidth="3" />
        <path d="M128 114q8-5 16 0" strokeWidth="3" />
        <path d="M109 151q11 8 22 0" strokeWidth="3" />
      </g>
      {look.glasses ? (
        <g stroke="#1f1b16" strokeWidth="2.5" fill="none">
          <circle cx="104" cy="126" r="11" />
          <circle cx="136" cy="126" r="11" />
          <path d="M115 126h10" />
        </g>
      ) : null}
    </svg>
  );
}
