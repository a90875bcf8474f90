/**
 * A card that is one link (story, team member, article): an optional image, a badge, the title
 * whose link kit.css stretches over the whole card, a meta line and a text. The link goes
 * inside the section's router; the section's class carries its look.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionImage, type SectionImageProps } from './section-image';

export interface LinkCardProps {
  /** A path of the section's router. */
  to: string;
  title: string;
  /** 2 for a list of cards under the page's h1, 3 under a list heading. */
  level?: 2 | 3;
  image?: SectionImageProps;
  /** A short label above the title ("Founder", "Top story"). */
  badge?: ReactNode;
  /** The line under the title: a date, a source, a position. */
  meta?: ReactNode;
  text?: ReactNode;
  /** The section's class for its look, e.g. "news-card"; the parts are kit-card__*. */
  className?: string;
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

export function LinkCard({ to, title, level = 2, image, badge, meta, text, className }: LinkCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={withClass('kit-card', className)}>
      {image && <SectionImage {...image} className={withClass('kit-card__image', image.className)} />}
      <div className="kit-card__body">
        {badge !== undefined && <p className="kit-card__badge">{badge}</p>}
        <Heading className="kit-card__title">
          <Link className="kit-card__link" to={to}>
            {title}
          </Link>
        </Heading>
        {meta !== undefined && <p className="kit-card__meta">{meta}</p>}
        {text !== undefined && <p className="kit-card__text">{text}</p>}
      </div>
    </article>
  );
}
