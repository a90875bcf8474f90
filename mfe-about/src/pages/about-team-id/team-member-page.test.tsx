/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { requestKey } from '@site/shared-contracts';
import { FakeApiError } from '@site/shared-contracts/section-kit/testing';
import { founder, member, teamList } from '../../test-support/fixtures';
import { renderAboutAt } from '../../test-support/render-about';

const FOUNDER = requestKey('/api/web/team/detail', { id: 'founder' });
const MEMBER_2 = requestKey('/api/web/team/detail', { id: '2' });

describe('TeamMemberPage', () => {
  it('shows the founder with photo, position and biography', () => {
    renderAboutAt('/about/team/founder', { answers: { [FOUNDER]: founder }, embedded: [FOUNDER] });
    expect(screen.getByRole('heading', { level: 1, name: '陈立言' })).toBeTruthy();
    expect(screen.getByText('创始人、董事长兼首席执行官')).toBeTruthy();
    expect(screen.getByText('陈立言先生是瀚数科技创始人。')).toBeTruthy();
    expect(screen.getByRole('img', { name: '陈立言的照片' }).getAttribute('width')).toBe('400');
    expect(screen.getByRole('link', { name: /返回管理团队/ }).getAttribute('href')).toBe('/about/team');
  });

  it('asks for the founder by the key "founder"', async () => {
    const props = renderAboutAt('/about/team/founder', { answers: { [FOUNDER]: founder } });
    expect(await screen.findByRole('heading', { level: 1, name: '陈立言' })).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledWith('/api/web/team/detail', { id: 'founder' });
  });

  it('shows the 404 page for an id the API does not know', async () => {
    const props = renderAboutAt('/about/team/2');
    await act(async () => {});
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
  });

  it('goes back to the team list when the member is not in the new language backend', async () => {
    const props = renderAboutAt('/about/team/2', { answers: { [MEMBER_2]: member }, embedded: [MEMBER_2] });
    expect(screen.getByRole('heading', { level: 1, name: '周慕远' })).toBeTruthy();
    props.api.get.mockImplementation((path: string) =>
      path === '/api/web/team/list' ? Promise.resolve(teamList) : Promise.reject(new FakeApiError(404)),
    );
    act(() => {
      props.bus.emit('language:changed', { language: 'e', previous: 's' });
    });
    // Four hops (refetch, 404, navigation, list read): more than findBy's one second on a loaded machine.
    expect(await screen.findByRole('link', { name: '周慕远' }, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/about/team');
    expect(props.showNotFound).not.toHaveBeenCalled();
  });
});
