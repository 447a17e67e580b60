import type { Prize } from './prizes.server.ts';

export function PrizesPage({ prizes }: { prizes: Prize[] }) {
  return (
    <ul className="page list" data-testid="prizes">
      {prizes.map((p) => (
        <li key={p.title} className="card">
          <h2>{p.title}</h2>
          {p.image_url && <img src={p.image_url} alt="" width="320" height="160" loading="lazy" />}
          <p>{p.description}</p>
        </li>
      ))}
    </ul>
  );
}
