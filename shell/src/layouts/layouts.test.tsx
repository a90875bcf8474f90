/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { LayoutFrame } from './layouts';

const ABOUT_TITLE = { s: '关于我们', t: '關於我們', e: 'About Us' };
const NEWS_TITLE = { s: '新闻中心', t: '新聞中心', e: 'News Center' };
const HONOUR_TITLE = { s: '资质荣誉', t: '資質榮譽', e: 'Qualification Honor' };
const ABOUT_BACKGROUND = '/releases/mfe-about/v7/client/backgrounds/about.svg';

describe('LayoutFrame', () => {
  it('puts a banner with the section heading above the slot in the default layout', () => {
    const { container } = render(
      <LayoutFrame layout="default" littleBall background={ABOUT_BACKGROUND} language="s" title={ABOUT_TITLE}>
        <p>slot</p>
      </LayoutFrame>,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.dataset.layout).toBe('default');
    const banner = frame.querySelector<HTMLElement>('.shell-banner--full');
    expect(banner?.style.backgroundImage).toContain(ABOUT_BACKGROUND);
    expect(document.querySelector('.shell-banner__title')?.textContent).toBe('关于我们');
    expect(banner?.textContent).toContain('About Us');
    expect(frame.querySelector('.shell-container')?.textContent).toBe('slot');
  });

  it('uses a narrower banner on detail pages', () => {
    const { container } = render(
      <LayoutFrame layout="detail" littleBall background="/backgrounds/default.svg" language="e" title={NEWS_TITLE}>
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
        <LayoutFrame layout={layout} littleBall background="/backgrounds/default.svg" language="s" title={null}>
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
        <LayoutFrame
          layout="default"
          littleBall={littleBall}
          background="/backgrounds/default.svg"
          language="s"
          title={HONOUR_TITLE}
        >
          <p>slot</p>
        </LayoutFrame>,
      );
    const shown = frame(true);
    expect(shown.container.querySelector('.shell-ball')?.getAttribute('aria-hidden')).toBe('true');
    shown.unmount();
    expect(frame(false).container.querySelector('.shell-ball')).toBeNull();
  });

  it('keeps the slot mounted when the layout changes', () => {
    const { container, rerender } = render(
      <LayoutFrame layout="default" littleBall background={ABOUT_BACKGROUND} language="s" title={ABOUT_TITLE}>
        <p id="slot">slot</p>
      </LayoutFrame>,
    );
    const slot = container.querySelector('#slot');
    rerender(
      <LayoutFrame layout="scroll" littleBall background={ABOUT_BACKGROUND} language="s" title={null}>
        <p id="slot">slot</p>
      </LayoutFrame>,
    );
    expect(container.querySelector('#slot')).toBe(slot);
  });

  it('gives the mobile default layout a banner', () => {
    const { container } = render(
      <LayoutFrame layout="m-default" littleBall background={ABOUT_BACKGROUND} language="t" title={HONOUR_TITLE}>
        <p>slot</p>
      </LayoutFrame>,
    );
    expect(container.querySelector('.shell-banner--mobile')).not.toBeNull();
    expect(document.querySelector('.shell-banner__title')?.textContent).toBe('資質榮譽');
  });
});
