import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { afterNextPaint } from '../after-next-paint';
import type { ChromeCopy } from '../copy/chrome-copy';
import { LanguageSwitcher } from '../language/language-switcher';
import { Logo } from './logo';
import { isCurrentPath, menuKeyOf, mobileGroupsOf, visibleMenuEntries, type MobileGroup } from './menu';
import { SiteLink } from '@site/shared-contracts';
import type { ChromeActions, ChromeModel } from '../chrome-model';
import { useTap } from './use-tap';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach inside a container (collapsed accordion panels are hidden). */
function focusableIn(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
    (element) => element.closest('[hidden]') === null,
  );
}

export interface MobileHeaderProps {
  model: ChromeModel;
  actions: ChromeActions;
  copy: ChromeCopy;
}

export function MobileHeader({ model, actions, copy }: MobileHeaderProps) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const menuTap = useTap<HTMLButtonElement>(() => setOpen(true));
  const prefix = model.languagePrefix;
  const close = () => setOpen(false);
  // The tapped link is the tap's answer: the drawer's unmount (focus back, the page's overflow)
  // follows once that frame has painted, as the navigation does (actions.navigate, decision 081).
  const navigate = (href: string) => {
    void afterNextPaint().then(close);
    actions.navigate(href);
  };

  return (
    <header className="shell-mheader">
      <Logo href={`${prefix}/m`} brand={copy.brand} label={copy.homeLink} navigate={actions.navigate} />
      <button
        ref={menuButton}
        type="button"
        className="shell-mheader__menu"
        aria-label={copy.mobile.openMenu}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        {...menuTap}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <Drawer
          id={drawerId}
          model={model}
          actions={actions}
          copy={copy}
          navigate={navigate}
          onClose={close}
          returnFocusTo={menuButton}
        />
      )}
    </header>
  );
}

interface DrawerProps {
  id: string;
  model: ChromeModel;
  actions: ChromeActions;
  copy: ChromeCopy;
  navigate(href: string): void;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The modal menu drawer: focus moves in, stays in while open, and returns to the menu button. */
function Drawer({ id, model, actions, copy, navigate, onClose, returnFocusTo }: DrawerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeTap = useTap<HTMLButtonElement>(onClose);
  const activeKey = menuKeyOf(model.menu, model.pathname);
  const groups = mobileGroupsOf(visibleMenuEntries(model.menu, model.navigation, model.language), model.language);
  const prefix = model.languagePrefix;

  useEffect(() => {
    // The open drawer is the tap's answer: focus moves in and the page stops scrolling once the
    // frame showing it has painted. Focusing in the tap's own task forced a layout of the new
    // drawer before that frame (decision 081). Focus the visitor has already put inside stays.
    let restoreOverflow: (() => void) | null = null;
    let active = true;
    void afterNextPaint().then(() => {
      if (!active) return;
      if (!dialog.current?.contains(document.activeElement)) focusableIn(dialog.current)[0]?.focus();
      const { overflow } = document.body.style;
      document.body.style.overflow = 'hidden';
      restoreOverflow = () => (document.body.style.overflow = overflow);
    });
    return () => {
      active = false;
      restoreOverflow?.();
      returnFocusTo.current?.focus();
    };
  }, [returnFocusTo]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(dialog.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !dialog.current?.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="shell-drawer-layer">
      <div className="shell-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        id={id}
        className="shell-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
      >
        <div className="shell-drawer__top">
          <h2 id={titleId} className="shell-drawer__title">
            {copy.mobile.drawer}
          </h2>
          <button type="button" className="shell-drawer__close" aria-label={copy.mobile.closeMenu} {...closeTap}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav className="shell-drawer__nav" aria-labelledby={titleId}>
          <SiteLink
            className="shell-drawer__home"
            href={`${prefix}/m`}
            navigate={navigate}
            aria-current={isCurrentPath('/m', model.pathname) ? 'page' : undefined}
          >
            {copy.mobile.home}
          </SiteLink>
          {groups.map((group) => (
            <AccordionGroup
              key={group.key}
              group={group}
              prefix={prefix}
              pathname={model.pathname}
              initiallyExpanded={activeKey === group.key}
              navigate={navigate}
            />
          ))}
        </nav>
        <LanguageSwitcher
          className="shell-drawer__lang"
          language={model.language}
          label={copy.languageSwitcher}
          changeLanguage={(language) => {
            // The choice is made: the page follows it behind a drawer that would hide it (issue 25 §9).
            // The drawer closes after the frame that shows the button pressed, before the switch
            // itself runs: its unmount (focus back, the page's overflow) is no part of the tap (decision 076).
            void afterNextPaint().then(onClose);
            actions.changeLanguage(language);
          }}
        />
      </div>
    </div>
  );
}

interface AccordionGroupProps {
  group: MobileGroup;
  prefix: string;
  pathname: string;
  initiallyExpanded: boolean;
  navigate(href: string): void;
}

function AccordionGroup({ group, prefix, pathname, initiallyExpanded, navigate }: AccordionGroupProps) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const panelId = useId();
  const tap = useTap<HTMLButtonElement>(() => setExpanded((value) => !value));
  return (
    <section className="shell-accordion" data-group={group.key}>
      <h3 className="shell-accordion__heading">
        <button
          type="button"
          className="shell-accordion__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          {...tap}
        >
          {group.heading}
          <svg
            className="shell-accordion__chevron"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <ul id={panelId} className="shell-accordion__panel" hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.id}>
            <SiteLink
              className="shell-accordion__link"
              href={prefix + item.path}
              navigate={navigate}
              aria-current={isCurrentPath(item.path, pathname) ? 'page' : undefined}
            >
              {item.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
