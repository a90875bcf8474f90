/**
 * The headline atop every page (SPEC.md §3): the English title always shows, the Chinese title
 * only when the visitor does not read English. The page title is the page's one h1.
 */
import { useLanguage } from '@site/shared-contracts/section-kit';

export interface HeadlineBlockProps {
  /** The page title in the visitor's language. */
  title: string;
  titleEnglish: string;
  titleChinese: string;
  /** Extra class for the mobile layout. */
  className?: string;
}

export function HeadlineBlock({ title, titleEnglish, titleChinese, className }: HeadlineBlockProps) {
  const language = useLanguage();
  return (
    <header className={className ? `news-headline ${className}` : 'news-headline'}>
      {/* Decoration: in English it repeats the title, in Chinese it labels it for the eye only. */}
      <p className="news-headline__english" lang="en" aria-hidden="true">
        {titleEnglish}
      </p>
      {language !== 'e' && <p className="news-headline__chinese">{titleChinese}</p>}
      <h1 className="news-headline__title">{title}</h1>
    </header>
  );
}
