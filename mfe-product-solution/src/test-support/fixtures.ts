/** Content API answers for the section's tests, shaped by the endpoint table's schemas. */
import type { CategoryDetail, ProductCategory, ProductView } from '@site/shared-contracts';

export const dataAnalysis: ProductCategory = {
  id: 3,
  key: 'DataAnalysis',
  name: '数据分析',
  ctitle: '金融大数据分析',
  etitle: 'Financial Data Analytics',
  summary: '以金融级数据中台为底座，统一治理、统一建模。',
  banner: '/api/media/products/banner-DataAnalysis.svg',
  features: [
    { title: '统一数据治理', text: '内置金融数据标准与质量规则。' },
    { title: '客户360°画像', text: '整合账户、交易与行为数据。' },
    { title: '自助式分析', text: '拖拽式看板与自然语言问数。' },
  ],
  views: [
    {
      id: 13,
      title: '瀚数洞察数据分析平台',
      summary: '一站式金融数据分析平台。',
      image: '/api/media/products/view-DataAnalysis.svg',
    },
  ],
};

export const insightView: ProductView = {
  id: 13,
  categoryId: 3,
  categoryKey: 'DataAnalysis',
  title: '瀚数洞察数据分析平台',
  summary: '一站式金融数据分析平台。',
  content: '<h2>平台概述</h2><p>瀚数洞察已在80余家金融机构投产。</p>',
  image: '/api/media/products/view-DataAnalysis.svg',
  video: { src: '/api/media/products/intro.webm', poster: '/api/media/products/view-DataAnalysis.svg' },
  views: 12580,
};

export const bank: CategoryDetail = {
  id: 17,
  key: 'bank',
  name: '银行',
  ctitle: '银行数字化风控与营销解决方案',
  etitle: 'Digital Risk and Marketing Solutions for Banks',
  summary: '以统一的数据中台、智能风控和精准营销能力助力银行增长。',
  banner: '/api/media/solutions/bank.svg',
  pages: [
    {
      id: 1,
      title: '行业痛点',
      summary: '规模难增、风险难控。',
      content: '<p>数据分散，模型老化。</p>',
      image: '/api/media/solutions/bank-01.svg',
    },
    {
      id: 2,
      title: '合作案例：华东城市商业银行',
      summary: 'AUC由0.62提升至0.70左右。',
      content: '<p>新模型上线。</p>',
      image: '/api/media/solutions/bank-02.svg',
    },
  ],
};

export const trustWithoutPages: CategoryDetail = {
  ...bank,
  id: 19,
  key: 'trust',
  name: '信托',
  ctitle: '信托业务数字化转型解决方案',
  etitle: 'Digital Transformation Solutions for Trust Companies',
  banner: '/api/media/solutions/trust.svg',
  pages: [],
};
