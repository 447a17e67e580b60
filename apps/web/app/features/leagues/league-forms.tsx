import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

/** Create a classic or head-to-head league, or join one by its code (prefilled from an invite link). */
export function LeagueForms(props: {
  joinCode: string | null;
  error: { intent: string; message: string } | null;
}) {
  const { t } = useTranslation('game');
  const nav = useNavigation();
  const busy = nav.state === 'submitting';
  const errorFor = (intent: string) =>
    props.error?.intent === intent ? (
      <p className="form-error" role="alert">
        {t('leagues.failed', { message: props.error.message })}
      </p>
    ) : null;
  return (
    <div className="lg-forms">
      <Form method="post" className="card lg-form" aria-labelledby="lg-join-title">
        <h2 id="lg-join-title">{t('leagues.join')}</h2>
        <input type="hidden" name="intent" value="join" />
        <label className="lb-field">
          <span>{t('leagues.joinCode')}</span>
          <input
            name="code"
            required
            minLength={4}
            maxLength={32}
            autoCapitalize="characters"
            autoComplete="off"
            defaultValue={props.joinCode ?? ''}
            data-testid="join-code"
          />
        </label>
        {errorFor('join')}
        <button type="submit" className="button" disabled={busy} data-testid="join-league">
          {t('leagues.joinButton')}
        </button>
      </Form>
      <Form method="post" className="card lg-form" aria-labelledby="lg-create-title">
        <h2 id="lg-create-title">{t('leagues.create')}</h2>
        <input type="hidden" name="intent" value="create" />
        <label className="lb-field">
          <span>{t('leagues.name')}</span>
          <input name="name" required minLength={3} maxLength={40} data-testid="league-name" />
        </label>
        <fieldset className="lg-kind">
          <legend>{t('leagues.kind')}</legend>
          <label>
            <input type="radio" name="kind" value="classic" defaultChecked /> {t('leagues.classic')}
          </label>
          <label>
            <input type="radio" name="kind" value="h2h" /> {t('leagues.h2h')}
          </label>
        </fieldset>
        {errorFor('create')}
        <button type="submit" className="button" disabled={busy} data-testid="create-league">
          {t('leagues.createButton')}
        </button>
      </Form>
    </div>
  );
}
