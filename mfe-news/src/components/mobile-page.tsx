/** The frame of every mobile page: one column under the headline. */
import type { ReactNode } from 'react';
import { HeadlineBlock, type HeadlineBlockProps } from './headline-block';

export function MobilePage({ headline, children }: { headline: HeadlineBlockProps; children: ReactNode }) {
  return (
    <div className="news-m-page">
      <HeadlineBlock {...headline} className="news-m-headline" />
      <div className="news-m-page__body">{children}</div>
    </div>
  );
}
