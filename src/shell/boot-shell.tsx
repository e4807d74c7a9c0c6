import headerStyles from './header.module.scss';
import layoutStyles from './layout.module.scss';
import { LogoMark } from './logo';

/**
 * What the app's page (index.html) shows from its first paint until the app has rendered: the
 * header's bar with the brand mark, in the header's own classes and place, so the header that
 * replaces it moves nothing. No text: the visitor's language is not known before the script runs.
 * Written into index.html at build (scripts/prerender.mjs); the app's first render replaces it.
 */
export function BootShell() {
  return (
    <div className={layoutStyles.shell} aria-hidden="true">
      <div className={headerStyles.header} data-scrolled="false">
        <div className={headerStyles.inner}>
          <span className={headerStyles.brand}>
            <LogoMark />
          </span>
        </div>
      </div>
    </div>
  );
}
