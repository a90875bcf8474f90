import fs from 'node:fs';
import path from 'node:path';
import type { MenuEntry } from './routes';
import type { NewsDetail, Office, SocialPostDetail } from './schemas';
import { structuredDataOf, type StructuredDataContext } from './structured-data';

/** The shipped content's files, as the API answers them. */
const CONTENT = path.resolve(__dirname, '..', '..', 'content');
const readItem = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as Record<string, unknown>;

function article(file: string): NewsDetail {
  const item = readItem(file);
  return { ...item, content: '<p>…</p>', prev: null, next: null } as unknown as NewsDetail;
}

function offices(folder: string): Office[] {
  return fs
    .readdirSync(path.join(CONTENT, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const { sort: _sort, ...office } = readItem(path.join(folder, file));
      return office as unknown as Office;
    });
}

const MENU: MenuEntry[] = [
  { key: 'home', order: 10, label: { s: '首页', t: '首頁', e: 'Home' } },
  {
    key: 'news',
    order: 60,
    label: { s: '新闻中心', t: '新聞中心', e: 'News' },
    items: [
      {
        id: 'dynamic',
        path: '/news/dynamic',
        title: { s: '新闻动态', t: '新聞動態', e: 'Company News' },
        alt: { s: '新闻动态', t: '新聞動態', e: 'Company News' },
        image: { src: '/api/media/news/cover-01.svg', width: 800, height: 450 },
      },
    ],
  },
  { key: 'contact', order: 80, label: { s: '联系我们', t: '聯絡我們', e: 'Contact' } },
];

function contextOf(language: 's' | 'e', data: Record<string, unknown>, page: string): StructuredDataContext {
  const prefix = language === 'e' ? '/en' : '';
  return {
    language,
    url: `https://site.example${prefix}${page}`,
    urlOf: (sitePath) => `https://site.example${prefix}${sitePath === '/' && prefix ? '' : sitePath}`,
    fileUrlOf: (file) => `https://site.example${file}`,
    data,
    menu: MENU,
    brand: { s: '瀚数科技', t: '瀚數科技', e: 'Hanshu FinTech' },
    logo: 'https://site.example/logo.png',
  };
}

describe('structuredDataOf', () => {
  it('makes the Organization from the headquarters, named in the page language with the others as alternates', () => {
    const [chinese] = structuredDataOf(
      [{ type: 'Organization', from: 'offices' }],
      contextOf('s', { offices: offices('offices/zh') }, '/'),
    );
    expect(chinese).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: '瀚数科技',
      alternateName: ['瀚數科技', 'Hanshu FinTech'],
      url: 'https://site.example/',
      logo: 'https://site.example/logo.png',
      address: { '@type': 'PostalAddress', addressLocality: '北京', addressCountry: 'CN' },
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '400-810-6689' },
    });
    const [english] = structuredDataOf(
      [{ type: 'Organization', from: 'offices' }],
      contextOf('e', { offices: offices('offices/en') }, '/'),
    );
    expect(english).toMatchObject({ name: 'Hanshu FinTech', url: 'https://site.example/en' });
    expect((english?.address as { streetAddress: string }).streetAddress).toMatch(/[A-Za-z]/);
  });

  it('makes a NewsArticle with its headline, dates in Beijing time, absolute image, author and publisher', () => {
    const [block] = structuredDataOf(
      [{ type: 'NewsArticle', from: 'article' }],
      contextOf('s', { article: article('news/zh/1.json') }, '/news/dynamic/1'),
    );
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '瀚数科技与华东城市商业银行签署全面战略合作协议',
      description: expect.stringContaining('智能风控'),
      image: ['https://site.example/api/media/news/cover-01.svg'],
      datePublished: '2022-01-18T00:00:00+08:00',
      dateModified: '2022-01-18T00:00:00+08:00',
      inLanguage: 'zh-Hans',
      mainEntityOfPage: 'https://site.example/news/dynamic/1',
      author: [{ '@type': 'Organization', name: '品牌市场部', url: 'https://site.example/' }],
      publisher: {
        '@type': 'Organization',
        name: '瀚数科技',
        url: 'https://site.example/',
        logo: { '@type': 'ImageObject', url: 'https://site.example/logo.png' },
      },
    });
  });

  it('makes a JobPosting whose description is escaped HTML of the duties and requirements', () => {
    const post = readItem('social-posts/en/501.json') as unknown as SocialPostDetail;
    const hostile = { ...post, duties: ['Build <script>alert(1)</script> & ship', ...post.duties] };
    const [block] = structuredDataOf(
      [{ type: 'JobPosting', from: 'position', employmentType: 'FULL_TIME' }],
      contextOf('e', { position: hostile }, '/contact/join/postDetail/501'),
    );
    expect(block).toMatchObject({
      '@type': 'JobPosting',
      title: post.title,
      datePosted: post.publishedAt,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Hanshu FinTech' },
      jobLocation: { '@type': 'Place', address: { addressLocality: post.city, addressCountry: 'CN' } },
      identifier: { '@type': 'PropertyValue', value: '501' },
    });
    expect(block?.description).toMatch(/^<p>[^<]+<\/p><p>Responsibilities<\/p><ul><li>Build &lt;script&gt;/);
    expect(block?.description).toContain('<p>Requirements</p><ul><li>');
    expect(block).not.toHaveProperty('validThrough');
  });

  it('makes a BreadcrumbList: home, the parent named by the menu, the item', () => {
    const [block] = structuredDataOf(
      [{ type: 'BreadcrumbList', from: 'article', parent: '/news/dynamic' }],
      contextOf('e', { article: article('news/en/501.json') }, '/news/dynamic/501'),
    );
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/en' },
        { '@type': 'ListItem', position: 2, name: 'Company News', item: 'https://site.example/en/news/dynamic' },
        {
          '@type': 'ListItem',
          position: 3,
          name: (readItem('news/en/501.json') as { title: string }).title,
          item: 'https://site.example/en/news/dynamic/501',
        },
      ],
    });
    const [underLabel] = structuredDataOf(
      [{ type: 'BreadcrumbList', from: 'member', parent: '/contact/join/socialRecruit' }],
      contextOf('s', { member: { name: '张三' } }, '/contact/join/postDetail/1'),
    );
    expect((underLabel?.itemListElement as { name: string }[]).map((step) => step.name)).toEqual([
      '首页',
      '联系我们',
      '张三',
    ]);
  });

  it('makes no block from data that is not its entity', () => {
    const context = contextOf('s', { article: { title: 'not an article' }, offices: [] }, '/news/dynamic/1');
    expect(
      structuredDataOf(
        [
          { type: 'NewsArticle', from: 'article' },
          { type: 'Organization', from: 'offices' },
          { type: 'JobPosting', from: 'article', employmentType: 'FULL_TIME' },
          { type: 'BreadcrumbList', from: 'missing', parent: '/news/dynamic' },
        ],
        context,
      ),
    ).toEqual([]);
  });
});
