/** A company page of the content API (profile, culture, shareholders): banner, lead and body. */
import { useId } from 'react';
import type { SitePage } from '@site/shared-contracts';
import { AboutImage } from './about-image';
import { RichText } from './rich-text';

export function CompanyPageArticle({ page }: { page: SitePage }) {
  const headingId = useId();
  return (
    <article className="about-article" aria-labelledby={headingId}>
      <AboutImage className="about-article__banner" src={page.image} alt={page.title} kind="banner" eager />
      <h2 id={headingId} className="about-article__title">
        {page.title}
      </h2>
      <p className="about-article__subtitle">{page.subtitle}</p>
      <p className="about-article__summary">{page.summary}</p>
      <RichText html={page.content} />
    </article>
  );
}
