/** Content API answers for the section's tests, shaped like the seed content. */
import type { EndpointData, NewsSummary } from '@site/shared-contracts';

function summary(id: number, publishedAt: string, extra: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id,
    type: 'dynamic',
    title: `公司动态第${id}篇`,
    summary: `第${id}篇的摘要。`,
    cover: '/api/media/news/cover-02.svg',
    source: '瀚数科技',
    publishedAt,
    isTop: false,
    ...extra,
  };
}

export const topStory = summary(29, '2026-10-28', { title: '2026瀚数金融科技大会举行', isTop: true });

export const dynamicPage1: EndpointData<'/api/web/news/list'> = {
  total: 20,
  page: 1,
  pageSize: 10,
  list: [topStory, summary(28, '2026-03-24', { title: '瀚数科技公布2025年度业绩' }), summary(26, '2025-11-02')],
};

export const dynamicPage2: EndpointData<'/api/web/news/list'> = {
  total: 20,
  page: 2,
  pageSize: 10,
  list: [summary(12, '2023-05-10', { title: '第二页的文章' })],
};

export const emptyPage: EndpointData<'/api/web/news/list'> = { total: 0, page: 1, pageSize: 10, list: [] };

export const researchTop = summary(30, '2026-11-18', {
  type: 'research',
  title: '2027年金融科技展望',
  source: '瀚数研究院',
  isTop: true,
});

export const researchPage1: EndpointData<'/api/web/news/list'> = {
  total: 2,
  page: 1,
  pageSize: 10,
  list: [researchTop, summary(3, '2022-05-16', { type: 'research', title: '消费金融行业发展趋势报告' })],
};

export const events: EndpointData<'/api/web/event/list'> = {
  total: 2,
  page: 1,
  pageSize: 10,
  list: [
    {
      id: 5,
      title: '普惠金融区域路演（成都站）',
      summary: '面向西南地区农商行的区域路演。',
      city: '成都',
      venue: '天府软件园 C区会议中心',
      startDate: '2026-12-03',
      endDate: '2026-12-03',
      cover: '/api/media/events/event-05.svg',
    },
    {
      id: 2,
      title: '金融科技峰会',
      summary: '年度峰会。',
      city: '上海',
      venue: '国际会议中心',
      startDate: '2025-06-10',
      endDate: '2025-06-11',
      cover: '/api/media/events/event-02.svg',
    },
  ],
};

export const article: EndpointData<'/api/web/news/detail'> = {
  ...summary(28, '2026-03-24', { title: '瀚数科技公布2025年度业绩' }),
  author: '投资者关系部',
  content: '<h2>业绩概览</h2><p>2025年公司营业收入同比增长13.9%。</p>',
  prev: { id: 29, title: '2026瀚数金融科技大会举行' },
  next: { id: 26, title: '瀚数科技发布“瀚数营销云”' },
};

export const oldestArticle: EndpointData<'/api/web/news/detail'> = {
  ...article,
  id: 1,
  title: '最早的一篇',
  prev: { id: 2, title: '第二早的一篇' },
  next: null,
};
