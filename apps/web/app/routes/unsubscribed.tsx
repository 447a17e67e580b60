import { UnsubscribedPage } from '../features/terms/unsubscribed-page.tsx';

export default function Unsubscribed() {
  return <UnsubscribedPage />;
}
