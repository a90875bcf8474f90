/** @jest-environment jsdom */
import {
  EARLY_CLICK_GLOBAL,
  EARLY_CLICK_LISTENING_GLOBAL,
  reactListens,
  repeatEarlyClick,
  repeatEarlyClickOnceSettled,
} from './early-click';

const early = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete early[EARLY_CLICK_GLOBAL];
  delete early[EARLY_CLICK_LISTENING_GLOBAL];
  document.body.replaceChildren();
});

/** Resolves after every promise callback pending now has run (a task runs after them). */
const promiseCallbacksRun = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  for (const order of ['the chrome first', 'the section first'] as const) {
    it(`is clicked again only once the chrome has hydrated and the section has mounted (${order})`, async () => {
      const { element, clicked } = button();
      document.body.append(element);
      early[EARLY_CLICK_GLOBAL] = element;
      let chromeHydrated = () => {};
      repeatEarlyClickOnceSettled(new Promise<void>((resolve) => (chromeHydrated = resolve)));
      const steps = [chromeHydrated, () => window.dispatchEvent(new CustomEvent('single-spa:routing-event'))];
      if (order === 'the section first') steps.reverse();
      steps[0]?.();
      await promiseCallbacksRun();
      expect(clicked).not.toHaveBeenCalled();
      steps[1]?.();
      await promiseCallbacksRun();
      expect(clicked).toHaveBeenCalledTimes(1);
    });
  }

  it('tells the boot loader that React listens, so it keeps no more clicks', () => {
    reactListens();
    expect(early[EARLY_CLICK_LISTENING_GLOBAL]).toBe(true);
  });
});
