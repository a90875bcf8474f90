/** Mounts the whole section at a URL as the shell would, with fixture answers and browser stand-ins. */
import { render } from '@testing-library/react';
import {
  createSectionProps,
  type FakeSectionOptions,
  type FakeSectionProps,
} from '@site/shared-contracts/section-kit/testing';
import { ProductSolutionApp } from '../product-solution-app';

/** What jsdom lacks and the pages use after mount: scrolling and the reduced-motion query. */
export function stubBrowserScrolling(reducedMotion = false) {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.matchMedia = jest.fn().mockReturnValue({ matches: reducedMotion }) as unknown as typeof window.matchMedia;
  return scrollTo;
}

export function renderSectionAt(url: string, options: FakeSectionOptions = {}): { props: FakeSectionProps } {
  window.history.replaceState(null, '', url);
  const props = createSectionProps(options);
  render(<ProductSolutionApp {...props} />);
  return { props };
}
