/**
 * The headline of each home block (SPEC.md §3): the English title always shows, the Chinese
 * title only when the visitor does not read English. The title is the block's heading.
 */
import { useLanguage } from '@site/shared-contracts/section-kit';

export interface HeadlineBlockProps {
  /** The block title in the visitor's language. */
  title: string;
  titleEnglish: string;
  titleChinese: string;
  /** The heading's id, so the block can be labelled by it. */
  id: string;
}

export function HeadlineBlock({ title, titleEnglish, titleChinese, id }: HeadlineBlockProps) {
  const language = useLanguage();
  return (
    <header className="home-headline">
      {/* Decoration: in English it repeats the title, in Chinese it labels it for the eye only. */}
      <p className="home-headline__english" lang="en" aria-hidden="true">
        {titleEnglish}
      </p>
      {language !== 'e' && <p className="home-headline__chinese">{titleChinese}</p>}
      <h2 className="home-headline__title" id={id}>
        {title}
      </h2>
    </header>
  );
}
