/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiContent } from './api-content';
import { copyShapeOf, createCopy, fill, kitCopy } from './copy';
import { HeadlineBlock } from './headline-block';
import { DesktopPage, MobilePage } from './page-frame';
import { SectionCrashed } from './section-crashed';
import { SectionImage } from './section-image';
import { SectionTabs } from './section-tabs';
import { useInvestorHref } from './investor-link';
import { createSectionProps, SectionHarness } from './testing';
import type { Language } from '../language';
import type { ApiResult } from './use-api';

function inSection(ui: React.ReactNode, { language = 's' as Language, path = '/' } = {}) {
  return render(
    <SectionHarness props={createSectionProps({ language })} path={path}>
      {ui}
    </SectionHarness>,
  );
}

const headline = { title: '管理团队', titleEnglish: 'MANAGEMENT TEAM', titleChinese: '管理团队' };

describe('HeadlineBlock', () => {
  it('shows the English and the Chinese title above the page title in Chinese', () => {
    const { container } = inSection(<HeadlineBlock {...headline} />);
    expect(container.querySelector('.kit-headline__english')?.textContent).toBe('MANAGEMENT TEAM');
    expect(container.querySelector('.kit-headline__chinese')?.textContent).toBe('管理团队');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('管理团队');
  });

  it('hides the Chinese title in English', () => {
    const { container } = inSection(<HeadlineBlock {...headline} title="Management Team" />, { language: 'e' });
    expect(container.querySelector('.kit-headline__english')).not.toBeNull();
    expect(container.querySelector('.kit-headline__chinese')).toBeNull();
  });

  it('is a block heading of level 2 with an id when asked', () => {
    inSection(<HeadlineBlock {...headline} level={2} id="team-heading" className="home-headline" />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.id).toBe('team-heading');
    expect(heading.closest('header')?.className).toBe('kit-headline home-headline');
  });
});

describe('page frames', () => {
  it('put the headline, the tabs and the page in order, with the section class', () => {
    const { container } = inSection(
      <DesktopPage headline={headline} nav={<nav aria-label="tabs" />} className="about-page">
        <p>body</p>
      </DesktopPage>,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.className).toBe('kit-page about-page');
    expect([...frame.children].map((child) => child.tagName)).toEqual(['HEADER', 'NAV', 'DIV']);
    expect(frame.querySelector('.kit-page__body')?.textContent).toBe('body');
  });

  it('use the mobile headline on phones', () => {
    const { container } = inSection(
      <MobilePage headline={headline}>
        <p>body</p>
      </MobilePage>,
    );
    expect(container.querySelector('.kit-m-page .kit-m-headline h1')?.textContent).toBe('管理团队');
  });
});

function result<T>(change: Partial<ApiResult<T>>): ApiResult<T> {
  return { data: undefined, error: undefined, loading: true, retry: jest.fn(), ...change };
}

