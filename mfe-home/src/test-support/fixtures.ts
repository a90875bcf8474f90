/** Content API answers shaped like the real ones, for the home pages' tests. */
import type { CategoryListItem, EndpointData, HomeComponent } from '@site/shared-contracts';

const block = (id: number, type: HomeComponent['type'], title: string, link: string | null): HomeComponent => ({
  id,
  type,
  sort: id,
  title,
  subtitle: `${title}的介绍`,
  image: type === 'hero' || type === 'invest' ? `/api/media/home/${type}.svg` : null,
  link,
});

export const blocks: HomeComponent[] = [
  block(1, 'hero', '以数据智能，让金融服务更普惠', '/about/introduce'),
  block(2, 'products', '产品服务', '/product/DataAnalysis'),
  block(3, 'solutions', '行业解决方案', '/solution/bank'),
  block(4, 'news', '新闻中心', '/news/dynamic'),
  block(5, 'partners', '合作伙伴', '/honour/organization/partner'),
  block(6, 'honours', '资质荣誉', '/honour/brand'),
  block(7, 'invest', '投资者关系', '/invest'),
];

export const categories: CategoryListItem[] = [
  { id: 3, title: '数据分析', url: '/product/DataAnalysis', image: '/api/media/products/DataAnalysis.svg' },
  { id: 4, title: '精准营销', url: '/product/PrecisionMarketing', image: '/api/media/products/PrecisionMarketing.svg' },
];

const article = (id: number, title: string, publishedAt: string) => ({
  id,
  type: 'dynamic' as const,
  title,
  summary: `${title}。`,
  cover: '/api/media/news/cover-01.svg',
  source: '瀚数科技',
  publishedAt,
  isTop: false,
});

export const newsPage: EndpointData<'/api/web/news/list'> = {
  page: 1,
  pageSize: 10,
  total: 4,
  list: [
    article(29, '瀚数科技发布新一代智能风控平台', '2026-10-18'),
    article(28, '瀚数科技深圳分公司乔迁新址', '2026-09-02'),
    article(27, '瀚数科技获评年度金融科技创新企业', '2026-08-20'),
    article(26, '瀚数科技亮相世界人工智能大会', '2026-07-06'),
  ],
};

export const partners: EndpointData<'/api/web/partner/list'> = [
  {
    id: 1,
    type: 'partner',
    name: '华东城市商业银行',
    industry: '银行',
    description: '零售信贷合作',
    logo: '/api/media/partners/partner-01.svg',
  },
  {
    id: 2,
    type: 'partner',
    name: '安和消费金融',
    industry: '消费金融',
    description: '联合风控',
    logo: '/api/media/partners/partner-02.svg',
  },
];

export const honours: EndpointData<'/api/web/honour/list'> = [
  {
    id: 1,
    type: 'brand',
    title: '年度金融科技创新奖',
    issuer: '中国金融科技峰会',
    year: 2025,
    description: '表彰智能风控领域的创新',
    image: '/api/media/honours/honour-01.svg',
  },
];
