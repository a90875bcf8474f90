/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LoadingBar } from './loading-bar';
import { createLoadingBar } from './loading-bar-controller';

describe('LoadingBar', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is hidden from assistive technology while idle', () => {
    const { container } = render(<LoadingBar controller={createLoadingBar()} />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('reports progress while visible and turns red on failure', () => {
    jest.useFakeTimers();
    const controller = createLoadingBar();
    render(<LoadingBar controller={controller} language="e" />);
    act(() => {
      controller.start();
      jest.advanceTimersByTime(1200);
    });
    const bar = screen.getByRole('progressbar', { name: 'Page loading progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(bar.classList.contains('shell-loading-bar--visible')).toBe(true);
    act(() => controller.fail());
    expect(bar.classList.contains('shell-loading-bar--failed')).toBe(true);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
    controller.dispose();
  });

  it('renders hidden on the server', () => {
    const controller = createLoadingBar();
    expect(renderToString(<LoadingBar controller={controller} />)).toContain('aria-hidden="true"');
  });
});
