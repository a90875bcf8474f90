/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointData } from '../endpoints';
import { requestKey } from '../state';
import { ApiContent } from './api-content';
import { createSectionProps, FakeApiError, SectionHarness, type FakeSectionOptions } from './testing';
import { MIN_LOADING_MS, useApi } from './use-api';

// Any endpoint would do: a member and the team are small answers.
const member: EndpointData<'/api/web/team/detail'> = {
  id: 2,
  name: 'Member Two',
  position: 'CTO',
  summary: 'Technology.',
  photo: '/api/media/team/member-02.svg',
  isFounder: false,
  biography: '<p>Biography.</p>',
};
const teamList: EndpointData<'/api/web/team/list'> = [
  { ...member, id: 1, name: 'Member One', isFounder: true },
  member,
].map(({ biography: _biography, ...summary }) => summary);

const TEAM = requestKey('/api/web/team/list', {});
const MEMBER_2 = requestKey('/api/web/team/detail', { id: '2' });

function MemberName({ id }: { id: string }) {
  const result = useApi('/api/web/team/detail', { id });
  return <ApiContent result={result}>{(detail) => <p>{detail.name}</p>}</ApiContent>;
}

function TeamSize() {
  const result = useApi('/api/web/team/list');
  return <ApiContent result={result}>{(list) => <p>{`${list.length} members`}</p>}</ApiContent>;
}

function setup(ui: React.ReactElement, options: FakeSectionOptions, props = createSectionProps(options)) {
  const view = render(
    <SectionHarness props={props} path="/about/team">
      {ui}
    </SectionHarness>,
  );
  return { props, view };
}

describe('useApi with ApiContent', () => {
  it('paints embedded data on the first render without a request', async () => {
    const { props } = setup(<TeamSize />, { answers: { [TEAM]: teamList }, embedded: [TEAM] });
    expect(screen.getByText('2 members')).toBeTruthy();
    await act(async () => {});
    expect(props.api.peek).toHaveBeenCalledWith('/api/web/team/list', undefined);
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('fetches what the server did not embed, showing a loading notice meanwhile', async () => {
    const { props } = setup(<MemberName id="2" />, { answers: { [MEMBER_2]: member } });
    expect(screen.getByRole('status').textContent).toContain('正在加载');
    expect(await screen.findByText('Member Two')).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledTimes(1);
    expect(props.api.get).toHaveBeenCalledWith('/api/web/team/detail', { id: '2' });
  });

  it('asks the shell for its 404 page when the API does not know the item', async () => {
    const { props } = setup(<MemberName id="99" />, {});
    await waitFor(() => expect(props.showNotFound).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('re-fetches in the new language on language:changed', async () => {
    const { props } = setup(<TeamSize />, { answers: { [TEAM]: teamList }, embedded: [TEAM] });
    expect(props.api.get).not.toHaveBeenCalled();
    act(() => {
      props.bus.emit('language:changed', { language: 'e', previous: 's' });
    });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByText('2 members')).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledTimes(1);
  });

  it('re-fetches when the query changes', async () => {
    const MEMBER_1 = requestKey('/api/web/team/detail', { id: '1' });
    const answers = { [MEMBER_2]: member, [MEMBER_1]: { ...member, id: 1, name: 'Member One' } };
    const { props, view } = setup(<MemberName id="2" />, { answers, embedded: [MEMBER_2] });
    expect(screen.getByText('Member Two')).toBeTruthy();
    view.rerender(
      <SectionHarness props={props} path="/about/team">
        <MemberName id="1" />
      </SectionHarness>,
    );
    expect(await screen.findByText('Member One')).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledWith('/api/web/team/detail', { id: '1' });
  });

  it('shows a localized error with a retry button that fetches again', async () => {
    const props = createSectionProps({ answers: { [TEAM]: teamList }, language: 'e' });
    props.api.get.mockImplementationOnce(() => Promise.reject(new FakeApiError(500)));
    setup(<TeamSize />, {}, props);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    expect(props.showNotFound).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 members')).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledTimes(2);
  });

  describe('with a fast API', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it(`keeps the loading notice for at least ${MIN_LOADING_MS} ms`, async () => {
      setup(<TeamSize />, { answers: { [TEAM]: teamList } });
      await act(async () => {});
      expect(screen.getByRole('status')).toBeTruthy();
      act(() => {
        jest.advanceTimersByTime(MIN_LOADING_MS - 20);
      });
      expect(screen.getByRole('status')).toBeTruthy();
      act(() => {
        jest.advanceTimersByTime(20);
      });
      expect(screen.getByText('2 members')).toBeTruthy();
    });
  });
});
