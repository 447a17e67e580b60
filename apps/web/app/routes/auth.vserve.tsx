import { redirect } from 'react-router';
import { tryHeaderEnrichment } from '../features/otp/header-enrichment.server.ts';
import type { Route } from './+types/auth.vserve';

/**
 * The mobile entry: on the operator's network its gateway asserts the number (header enrichment)
 * and the visitor is signed in at once; anywhere else the number is proven by SMS code on /otp.
 */
export async function loader({ request }: Route.LoaderArgs) {
  throw (await tryHeaderEnrichment(request)) ?? redirect('/otp');
}

export default function Vserve() {
  return null;
}
