import { LandingPage } from '../features/home/landing-page.tsx';

export default function Landing() {
  return <LandingPage />;
}
