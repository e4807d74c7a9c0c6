import type { CommonKey } from '../shell/nav-model';

/**
 * The 13 advertising channels of the site (spec section 2, "Platform pages"), in one typed list.
 * It feeds the contact form's service-type options and the channel strip on platform pages.
 * The spec's list says `/wechat`, which is no route: that entry points at `/services/wechat`.
 */
export interface Channel {
  key: string;
  labelKey: CommonKey;
  path: string;
}

export const CHANNELS = [
  { key: 'sem', labelKey: 'channels.sem', path: '/services/sem' },
  { key: 'gdn', labelKey: 'channels.gdn', path: '/gdn' },
  { key: 'yahoo', labelKey: 'channels.yahoo', path: '/yahoo' },
  { key: 'youtube', labelKey: 'channels.youtube', path: '/youtube' },
  { key: 'facebook', labelKey: 'channels.facebook', path: '/facebook' },
  { key: 'linkedin', labelKey: 'channels.linkedin', path: '/linkedin' },
  { key: 'google', labelKey: 'channels.google', path: '/google' },
  { key: 'twitter', labelKey: 'channels.twitter', path: '/twitter' },
  { key: 'xhs', labelKey: 'channels.xhs', path: '/xhs' },
  { key: 'wechat', labelKey: 'channels.wechat', path: '/services/wechat' },
  { key: 'tiktok', labelKey: 'channels.tiktok', path: '/tiktok' },
  { key: 'graphicDesign', labelKey: 'channels.graphicDesign', path: '/graphic-design' },
  { key: 'outdoor', labelKey: 'channels.outdoor', path: '/outdoor' },
] as const satisfies readonly Channel[];

export type ChannelKey = (typeof CHANNELS)[number]['key'];
