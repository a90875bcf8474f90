/** A company page of the content API (profile, culture, shareholders): banner, lead and body. */
import { useId } from 'react';
import type { SitePage } from '@site/shared-contracts';
import { RichText, SectionImage } from '@site/shared-contracts/section-kit';
import { IMAGE_SIZES } from './image-sizes';

export function CompanyPageArticle({ page }: { page: SitePage }) {
  const headingId = useId();
  return (
    <article className="about-article" aria-labelledby={headingId}>
      <SectionImage
        className="about-article__banner"
        src={page.image}
        alt={page.title}
        size={IMAGE_SIZES.banner}
        eager
      />
      <h2 id={headingId} className="about-article__title">
        {page.title}
      </h2>
      <p className="about-article__subtitle">{page.subtitle}</p>
      <p className="about-article__summary">{page.summary}</p>
      <RichText html={page.content} />
    </article>
  );
}
