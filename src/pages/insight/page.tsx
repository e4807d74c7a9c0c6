import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../sections/banner';
import { ButtonLink } from '../../sections/button-link';
import { CardGrid, type CardItem } from '../../sections/card-grid';
import { ClosingCta } from '../../sections/closing-cta';
import { DetailDialog } from '../../sections/detail-dialog';
import { Section } from '../../sections/section';
import { CASE_STUDIES, caseArtUrl, type CaseStudyId } from './case-studies';
import styles from './page.module.scss';

type CaseStudyEntry = (typeof CASE_STUDIES)[number];

function CaseStudyDialog({ study, onClose }: { study: CaseStudyEntry; onClose: () => void }) {
  const { t } = useTranslation('insight');
  const { id } = study;
  return (
    <DetailDialog
      title={t(`cases.${id}.title`)}
      closeLabel={t('dialog.close')}
      onClose={onClose}
    >
      <div className={styles.dialogHead}>
        <img
          className={styles.dialogImage}
          src={caseArtUrl(study.art, study.palette)}
          alt={t(`art.${study.art}`)}
          width={600}
          height={400}
        />
        <dl className={styles.facts}>
          <div>
            <dt>{t('dialog.industry')}</dt>
            <dd>{t(`cases.${id}.industry`)}</dd>
          </div>
          <div>
            <dt>{t('dialog.market')}</dt>
            <dd>{t(`cases.${id}.market`)}</dd>
          </div>
        </dl>
      </div>
      <h3 className={styles.partTitle}>{t('dialog.challenge')}</h3>
      <p>{t(`cases.${id}.challenge`)}</p>
      <h3 className={styles.partTitle}>{t('dialog.approach')}</h3>
      <p>{t(`cases.${id}.approach`)}</p>
      <h3 className={styles.partTitle}>{t('dialog.result')}</h3>
      <p>{t(`cases.${id}.result`)}</p>
      <p className={styles.dialogActions}>
        <ButtonLink to={study.service} variant="outline">
          {t('dialog.service', { service: t(`cases.${id}.service`) })}
        </ButtonLink>
        <ButtonLink to="/contact">{t('dialog.contact')}</ButtonLink>
      </p>
    </DetailDialog>
  );
}

/** Insight (/insight): 18 case studies; DETAIL opens the full story in a dialog. */
export default function InsightPage() {
  const { t } = useTranslation('insight');
  const { t: tc } = useTranslation();
  const [openId, setOpenId] = useState<CaseStudyId | null>(null);
  const open = CASE_STUDIES.find((study) => study.id === openId);

  const items: CardItem[] = CASE_STUDIES.map((study) => ({
    id: study.id,
    title: t(`cases.${study.id}.title`),
    text: <p>{t('list.meta', { industry: t(`cases.${study.id}.industry`), market: t(`cases.${study.id}.market`) })}</p>,
    image: { src: caseArtUrl(study.art, study.palette), alt: t(`art.${study.art}`), width: 600, height: 400 },
    action: { label: tc('cta.detail'), onClick: () => setOpenId(study.id), opensDialog: true },
  }));

  return (
    <>
      <Banner title={t('banner.title')} text={t('banner.text')} art="wave" size="compact" />
      <Section title={t('list.title')} lead={t('list.lead')}>
        <CardGrid items={items} />
      </Section>
      {open && <CaseStudyDialog study={open} onClose={() => setOpenId(null)} />}
      <ClosingCta />
    </>
  );
}
