/** @jest-environment jsdom */
import type { Language } from '@site/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BadRequestPage, ErrorBoundary, ErrorPage, NotFoundPage } from './error-pages';

describe('NotFoundPage', () => {
  it.each<[Language, string]>([
    ['s', 'HI! 真不巧，网页走丢了。'],
    ['t', 'HI! 真不巧，網頁走丟了。'],
    ['e', 'HI! 真不巧，网页走丢了。'],
  ])('shows the four 404 lines in language %s, the apology in its script', (language, apology) => {
    const { container } = render(<NotFoundPage language={language} homeHref="/" navigate={jest.fn()} />);
    for (const line of ['404 ERROR', 'PAGE NOT FOUND', apology, 'This page could not be found']) {
      expect(screen.getByText(line)).toBeTruthy();
    }
    expect(container.querySelector('h1')?.textContent).toBe('PAGE NOT FOUND');
    expect(container.querySelector('.shell-error__apology')?.getAttribute('lang')).toBe(
      language === 't' ? 'zh-Hant' : 'zh-Hans',
    );
  });

  it('links home in the visitor language, inside the page', async () => {
    const navigate = jest.fn();
    render(<NotFoundPage language="e" homeHref="/en/" navigate={navigate} />);
    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(home.getAttribute('href')).toBe('/en/');
    await userEvent.setup().click(home);
    expect(navigate).toHaveBeenCalledWith('/en/');
  });
});

describe('BadRequestPage and ErrorPage', () => {
  it('explains a bad request', () => {
    render(<BadRequestPage language="s" homeHref="/" navigate={jest.fn()} />);
    expect(screen.getByText('400')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('请求有误');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('shows the status and message of a navigation error', () => {
    render(<ErrorPage language="t" homeHref="/" navigate={jest.fn()} status={500} message="Unknown middleware geo" />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('Unknown middleware geo')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首頁' })).toBeTruthy();
  });
});

describe('ErrorBoundary', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  it('shows the fallback with a plain link home when the error page itself fails', () => {
    // React reports errors caught by a boundary on console.error; here the failure is the point.
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary language="s" homeHref="/">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An error occured while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  });

  it('links to the site root in English when given no props', () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    report.mockRestore();
  });

  it('renders its children while they work and recovers on the next page', async () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Pages() {
      const [page, setPage] = useState('/broken');
      return (
        <>
          <button type="button" onClick={() => setPage('/fine')}>
            next
          </button>
          <ErrorBoundary language="e" homeHref="/en/" resetKey={page}>
            {page === '/broken' ? <Broken /> : <p>fine</p>}
          </ErrorBoundary>
        </>
      );
    }
    render(<Pages />);
    expect(screen.getByText('An error occured while showing the error page')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('fine')).toBeTruthy();
    report.mockRestore();
  });
});
