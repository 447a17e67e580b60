import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOptionalShell } from '../lib/use-shell.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const shell = useOptionalShell();
  return (
    <div className="page not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.sentence')}</p>
      <Link className="button" to={shell?.homeHref ?? '/'}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
