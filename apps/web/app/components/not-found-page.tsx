import { useTranslation } from 'react-i18next';
import { useOptionalShell } from '../lib/use-shell.ts';
import { AppLink } from './app-link.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const shell = useOptionalShell();
  return (
    <div className="page not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.sentence')}</p>
      <AppLink className="button" to={shell?.homeHref ?? '/'}>
        {t('notFound.home')}
      </AppLink>
    </div>
  );
}
