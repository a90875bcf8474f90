/** @jest-environment jsdom */
import { EARLY_CLICK_GLOBAL, EARLY_CLICK_LISTENING_GLOBAL, reactListens, repeatEarlyClick } from './early-click';

const early = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete early[EARLY_CLICK_GLOBAL];
  delete early[EARLY_CLICK_LISTENING_GLOBAL];
  document.body.replaceChildren();
});

function button() {
  const element = document.createElement('button');
  const clicked = jest.fn();
  element.addEventListener('click', clicked);
  return { element, clicked };
}

describe('the early click', () => {
  it('is clicked again once, when the shell has hydrated', () => {
    const { element, clicked } = button();
    document.body.append(element);
    early[EARLY_CLICK_GLOBAL] = element;
    repeatEarlyClick();
    repeatEarlyClick();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the chrome was rendered afresh and the button is gone', () => {
    const { element, clicked } = button();
    early[EARLY_CLICK_GLOBAL] = element;
    repeatEarlyClick();
    expect(clicked).not.toHaveBeenCalled();
    expect(early[EARLY_CLICK_GLOBAL]).toBeNull();
  });

  it('tells the boot loader that React listens, so it keeps no more clicks', () => {
    reactListens();
    expect(early[EARLY_CLICK_LISTENING_GLOBAL]).toBe(true);
  });
});
