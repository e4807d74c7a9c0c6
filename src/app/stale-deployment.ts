import { readStorage, writeStorage } from '../i18n/safe-storage';
import { ENTRY_ATTRIBUTE } from './arrival-guard';

/**
 * After a new deployment the old hashed chunks are gone: a page or catalogue chunk of the running
 * build then fails for good, and only a reload (with the new build) helps. Vite announces every
 * failed chunk with `vite:preloadError`; we then ask the server for the current document and
 * reload once when its entry script is not the one running. A flaky network (same entry) is left
 * to the in-app retry. At most one automatic reload in RELOAD_PAUSE_MS: its time is remembered
 * across the reload in sessionStorage, or in `window.name` when storage is blocked, so a server
 * that keeps announcing a build we cannot run never causes a loop (the error screen stays).
 */
const MARK = 'adtechinno:reloaded-at';
const RELOAD_PAUSE_MS = 10 * 60_000;

function lastReload(): number {
  const stored = readStorage(MARK, 'sessionStorage') ?? (window.name.startsWith(`${MARK} `) ? window.name.slice(MARK.length + 1) : '');
  return Number(stored) || 0;
}

function markReload() {
  const now = String(Date.now());
  if (!writeStorage(MARK, now, 'sessionStorage')) window.name = `${MARK} ${now}`;
}

/**
 * The module entry script of an HTML document, as an absolute URL: the first of those a built
 * document names for the arrival guard to ask for (`data-entry`), or its module script.
 */
function entryScript(doc: Document, base: string): string | undefined {
  const src = doc.documentElement.getAttribute(ENTRY_ATTRIBUTE)?.split(' ')[0] || doc.querySelector('script[type="module"][src]')?.getAttribute('src');
  return src ? new URL(src, base).href : undefined;
}

/** The entry script the server now sends for this document, when it is not the running one. */
async function newEntry(): Promise<string | undefined> {
  const url = window.location.href.split('#')[0] ?? '';
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const served = entryScript(new DOMParser().parseFromString(await response.text(), 'text/html'), url);
  return served !== entryScript(document, document.baseURI) ? served : undefined;
}

let checking = false;

export function reloadOnStaleDeployment() {
  window.addEventListener('vite:preloadError', () => {
    if (checking || Date.now() - lastReload() < RELOAD_PAUSE_MS) return;
    checking = true;
    newEntry()
      .then((entry) => {
        if (entry) {
          markReload();
          window.location.reload();
        }
      })
      .catch(() => undefined) // offline: the error screen and its retry button stay
      .finally(() => {
        checking = false;
      });
  });
}
