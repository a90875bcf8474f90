/**
 * The banner of a section override (decision 013): on every page of a browser whose registry
 * points a section at another origin, it names the section and the origin and offers a one-click
 * reset. The server puts an override in the embedded registry only when it honours one.
 */
import { manifestOfRelease, type BrowserRegistry, type Language } from '@site/shared-contracts';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { chromeCopy, fillTemplate } from '../copy/chrome-copy';

export const OVERRIDE_PARAMETER = 'override';
export const OVERRIDE_RESET = 'reset';
/** The version the embedded registry shows for an overridden section. */
export const OVERRIDE_VERSION = 'override';

export interface ActiveOverride {
  section: string;
  origin: string;
}

export function overridesOf(registry: BrowserRegistry): ActiveOverride[] {
  return Object.entries(registry.sections)
    .filter(([, entry]) => entry.version === OVERRIDE_VERSION)
    .map(([section, entry]) => ({ section, origin: new URL(manifestOfRelease(section, entry)).origin }));
}

const BANNER_STYLE = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10000,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0.5rem 1rem',
  background: '#ffe066',
  color: '#1a1a1a',
  font: '14px/1.4 sans-serif',
  boxShadow: '0 -2px 6px rgba(0, 0, 0, 0.25)',
} as const;

const RESET_STYLE = { color: '#1a1a1a', fontWeight: 'bold', textDecoration: 'underline' } as const;

export function OverrideBanner({ overrides, language }: { overrides: ActiveOverride[]; language: Language }) {
  const copy = chromeCopy(language).sectionOverride;
  return (
    <aside className="shell-override-banner" aria-label={copy.label} style={BANNER_STYLE}>
      {overrides.map((override) => (
        <span key={override.section}>{fillTemplate(copy.text, { ...override })}</span>
      ))}
      {/* Relative: the server clears the cookie and sends the browser back to the page it is on. */}
      <a href={`?${OVERRIDE_PARAMETER}=${OVERRIDE_RESET}`} style={RESET_STYLE}>
        {copy.reset}
      </a>
    </aside>
  );
}

/** Shows the banner, in the shell's current language, when the registry holds an override. */
export function mountOverrideBanner(
  registry: BrowserRegistry,
  store: { get(): { language: Language }; subscribe(listener: () => void): () => void },
): void {
  const overrides = overridesOf(registry);
  if (overrides.length === 0) return;
  const element = document.createElement('div');
  document.body.appendChild(element);
  function Mounted() {
    const language = useSyncExternalStore(store.subscribe, () => store.get().language);
    return <OverrideBanner overrides={overrides} language={language} />;
  }
  createRoot(element).render(<Mounted />);
}
