import { HomePage } from '../features/home/home-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';

export const handle: RouteHandle = { titleKey: 'home.title' };

export default function Home() {
  return <HomePage />;
}
