/** Content API answers for the section's tests, in the shapes of the endpoint table. */
import type { Honour, InvestorDetail, Partner, SitePage } from '@site/shared-contracts';

export const compliancePage: SitePage = {
  key: 'compliance',
  title: '合规与数据安全',
  subtitle: '合规是底线，安全是生命线',
  summary: '瀚数科技建立了覆盖数据全生命周期的安全与合规管理体系。',
  content: '<h2>我们的承诺</h2><p>严格遵守数据安全相关法律法规。</p>',
  image: '/api/media/honours/honour-07.svg',
  blocks: [{ title: 'ISO/IEC 27001', text: '信息安全管理体系覆盖全部场景。' }],
};

export const brandPage: SitePage = {
  ...compliancePage,
  key: 'brand',
  title: 'Brand Honours',
  subtitle: 'Recognition from the industry and the market',
  summary: 'Awards for fintech innovation.',
  content: '<h2>Recognition earned through client results</h2>',
  blocks: [],
};

export const complianceHonours: Honour[] = [
  {
    id: 7,
    type: 'compliance',
    title: 'ISO/IEC 27001 信息安全管理体系认证',
    issuer: '独立第三方认证机构',
    year: 2019,
    description: '自2019年首次获证以来每年通过监督审核。',
    image: '/api/media/honours/honour-07.svg',
  },
  {
    id: 8,
    type: 'compliance',
    title: 'ISO/IEC 27701 隐私信息管理体系认证',
    issuer: '独立第三方认证机构',
    year: 2024,
    description: '规范个人信息的全生命周期处理。',
    image: '/api/media/honours/honour-08.svg',
  },
];

export const brandHonours: Honour[] = [
  {
    id: 502,
    type: 'brand',
    title: 'China FinTech 50',
    issuer: 'New Finance Observer',
    year: 2019,
    description: 'First named to the list in 2019.',
    image: '/api/media/honours/honour-02.svg',
  },
];

export const partners: Partner[] = [
  {
    id: 1,
    type: 'partner',
    name: '华东城市商业银行',
    industry: '银行',
    description: '瀚数科技的第一家银行客户。',
    logo: '/api/media/partners/partner-01.svg',
  },
  {
    id: 4,
    type: 'partner',
    name: '恒信信托',
    industry: '信托',
    description: '消费信托资产穿透管理。',
    logo: '/api/media/partners/partner-04.svg',
  },
];

export const strategyPartners: Partner[] = [
  {
    id: 21,
    type: 'strategy',
    name: '国信云计算',
    industry: '云计算',
    description: '金融云基础设施合作。',
    logo: '/api/media/partners/strategy-01.svg',
  },
];

export const investor: InvestorDetail = {
  companyName: 'Beijing Hanshu Financial Technology Co., Ltd.',
  stockCode: '6689.HK',
  exchange: 'Main Board of The Stock Exchange of Hong Kong Limited',
  summary: 'In 2025 the company reported revenue of RMB 1.482 billion.',
  highlights: [
    { label: '2025 revenue', value: 'RMB 1.482 billion' },
    { label: 'R&D spending as a share of revenue', value: '26.1%' },
  ],
  reports: [
    { title: '2026 Interim Report', date: '2026-09-14', kind: 'Interim report' },
    { title: 'Interim Results Announcement 2026', date: '2026-08-25', kind: 'Announcement' },
    { title: '2025 Annual Report', date: '2026-04-27', kind: 'Annual report' },
    { title: 'Annual Results Announcement 2025', date: '2026-03-24', kind: 'Announcement' },
  ],
  contact: { email: 'ir@hanshufintech.cn', phone: '400-810-6689', address: 'Building 7, Beijing' },
};
