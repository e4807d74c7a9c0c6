import type { ReactNode } from 'react';

/**
 * Wireframes of ad placements (original artwork, decorative: aria-hidden): a page or a phone in
 * neutral lines, the ad slot in the brand violet. Used by the ad-format overview cards.
 */
export type AdPlacement =
  | 'homepage'
  | 'sectionFront'
  | 'midArticle'
  | 'feed'
  | 'mobileNews'
  | 'stories'
  | 'search'
  | 'banner'
  | 'video'
  | 'carousel'
  | 'splash'
  | 'audio';

const LINE = '#c9cfe3';
const SOFT = '#e8ebf5';
const AD = '#5a3df5';
const AD_SOFT = '#d9d2ff';
const ACCENT = '#0fb5c9';

function Lines({ x, y, w, n, gap = 10 }: { x: number; y: number; w: number; n: number; gap?: number }) {
  return (
    <>
      {Array.from({ length: n }, (_, i) => (
        <rect key={i} x={x} y={y + i * gap} width={i === n - 1 ? w * 0.6 : w} height="4" rx="2" fill={LINE} />
      ))}
    </>
  );
}

function Browser({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="20" y="10" width="200" height="130" rx="10" fill="#fff" stroke={LINE} strokeWidth="2" />
      <path d="M20 28h200" stroke={LINE} strokeWidth="2" />
      <circle cx="32" cy="19" r="3" fill={LINE} />
      <circle cx="42" cy="19" r="3" fill={LINE} />
      <circle cx="52" cy="19" r="3" fill={LINE} />
      {children}
    </>
  );
}

function Phone({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="80" y="6" width="80" height="138" rx="12" fill="#fff" stroke={LINE} strokeWidth="2" />
      <rect x="108" y="12" width="24" height="4" rx="2" fill={LINE} />
      {children}
    </>
  );
}

function Art({ placement }: { placement: AdPlacement }) {
  switch (placement) {
    case 'homepage':
      return (
        <Browser>
          <rect x="32" y="38" width="96" height="52" rx="4" fill={SOFT} />
          <Lines x={32} y={98} w={96} n={3} />
          <rect x="138" y="38" width="70" height="30" rx="4" fill={AD} />
          <rect x="138" y="74" width="70" height="30" rx="4" fill={AD_SOFT} />
          <Lines x={138} y={112} w={70} n={2} />
        </Browser>
      );
    case 'sectionFront':
      return (
        <Browser>
          <rect x="32" y="36" width="176" height="8" rx="3" fill={ACCENT} opacity="0.5" />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={32 + i * 60} y="52" width="52" height="34" rx="4" fill={i === 2 ? AD : SOFT} />
              <Lines x={32 + i * 60} y={94} w={52} n={3} />
            </g>
          ))}
        </Browser>
      );
    case 'midArticle':
      return (
        <Browser>
          <Lines x={44} y={38} w={152} n={3} />
          <rect x="44" y="70" width="152" height="34" rx="4" fill={AD} />
          <Lines x={44} y={112} w={152} n={2} />
        </Browser>
      );
    case 'feed':
      return (
        <Browser>
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x="40" y={38 + i * 32} width="40" height="24" rx="3" fill={i === 1 ? AD : SOFT} />
              <Lines x={88} y={42 + i * 32} w={112} n={2} />
            </g>
          ))}
        </Browser>
      );
    case 'mobileNews':
      return (
        <Phone>
          <Lines x={90} y={24} w={60} n={2} />
          <rect x="90" y="44" width="60" height="34" rx="4" fill={AD} />
          <Lines x={90} y={86} w={60} n={3} />
          <rect x="90" y="118" width="60" height="18" rx="3" fill={SOFT} />
        </Phone>
      );
    case 'stories':
      return (
        <Phone>
          <rect x="88" y="22" width="64" height="114" rx="6" fill={AD} />
          <rect x="94" y="28" width="52" height="3" rx="1.5" fill="#fff" opacity="0.8" />
          <rect x="100" y="110" width="40" height="14" rx="7" fill="#fff" />
        </Phone>
      );
    case 'search':
      return (
        <Browser>
          <rect x="44" y="38" width="152" height="14" rx="7" fill="#fff" stroke={LINE} strokeWidth="2" />
          <rect x="44" y="60" width="152" height="22" rx="4" fill={AD_SOFT} stroke={AD} strokeWidth="2" />
          <Lines x={44} y={92} w={152} n={4} />
        </Browser>
      );
    case 'banner':
      return (
        <Browser>
          <rect x="32" y="36" width="176" height="22" rx="4" fill={AD} />
          <Lines x={32} y={68} w={120} n={6} />
          <rect x="160" y="68" width="48" height="60" rx="4" fill={AD_SOFT} />
        </Browser>
      );
    case 'video':
      return (
        <Browser>
          <rect x="44" y="38" width="152" height="78" rx="6" fill={AD} />
          <path d="M112 62v30l26-15z" fill="#fff" />
          <rect x="44" y="124" width="152" height="4" rx="2" fill={LINE} />
          <rect x="44" y="124" width="50" height="4" rx="2" fill={ACCENT} />
        </Browser>
      );
    case 'carousel':
      return (
        <Phone>
          <Lines x={90} y={24} w={60} n={2} />
          <rect x="90" y="46" width="44" height="56" rx="4" fill={AD} />
          <rect x="138" y="46" width="20" height="56" rx="4" fill={AD_SOFT} />
          <circle cx="112" cy="112" r="2.5" fill={AD} />
          <circle cx="120" cy="112" r="2.5" fill={LINE} />
          <circle cx="128" cy="112" r="2.5" fill={LINE} />
          <Lines x={90} y={122} w={60} n={1} />
        </Phone>
      );
    case 'splash':
      return (
        <Phone>
          <rect x="86" y="20" width="68" height="118" rx="6" fill={AD} />
          <rect x="130" y="26" width="18" height="8" rx="4" fill="#fff" opacity="0.8" />
          <circle cx="120" cy="76" r="16" fill={ACCENT} />
        </Phone>
      );
    case 'audio':
      return (
        <Phone>
          <rect x="92" y="26" width="56" height="56" rx="6" fill={SOFT} />
          {[0, 1, 2, 3, 4, 5, 6].map((i) => (
            <rect key={i} x={94 + i * 8} y={104 - ((i * 7) % 16)} width="4" height={8 + ((i * 7) % 16)} rx="2" fill={AD} />
          ))}
          <rect x="92" y="118" width="56" height="4" rx="2" fill={LINE} />
          <rect x="92" y="118" width="22" height="4" rx="2" fill={ACCENT} />
        </Phone>
      );
  }
}

export function AdPlacementArt({ placement, className }: { placement: AdPlacement; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 150" width="240" height="150" aria-hidden="true" focusable="false">
      <Art placement={placement} />
    </svg>
  );
}
