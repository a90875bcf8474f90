/** @jest-environment jsdom */
import {
  EARLY_CLICK_GLOBAL,
  EARLY_CLICK_LISTENING_GLOBAL,
  reactListens,
  repeatEarlyClick,
  repeatEarlyClickOnceSettled,
  sectionsSettled,
} from './early-click';

/** The applications' statuses single-spa reports, as a test sets them. */
const statuses = new Map<string, string>();
jest.mock('single-spa', () => ({
  MOUNTING: 'MOUNTING',
  getAppNames: () => [...statuses.keys()],
  getAppStatus: (name: string) => statuses.get(name),
}));

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

describe('a language switch meeting a hydrating section', () => {
  afterEach(() => statuses.clear());

  it('goes ahead at once when no section is mounting', async () => {
    statuses.set('mfe-about@/', 'MOUNTED');
    statuses.set('mfe-news@/', 'NOT_LOADED');
    const settled = jest.fn();
    void sectionsSettled().then(settled);
    await promiseCallbacksRun();
    expect(settled).toHaveBeenCalled();
  });

  it('waits while a section mounts (hydrates), until a routing event finds none mounting', async () => {
    statuses.set('mfe-about@/', 'MOUNTING');
    const settled = jest.fn();
    void sectionsSettled().then(settled);
    await promiseCallbacksRun();
    expect(settled).not.toHaveBeenCalled();
    // A routing event while another mount goes on: still waiting.
    statuses.set('mfe-about@/', 'MOUNTED');
    statuses.set('mfe-about@/en', 'MOUNTING');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    await promiseCallbacksRun();
    expect(settled).not.toHaveBeenCalled();
    statuses.set('mfe-about@/en', 'MOUNTED');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    await promiseCallbacksRun();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
