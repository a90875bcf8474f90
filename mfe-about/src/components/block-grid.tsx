/** The titled blocks of a company page, as a grid (one column on a phone). */
import { useId } from 'react';
import type { ContentBlock } from '@site/shared-contracts';
import { SectionImage } from '@site/shared-contracts/section-kit';
import { IMAGE_SIZES, type ImageKind } from './image-sizes';

export interface BlockGridProps {
  heading: string;
  blocks: readonly ContentBlock[];
  /** The size of the blocks' images: product pictures on the profile, value pictures on culture. */
  imageKind: ImageKind;
}

export function BlockGrid({ heading, blocks, imageKind }: BlockGridProps) {
  const headingId = useId();
  if (blocks.length === 0) return null;
  return (
    <section className="about-blocks" aria-labelledby={headingId}>
      <h2 id={headingId} className="kit-section-title">
        {heading}
      </h2>
      <ul className="kit-grid">
        {blocks.map((block) => (
          <li key={block.title} className={block.image ? 'about-block' : 'about-block about-block--text'}>
            {block.image && (
              <SectionImage
                className="about-block__image"
                src={block.image}
                alt={block.title}
                size={IMAGE_SIZES[imageKind]}
              />
            )}
            <h3 className="about-block__title">{block.title}</h3>
            <p className="about-block__text">{block.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
