import type {
  HomeComponent,
  InvestorDetail,
  Milestone,
  Shareholder,
  SitePage,
  StoryDetail,
  StorySummary,
  TeamMember,
  TeamMemberDetail,
} from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, getData } from '../../test-support/api';

const PAGE_KEYS = [
  'introduce',
  'culture',
  'shareholder',
  'brand',
  'compliance',
  'organization',
  'contactus',
  'join',
  'campus',
];

describe('about, investor and home endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(async () => app.close());

  describe.each([1, 2] as const)('in backend %i', (languageType) => {
    const api = (path: string) => `${path}${path.includes('?') ? '&' : '?'}languageType=${languageType}`;

    it.each(PAGE_KEYS)('answers the %s page with rich text and blocks', async (key) => {
      const page = await getData<SitePage>(app, api(`/api/web/page/detail?key=${key}`));
      expect(page.key).toBe(key);
      expect(page.title).not.toBe('');
      expect(page.content).toMatch(/<p>/);
      expect(page.blocks.length).toBeGreaterThan(0);
    });

    it('lists stories newest first and answers each one', async () => {
      const stories = await getData<StorySummary[]>(app, api('/api/web/story/list'));
      expect(stories.length).toBeGreaterThanOrEqual(4);
      const dates = stories.map((story) => story.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const story = await getData<StoryDetail>(app, api(`/api/web/story/detail?id=${stories[0]?.id}`));
      expect(story.content).toMatch(/<p>/);
    });

    it('lists at least 10 milestones oldest first', async () => {
      const milestones = await getData<Milestone[]>(app, api('/api/web/memorabilia/list'));
      expect(milestones.length).toBeGreaterThanOrEqual(10);
      const order = milestones.map((m) => m.year * 100 + m.month);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });

    it('lists the team founder first and answers the founder and each member', async () => {
      const team = await getData<TeamMember[]>(app, api('/api/web/team/list'));
      expect(team.length).toBeGreaterThanOrEqual(6);
      expect(team[0]?.isFounder).toBe(true);
      expect(team.filter((member) => member.isFounder)).toHaveLength(1);
      const founder = await getData<TeamMemberDetail>(app, api('/api/web/team/detail?id=founder'));
      expect(founder.id).toBe(team[0]?.id);
      expect(founder.biography).toMatch(/<p>/);
      const member = await getData<TeamMemberDetail>(app, api(`/api/web/team/detail?id=${team[1]?.id}`));
      expect(member.name).toBe(team[1]?.name);
    });

    it('lists shareholders', async () => {
      const shareholders = await getData<Shareholder[]>(app, api('/api/web/shareholder/list'));
      expect(shareholders.length).toBeGreaterThanOrEqual(3);
    });

    it('answers investor relations with the stock code, highlights and reports', async () => {
      const investor = await getData<InvestorDetail>(app, api('/api/web/investor/detail'));
      expect(investor.stockCode).toBe('6689.HK');
      expect(investor.highlights.length).toBeGreaterThanOrEqual(3);
      expect(investor.reports.length).toBeGreaterThanOrEqual(3);
      expect(investor.contact.email).toMatch(/@/);
    });

    it('answers the home blocks in display order, starting with the hero', async () => {
      const blocks = await getData<HomeComponent[]>(app, api('/api/getHomeCopms'));
      expect(blocks[0]?.type).toBe('hero');
      const sorts = blocks.map((block) => block.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(new Set(blocks.map((block) => block.type))).toEqual(
        new Set(['hero', 'products', 'solutions', 'news', 'partners', 'honours', 'invest']),
      );
    });
  });

  it('answers the culture page in Traditional with 裡 where the text means "inside" (信念裡)', async () => {
    const simplified = await getData<SitePage>(app, '/api/web/page/detail?key=culture&languageType=1');
    const page = await getData<SitePage>(app, '/api/web/page/detail?key=culture&languageType=1&script=hant');
    expect(simplified.content).toContain('信念里长出来');
    expect(page.content).toContain('信念裡長出來');
    expect(page.content).not.toMatch(/里[長正]/);
  });

  it.each([
    ['/api/web/team/detail?id=2', 502],
    ['/api/web/team/detail?id=502&languageType=2', 2],
    ['/api/web/story/detail?id=3', 503],
    ['/api/web/story/detail?id=503&languageType=2', 3],
  ])('%s names its counterpart %i in the other backend', async (url, counterpart) => {
    const detail = await getData<TeamMemberDetail | StoryDetail>(app, url);
    expect(detail.counterpart).toBe(counterpart);
  });
});
