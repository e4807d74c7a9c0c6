/** Namespace of the shell (header, navigation, footer, shared call-to-action labels). */
export const COMMON_NS = 'common';
