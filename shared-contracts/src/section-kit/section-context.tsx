/**
 * What every component of a section may read: the props the shell passed and the language the
 * visitor reads in now. The language starts from the shell and follows its 'language:changed'
 * events, so a switch re-renders the copy and re-fetches the content.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../language';
import type { SectionProps } from '../section';

export interface SectionContextValue {
  props: SectionProps;
  language: Language;
}

/** The section around a component, if any (SiteLink also renders in the shell's chrome, outside any section). */
export const SectionContext = createContext<SectionContextValue | null>(null);

export function SectionProvider({ props, children }: { props: SectionProps; children: ReactNode }) {
  const [language, setLanguage] = useState(() => props.getLanguage());

  useEffect(() => {
    const follow = ({ language: next }: { language: Language }) => setLanguage(next);
    props.bus.on('language:changed', follow);
    // A switch between the first render and this subscription would otherwise be missed.
    setLanguage(props.getLanguage());
    return () => {
      props.bus.off('language:changed', follow);
    };
  }, [props]);

  const value = useMemo(() => ({ props, language }), [props, language]);
  return <SectionContext.Provider value={value}>{children}</SectionContext.Provider>;
}

export function useSection(): SectionContextValue {
  const value = useContext(SectionContext);
  if (!value) throw new Error('useSection() needs a <SectionProvider> above it');
  return value;
}

export function useLanguage(): Language {
  return useSection().language;
}
