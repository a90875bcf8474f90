/**
 * A site menu as the sections' route manifests declare it, for the chrome's tests (the shell has
 * no menu of its own). Traditional is converted as the section build does (scripts/hant.js).
 */
import type { LocalizedText, MenuEntry } from '@site/shared-contracts';
import type { ChromeView } from '../chrome-model';
import * as OpenCC from 'opencc-js/cn2t';

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const text = (s: string, e: string): LocalizedText => ({ s, t: toTraditional(s), e });

const item = (id: string, path: string, title: LocalizedText, src: string, width: number, height: number) => ({
  id,
  path,
  title,
  alt: text(`${title.s}插画`, `${title.e} illustration`),
  image: { src: `/api/media/${src}`, width, height },
});

export const SITE_MENU: MenuEntry[] = [
  { key: 'home', order: 10, label: text('首页', 'Home') },
  {
    key: 'about',
    order: 20,
    label: text('关于我们', 'About'),
    title: text('关于我们', 'About Us'),
    items: [
      item('introduce', '/about/introduce', text('公司简介', 'Company Profile'), 'about/introduce.svg', 1200, 600),
      item('founder', '/about/team/founder', text('创始人', 'Founder'), 'team/member-01.svg', 400, 480),
    ],
    drawer: [
      { id: 'profile', path: '/m/about/introduce', title: text('公司简介', 'Company Profile') },
      { id: 'founder', path: '/m/about/team/founder', title: text('创始人', 'Founder') },
    ],
  },
  {
    key: 'product',
    order: 30,
    label: text('产品服务', 'Product Service'),
    title: text('产品服务', 'Product Service'),
    items: 'categories',
  },
  {
    key: 'solution',
    order: 40,
    label: text('合作案例', 'Cooperation Case'),
    items: [item('bank', '/solution/bank', text('银行', 'Banks'), 'solutions/bank.svg', 1920, 1080)],
  },
  {
    key: 'honour',
    order: 50,
    label: text('资质荣誉', 'Qualification Honor'),
    title: text('资质荣誉', 'Qualification Honor'),
    items: [item('brand', '/honour/brand', text('品牌荣誉', 'Brand Honors'), 'honours/honour-01.svg', 480, 360)],
    drawer: [{ id: 'compliance', path: '/m/honour/compliance', title: text('合规资质', 'Compliance') }],
  },
  {
    key: 'news',
    order: 60,
    label: text('新闻中心', 'News Center'),
    title: text('新闻中心', 'News Center'),
    items: [
      item('dynamic', '/news/dynamic', text('公司动态', 'Company News'), 'news/cover-01.svg', 800, 450),
      item('research', '/news/research', text('研究报告', 'Research'), 'research/cover-01.svg', 800, 450),
    ],
    drawer: [{ id: 'news', path: '/m/news/dynamic', title: text('新闻动态', 'Company News') }],
  },
  { key: 'invest', order: 70, label: text('投资者关系', 'Investor Relations'), investor: true },
  {
    key: 'contact',
    order: 80,
    label: text('联系我们', 'Contact Us'),
    items: [item('contactus', '/contact/contactus', text('联系我们', 'Contact Us'), 'offices/beijing.svg', 800, 500)],
  },
];

/** The chrome's view of /about/introduce, with the fallback background. */
export const INTRODUCE_VIEW: ChromeView = {
  kind: 'section',
  layout: 'default',
  background: '/backgrounds/default.svg',
  routeName: 'about-introduce',
  littleBall: true,
};
