/** Pauses between attempts of a download: three tries in about two seconds, then give up. */
export const RETRY_DELAYS: readonly number[] = [400, 1600];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` again after each pause of `delays` while it rejects (a flaky network, a blip while
 * going back online); rejects with the last error. Every attempt calls `load` afresh, so a failed
 * `import()` is fetched again by a browser that asks the network again. One that keeps a failed
 * module for the document's life, as the HTML standard's module map has it (Chromium 150 does),
 * fails the later attempts at once: only a new document loads it (the language switcher and the
 * error screen, src/shell/page-error.tsx, open one when the server answers).
 */
export async function withRetry<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const pause = delays[attempt];
      if (pause === undefined) throw error;
      await sleep(pause);
    }
  }
}

/**
 * Whether the server answers for `url` (a HEAD request, never from a cache): before the page is
 * replaced by a new document, so that offline the visitor keeps the page, not the browser's error.
 */
export async function reachable(url: string): Promise<boolean> {
  const target = new URL(url, window.location.href);
  target.hash = '';
  try {
    return (await fetch(target.href, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * What to forget once the error screen shows: each module that keeps failed downloads from being
 * tried again in a loop (the page registry, the catalogue backend) registers here, and the error
 * boundary (src/shell/error-boundary.tsx) calls `forgetFailedDownloads()`, so that its "Try
 * again", or the next visit, downloads them again.
 */
const forgetters = new Set<() => void>();

export function onForgetFailedDownloads(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetFailedDownloads(): void {
  for (const forget of forgetters) forget();
}
