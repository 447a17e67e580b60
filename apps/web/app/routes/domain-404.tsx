import { useTranslation } from 'react-i18next';

export default function Domain404() {
  const { t } = useTranslation();
  return (
    <div className="page narrow" data-testid="domain-404">
      <h2>{t('domain404.heading')}</h2>
      <p>{t('domain404.sentence')}</p>
    </div>
  );
}
