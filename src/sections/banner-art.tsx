/** Decorative banner artwork (original SVG): a night gradient with data arcs and nodes. */
export type BannerArtVariant = 'orbit' | 'grid' | 'wave';

export function BannerArt({ variant = 'orbit' }: { variant?: BannerArtVariant }) {
  return (
    <svg
      viewBox="0 0 1440 520"
      preserveAspectRatio="xMidYMid slice"
      width="1440"
      height="520"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="ba-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1026" />
          <stop offset="0.55" stopColor="#1b1f55" />
          <stop offset="1" stopColor="#2a1763" />
        </linearGradient>
        <radialGradient id="ba-glow" cx="0.78" cy="0.35" r="0.45">
          <stop offset="0" stopColor="#0fb5c9" stopOpacity="0.55" />
          <stop offset="1" stopColor="#0fb5c9" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="ba-glow2" cx="0.15" cy="0.9" r="0.4">
          <stop offset="0" stopColor="#5a3df5" stopOpacity="0.6" />
          <stop offset="1" stopColor="#5a3df5" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="520" fill="url(#ba-bg)" />
      <rect width="1440" height="520" fill="url(#ba-glow)" />
      <rect width="1440" height="520" fill="url(#ba-glow2)" />
      {variant === 'grid' && (
        <g stroke="#ffffff" strokeOpacity="0.07">
          {Array.from({ length: 24 }, (_, i) => (
            <path key={`v${i}`} d={`M${i * 64} 0V520`} />
          ))}
          {Array.from({ length: 9 }, (_, i) => (
            <path key={`h${i}`} d={`M0 ${i * 64}H1440`} />
          ))}
        </g>
      )}
      {variant === 'wave' && (
        <g fill="none" strokeWidth="2">
          {Array.from({ length: 7 }, (_, i) => (
            <path
              key={i}
              d={`M0 ${300 + i * 22} C 360 ${200 + i * 30}, 720 ${420 - i * 12}, 1440 ${240 + i * 20}`}
              stroke={i % 2 ? '#0fb5c9' : '#8b7bff'}
              strokeOpacity={0.12 + i * 0.04}
            />
          ))}
        </g>
      )}
      {variant === 'orbit' && (
        <g fill="none">
          <circle cx="1120" cy="200" r="120" stroke="#8b7bff" strokeOpacity="0.35" strokeWidth="2" />
          <circle cx="1120" cy="200" r="200" stroke="#0fb5c9" strokeOpacity="0.25" strokeWidth="2" strokeDasharray="4 12" />
          <circle cx="1120" cy="200" r="290" stroke="#ffffff" strokeOpacity="0.1" strokeWidth="2" />
        </g>
      )}
      <g>
        <path d="M880 420 L1010 300 L1120 360 L1260 210 L1380 250" fill="none" stroke="#0fb5c9" strokeOpacity="0.7" strokeWidth="3" />
        {[
          [880, 420],
          [1010, 300],
          [1120, 360],
          [1260, 210],
          [1380, 250],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill="#ffffff" fillOpacity="0.9" />
        ))}
        <circle cx="1260" cy="210" r="14" fill="#ff7a45" fillOpacity="0.85" />
      </g>
    </svg>
  );
}
