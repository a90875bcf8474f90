/** The frame of every mobile page: one column under the headline. */
import type { ReactNode } from 'react';
import { HeadlineBlock, type HeadlineBlockProps } from './headline-block';

export function MobilePage({ headline, children }: { headline: HeadlineBlockProps; children: ReactNode }) {
  return (
    <div className="about-m-page">
      <HeadlineBlock {...headline} className="about-m-headline" />
      <div className="about-m-page__body">{children}</div>
    </div>
  );
}
