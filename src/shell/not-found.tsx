import { useTranslation } from 'react-i18next';
import { screenMeta, type LooseT } from '../i18n/screen-meta';
import { Banner } from '../sections/banner';
import { ButtonLink } from '../sections/button-link';
import { useDocumentMeta } from './document-meta';
import styles from './not-found.module.scss';

/** Shown for any address that is not a route of the site, inside the normal shell. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentMeta(screenMeta(t as unknown as LooseT, undefined));
  return (
    <Banner title={t('notFound.title')} text={t('notFound.text')} action={null} art="grid" size="compact">
      <p className={styles.actions}>
        <ButtonLink to="/" variant="light">
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline" className={styles.secondary}>
          {t('notFound.contact')}
        </ButtonLink>
      </p>
    </Banner>
  );
}
