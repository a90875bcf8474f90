import type {
  CampusPost,
  EmployeeLife,
  EnvironmentPhoto,
  Office,
  SocialPostDetail,
  SocialPostPage,
} from '@site/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, getData } from '../../test-support/api';

describe('recruitment and workplace endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(async () => app.close());

  describe.each([1, 2] as const)('in backend %i', (languageType) => {
    const api = (path: string) => `${path}${path.includes('?') ? '&' : '?'}languageType=${languageType}`;
    let all: SocialPostPage;
    beforeAll(async () => {
      all = await getData<SocialPostPage>(app, api('/api/web/recruit/social/list?pageSize=50'));
    });

    it('lists at least 12 openings in 4 or more cities, with the filter choices', () => {
      expect(all.total).toBeGreaterThanOrEqual(12);
      expect(all.list).toHaveLength(all.total);
      expect(all.cities.length).toBeGreaterThanOrEqual(4);
      expect(new Set(all.list.map((post) => post.city))).toEqual(new Set(all.cities));
      expect(new Set(all.list.map((post) => post.category))).toEqual(new Set(all.categories));
    });

    it('filters by city', async () => {
      const city = all.cities[0] ?? '';
      const result = await getData<SocialPostPage>(
        app,
        api(`/api/web/recruit/social/list?pageSize=50&city=${encodeURIComponent(city)}`),
      );
      expect(result.total).toBe(all.list.filter((post) => post.city === city).length);
      expect(result.list.every((post) => post.city === city)).toBe(true);
      expect(result.cities).toEqual(all.cities);
    });

    it('filters by category and city together', async () => {
      const { city, category } = all.list[0] ?? { city: '', category: '' };
      const result = await getData<SocialPostPage>(
        app,
        api(`/api/web/recruit/social/list?city=${encodeURIComponent(city)}&category=${encodeURIComponent(category)}`),
      );
      const expected = all.list.filter((post) => post.city === city && post.category === category);
      expect(result.list.map((post) => post.id).sort()).toEqual(expected.map((post) => post.id).sort());
    });

    it('filters by a keyword in the title, case-insensitively', async () => {
      const title = all.list[0]?.title ?? '';
      const keyword = [...title].slice(0, 2).join('').toUpperCase();
      const result = await getData<SocialPostPage>(
        app,
        api(`/api/web/recruit/social/list?keyword=${encodeURIComponent(keyword)}`),
      );
      expect(result.list.map((post) => post.id)).toContain(all.list[0]?.id);
    });

    it('takes % and _ in a keyword literally', async () => {
      const result = await getData<SocialPostPage>(app, api('/api/web/recruit/social/list?keyword=%25'));
      expect(result.total).toBe(0);
      expect(result.list).toEqual([]);
    });

    it('answers a position with duties, requirements and where to apply', async () => {
      const id = all.list[0]?.id;
      const post = await getData<SocialPostDetail>(app, api(`/api/web/recruit/social/detail?id=${id}`));
      expect(post.id).toBe(id);
      expect(post.duties.length).toBeGreaterThanOrEqual(3);
      expect(post.requirements.length).toBeGreaterThanOrEqual(3);
      expect(post.email).toMatch(/@/);
    });

    it('lists offices with the headquarters first', async () => {
      const offices = await getData<Office[]>(app, api('/api/web/recruit/address/list'));
      expect(offices.length).toBeGreaterThanOrEqual(4);
      expect(offices[0]?.isHeadquarters).toBe(true);
      expect(offices.filter((office) => office.isHeadquarters)).toHaveLength(1);
    });

    it('lists campus posts, office environment (filterable by city) and employee life', async () => {
      const campus = await getData<CampusPost[]>(app, api('/api/web/recruit/post/list'));
      expect(campus.length).toBeGreaterThanOrEqual(4);
      expect(campus[0]?.cities.length).toBeGreaterThan(0);
      const photos = await getData<EnvironmentPhoto[]>(app, api('/api/web/environment/list'));
      expect(photos.length).toBeGreaterThanOrEqual(6);
      const city = photos[0]?.city ?? '';
      const inCity = await getData<EnvironmentPhoto[]>(
        app,
        api(`/api/web/environment/list?city=${encodeURIComponent(city)}`),
      );
      expect(inCity.length).toBe(photos.filter((photo) => photo.city === city).length);
      const life = await getData<EmployeeLife[]>(app, api('/api/web/emplife/list'));
      expect(life.length).toBeGreaterThanOrEqual(6);
    });
  });

  it('matches a Traditional filter against the Simplified rows with script=hant', async () => {
    const simplified = await getData<SocialPostPage>(app, '/api/web/recruit/social/list?languageType=1&pageSize=50');
    const category = simplified.categories.find((name) => name === '技术') ?? simplified.categories[0] ?? '';
    const traditionalPage = await getData<SocialPostPage>(
      app,
      '/api/web/recruit/social/list?languageType=1&script=hant&pageSize=50',
    );
    const traditionalCategory = traditionalPage.categories[simplified.categories.indexOf(category)] ?? '';
    const filtered = await getData<SocialPostPage>(
      app,
      `/api/web/recruit/social/list?languageType=1&script=hant&category=${encodeURIComponent(traditionalCategory)}`,
    );
    expect(filtered.total).toBe(simplified.list.filter((post) => post.category === category).length);
    expect(filtered.total).toBeGreaterThan(0);
  });

  it.each([
    ['on the Traditional site', '&script=hant'],
    ['typed on the Simplified site', ''],
  ])('matches a keyword typed in Traditional %s', async (_where, script) => {
    const simplified = await getData<SocialPostPage>(
      app,
      `/api/web/recruit/social/list?languageType=1&keyword=${encodeURIComponent('开发')}`,
    );
    expect(simplified.total).toBeGreaterThan(0);
    const traditional = await getData<SocialPostPage>(
      app,
      `/api/web/recruit/social/list?languageType=1${script}&keyword=${encodeURIComponent('開發')}`,
    );
    expect(traditional.list.map((post) => post.id)).toEqual(simplified.list.map((post) => post.id));
  });

  it('pages the openings, newest first, without repeating one', async () => {
    const first = await getData<SocialPostPage>(app, '/api/web/recruit/social/list?languageType=1');
    const second = await getData<SocialPostPage>(app, '/api/web/recruit/social/list?languageType=1&page=2');
    expect(first.page).toBe(1);
    expect(second.page).toBe(2);
    expect(first.list).toHaveLength(first.pageSize);
    expect(second.list.length).toBe(Math.min(first.pageSize, first.total - first.pageSize));
    const ids = [...first.list, ...second.list].map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = [...first.list, ...second.list].map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
