import type { Resources } from '../../../i18n/resources.gen';
import type { IndustryIconName } from '../../../sections/industry-cards';
import type { InlineLinks, SitePath } from '../../../sections/service-descriptor';

type Catalogue = Resources['service-industry-design']['industries'];
export type IndustryId = keyof Catalogue['items'];
/** Which label the card's optional link carries: `industries.see.<kind>` (SEE INSIGHT / SEE SHOWCASE). */
export type IndustrySeeKind = keyof Catalogue['see'];

export interface Industry {
  id: IndustryId;
  icon: IndustryIconName;
  /** The optional link of the card, with its label and target. */
  see: { kind: IndustrySeeKind; to: SitePath };
  /** The spec keeps every card's link hidden: its flag is false for all nine. */
  isSee: boolean;
  /** Inline links of `industries.items.<id>.text`. */
  links?: InlineLinks;
}

/** The nine industry cards of /services/industry-design, in order. */
export const INDUSTRIES: readonly Industry[] = [
  { id: 'education', icon: 'education', see: { kind: 'insight', to: '/insight' }, isSee: false, links: { sem: '/services/sem' } },
  { id: 'finance', icon: 'finance', see: { kind: 'insight', to: '/insight' }, isSee: false },
  { id: 'beauty', icon: 'beauty', see: { kind: 'showcase', to: '/insight' }, isSee: false, links: { xhs: '/services/xiaohongshu' } },
  { id: 'property', icon: 'property', see: { kind: 'insight', to: '/insight' }, isSee: false },
  { id: 'fmcg', icon: 'fmcg', see: { kind: 'showcase', to: '/insight' }, isSee: false, links: { douyin: '/services/douyin' } },
  {
    id: 'retail',
    icon: 'retail',
    see: { kind: 'insight', to: '/insight' },
    isSee: false,
    links: { omnichannel: '/services/omnichannel-marketing' },
  },
  {
    id: 'ecommerce',
    icon: 'ecommerce',
    see: { kind: 'showcase', to: '/insight' },
    isSee: false,
    links: { china: '/services/china-ecommerce', sea: '/services/southeast-asia-ecommerce' },
  },
  {
    id: 'travel',
    icon: 'travel',
    see: { kind: 'insight', to: '/insight' },
    isSee: false,
    links: { global: '/services/global-digital' },
  },
  { id: 'automotive', icon: 'automotive', see: { kind: 'showcase', to: '/insight' }, isSee: false, links: { video: '/services/video' } },
];
