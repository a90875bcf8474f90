import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { chromeCopy } from '../copy/chrome-copy';
import { CustomerServiceWidget } from './customer-service-widget';
import { DesktopHeader } from '../header/desktop-header';
import {
  BadRequestPage,
  ErrorBoundary,
  ErrorPage,
  NotFoundPage,
  SectionFailedPage,
  type ErrorPageLinkProps,
} from '../errors/error-pages';
import { LayoutFrame, layoutHasHeroTop } from './layouts';
import { PreviewBanner } from './preview-banner';
import { bannerTitleOf } from '../header/menu';
import { MobileHeader } from '../header/mobile-header';
import { SiteFooter } from './site-footer';
import type { ChromeActions, ChromeModel, ChromeView } from '../chrome-model';

export interface ShellChromeProps {
  model: ChromeModel;
  actions: ChromeActions;
  /** Where the active section renders; shown inside the layout frame of a 'section' view. */
  slot: ReactNode;
}

/** Said in English whatever the page's language: the visitor chose English (issue 25 §7). */
export const ONLY_IN_CHINESE_NOTE = 'This page is available in Chinese only.';

/**
 * Everything around a section: skip link, header, the view in <main>, footer, customer service,
 * and a preview's banner.
 */
export function ShellChrome({ model, actions, slot }: ShellChromeProps) {
  const copy = chromeCopy(model.language);
  const mobile = model.device === 'mobile';
  const homeHref = `${model.languagePrefix}${mobile ? '/m' : '/'}`;
  const heroTop = model.view.kind === 'section' && layoutHasHeroTop(model.view.layout);
  const link: ErrorPageLinkProps = { language: model.language, homeHref, navigate: actions.navigate };
  return (
    <div className={classNames('shell-chrome', `shell-chrome--${model.device}`)}>
      <a className="shell-skip-link" href="#main">
        {copy.skipLink}
      </a>
      {mobile ? (
        <MobileHeader model={model} actions={actions} copy={copy} />
      ) : (
        <DesktopHeader model={model} actions={actions} copy={copy} dark={model.isNavBlack || !heroTop} />
      )}
      <main id="main" tabIndex={-1} className={classNames('shell-main', !heroTop && 'shell-main--below-header')}>
        {model.onlyInChinese && (
          <p className="shell-language-note" lang="en" role="note">
            {ONLY_IN_CHINESE_NOTE}
          </p>
        )}
        <ErrorBoundary language={model.language} homeHref={homeHref} resetKey={model.pathname}>
          <View view={model.view} model={model} actions={actions} link={link} slot={slot} />
        </ErrorBoundary>
      </main>
      <SiteFooter
        copy={copy}
        device={model.device}
        languagePrefix={model.languagePrefix}
        investorHref={model.investorHref}
        navigate={actions.navigate}
      />
      <CustomerServiceWidget language={model.language} />
      {/* Last, as it shows (at the window's foot): the focus order follows what the eye sees. */}
      {model.preview && <PreviewBanner previews={model.preview} language={model.language} />}
    </div>
  );
}

interface ViewProps {
  view: ChromeView;
  model: ChromeModel;
  actions: ChromeActions;
  link: ErrorPageLinkProps;
  slot: ReactNode;
}

function View({ view, model, actions, link, slot }: ViewProps) {
  switch (view.kind) {
    case 'section':
      return (
        <LayoutFrame
          layout={view.layout}
          background={view.background}
          littleBall={view.littleBall}
          language={model.language}
          title={bannerTitleOf(model.menu, model.pathname)}
        >
          {slot}
        </LayoutFrame>
      );
    case 'not-found':
      return <NotFoundPage {...link} />;
    case 'bad-request':
      return <BadRequestPage {...link} />;
    case 'error':
      return <ErrorPage {...link} status={view.status} message={view.message} />;
    case 'section-failed':
      return <SectionFailedPage {...link} retry={actions.retrySection} />;
  }
}
