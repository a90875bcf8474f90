/** A link back to the list a detail page belongs to, inside the section's router. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="kit-back">
      <Link className="kit-back__link" to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}
