/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { isTap, useTap } from './use-tap';

const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('isTap', () => {
  it('counts a short touch that stays in place', () => {
    expect(isTap(at(100, 200, 1000), at(100, 200, 1080))).toBe(true);
    expect(isTap(at(100, 200, 1000), at(106, 208, 1149))).toBe(true);
  });

  it('refuses a touch of 150 ms or longer', () => {
    expect(isTap(at(0, 0, 0), at(0, 0, 150))).toBe(false);
    expect(isTap(at(0, 0, 0), at(0, 0, 600))).toBe(false);
  });

  it('refuses a touch that moves more than 10 px', () => {
    expect(isTap(at(0, 0, 0), at(10, 0, 50))).toBe(true);
    expect(isTap(at(0, 0, 0), at(0, 11, 50))).toBe(false);
    expect(isTap(at(0, 0, 0), at(8, 8, 50))).toBe(false);
  });

  it('refuses an end before the start', () => {
    expect(isTap(at(0, 0, 100), at(0, 0, 50))).toBe(false);
  });
});

function Toggle({ onTap }: { onTap: () => void }) {
  return (
    <button type="button" {...useTap<HTMLButtonElement>(onTap)}>
      toggle
    </button>
  );
}

describe('useTap', () => {
  it('runs the action for a quick touch and cancels the emulated click', () => {
    const onTap = jest.fn();
    render(<Toggle onTap={onTap} />);
    const button = screen.getByRole('button');
    fireEvent.touchStart(button, { touches: [{ clientX: 5, clientY: 5 }] });
    const notCancelled = fireEvent.touchEnd(button, { changedTouches: [{ clientX: 6, clientY: 5 }] });
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(notCancelled).toBe(false);
  });

  it('ignores a swipe', () => {
    const onTap = jest.fn();
    render(<Toggle onTap={onTap} />);
    const button = screen.getByRole('button');
    fireEvent.touchStart(button, { touches: [{ clientX: 5, clientY: 5 }] });
    fireEvent.touchEnd(button, { changedTouches: [{ clientX: 5, clientY: 60 }] });
    expect(onTap).not.toHaveBeenCalled();
  });

  it('runs the action for a mouse or keyboard click', () => {
    const onTap = jest.fn();
    render(<Toggle onTap={onTap} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});
