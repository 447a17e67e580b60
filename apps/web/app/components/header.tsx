import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteHeader } from '../lib/route-handle.ts';
import { useShell } from '../lib/use-shell.ts';
import { BackIcon } from './icons.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { Menu } from './menu.tsx';

/** Back (history back), centred title with the optional "N Pts" badge, language selector, menu. */
export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { productName, logoSrc } = useShell();
  const { titleKey, points } = useRouteHeader();
  return (
    <header className="header">
      <div className="header-inner">
        <button
          type="button"
          className="icon-button"
          onClick={() => navigate(-1)}
          aria-label={t('header.back')}
        >
          <BackIcon />
        </button>
        <div className="header-title">
          {titleKey ? (
            <h1 className="title-text">{t(titleKey)}</h1>
          ) : (
            <img src={logoSrc} width="200" height="40" alt={productName} className="header-logo" />
          )}
          {points != null && (
            <span className="points-badge" data-testid="points-badge">
              {t('header.points', { points })}
            </span>
          )}
        </div>
        <div className="header-actions">
          <LanguageSelector />
          <Menu />
        </div>
      </div>
    </header>
  );
}
