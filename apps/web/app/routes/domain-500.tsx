import { useTranslation } from 'react-i18next';

export default function Domain500() {
  const { t } = useTranslation();
  return (
    <div className="page narrow" data-testid="domain-500">
      <h2>{t('domain500.heading')}</h2>
      <p>{t('domain500.sentence')}</p>
    </div>
  );
}
