/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { requestKey } from '@site/shared-contracts';
import { createSectionProps, SectionHarness, type FakeSectionProps } from '@site/shared-contracts/section-kit/testing';
import { founder, member } from '../../test-support/fixtures';
import { TeamMemberPage } from './team-member-page';

const FOUNDER = requestKey('/api/web/team/detail', { id: 'founder' });
const MEMBER_2 = requestKey('/api/web/team/detail', { id: '2' });

function renderAt(path: string, props: FakeSectionProps) {
  render(
    <SectionHarness props={props} path={path}>
      <Routes>
        <Route path="/about/team" element={<p>team list</p>} />
        <Route path="/about/team/founder" element={<TeamMemberPage memberId="founder" />} />
        <Route path="/about/team/2" element={<TeamMemberPage memberId={2} />} />
      </Routes>
    </SectionHarness>,
  );
}

describe('TeamMemberPage', () => {
  it('shows the founder with photo, position and biography', () => {
    const props = createSectionProps({ answers: { [FOUNDER]: founder }, embedded: [FOUNDER] });
    renderAt('/about/team/founder', props);
    expect(screen.getByRole('heading', { level: 1, name: '陈立言' })).toBeTruthy();
    expect(screen.getByText('创始人、董事长兼首席执行官')).toBeTruthy();
    expect(screen.getByText('陈立言先生是瀚数科技创始人。')).toBeTruthy();
    expect(screen.getByRole('img', { name: '陈立言的照片' }).getAttribute('width')).toBe('400');
    expect(screen.getByRole('link', { name: /返回管理团队/ }).getAttribute('href')).toBe('/about/team');
  });

  it('asks for the founder by the key "founder"', async () => {
    const props = createSectionProps({ answers: { [FOUNDER]: founder } });
    renderAt('/about/team/founder', props);
    expect(await screen.findByRole('heading', { level: 1, name: '陈立言' })).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledWith('/api/web/team/detail', { id: 'founder' });
  });

  it('shows the 404 page for an id the API does not know', async () => {
    const props = createSectionProps({});
    renderAt('/about/team/2', props);
    await act(async () => {});
    expect(props.showNotFound).toHaveBeenCalledTimes(1);
  });

  it('goes back to the team list when the member is not in the new language backend', async () => {
    const props = createSectionProps({ answers: { [MEMBER_2]: member }, embedded: [MEMBER_2] });
    renderAt('/about/team/2', props);
    expect(screen.getByRole('heading', { level: 1, name: '周慕远' })).toBeTruthy();
    props.api.get.mockImplementation(() => Promise.reject(Object.assign(new Error('Not found'), { status: 404 })));
    act(() => {
      props.bus.emit('language:changed', { language: 'e', previous: 's' });
    });
    expect(await screen.findByText('team list')).toBeTruthy();
    expect(props.showNotFound).not.toHaveBeenCalled();
  });
});
