/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerServiceWidget } from './customer-service-widget';

const widgetOf = (button: HTMLElement) => button.closest('.shell-cs') as HTMLElement;

describe('CustomerServiceWidget', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is absent in English', () => {
    const { container } = render(<CustomerServiceWidget language="e" />);
    expect(container.innerHTML).toBe('');
  });

  it('becomes visible 1000 ms after mount without being mounted again', () => {
    jest.useFakeTimers();
    render(<CustomerServiceWidget language="s" />);
    const button = screen.getByRole('button', { name: '在线客服' });
    const widget = widgetOf(button);
    expect(widget.classList.contains('shell-cs--visible')).toBe(false);
    act(() => jest.advanceTimersByTime(999));
    expect(widget.classList.contains('shell-cs--visible')).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(widget.classList.contains('shell-cs--visible')).toBe(true);
    expect(screen.getByRole('button', { name: '在线客服' })).toBe(button);
  });

  it('clears its timer on unmount', () => {
    jest.useFakeTimers();
    const { unmount } = render(<CustomerServiceWidget language="s" />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('names the button with the Taiwan wording in Traditional', () => {
    render(<CustomerServiceWidget language="t" />);
    expect(screen.getByRole('button', { name: '線上客服' })).toBeTruthy();
  });

  it('opens the contact card and closes it with Esc or the close button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<CustomerServiceWidget language="s" />);
    act(() => jest.advanceTimersByTime(1000));
    const button = screen.getByRole('button', { name: '在线客服' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: '联系瀚数科技' });
    expect(dialog.querySelector('a[href="tel:400-810-6689"]')?.textContent).toBe('400-810-6689');
    expect(dialog.querySelector('a[href="mailto:contact@hanshufintech.cn"]')).not.toBeNull();
    expect(dialog.querySelector('a[href="mailto:bd@hanshufintech.cn"]')).not.toBeNull();
    expect(dialog.textContent).toContain('工作日 9:00–18:00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
