import { useEffect } from 'react';
import type { ScreenMeta } from '../i18n/screen-meta';

/**
 * Keeps the document's title and description those of the screen on show (src/i18n/screen-meta.ts,
 * the rule the prerendered head was written with). Writes only what differs: on a document the app
 * takes over, nothing changes, in the tab or for a crawler that reads the page after its scripts.
 */
export function useDocumentMeta({ title, description }: ScreenMeta) {
  useEffect(() => {
    if (document.title !== title) document.title = title;
    const meta = document.querySelector('meta[name="description"]');
    if (meta && meta.getAttribute('content') !== description) meta.setAttribute('content', description);
  }, [title, description]);
}
