import type { Prize } from '@gameweek/contracts/config';
import type { PrizesPageResponse } from '@gameweek/contracts/content';
import type { LanguageCode } from '@gameweek/i18n/languages';
import { data } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { normaliseError } from '../../lib/api-error.ts';
import { contentLocale } from '../../lib/content-locale.server.ts';

export type { Prize };

export interface PrizesView {
  /** The language the operator wrote them in (the default language's where the reader's has none). */
  locale: LanguageCode;
  prizes: Prize[];
}

/** The service's prizes in the reader's language (ADR 0056); a service without prizes has no page. */
export async function loadPrizes(request: Request): Promise<PrizesView> {
  try {
    const res = await serverCall<PrizesPageResponse>(request, '/v1/prizes', {
      query: { locale: contentLocale(request) },
    });
    return { locale: res.locale, prizes: res.prizes };
  } catch (e) {
    const status = normaliseError(e).statusCode;
    throw data(null, { status: status === 404 ? 404 : 502 });
  }
}
