import type { SimpleIcon } from 'simple-icons';
import {
  siApplemusic,
  siApplepodcasts,
  siBaidu,
  siFacebook,
  siGoogle,
  siGoogleads,
  siGoogledisplayandvideo360,
  siGooglemarketingplatform,
  siGooglenews,
  siGrab,
  siInstagram,
  siLine,
  siNaver,
  siNetflix,
  siSinaweibo,
  siSpotify,
  siTiktok,
  siWechat,
  siX,
  siXiaohongshu,
  siYoutube,
  siYoutubemusic,
} from 'simple-icons';

/**
 * The platform logo map of the spec (section 3, "Logo list"). A logo is either a glyph from the
 * `simple-icons` package or, where the package has no such brand (several were removed from it),
 * a typographic wordmark. Every logo's accessible name is `common:logos.<key>`.
 */
export const LOGO_KEYS = [
  'baidu', 'bing', 'criteo', 'douyin', 'facebook', 'google', 'google2', 'googleAds', 'googleNews',
  'instagram', 'line', 'linkedin', 'naver', 'smallredbook', 'souhu', 'tiktok', 'tiktok2', 'toutiao',
  'twitter', 'video360', 'wechat', 'weibo', 'yahoo', 'yandex', 'youku', 'youtube', 'joox', 'desk',
  'apple', 'spotify', 'podcasts', 'youtubeMusic', 'tero', 'acast', 'zing', 'noice', 'netflix', 'mytv',
  'transport', 'asiaray', 'taboola', 'grab', 'instagram2', 'redBook',
] as const;

export type LogoKey = (typeof LOGO_KEYS)[number];

export type LogoArt = { kind: 'icon'; icon: SimpleIcon } | { kind: 'wordmark' };

const icon = (i: SimpleIcon): LogoArt => ({ kind: 'icon', icon: i });
const wordmark: LogoArt = { kind: 'wordmark' };

export const LOGOS: Readonly<Record<LogoKey, LogoArt>> = {
  baidu: icon(siBaidu),
  bing: wordmark,
  criteo: wordmark,
  douyin: wordmark,
  facebook: icon(siFacebook),
  google: icon(siGoogle),
  google2: icon(siGooglemarketingplatform),
  googleAds: icon(siGoogleads),
  googleNews: icon(siGooglenews),
  instagram: icon(siInstagram),
  line: icon(siLine),
  linkedin: wordmark,
  naver: icon(siNaver),
  smallredbook: icon(siXiaohongshu),
  souhu: wordmark,
  tiktok: icon(siTiktok),
  tiktok2: icon(siTiktok),
  toutiao: wordmark,
  twitter: icon(siX),
  video360: icon(siGoogledisplayandvideo360),
  wechat: icon(siWechat),
  weibo: icon(siSinaweibo),
  yahoo: wordmark,
  yandex: wordmark,
  youku: wordmark,
  youtube: icon(siYoutube),
  joox: wordmark,
  desk: wordmark,
  apple: icon(siApplemusic),
  spotify: icon(siSpotify),
  podcasts: icon(siApplepodcasts),
  youtubeMusic: icon(siYoutubemusic),
  tero: wordmark,
  acast: wordmark,
  zing: wordmark,
  noice: wordmark,
  netflix: icon(siNetflix),
  mytv: wordmark,
  transport: wordmark,
  asiaray: wordmark,
  taboola: wordmark,
  grab: icon(siGrab),
  instagram2: icon(siInstagram),
  redBook: icon(siXiaohongshu),
};

interface LogoProps {
  logo: LogoKey;
  /** The accessible (and visible) brand name, from `common:logos.<key>`. */
  name: string;
  className?: string;
  glyphClassName?: string;
  captionClassName?: string;
  wordmarkClassName?: string;
}

/**
 * One logo as an image with an accessible name: a 24×24 glyph with the brand name as caption, or a
 * wordmark of the brand name. The visible parts are hidden from assistive technology, which reads
 * the name once from the `role="img"` wrapper.
 */
export function Logo({ logo, name, className, glyphClassName, captionClassName, wordmarkClassName }: LogoProps) {
  const art = LOGOS[logo];
  return (
    <span role="img" aria-label={name} className={className} data-logo={logo} data-kind={art.kind}>
      {art.kind === 'icon' ? (
        <>
          <svg className={glyphClassName} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d={art.icon.path} fill="currentColor" />
          </svg>
          <span className={captionClassName} aria-hidden="true">
            {name}
          </span>
        </>
      ) : (
        <span className={wordmarkClassName} aria-hidden="true">
          {name}
        </span>
      )}
    </span>
  );
}
