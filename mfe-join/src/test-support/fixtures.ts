/** Content API answers for the section's tests, shaped like the seed content. */
import type { EndpointData, EndpointPath, SitePage, SocialPost, SocialPostDetail } from '@site/shared-contracts';

export const offices: EndpointData<'/api/web/recruit/address/list'> = [
  {
    id: 2,
    city: '上海',
    name: '上海分公司',
    address: '上海市浦东新区世纪大道1168号',
    phone: '021-58826689',
    email: 'sh@hanshufintech.cn',
    isHeadquarters: false,
    image: '/api/media/offices/shanghai.svg',
  },
  {
    id: 1,
    city: '北京',
    name: '北京总部',
    address: '北京市海淀区西北旺东路10号院',
    phone: '400-810-6689',
    email: 'contact@hanshufintech.cn',
    isHeadquarters: true,
    image: '/api/media/offices/beijing.svg',
  },
];

function sitePage(key: SitePage['key'], title: string, extra: Partial<SitePage> = {}): SitePage {
  return {
    key,
    title,
    subtitle: `${title}的副标题`,
    summary: `${title}的摘要。`,
    content: `<h2>${title}正文</h2><p>服务时间为周一至周五。</p>`,
    image: '/api/media/environment/env-02.svg',
    blocks: [],
    ...extra,
  };
}

export const contactPage = sitePage('contactus', '联系我们', {
  blocks: [{ title: '媒体垂询', text: '请致电 400-810-6689 或发送邮件至 press@hanshufintech.cn，我们会尽快回复。' }],
});

export const joinPage = sitePage('join', '加入我们', {
  blocks: [{ title: '在实战中成长', text: '参与核心项目。', image: '/api/media/life/life-08.svg' }],
});

export const campusPage = sitePage('campus', '2027届校园招聘', { image: '/api/media/campus/campus.svg' });

function post(id: number, title: string, city: string, category: string): SocialPost {
  return {
    id,
    title,
    city,
    category,
    department: '技术研发中心',
    headcount: 2,
    experience: '3-5年',
    education: '本科及以上',
    publishedAt: `2026-10-${String(30 - id).padStart(2, '0')}`,
  };
}

export const javaPost = post(1, '高级Java开发工程师', '北京', '技术');
export const riskPost = post(2, '风控模型科学家', '上海', '风控');

const FILTER_CHOICES = { cities: ['上海', '北京'], categories: ['技术', '风控'] };

export const positionsPage1: EndpointData<'/api/web/recruit/social/list'> = {
  total: 12,
  page: 1,
  pageSize: 10,
  list: [javaPost, riskPost],
  ...FILTER_CHOICES,
};

export const positionsPage2: EndpointData<'/api/web/recruit/social/list'> = {
  total: 12,
  page: 2,
  pageSize: 10,
  list: [post(11, '第二页的职位', '北京', '技术')],
  ...FILTER_CHOICES,
};

export const noPositions: EndpointData<'/api/web/recruit/social/list'> = {
  total: 0,
  page: 1,
  pageSize: 10,
  list: [],
  ...FILTER_CHOICES,
};

export const javaPostDetail: SocialPostDetail = {
  ...javaPost,
  duties: ['负责决策引擎的架构设计', '参与微服务治理'],
  requirements: ['5年以上Java开发经验', '熟悉MySQL与Redis'],
  email: 'hr@hanshufintech.cn',
};

export const campusPosts: EndpointData<'/api/web/recruit/post/list'> = [
  {
    id: 1,
    title: '算法工程师（校招）',
    category: '技术',
    cities: ['北京', '上海'],
    headcount: 10,
    description: '参与风控模型研发。',
    requirements: ['2027届硕士', '熟悉机器学习'],
  },
];

export const employeeLife: EndpointData<'/api/web/emplife/list'> = [
  { id: 1, title: '秋季团建', summary: '徒步京西古道。', image: '/api/media/life/life-01.svg', date: '2025-10-18' },
  { id: 2, title: '2026年会', summary: '年会在北京举行。', image: '/api/media/life/life-03.svg', date: '2026-01-24' },
];

export const officePhotos: EndpointData<'/api/web/environment/list'> = [
  {
    id: 1,
    city: '北京',
    title: '总部大堂',
    description: '挑高九米的大堂。',
    image: '/api/media/environment/env-01.svg',
  },
  { id: 4, city: '上海', title: '会议室', description: '十二间会议室。', image: '/api/media/environment/env-04.svg' },
];

/** One typical answer of each endpoint the section reads (page/detail by its key). */
export function typicalAnswer(endpoint: EndpointPath, query: Record<string, string | number>): unknown {
  switch (endpoint) {
    case '/api/web/recruit/address/list':
      return offices;
    case '/api/web/page/detail':
      return { contactus: contactPage, join: joinPage, campus: campusPage }[String(query.key)];
    case '/api/web/recruit/social/list':
      return query.page === '2' ? positionsPage2 : positionsPage1;
    case '/api/web/recruit/social/detail':
      return javaPostDetail;
    case '/api/web/recruit/post/list':
      return campusPosts;
    case '/api/web/emplife/list':
      return employeeLife;
    case '/api/web/environment/list':
      return query.city ? officePhotos.filter((photo) => photo.city === query.city) : officePhotos;
    default:
      throw new Error(`no fixture for ${endpoint}`);
  }
}
