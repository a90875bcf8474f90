/**
 * Renders the section at a URL as the shell would serve it: the route's data needs resolved
 * against the URL exactly as the shell server resolves them, their answers embedded, and more
 * answers the browser may fetch later.
 */
import { render } from '@testing-library/react';
import { matchRoute, requestKey, resolveDataParams, type Device, type EndpointPath } from '@site/shared-contracts';
import { createSectionProps, type FakeSectionOptions } from '@site/shared-contracts/section-kit/testing';
import { JoinApp } from '../join-app';
import routes from '../routes';
import { typicalAnswer } from './fixtures';

export interface ServeOptions extends Omit<FakeSectionOptions, 'answers' | 'embedded'> {
  /** Answers the page may fetch after the first render, by requestKey. */
  later?: Record<string, unknown>;
  /** Replaces the typical answer of an embedded request. */
  embeddedAnswer?: (key: string) => unknown;
}

/** The answers the server embeds for a URL, by requestKey. */
export function embeddedFor(url: string, answerOf = typicalAnswer): Record<string, unknown> {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  const sitePath = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  for (const route of routes.manifest.routes) {
    const params = matchRoute(route.path, sitePath);
    if (!params) continue;
    const answers: Record<string, unknown> = {};
    for (const need of route.data) {
      const query = resolveDataParams(need, params, searchParams);
      if (query) answers[requestKey(need.endpoint, query)] = answerOf(need.endpoint as EndpointPath, query);
    }
    return answers;
  }
  throw new Error(`no route of mfe-join matches ${url}`);
}

export function serve(url: string, { later = {}, embeddedAnswer, ...options }: ServeOptions = {}) {
  const device: Device = /^(\/en)?\/m(\/|$)/.test(url) ? 'mobile' : 'desktop';
  const embedded = embeddedFor(url);
  if (embeddedAnswer) for (const key of Object.keys(embedded)) embedded[key] = embeddedAnswer(key) ?? embedded[key];
  window.history.pushState(null, '', url);
  const props = createSectionProps({
    device,
    basename: `${url.startsWith('/en') ? '/en' : ''}${device === 'mobile' ? '/m' : ''}`,
    answers: { ...later, ...embedded },
    embedded: Object.keys(embedded),
    ...options,
  });
  const view = render(<JoinApp {...props} />);
  return { props, view };
}
