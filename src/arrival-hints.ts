/**
 * index.html's second script, a small classic one that runs as soon as it arrives, long before the
 * app: it starts the arrival screen's font files in the language the app will choose (see
 * src/app/font-hints.ts). Built by scripts/font-hints.mjs, not part of the app's bundle.
 */
import table from 'virtual:font-hints';
import { hintArrivalFonts } from './app/font-hints';
import { arrivalRoute } from './app/routes';
import { arrivalLanguage } from './i18n/arrival-language';

try {
  hintArrivalFonts(table, arrivalLanguage(), arrivalRoute(window.location.hash)?.ns).catch(() => undefined);
} catch {
  // Only a head start: the app loads its fonts without it, and must not see an error from here.
}
