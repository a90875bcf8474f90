import type { Language } from '@site/shared-contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { classNames } from '../class-names';
import { chromeCopy } from '../copy/chrome-copy';
import { BUSINESS_EMAIL, CONTACT_EMAIL, SERVICE_LINE } from './site-footer';

/** SPEC.md §1 and §9: the widget's visibility is set 1000 ms after the page mounts. */
export const CUSTOMER_SERVICE_DELAY_MS = 1000;

export interface CustomerServiceWidgetProps {
  language: Language;
}

/** The floating customer-service button and its contact card; Chinese pages only. */
export function CustomerServiceWidget({ language }: CustomerServiceWidgetProps) {
  if (language === 'e') return null;
  return <Widget language={language} />;
}

function Widget({ language }: CustomerServiceWidgetProps) {
  const copy = chromeCopy(language).widget;
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), CUSTOMER_SERVICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={classNames('shell-cs', visible && 'shell-cs--visible')} inert={!visible} onKeyDown={handleKeyDown}>
      {open && (
        <div id={dialogId} className="shell-cs__dialog" role="dialog" aria-labelledby={titleId}>
          <div className="shell-cs__top">
            <h2 id={titleId} className="shell-cs__title">
              {copy.title}
            </h2>
            <button ref={closeButton} type="button" className="shell-cs__close" aria-label={copy.close} onClick={close}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <dl className="shell-cs__list">
            <div>
              <dt>{copy.serviceLine}</dt>
              <dd>
                <a href={`tel:${SERVICE_LINE}`}>{SERVICE_LINE}</a>
              </dd>
            </div>
            <div>
              <dt>{copy.hours}</dt>
              <dd>{copy.hoursValue}</dd>
            </div>
            <div>
              <dt>{copy.email}</dt>
              <dd>
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </dd>
            </div>
            <div>
              <dt>{copy.business}</dt>
              <dd>
                <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
              </dd>
            </div>
          </dl>
        </div>
      )}
      <button
        ref={button}
        type="button"
        className="shell-cs__button"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M4 13v-1a8 8 0 0116 0v1M4 13v3a2 2 0 002 2h1v-6H6a2 2 0 00-2 2zm16 0v3a2 2 0 01-2 2h-1v-6h1a2 2 0 012 2zM17 18c0 1.5-2 2.5-5 2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="shell-cs__label">{copy.button}</span>
      </button>
    </div>
  );
}
