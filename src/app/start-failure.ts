import enCommon from '../../locales/en/common.json';
import { catalogueLoader } from '../i18n/catalogues';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { COMMON_NS } from '../i18n/namespaces';
import styles from './boot.module.scss';

type BootCopy = typeof enCommon.boot;

/** The boot copy in `lng` when its `common` catalogue can be had (it was fetched with the entry's head start), else English. */
async function bootCopy(lng: string): Promise<{ lng: string; copy: BootCopy }> {
  const load = lng === DEFAULT_LOCALE ? undefined : catalogueLoader(lng, COMMON_NS);
  const catalogue = await load?.().catch(() => undefined);
  const copy = (catalogue?.default as { boot?: Partial<BootCopy> } | undefined)?.boot;
  if (copy?.title && copy.text && copy.reload) return { lng, copy: copy as BootCopy };
  return { lng: DEFAULT_LOCALE, copy: enCommon.boot };
}

/**
 * Shown by the entry (src/main.tsx) when the app itself cannot be downloaded, after its retries:
 * the same plain message and reload button as BootFailure (src/app/boot.tsx), built without React,
 * which is part of what did not arrive.
 */
export async function showStartFailure(container: HTMLElement, lng: string, error: unknown) {
  console.error(error);
  const { lng: shown, copy } = await bootCopy(lng);
  const section = document.createElement('section');
  section.className = styles.failure ?? '';
  section.setAttribute('role', 'alert');
  section.lang = shown;
  const title = document.createElement('h1');
  title.textContent = copy.title;
  const text = document.createElement('p');
  text.textContent = copy.text;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = copy.reload;
  reload.addEventListener('click', () => window.location.reload());
  section.append(title, text, reload);
  document.documentElement.lang = shown;
  container.replaceChildren(section);
}
