import { Route, Routes, useLocation } from 'react-router';
import type { SectionProps } from '../section';
import { SERVER_ENTRY_CONTRACT } from '../server-entry';
import type { InitialState } from '../state';
import { SectionRoot } from './section-root';
import { createServerEntry, serverSectionProps } from './server-entry';
import { useApi } from './use-api';

const STATE = {
  language: 'e',
  device: 'mobile',
  registry: { sections: { 'mfe-test': { version: 'v7', manifest: '/m', routes: '/r' } } },
  route: { section: 'mfe-test' },
  data: { '/api/web/story/detail?id=3&languageType=2': { title: 'Embedded story' } },
} as unknown as InitialState;

function Story() {
  const result = useApi('/api/web/story/detail', { id: 3 });
  const location = useLocation();
  return (
    <h1>
      {result.data?.title ?? 'loading'} at {location.pathname}
    </h1>
  );
}

function TestApp(props: SectionProps) {
  return (
    <SectionRoot props={props}>
      <Routes>
        <Route path="/story/:id" element={<Story />} />
      </Routes>
    </SectionRoot>
  );
}

describe('createServerEntry', () => {
  it('names the contract and the React it bundles', () => {
    const entry = createServerEntry(TestApp);
    expect(entry.contract).toBe(SERVER_ENTRY_CONTRACT);
    expect(entry.reactVersion).toMatch(/^19\./);
  });

  it('renders the route at the URL under its language and device prefix, from the embedded answers', () => {
    const html = createServerEntry(TestApp).render('/en/m/story/3?from=list', STATE);
    expect(html).toBe('<h1>Embedded story<!-- --> at <!-- -->/story/3</h1>');
  });

  it('gives the section the props the browser shell would, without requests', async () => {
    const props = serverSectionProps('/en/m/story/3', STATE, 'v7');
    expect(props).toMatchObject({ basename: '/en/m', device: 'mobile', release: 'v7' });
    expect(props.getLanguage()).toBe('e');
    expect(props.api.peek('/api/web/story/detail', { id: 3 })).toEqual({ title: 'Embedded story' });
    expect(props.api.peek('/api/web/story/detail', { id: 4 })).toBeUndefined();
    await expect(props.api.get('/api/web/story/detail', { id: 4 })).rejects.toThrow(/on the server/);
  });
});
