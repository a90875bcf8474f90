/**
 * The frames of a section's pages: on desktop the headline, the section's tabs (if any) and the
 * page; on mobile one column under the headline.
 */
import type { ReactNode } from 'react';
import { HeadlineBlock, type HeadlineBlockProps } from './headline-block';

export interface PageFrameProps {
  headline: HeadlineBlockProps;
  /** The section's tabs between the headline and the page. */
  nav?: ReactNode;
  /** The section's own class for its look. */
  className?: string;
  children: ReactNode;
}

export function DesktopPage({ headline, nav, className, children }: PageFrameProps) {
  return (
    <div className={className ? `kit-page ${className}` : 'kit-page'}>
      <HeadlineBlock {...headline} />
      {nav}
      <div className="kit-page__body">{children}</div>
    </div>
  );
}

export function MobilePage({ headline, nav, className, children }: PageFrameProps) {
  return (
    <div className={className ? `kit-m-page ${className}` : 'kit-m-page'}>
      <HeadlineBlock {...headline} className="kit-m-headline" />
      {nav}
      <div className="kit-m-page__body">{children}</div>
    </div>
  );
}
