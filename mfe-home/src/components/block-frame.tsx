/** The frame every home block after the hero shares: its headline, its lead, its content, its "more" link. */
import type { ReactNode } from 'react';
import type { HomeComponent } from '@site/shared-contracts';
import { HeadlineBlock, SiteLink } from '@site/shared-contracts/section-kit';

export interface BlockFrameProps {
  block: HomeComponent;
  headline: { titleEnglish: string; titleChinese: string };
  /** Where "more" goes on this device; no link when null. */
  more: { to: string; label: string } | null;
  tone?: 'light' | 'tinted' | 'dark';
  children: ReactNode;
}

export function BlockFrame({ block, headline, more, tone = 'light', children }: BlockFrameProps) {
  const headingId = `home-block-${block.type}`;
  return (
    <section className={`home-block home-block--${block.type} home-block--${tone}`} aria-labelledby={headingId}>
      <div className="home-block__inner">
        <HeadlineBlock level={2} id={headingId} className="home-headline" title={block.title} {...headline} />
        {block.subtitle && <p className="home-block__lead">{block.subtitle}</p>}
        {children}
        {more && (
          <p className="home-block__more">
            <SiteLink to={more.to} className="home-button home-button--outline">
              {more.label}
            </SiteLink>
          </p>
        )}
      </div>
    </section>
  );
}