describe('ApiContent', () => {
  it('shows a loading notice, then the content', () => {
    const { rerender } = inSection(<ApiContent result={result<string>({})}>{(data) => <p>{data}</p>}</ApiContent>);
    expect(screen.getByRole('status').textContent).toBe('正在加载…');
    rerender(
      <SectionHarness props={createSectionProps()} path="/">
        <ApiContent result={result({ data: 'ready', loading: false })}>{(data) => <p>{data}</p>}</ApiContent>
      </SectionHarness>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('shows a localized error with a retry button that retries', () => {
    const failed = result<string>({ error: new Error('HTTP 500'), loading: false });
    inSection(<ApiContent result={failed}>{(data) => <p>{data}</p>}</ApiContent>, { language: 'e' });
    expect(screen.getByRole('alert').textContent).toContain(kitCopy.copyOf('e').error);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.retry).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a 404: the shell shows its 404 page', () => {
    const { container } = inSection(
      <ApiContent result={result<string>({ error: { status: 404 }, loading: false })}>
        {(data) => <p>{data}</p>}
      </ApiContent>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('SectionCrashed', () => {
  it('explains in the language and reloads on request', () => {
    render(<SectionCrashed language="t" message="「關於瀚數」欄目暫時無法顯示。" />);
    expect(screen.getByRole('alert').textContent).toContain('「關於瀚數」欄目暫時無法顯示。');
    expect(screen.getByRole('button', { name: '重新加載' })).toBeTruthy();
  });

  it('has a general notice when the section gives none', () => {
    render(<SectionCrashed language="e" />);
    expect(screen.getByRole('alert').textContent).toContain(kitCopy.copyOf('e').crashed);
  });
});

describe('SectionTabs', () => {
  const tabs = [
    { key: 'introduce', to: '/about/introduce', label: 'Profile', alsoAt: '/about' },
    { key: 'team', to: '/about/team', label: 'Team', descendants: true },
    { key: 'story', to: '/about/story', label: 'Stories' },
  ];
  const current = () => [...document.querySelectorAll('.kit-tabs__link--active')].map((link) => link.textContent);

  it('marks the tab of the page as current', () => {
    inSection(<SectionTabs label="About" tabs={tabs} />, { path: '/about/story' });
    expect(screen.getByRole('navigation', { name: 'About' })).toBeTruthy();
    expect(current()).toEqual(['Stories']);
  });

  it('marks a tab current on its alias path, linking there', () => {
    inSection(<SectionTabs label="About" tabs={tabs} />, { path: '/about' });
    expect(current()).toEqual(['Profile']);
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/about');
  });

  it('keeps a tab current on the pages below it only when it says so', () => {
    inSection(<SectionTabs label="About" tabs={tabs} />, { path: '/about/team/3' });
    expect(current()).toEqual(['Team']);
  });
});

describe('SectionImage', () => {
  it('has its intrinsic size, and loads lazily unless it is the first image above the fold', () => {
    const { container } = render(
      <>
        <SectionImage src="/a.svg" alt="A" size={{ width: 400, height: 300 }} eager />
        <SectionImage src="/b.svg" alt="" size={{ width: 320, height: 180 }} className="news-cover" />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('img')];
    expect([first?.getAttribute('width'), first?.getAttribute('height'), first?.getAttribute('loading')]).toEqual([
      '400',
      '300',
      null,
    ]);
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.className).toBe('kit-image news-cover');
  });
});

describe('copy', () => {
  it('gives each language its copy', () => {
    const copy = createCopy({ s: { hello: '你好' }, t: { hello: '妳好' }, e: { hello: 'Hello' } });
    expect(copy.copyOf('e').hello).toBe('Hello');
    expect(copy.copyOf('t').hello).toBe('妳好');
  });

  it('has the kit strings in the same shape in the three languages', () => {
    expect(copyShapeOf(kitCopy.copyOf('t'))).toEqual(copyShapeOf(kitCopy.copyOf('s')));
    expect(copyShapeOf(kitCopy.copyOf('e'))).toEqual(copyShapeOf(kitCopy.copyOf('s')));
    expect(copyShapeOf({ a: ['x', 1] })).toEqual({ a: ['string', 'number'] });
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('{name} logo', { name: 'Qihang' })).toBe('Qihang logo');
    expect(fill('{other}', {})).toBe('{other}');
  });
});

describe('useInvestorHref', () => {
  function InvestorLink() {
    return <a href={useInvestorHref()}>IR</a>;
  }

  it('links to the investor site with the visitor language as id', () => {
    const props = createSectionProps({ language: 'e' });
    const config = {
      origin: 'https://www.example.cn',
      investorUrl: 'https://ir.example.cn',
      investorPreUrl: 'https://ir-pre.example.cn',
    };
    render(
      <SectionHarness props={{ ...props, initialState: { ...props.initialState, config } }} path="/">
        <InvestorLink />
      </SectionHarness>,
    );
    expect(screen.getByRole('link', { name: 'IR' }).getAttribute('href')).toBe('https://ir.example.cn/?id=e');
  });
});
