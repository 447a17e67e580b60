import { data } from 'react-router';

/** Any unknown path: a real 404 (status and page), rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
