import { GuestPage } from '../features/home/guest-page.tsx';

export default function Guest() {
  return <GuestPage />;
}
