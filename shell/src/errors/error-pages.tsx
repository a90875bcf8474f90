import { SiteLink, type Language } from '@site/shared-contracts';
import { Component, type ReactNode } from 'react';
import { chromeCopy } from '../copy/chrome-copy';

/** SPEC.md §2: the 404 page shows these lines as they are, in every language. */
export const NOT_FOUND_LINES = {
  code: '404 ERROR',
  title: 'PAGE NOT FOUND',
  apology: 'HI! 真不巧，网页走丢了。',
  message: 'This page could not be found',
} as const;

/** The Chinese apology line in the visitor's script: Traditional readers get it in Traditional. */
const TRADITIONAL_APOLOGY = 'HI! 真不巧，網頁走丟了。';

function apologyOf(language: Language): { text: string; lang: string } {
  return language === 't'
    ? { text: TRADITIONAL_APOLOGY, lang: 'zh-Hant' }
    : { text: NOT_FOUND_LINES.apology, lang: 'zh-Hans' };
}

/** SPEC.md §8, spelling included: shown when the error page itself fails to render. */
export const ERROR_PAGE_FALLBACK_TEXT = 'An error occured while showing the error page';

export interface ErrorPageLinkProps {
  language: Language;
  /** The home page with the language prefix: "/", "/en/", "/m". */
  homeHref: string;
  navigate(href: string): void;
}

function BackHome({ language, homeHref, navigate }: ErrorPageLinkProps) {
  return (
    <SiteLink className="shell-error__home" href={homeHref} navigate={navigate}>
      {chromeCopy(language).errors.backHome}
    </SiteLink>
  );
}

export function NotFoundPage(props: ErrorPageLinkProps) {
  const apology = apologyOf(props.language);
  return (
    <section className="shell-error shell-error--404" aria-labelledby="shell-error-title">
      <p className="shell-error__code">{NOT_FOUND_LINES.code}</p>
      <h1 id="shell-error-title" className="shell-error__title">
        {NOT_FOUND_LINES.title}
      </h1>
      <p className="shell-error__apology" lang={apology.lang}>
        {apology.text}
      </p>
      <p className="shell-error__message" lang="en">
        {NOT_FOUND_LINES.message}
      </p>
      <p className="shell-error__hint">{chromeCopy(props.language).errors.notFoundHint}</p>
      <BackHome {...props} />
    </section>
  );
}

export function BadRequestPage(props: ErrorPageLinkProps) {
  const copy = chromeCopy(props.language).errors;
  return (
    <section className="shell-error shell-error--400" aria-labelledby="shell-error-title">
      <p className="shell-error__code">400</p>
      <h1 id="shell-error-title" className="shell-error__title">
        {copy.badRequestTitle}
      </h1>
      <p className="shell-error__hint">{copy.badRequestText}</p>
      <BackHome {...props} />
    </section>
  );
}

export interface ErrorPageProps extends ErrorPageLinkProps {
  status: number;
  message: string;
}

export function ErrorPage({ status, message, ...link }: ErrorPageProps) {
  return (
    <section className="shell-error" aria-labelledby="shell-error-title">
      <p className="shell-error__code">{status}</p>
      <h1 id="shell-error-title" className="shell-error__title">
        {chromeCopy(link.language).errors.errorTitle}
      </h1>
      <p className="shell-error__hint">{message}</p>
      <BackHome {...link} />
    </section>
  );
}

export interface SectionFailedPageProps extends ErrorPageLinkProps {
  retry(): void;
}

/** A section's code could not be loaded: header and footer stay, the visitor may try again. */
export function SectionFailedPage({ retry, ...link }: SectionFailedPageProps) {
  const copy = chromeCopy(link.language).errors;
  return (
    <section className="shell-error shell-error--section" aria-labelledby="shell-error-title">
      <h1 id="shell-error-title" className="shell-error__title">
        {copy.sectionFailedTitle}
      </h1>
      <p className="shell-error__hint">{copy.sectionFailedText}</p>
      <div className="shell-error__actions">
        <button type="button" className="shell-error__retry" onClick={retry}>
          {copy.retry}
        </button>
        <BackHome {...link} />
      </div>
    </section>
  );
}

export interface ErrorPageFallbackProps {
  language: Language;
  homeHref: string;
}

/** A plain link: after a render failure a full page load is the safest way home. */
export function ErrorPageFallback({ language, homeHref }: ErrorPageFallbackProps) {
  return (
    <section className="shell-error shell-error--fallback" aria-labelledby="shell-error-title">
      <h1 id="shell-error-title" className="shell-error__title">
        {ERROR_PAGE_FALLBACK_TEXT}
      </h1>
      <a className="shell-error__home" href={homeHref}>
        {chromeCopy(language).errors.backHome}
      </a>
    </section>
  );
}

export interface ErrorBoundaryProps {
  /** Language of the fallback's link; English, like the fallback's message, when not given. */
  language?: Language;
  /** Where the fallback's link leads; the site root when not given. */
  homeHref?: string;
  /** A new value (the next page) clears a caught error. */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/** Renders ErrorPageFallback when its children throw; React reports the error to the root's handlers. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <ErrorPageFallback language={this.props.language ?? 'e'} homeHref={this.props.homeHref ?? '/'} />
    ) : (
      this.props.children
    );
  }
}
