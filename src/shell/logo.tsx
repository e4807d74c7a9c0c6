import { useId } from 'react';

/** The Adtechinno mark: an upward chevron of signal bars inside a rounded tile. Original artwork. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const gid = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gid} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#5a3df5" />
          <stop offset="0.5" stopColor="#3b6cf6" />
          <stop offset="1" stopColor="#0fb5c9" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gid})`} />
      <path d="M9 29 L20 10 L31 29" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M14.5 24h11" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" />
      <circle cx="31" cy="10" r="3" fill="#ff7a45" />
    </svg>
  );
}
