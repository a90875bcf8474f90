/** Content API answers for the section's tests, shaped like the seed content. */
import type { EndpointData } from '@site/shared-contracts';

export const introducePage: EndpointData<'/api/web/page/detail'> = {
  key: 'introduce',
  title: '公司简介',
  subtitle: '以数据智能服务金融机构的科技伙伴',
  summary: '瀚数科技成立于2014年，总部位于北京。',
  content: '<h2>我们是谁</h2><p>北京瀚数金融科技股份有限公司于2014年3月在北京创立。</p>',
  image: '/api/media/about/introduce.svg',
  blocks: [
    { title: '数据分析', text: '统一指标与实时数仓。', image: '/api/media/products/DataAnalysis.svg' },
    { title: '关键数据', text: '服务金融机构600余家。' },
  ],
};

export const teamList: EndpointData<'/api/web/team/list'> = [
  {
    id: 2,
    name: '周慕远',
    position: '首席技术官',
    summary: '负责公司技术战略与研发体系建设。',
    photo: '/api/media/team/member-02.svg',
    isFounder: false,
  },
  {
    id: 1,
    name: '陈立言',
    position: '创始人、董事长兼首席执行官',
    summary: '瀚数科技创始人。',
    photo: '/api/media/team/member-01.svg',
    isFounder: true,
  },
];

export const founder: EndpointData<'/api/web/team/detail'> = {
  id: 1,
  name: '陈立言',
  position: '创始人、董事长兼首席执行官',
  summary: '瀚数科技创始人。',
  photo: '/api/media/team/member-01.svg',
  isFounder: true,
  biography: '<p>陈立言先生是瀚数科技创始人。</p>',
};

export const member: EndpointData<'/api/web/team/detail'> = {
  id: 2,
  name: '周慕远',
  position: '首席技术官',
  summary: '负责公司技术战略与研发体系建设。',
  photo: '/api/media/team/member-02.svg',
  isFounder: false,
  biography: '<p>周慕远先生现任瀚数科技首席技术官。</p>',
};

export const storyList: EndpointData<'/api/web/story/list'> = [
  {
    id: 5,
    title: '敲钟的那一天',
    summary: '2021年7月15日，瀚数科技在香港联合交易所主板挂牌上市。',
    cover: '/api/media/story/story-05.svg',
    publishedAt: '2021-07-26',
  },
];

export const milestones: EndpointData<'/api/web/memorabilia/list'> = [
  { id: 1, year: 2014, month: 3, title: '瀚数科技在北京成立', text: '五位创始人在中关村创立公司。' },
  { id: 2, year: 2016, month: 4, title: '完成A轮融资', text: '启航创业投资领投。' },
  { id: 3, year: 2016, month: 10, title: '发布智能风控决策引擎', text: '单笔决策耗时低于200毫秒。' },
];
