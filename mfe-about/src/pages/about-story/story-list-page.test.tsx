/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { requestKey } from '@site/shared-contracts';
import { createSectionProps, SectionHarness } from '@site/shared-contracts/section-kit/testing';
import { storyList } from '../../test-support/fixtures';
import { StoryListPage } from './story-list-page';

const STORIES = requestKey('/api/web/story/list', {});

describe('StoryListPage', () => {
  it('shows each story as a card with cover, date and summary, linking to its page', () => {
    const props = createSectionProps({ answers: { [STORIES]: storyList }, embedded: [STORIES], language: 'e' });
    render(
      <SectionHarness props={props} path="/about/story">
        <StoryListPage />
      </SectionHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our Stories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '敲钟的那一天' }).getAttribute('href')).toBe('/about/story/5');
    expect(screen.getByText('July 26, 2021').getAttribute('datetime')).toBe('2021-07-26');
    const cover = screen.getByRole('img', { name: 'Cover image: 敲钟的那一天' });
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['800', '450']);
  });
});
