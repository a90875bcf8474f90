import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="news-back">
      <Link className="news-back__link" to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}
