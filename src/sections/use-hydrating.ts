import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * True while React renders on the server (the prerendered documents) or hydrates such a document
 * in the browser (React then reads the server snapshot); false in every browser render after that,
 * for which React re-renders the component once hydration is done.
 */
export function useServerOrHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, () => false, () => true);
}
