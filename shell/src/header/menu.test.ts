import { bannerTitleOf, menuKeyOf, mobileGroupsOf, visibleMenuEntries } from './menu';
import { SITE_MENU } from './menu.fixture';

const named = (...names: string[]) => names.map((name) => ({ name, key: name, url: `/${name}` }));

describe('the menu from the sections’ entries', () => {
  it('shows the declared entries the navigation names, in the declared order whatever the answer’s order', () => {
    const entries = visibleMenuEntries(SITE_MENU, named('News Center', 'Home', 'Unknown'), 'e');
    expect(entries.map((entry) => [entry.key, entry.label, entry.path])).toEqual([
      ['home', 'Home', '/Home'],
      ['news', 'News Center', '/News Center'],
    ]);
  });

  it('puts a path under the entry of its first segment, the home pages under home', () => {
    expect(menuKeyOf(SITE_MENU, '/m/about/team/3')).toBe('about');
    expect(menuKeyOf(SITE_MENU, '/m')).toBe('home');
    expect(menuKeyOf(SITE_MENU, '/careers/jobs')).toBeNull();
    expect(bannerTitleOf(SITE_MENU, '/news/dynamic/12')?.e).toBe('News Center');
    expect(bannerTitleOf(SITE_MENU, '/')).toBeNull();
  });

  it('makes a drawer group of each shown entry with drawer items, headed by its label', () => {
    const groups = mobileGroupsOf(visibleMenuEntries(SITE_MENU, named('关于我们', '新闻中心', '首页'), 's'), 's');
    expect(groups.map((group) => [group.heading, group.items.map((item) => item.title)])).toEqual([
      ['关于我们', ['公司简介', '创始人']],
      ['新闻中心', ['新闻动态']],
    ]);
  });
});
