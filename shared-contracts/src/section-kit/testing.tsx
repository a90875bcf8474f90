/**
 * Test support for sections (`@site/shared-contracts/section-kit/testing`, jest only): a stand-in
 * for what the shell passes the section: a content API backed by fixture answers
 * (keyed like the embedded state, by requestKey), a real event bus and spies for the rest.
 */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createEventBus } from '../events';
import type { Language } from '../language';
import type { ApiClient, SectionMountProps, SectionProps } from '../section';
import { requestKey, type Device, type InitialState } from '../state';
import { copyShapeOf } from './copy';
import { SectionProvider } from './section-context';

export class FakeApiError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export interface FakeApiOptions {
  /** Answers by requestKey(path, query). A missing key is a 404. */
  answers?: Record<string, unknown>;
  /** Keys of the answers the server "embedded": peek returns them. */
  embedded?: readonly string[];
}

export type FakeApi = ApiClient & { get: jest.Mock; peek: jest.Mock };

type Query = Record<string, string | number | undefined>;

export function createFakeApi({ answers = {}, embedded = [] }: FakeApiOptions = {}): FakeApi {
  const get = jest.fn((path: string, query: Query = {}) => {
    const key = requestKey(path, query);
    return key in answers ? Promise.resolve(answers[key]) : Promise.reject(new FakeApiError(404));
  });
  const peek = jest.fn((path: string, query: Query = {}) => {
    const key = requestKey(path, query);
    return embedded.includes(key) ? answers[key] : undefined;
  });
  return { get, peek } as unknown as FakeApi;
}

export interface FakeSectionOptions extends FakeApiOptions {
  language?: Language;
  device?: Device;
  basename?: string;
}

export type FakeSectionProps = SectionMountProps & { api: FakeApi; showNotFound: jest.Mock };

export function createSectionProps(options: FakeSectionOptions = {}): FakeSectionProps {
  let language: Language = options.language ?? 's';
  const device = options.device ?? 'desktop';
  const bus = createEventBus();
  bus.on('language:changed', (event) => {
    language = event.language;
  });
  return {
    bus,
    api: createFakeApi(options),
    getLanguage: () => language,
    device,
    basename: options.basename ?? (device === 'mobile' ? '/m' : ''),
    // The section reads none of the embedded state itself: its API client does.
    initialState: { language, device } as InitialState,
    domElement: document.createElement('div'),
    showNotFound: jest.fn(),
    release: 'test-release',
  };
}

/** Wraps a part of the section in its context and a router at `path`. */
export function SectionHarness({ props, path, children }: { props: SectionProps; path: string; children: ReactNode }) {
  return (
    <SectionProvider props={props}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </SectionProvider>
  );
}

/**
 * What every section's static copy must hold: the same keys and list lengths in the three
 * languages, and a sample string as expected in each (the Traditional one made from Simplified).
 */
export function expectCopyInThreeLanguages<C>(
  copyOf: (language: Language) => C,
  sample: (copy: C) => string,
  expected: Record<Language, string>,
): void {
  const simplified = copyShapeOf(copyOf('s'));
  expect(copyShapeOf(copyOf('t'))).toEqual(simplified);
  expect(copyShapeOf(copyOf('e'))).toEqual(simplified);
  expect({ s: sample(copyOf('s')), t: sample(copyOf('t')), e: sample(copyOf('e')) }).toEqual(expected);
}
