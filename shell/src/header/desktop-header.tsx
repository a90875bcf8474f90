import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { afterNextPaint } from '../after-next-paint';
import { classNames } from '../class-names';
import { fillTemplate, type ChromeCopy } from '../copy/chrome-copy';
import { LanguageSwitcher } from '../language/language-switcher';
import { Logo } from './logo';
import { isCurrentPath, menuKeyOf, panelItemsOf, visibleMenuEntries, type MenuEntry, type PanelItem } from './menu';
import { SiteLink } from '@site/shared-contracts';
import type { ChromeActions, ChromeModel } from '../chrome-model';

export interface DesktopHeaderProps {
  model: ChromeModel;
  actions: ChromeActions;
  copy: ChromeCopy;
  /** Opaque navy instead of transparent: the page is scrolled, or no banner lies under the header. */
  dark: boolean;
}

export function DesktopHeader({ model, actions, copy, dark }: DesktopHeaderProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const entries = visibleMenuEntries(model.menu, model.navigation, model.language);
  const activeKey = menuKeyOf(model.menu, model.pathname);
  const prefix = model.languagePrefix;
  return (
    <header className={classNames('shell-header', dark && 'shell-header--black', openKey && 'shell-header--open')}>
      <div className="shell-header__inner">
        <Logo href={`${prefix}/`} brand={copy.brand} label={copy.homeLink} navigate={actions.navigate} />
        <nav className="shell-nav" aria-label={copy.primaryNavigation}>
          <ul className="shell-nav__list">
            {entries.map((entry) =>
              entry.declared.investor ? (
                <li key={entry.key} className="shell-nav__item">
                  <a
                    className={classNames('shell-nav__link', activeKey === entry.key && 'shell-nav__link--active')}
                    href={model.investorHref}
                    target="_blank"
                    rel="noopener"
                  >
                    {entry.label}
                    <span className="shell-visually-hidden">{copy.opensInNewWindow}</span>
                  </a>
                </li>
              ) : (
                <NavEntry
                  key={entry.key}
                  entry={entry}
                  href={prefix + entry.path}
                  items={panelItemsOf(entry.declared, model.categories, model.language, copy)}
                  prefix={prefix}
                  pathname={model.pathname}
                  active={activeKey === entry.key}
                  open={openKey === entry.key}
                  panelLabel={fillTemplate(copy.submenu, { name: entry.label })}
                  onOpen={() => setOpenKey(entry.key)}
                  onClose={() => setOpenKey((current) => (current === entry.key ? null : current))}
                  navigate={actions.navigate}
                />
              ),
            )}
          </ul>
        </nav>
        <LanguageSwitcher
          className="shell-header__lang"
          language={model.language}
          label={copy.languageSwitcher}
          changeLanguage={actions.changeLanguage}
        />
      </div>
    </header>
  );
}

interface NavEntryProps {
  entry: MenuEntry;
  href: string;
  items: PanelItem[];
  prefix: string;
  pathname: string;
  active: boolean;
  open: boolean;
  panelLabel: string;
  onOpen(): void;
  onClose(): void;
  navigate(href: string): void;
}

/** A top entry; with sub-items it discloses a panel on hover, focus, Enter or ArrowDown. */
function NavEntry({
  entry,
  href,
  items,
  prefix,
  pathname,
  active,
  open,
  panelLabel,
  onOpen,
  onClose,
  navigate,
}: NavEntryProps) {
  const panelId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Focus that Esc hands back to the entry must not open the panel again. */
  const returningFocus = useRef(false);
  const focusFirstItemOnOpen = useRef(false);
  const hasPanel = items.length > 0;

  useEffect(() => {
    if (!open || !focusFirstItemOnOpen.current) return;
    focusFirstItemOnOpen.current = false;
    panelRef.current?.querySelector('a')?.focus();
  }, [open]);

  const closeAndFocusEntry = () => {
    onClose();
    returningFocus.current = true;
    linkRef.current?.focus();
    returningFocus.current = false;
  };

  const panelLinks = () => Array.from(panelRef.current?.querySelectorAll('a') ?? []);

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!hasPanel) return;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeAndFocusEntry();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = panelLinks();
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (event.target === linkRef.current) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      if (open) links[0]?.focus();
      else {
        focusFirstItemOnOpen.current = true;
        onOpen();
      }
    } else if (index >= 0) {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      if (next < 0) linkRef.current?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li
      className="shell-nav__item"
      onMouseEnter={hasPanel ? onOpen : undefined}
      onMouseLeave={open ? onClose : undefined}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <SiteLink
        ref={linkRef}
        className={classNames('shell-nav__link', active && 'shell-nav__link--active')}
        href={href}
        navigate={navigate}
        aria-current={isCurrentPath(entry.path, pathname) ? 'page' : undefined}
        aria-expanded={hasPanel ? open : undefined}
        aria-controls={hasPanel ? panelId : undefined}
        onFocus={() => {
          if (hasPanel && !returningFocus.current) onOpen();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && hasPanel && !open) {
            event.preventDefault();
            onOpen();
          }
        }}
        // The panel closes after the frame answering the click, as the page leaves (decision 081).
        onClick={() => void afterNextPaint().then(onClose)}
      >
        {entry.label}
      </SiteLink>
      {hasPanel && (
        <div id={panelId} ref={panelRef} className="shell-panel" hidden={!open}>
          <ul className="shell-panel__list" aria-label={panelLabel}>
            {items.map((item) => (
              <li key={item.id} className="shell-panel__item">
                <SiteLink
                  className="shell-panel__link"
                  href={prefix + item.path}
                  navigate={navigate}
                  aria-current={isCurrentPath(item.path, pathname) ? 'page' : undefined}
                  onClick={closeAndFocusEntry}
                >
                  <img
                    className="shell-panel__image"
                    src={item.image.src}
                    alt={item.alt}
                    width={item.image.width}
                    height={item.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="shell-panel__title">{item.title}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
