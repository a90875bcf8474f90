/**
 * The headline atop a page or a block (SPEC.md §3): the English title always shows, the Chinese
 * title only when the visitor does not read English. The title is the page's one h1, or a
 * block's h2. SPEC.md §4: on mount it reads the language cookie and, when another tab chose
 * another language meanwhile, asks the shell to switch to it.
 */
import { useEffect } from 'react';
import { languageOfCookies } from '@site/shared-contracts';
import { useLanguage, useSection } from './section-context';

export interface HeadlineBlockProps {
  /** The title in the visitor's language. */
  title: string;
  titleEnglish: string;
  titleChinese: string;
  /** 1 for a page's headline (the default), 2 for a block's. */
  level?: 1 | 2;
  /** The heading's id, so a block can be labelled by it. */
  id?: string;
  /** Extra class, e.g. for the mobile layout or a section's own look. */
  className?: string;
}

export function HeadlineBlock({ title, titleEnglish, titleChinese, level = 1, id, className }: HeadlineBlockProps) {
  const language = useLanguage();
  const { bus } = useSection().props;
  useEffect(() => {
    const chosen = languageOfCookies(document.cookie);
    if (chosen && chosen !== language) bus.emit('language:request', { language: chosen });
    // On mount only: a later switch writes the cookie and the language together.
  }, []);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={className ? `kit-headline ${className}` : 'kit-headline'}>
      {/* Decoration: in English it repeats the title, in Chinese it labels it for the eye only. */}
      <p className="kit-headline__english" lang="en" aria-hidden="true">
        {titleEnglish}
      </p>
      {language !== 'e' && <p className="kit-headline__chinese">{titleChinese}</p>}
      <Heading className="kit-headline__title" id={id}>
        {title}
      </Heading>
    </header>
  );
}
