/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { BACKGROUND_KEYS, LayoutFrame, backgroundUrl, sectionViewOf } from './layouts';

describe('backgroundUrl', () => {
  it('uses the image of a known key', () => {
    expect(backgroundUrl('about')).toBe('/backgrounds/about.svg');
    expect(BACKGROUND_KEYS.map(backgroundUrl)).toContain('/backgrounds/automobile.svg');
  });

  it('falls back to the default image for an unknown or empty key', () => {
    expect(backgroundUrl('news-dynamic-id')).toBe('/backgrounds/default.svg');
    expect(backgroundUrl('')).toBe('/backgrounds/default.svg');
    expect(backgroundUrl('../secret')).toBe('/backgrounds/default.svg');
  });
});

describe('LayoutFrame', () => {
  it('puts a banner with the section heading above the slot in the default layout', () => {
    const { container } = render(
      <LayoutFrame layout="default" littleBall background="about" language="s" pathname="/about/introduce">
        <p>slot</p>
      </LayoutFrame>,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.dataset.layout).toBe('default');
    const banner = frame.querySelector<HTMLElement>('.shell-banner--full');
    expect(banner?.style.backgroundImage).toContain('/backgrounds/about.svg');
    expect(document.querySelector('.shell-banner__title')?.textContent).toBe('关于我们');
    expect(banner?.textContent).toContain('About Us');
    expect(frame.querySelector('.shell-container')?.textContent).toBe('slot');
  });

  it('uses a narrower banner with the fallback image on detail pages', () => {
    const { container } = render(
      <LayoutFrame layout="detail" littleBall background="unknown" language="e" pathname="/news/dynamic/12">
        <p>slot</p>
      </LayoutFrame>,
    );
    const banner = container.querySelector<HTMLElement>('.shell-banner--narrow');
    expect(banner?.style.backgroundImage).toContain('/backgrounds/default.svg');
    expect(document.querySelector('.shell-banner__title')?.textContent).toBe('News Center');
  });

  it('shows only the slot, full width, on home and scroll pages', () => {
    for (const layout of ['home', 'scroll', 'm-home', 'm-detail'] as const) {
      const { container, unmount } = render(
        <LayoutFrame layout={layout} littleBall background="home" language="s" pathname="/">
          <p>slot</p>
        </LayoutFrame>,
      );
      expect(container.querySelector('.shell-banner')).toBeNull();
      expect(container.querySelector(`[data-layout="${layout}"]`)?.textContent).toBe('slot');
      unmount();
    }
  });

  it('shows the little ball under the banner unless the route hides it', () => {
    const frame = (littleBall: boolean) =>
      render(
        <LayoutFrame layout="default" littleBall={littleBall} background="honour" language="s" pathname="/honour/brand">
          <p>slot</p>
        </LayoutFrame>,
      );
    const shown = frame(true);
    expect(shown.container.querySelector('.shell-ball')?.getAttribute('aria-hidden')).toBe('true');
    shown.unmount();
    expect(frame(false).container.querySelector('.shell-ball')).toBeNull();
  });

  it('takes the little-ball rule from the route', () => {
    const route = { layout: 'default', background: 'honour', name: 'honour-organization-partner' };
    expect(sectionViewOf({ ...route, littleBall: false })).toMatchObject({ kind: 'section', littleBall: false });
    expect(sectionViewOf(route)).toMatchObject({ kind: 'section', layout: 'default', littleBall: true });
  });

  it('keeps the slot mounted when the layout changes', () => {
    const { container, rerender } = render(
      <LayoutFrame layout="default" littleBall background="about" language="s" pathname="/about/introduce">
        <p id="slot">slot</p>
      </LayoutFrame>,
    );
    const slot = container.querySelector('#slot');
    rerender(
      <LayoutFrame layout="scroll" littleBall background="solution" language="s" pathname="/solution/bank">
        <p id="slot">slot</p>
      </LayoutFrame>,
    );
    expect(container.querySelector('#slot')).toBe(slot);
  });

  it('gives the mobile default layout a banner', () => {
    const { container } = render(
      <LayoutFrame layout="m-default" littleBall background="honour" language="t" pathname="/m/honour/compliance">
        <p>slot</p>
      </LayoutFrame>,
    );
    expect(container.querySelector('.shell-banner--mobile')).not.toBeNull();
    expect(document.querySelector('.shell-banner__title')?.textContent).toBe('資質榮譽');
  });
});
