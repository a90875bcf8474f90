/**
 * One product view, on desktop and mobile: the views counter, the product video (controls, no
 * autoplay; sized so nothing shifts while it loads), the summary and the sanitized rich text.
 */
import type { ProductView } from '@site/shared-contracts';
import { RichText, fill } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { PRODUCT_VIDEO_SIZE } from './sizes';

/** 12345 → "12,345": the same on the server and in any browser, whatever its locale data. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function ProductViewArticle({ view }: { view: ProductView }) {
  const copy = useCopy();
  return (
    <article className="ps-view">
      <p className="ps-view__counter">
        <span className="ps-view__counter-label">{copy.view.viewsLabel}</span>{' '}
        <data className="ps-view__counter-value" value={view.views}>
          {formatCount(view.views)}
        </data>
      </p>
      <figure className="ps-view__media">
        <video
          className="ps-view__video"
          controls
          preload="metadata"
          playsInline
          poster={view.video.poster}
          width={PRODUCT_VIDEO_SIZE.width}
          height={PRODUCT_VIDEO_SIZE.height}
          src={view.video.src}
          aria-label={fill(copy.view.videoLabel, { title: view.title })}
        >
          <p>
            {copy.view.videoFallback} <a href={view.video.src}>{copy.view.videoDownload}</a>
          </p>
        </video>
        <figcaption className="ps-view__summary">{view.summary}</figcaption>
      </figure>
      <RichText className="ps-view__content" html={view.content} />
    </article>
  );
}
