/** Renders the whole section at a URL, as the shell would mount it, with fixture answers. */
import { render } from '@testing-library/react';
import { createSectionProps, type FakeSectionOptions } from '@site/shared-contracts/section-kit/testing';
import { AboutApp } from '../about-app';

export function renderAboutAt(url: string, options: FakeSectionOptions = {}) {
  window.history.pushState(null, '', url);
  const props = createSectionProps(options);
  render(<AboutApp {...props} />);
  return props;
}
