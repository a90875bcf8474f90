/**
 * Seed content of the business side of the site: navigation, product categories and their
 * flagship product views, the six solution fields, the home page blocks and the SEO map.
 * Both backends hold the same items in the same order (zh: languageType 1, en: languageType 2).
 */
import type * as C from '@site/shared-contracts';
import { SOLUTION_KEYS } from '@site/shared-contracts';
import type { Bilingual, BusinessSeed, SeedProductCategory } from '../types';

// ---------------------------------------------------------------------------------------------
// Helpers

type ProductKey = 'DataAnalysis' | 'PrecisionMarketing' | 'InsuranceTechnology' | 'RiskControl' | 'InclusiveFinance';

const PRODUCT_KEYS: readonly ProductKey[] = [
  'DataAnalysis',
  'PrecisionMarketing',
  'InsuranceTechnology',
  'RiskControl',
  'InclusiveFinance',
];

/** The Chinese product view ids, in category order; the English ones are remapped to these for SEO. */
const PRODUCT_VIEW_SEO_IDS = [13, 14, 15, 1001, 1002] as const;

const PRODUCT_VIDEO = '/api/media/products/intro.webm';

function productMedia(key: ProductKey): Pick<SeedProductCategory, 'banner' | 'image'> {
  return { banner: `/api/media/products/banner-${key}.svg`, image: `/api/media/products/${key}.svg` };
}

interface ViewCopy {
  title: string;
  summary: string;
  content: string;
  views: number;
}

function productView(id: number, category: SeedProductCategory, copy: ViewCopy): C.ProductView {
  const image = `/api/media/products/view-${category.key}.svg`;
  return {
    id,
    categoryId: category.id,
    categoryKey: category.key,
    title: copy.title,
    summary: copy.summary,
    content: copy.content,
    image,
    video: { src: PRODUCT_VIDEO, poster: image },
    views: copy.views,
  };
}

interface PageCopy {
  title: string;
  summary: string;
  content: string;
}

interface SolutionCopy {
  name: string;
  ctitle: string;
  etitle: string;
  summary: string;
  pages: [PageCopy, PageCopy, PageCopy, PageCopy, PageCopy];
}

/** A solution field: its id, its pages numbered from firstPageId, images <key>-01 … <key>-05. */
function solution(id: number, key: C.SolutionKey, firstPageId: number, copy: SolutionCopy): C.CategoryDetail {
  return {
    id,
    key,
    name: copy.name,
    ctitle: copy.ctitle,
    etitle: copy.etitle,
    summary: copy.summary,
    banner: `/api/media/solutions/${key}.svg`,
    pages: copy.pages.map((page, index) => ({
      id: firstPageId + index,
      title: page.title,
      summary: page.summary,
      content: page.content,
      image: `/api/media/solutions/${key}-0${index + 1}.svg`,
    })),
  };
}

function seoEntry(seoTitle: string, seoKeywords: string, seoDesc: string): C.SeoEntry {
  return { seoTitle, seoKeywords, seoDesc };
}

// ---------------------------------------------------------------------------------------------
// Navigation

const NAV_KEYS = ['home', 'about', 'product', 'solution', 'honour', 'news', 'invest', 'contact'] as const;
const NAV_URLS = [
  '/home',
  '/about/introduce',
  '/product/DataAnalysis',
  '/solution/bank',
  '/honour/brand',
  '/news/dynamic',
  '/invest',
  '/contact/contactus',
] as const;

function navigationOf(names: readonly string[]): C.NavigationEntry[] {
  return NAV_KEYS.map((key, index) => ({ name: names[index] ?? key, key, url: NAV_URLS[index] ?? `/${key}` }));
}

const navigation: Bilingual<C.NavigationEntry[]> = {
  zh: navigationOf(['首页', '关于我们', '产品服务', '合作案例', '资质荣誉', '新闻中心', '投资者关系', '联系我们']),
  en: navigationOf([
    'Home',
    'About',
    'Product Service',
    'Cooperation Case',
    'Qualification Honor',
    'News Center',
    'Investor Relations',
    'Contact Us',
  ]),
};

// ---------------------------------------------------------------------------------------------
// Product categories

const productCategoriesZh: SeedProductCategory[] = [
  {
    id: 3,
    key: 'DataAnalysis',
    title: '数据分析',
    name: '数据分析',
    ctitle: '金融大数据分析',
    etitle: 'Financial Data Analytics',
    summary:
      '瀚数数据分析服务以金融级数据中台为底座，将行内交易、客户行为与合规外部数据统一治理、统一建模。业务人员通过可视化看板与自然语言问数即可洞察经营变化，让数据从沉睡的资产变为驱动决策的生产力。',
    ...productMedia('DataAnalysis'),
    sort: 1,
    features: [
      {
        title: '统一数据治理',
        text: '内置2,000余项金融数据标准与质量规则，自动完成数据接入、清洗、血缘追踪与质量监控，为监管报送和经营分析提供同一口径。',
      },
      {
        title: '客户360°画像',
        text: '整合账户、交易、渠道与行为数据，沉淀3,000余个标准标签，支持实时更新与业务自定义组合。',
      },
      {
        title: '自助式分析',
        text: '拖拽式看板与自然语言问数，业务人员无需编写SQL即可在几分钟内完成专题分析与报表制作。',
      },
      {
        title: '经营指标监测',
        text: '预置资产质量、获客转化、渠道效能等指标体系，指标异动自动预警并推送至责任人。',
      },
      {
        title: '隐私计算联合建模',
        text: '基于联邦学习与多方安全计算，在数据不出域的前提下实现跨机构联合统计与联合建模。',
      },
    ],
  },
  {
    id: 4,
    key: 'PrecisionMarketing',
    title: '精准营销',
    name: '精准营销',
    ctitle: '智能精准营销',
    etitle: 'Intelligent Precision Marketing',
    summary:
      '瀚数精准营销以客户洞察和机器学习模型为核心，帮助金融机构识别高价值客群、匹配合适产品并在最佳时机触达。方案覆盖手机银行、短信、智能外呼、企业微信等全渠道，实现策略设计、自动执行与效果归因的营销闭环。',
    ...productMedia('PrecisionMarketing'),
    sort: 2,
    features: [
      {
        title: '响应预测模型',
        text: '基于客户生命周期与行为序列预测产品偏好和响应概率，在保险加保场景中将预测准确率由33.9%提升至42.4%。',
      },
      {
        title: '智能分群与圈选',
        text: '数百个营销标签自由组合，结合相似人群扩展算法，快速圈定目标客群并预估活动规模。',
      },
      {
        title: '全渠道营销旅程',
        text: '可视化旅程画布编排短信、App推送、外呼与企业微信触点，按客户行为实时触发下一步动作。',
      },
      {
        title: '智能外呼与坐席辅助',
        text: '语音机器人承担批量邀约与回访，坐席端实时推荐话术与产品，提升单人产能与转化率。',
      },
      {
        title: '效果归因与A/B测试',
        text: '对照组设计与多触点归因分析，量化每个渠道与策略的增量贡献，持续优化营销投入产出。',
      },
      {
        title: '合规与频次控制',
        text: '客户授权管理、营销频次控制与敏感时段屏蔽，保障营销活动符合个人信息保护要求。',
      },
    ],
  },
  {
    id: 5,
    key: 'InsuranceTechnology',
    title: '保险科技',
    name: '保险科技',
    ctitle: '保险数字化科技',
    etitle: 'Digital Insurance Technology',
    summary:
      '瀚数保险科技覆盖智能核保、理赔反欺诈、续保经营与代理人赋能，帮助寿险公司、财险公司与保险中介提升运营效率、控制赔付风险。平台以模型与规则双引擎驱动，让每一张保单的风险与价值都清晰可见。',
    ...productMedia('InsuranceTechnology'),
    sort: 3,
    features: [
      {
        title: '智能核保',
        text: '结合健康告知、既往理赔与行为数据进行风险分层，标准体保单自动核保，复杂保单精准转人工。',
      },
      {
        title: '理赔反欺诈',
        text: '关系图谱与异常检测模型识别团伙欺诈、重复理赔与带病投保，可疑案件自动推送调查。',
      },
      {
        title: '续保与加保预测',
        text: '预测客户续保意愿与加保需求，帮助保险公司将营销资源投向最可能转化的客户。',
      },
      {
        title: '代理人智能助手',
        text: '为代理人提供客户画像、需求分析与方案推荐，新人也能快速给出专业的保障建议。',
      },
      {
        title: '精算与定价辅助',
        text: '基于多维风险因子的损失率分析与定价测算，支持新产品设计与存量产品费率回溯。',
      },
    ],
  },
  {
    id: 6,
    key: 'RiskControl',
    title: '智能风控',
    name: '智能风控',
    ctitle: '全流程智能风控',
    etitle: 'End-to-End Intelligent Risk Control',
    summary:
      '瀚数智能风控覆盖贷前反欺诈与准入、贷中监控与额度管理、贷后预警与催收的信贷全生命周期。依托机器学习模型与可视化决策引擎，已帮助合作银行将风险模型AUC由0.62提升至0.70左右，在守住资产质量的同时提升审批通过率。',
    ...productMedia('RiskControl'),
    sort: 4,
    features: [
      {
        title: '反欺诈识别',
        text: '设备指纹、关系图谱与行为序列模型协同工作，精准识别身份冒用、中介包装与团伙欺诈。',
      },
      {
        title: '信用评分模型',
        text: '覆盖申请、行为与催收评分卡，融合多源数据与机器学习算法，模型可解释、可监控、可回溯。',
      },
      {
        title: '实时决策引擎',
        text: '可视化配置规则、决策树与策略流，平均响应时间低于50毫秒，策略上线无需发版。',
      },
      {
        title: '贷中监控与额度管理',
        text: '持续跟踪客户经营与还款表现，自动触发提额、降额、冻结等动作，动态管理组合风险。',
      },
      {
        title: '智能贷后与催收',
        text: '语音机器人可替代80%以上的人工作业，意图识别率达80%，需要上门外访的案件低于5%。',
      },
      {
        title: '模型风险管理',
        text: '模型开发、验证、上线与监控全流程留痕，PSI与特征漂移自动告警，满足监管对模型治理的要求。',
      },
    ],
  },
  {
    id: 7,
    key: 'InclusiveFinance',
    title: '普惠金融',
    name: '普惠金融',
    ctitle: '数字普惠金融',
    etitle: 'Digital Inclusive Finance',
    summary:
      '瀚数普惠金融面向小微企业主、个体工商户、新市民与涉农主体，为银行和小额贷款公司提供线上信贷产品设计、获客、审批与贷后一体化系统。授信额度最高100万元，单笔用款最长30天、按日计息，让资金更快抵达实体经济的毛细血管。',
    ...productMedia('InclusiveFinance'),
    sort: 5,
    features: [
      {
        title: '线上化信贷工厂',
        text: '申请、审批、签约、放款全流程线上完成，标准化产品最快当天到账，大幅降低单笔运营成本。',
      },
      {
        title: '小微经营画像',
        text: '融合税务、发票、经营流水与供应链数据，还原缺少抵押物的小微主体真实经营状况。',
      },
      {
        title: '灵活额度与定价',
        text: '授信额度最高100万元，单笔用款最长30天，按日计息、随借随还，贴合小微企业短频急的资金需求。',
      },
      {
        title: '涉农与县域信贷',
        text: '结合土地流转、农业保险与合作社数据，为新型农业经营主体提供可得、可负担的信贷服务。',
      },
      {
        title: '轻量化SaaS部署',
        text: '标准产品开箱即用，中小机构最快6周完成上线，并可按业务规模平滑扩展。',
      },
    ],
  },
];

const productCategoriesEn: SeedProductCategory[] = [
  {
    id: 23,
    key: 'DataAnalysis',
    title: 'Data Analysis',
    name: 'Data Analysis',
    ctitle: '金融大数据分析',
    etitle: 'Financial Data Analytics',
    summary:
      'Built on a finance-grade data platform, Hanshu Data Analysis brings transaction records, customer behaviour and compliant third-party data under one set of standards and one set of models. Business teams explore performance through visual dashboards and plain-language questions, turning idle data into a real driver of decisions.',
    ...productMedia('DataAnalysis'),
    sort: 1,
    features: [
      {
        title: 'Unified data governance',
        text: 'More than 2,000 built-in financial data standards and quality rules automate ingestion, cleansing, lineage tracking and quality monitoring, so regulatory reports and management figures share one definition.',
      },
      {
        title: '360° customer view',
        text: 'Account, transaction, channel and behavioural data combine into more than 3,000 standard tags that refresh in real time and can be recombined by business users.',
      },
      {
        title: 'Self-service analytics',
        text: 'Drag-and-drop dashboards and natural-language queries let business users build an analysis or a report in minutes, without writing SQL.',
      },
      {
        title: 'KPI monitoring',
        text: 'Ready-made metric systems for asset quality, acquisition and channel efficiency flag unusual movements and alert the people responsible.',
      },
      {
        title: 'Privacy-preserving modelling',
        text: 'Federated learning and secure multi-party computation enable joint statistics and joint models across institutions while the data never leaves its owner.',
      },
    ],
  },
  {
    id: 24,
    key: 'PrecisionMarketing',
    title: 'Precision Marketing',
    name: 'Precision Marketing',
    ctitle: '智能精准营销',
    etitle: 'Intelligent Precision Marketing',
    summary:
      'Hanshu Precision Marketing puts customer insight and machine learning at the centre of every campaign, helping institutions find high-value segments, match them with the right product and reach them at the right moment. Mobile banking, SMS, AI calling and WeChat Work are orchestrated from one place, closing the loop from strategy to execution to attribution.',
    ...productMedia('PrecisionMarketing'),
    sort: 2,
    features: [
      {
        title: 'Response prediction',
        text: 'Models built on customer life stage and behavioural sequences predict product affinity and response; in one insurance upsell programme they lifted prediction accuracy from 33.9% to 42.4%.',
      },
      {
        title: 'Smart segmentation',
        text: 'Hundreds of marketing tags combine freely with look-alike expansion to define target audiences quickly and size each campaign before launch.',
      },
      {
        title: 'Omnichannel journeys',
        text: 'A visual journey canvas orchestrates SMS, app push, outbound calls and WeChat Work, triggering the next step from each customer’s own behaviour.',
      },
      {
        title: 'AI calling and agent assist',
        text: 'Voice bots handle high-volume invitations and follow-ups while human agents receive real-time script and product suggestions.',
      },
      {
        title: 'Attribution and A/B testing',
        text: 'Control groups and multi-touch attribution measure the incremental lift of every channel and strategy, so budgets follow results.',
      },
      {
        title: 'Consent and contact limits',
        text: 'Consent management, frequency caps and quiet hours keep every campaign in line with personal information protection rules.',
      },
    ],
  },
  {
    id: 25,
    key: 'InsuranceTechnology',
    title: 'Insurance Technology',
    name: 'Insurance Technology',
    ctitle: '保险数字化科技',
    etitle: 'Digital Insurance Technology',
    summary:
      'Hanshu Insurance Technology spans automated underwriting, claims fraud detection, renewal management and agent enablement, helping life insurers, property and casualty insurers and brokers run leaner and keep loss ratios in check. Models and rules work side by side, so the risk and value of every policy are in plain view.',
    ...productMedia('InsuranceTechnology'),
    sort: 3,
    features: [
      {
        title: 'Automated underwriting',
        text: 'Health declarations, claims history and behavioural data drive risk tiering: standard cases are approved automatically and complex ones are routed to the right underwriter.',
      },
      {
        title: 'Claims fraud detection',
        text: 'Relationship graphs and anomaly detection uncover organised fraud, duplicate claims and pre-existing conditions, and send suspicious cases straight to investigators.',
      },
      {
        title: 'Renewal and upsell prediction',
        text: 'Forecasts of renewal intent and cover needs point marketing resources at the customers most likely to convert.',
      },
      {
        title: 'Agent assistant',
        text: 'Customer profiles, needs analysis and plan recommendations help even new agents give confident, professional advice.',
      },
      {
        title: 'Pricing support',
        text: 'Loss-ratio analysis across multiple risk factors supports new product design and the review of existing rates.',
      },
    ],
  },
  {
    id: 26,
    key: 'RiskControl',
    title: 'Risk Control',
    name: 'Intelligent Risk Control',
    ctitle: '全流程智能风控',
    etitle: 'End-to-End Intelligent Risk Control',
    summary:
      'Hanshu Intelligent Risk Control covers the whole credit lifecycle: fraud screening and eligibility before the loan, monitoring and limit management during it, early warning and collections after it. Machine learning models and a visual decision engine have helped partner banks raise model AUC from 0.62 to around 0.70, protecting asset quality while approving more good customers.',
    ...productMedia('RiskControl'),
    sort: 4,
    features: [
      {
        title: 'Fraud detection',
        text: 'Device fingerprinting, relationship graphs and behavioural sequence models work together to catch identity theft, application packaging and organised fraud rings.',
      },
      {
        title: 'Credit scoring',
        text: 'Application, behaviour and collection scorecards blend multi-source data with machine learning, and every model stays explainable, monitored and auditable.',
      },
      {
        title: 'Real-time decision engine',
        text: 'Rules, decision trees and strategy flows are configured visually, answer in under 50 milliseconds on average and go live without a software release.',
      },
      {
        title: 'Account and limit management',
        text: 'Ongoing tracking of repayment and business performance triggers limit increases, reductions or freezes automatically, keeping portfolio risk in balance.',
      },
      {
        title: 'Smart collections',
        text: 'Voice bots take over more than 80% of manual collection work with an 80% intent recognition rate, leaving fewer than 5% of cases needing a field visit.',
      },
      {
        title: 'Model risk management',
        text: 'Development, validation, deployment and monitoring are fully traceable, with automatic PSI and feature-drift alerts that meet regulatory expectations for model governance.',
      },
    ],
  },
  {
    id: 27,
    key: 'InclusiveFinance',
    title: 'Inclusive Finance',
    name: 'Inclusive Finance',
    ctitle: '数字普惠金融',
    etitle: 'Digital Inclusive Finance',
    summary:
      'Hanshu Inclusive Finance serves small business owners, sole traders, new urban residents and farmers by giving banks and microlenders one system for online product design, acquisition, approval and loan servicing. Credit lines reach up to RMB 1 million, with drawdowns of up to 30 days and interest charged by the day, so funding reaches the small businesses that keep the real economy moving.',
    ...productMedia('InclusiveFinance'),
    sort: 5,
    features: [
      {
        title: 'Online credit factory',
        text: 'Application, approval, signing and disbursement all happen online; standard products can pay out the same day at a fraction of the cost per loan.',
      },
      {
        title: 'Small business profiles',
        text: 'Tax, invoice, cash-flow and supply-chain data reveal how a business really performs, even when it has little collateral to offer.',
      },
      {
        title: 'Flexible limits and pricing',
        text: 'Credit lines of up to RMB 1 million, drawdowns of up to 30 days and daily interest with repayment at any time fit the short, frequent and urgent needs of small firms.',
      },
      {
        title: 'Rural and county lending',
        text: 'Land transfer, agricultural insurance and cooperative data open affordable credit to family farms and new agricultural businesses.',
      },
      {
        title: 'Lightweight SaaS',
        text: 'Standard products work out of the box; smaller institutions can go live in as little as six weeks and scale as their business grows.',
      },
    ],
  },
];

const productCategories: Bilingual<SeedProductCategory[]> = { zh: productCategoriesZh, en: productCategoriesEn };

// ---------------------------------------------------------------------------------------------
// Product views: the flagship product of each category

function categoryAt(list: readonly SeedProductCategory[], index: number): SeedProductCategory {
  const category = list[index];
  if (!category) throw new Error(`business seed: no product category at ${index}`);
  return category;
}

const productViewsZhCopy: ViewCopy[] = [
  {
    title: '瀚数洞察数据分析平台',
    summary:
      '面向银行、消费金融与保险机构的一站式数据分析平台，打通数据接入、治理、建模与可视化分析，让每一位业务人员都能用数据做决策。',
    views: 12873,
    content: `<h2>产品概述</h2>
<p>瀚数洞察数据分析平台是瀚数科技自主研发的金融级数据分析产品，已在80余家银行、消费金融公司和保险机构投入生产使用。平台以统一的数据标准和指标口径为基础，将分散在核心系统、信贷系统、渠道系统和外部合规数据源中的数据汇聚为可信、可用、可追溯的数据资产。</p>
<p>与通用型BI工具不同，瀚数洞察内置了金融行业的数据模型、指标体系和分析模板，业务部门无需从零搭建，即可在上线首月看到资产质量、获客转化、客户价值等核心主题的分析结果。</p>
<h2>核心模块</h2>
<h3>数据集成与治理</h3>
<ul>
<li>支持Oracle、MySQL、Hive、Kafka等40余种数据源的批量与实时接入；</li>
<li>内置2,000余项金融数据标准与质量校验规则，问题数据自动定位到源系统与责任人；</li>
<li>字段级数据血缘与影响分析，监管报送口径变更时可快速评估影响范围。</li>
</ul>
<h3>客户画像与标签工厂</h3>
<p>平台预置3,000余个客户标签，覆盖基本属性、资产负债、交易偏好、渠道行为和风险特征。业务人员可以通过规则、统计和模型三种方式自助创建标签，标签计算结果每日或实时更新，并可直接推送至营销与风控系统使用。</p>
<h3>自助分析与智能问数</h3>
<p>拖拽式看板、即席查询和自然语言问数三种方式并存。分支行客户经理在移动端输入“本月新增信用卡客户中有房贷的有多少”，系统即可自动生成查询与图表，并给出同比、环比解读。</p>
<h2>关键能力指标</h2>
<table>
<thead><tr><th>能力</th><th>指标</th><th>说明</th></tr></thead>
<tbody>
<tr><td>数据接入</td><td>40余种数据源</td><td>批量与实时双通道，支持增量同步</td></tr>
<tr><td>查询性能</td><td>亿级明细秒级响应</td><td>基于MPP引擎与智能物化视图</td></tr>
<tr><td>标签体系</td><td>3,000余个标准标签</td><td>支持规则、统计、模型三类自定义标签</td></tr>
<tr><td>报表交付</td><td>开发周期缩短70%</td><td>指标复用与模板化看板</td></tr>
<tr><td>安全合规</td><td>行列级权限与动态脱敏</td><td>操作全程留痕，满足等保三级要求</td></tr>
</tbody>
</table>
<h2>典型应用场景</h2>
<ol>
<li><strong>管理驾驶舱：</strong>为行领导和条线负责人提供每日更新的经营全景，异动指标自动下钻到分支机构和产品。</li>
<li><strong>资产质量监测：</strong>按产品、渠道、客群多维拆解逾期与不良变化，提前识别风险苗头。</li>
<li><strong>客户经营分析：</strong>评估客户生命周期价值与流失风险，为精准营销提供目标客群。</li>
<li><strong>跨机构联合分析：</strong>借助隐私计算在数据不出域的前提下与合作方开展联合统计与建模。</li>
</ol>
<blockquote>“过去做一张专题报表要排队两周，现在业务部门自己半天就能完成，数据口径也第一次真正统一了。”——某城市商业银行数据管理部负责人</blockquote>
<h2>部署与服务</h2>
<p>平台支持私有化部署、专属云和SaaS三种交付方式，兼容主流国产数据库、操作系统与芯片环境。瀚数科技为每个项目配备数据架构师与行业分析顾问，提供从数据盘点、指标梳理到分析场景落地的全程陪伴服务。</p>`,
  },
  {
    title: '瀚数智客精准营销平台',
    summary:
      '以客户洞察和机器学习驱动的全渠道营销平台，帮助金融机构找到对的客户、推荐对的产品、选择对的时机，让每一分营销投入都可衡量。',
    views: 10452,
    content: `<h2>产品概述</h2>
<p>瀚数智客精准营销平台整合客户数据、营销模型、旅程编排与效果归因四大能力，帮助银行、消费金融公司和保险机构从“广撒网”走向“精准触达”。平台已服务100余家金融机构，累计支撑营销活动超过5万场。</p>
<p>平台以客户为中心组织数据与策略：每一次触达都有明确的目标客群、推荐产品和触达时机，每一场活动结束后都有可量化的增量效果，营销团队可以像管理投资组合一样管理营销投入。</p>
<h2>核心模块</h2>
<h3>智能模型中心</h3>
<ul>
<li>产品响应、流失预警、客户价值、下一最佳行动（NBA）等20余类预置模型；</li>
<li>自动化建模工具支持特征工程、模型训练与效果评估，业务分析师即可完成迭代；</li>
<li>在某寿险公司加保营销中，模型将购买预测准确率由33.9%提升至42.4%。</li>
</ul>
<h3>营销旅程画布</h3>
<p>可视化编排手机银行弹窗、App推送、短信、智能外呼和企业微信等触点，根据客户的点击、浏览、办理等行为实时触发下一步动作，并自动执行频次控制与免打扰规则。</p>
<h3>智能外呼与坐席辅助</h3>
<p>语音机器人承担大批量的活动邀约、权益提醒与满意度回访，高意向客户自动转接人工坐席；坐席端同步展示客户画像与推荐话术，帮助新坐席快速达到资深坐席的转化水平。</p>
<h2>关键能力指标</h2>
<table>
<thead><tr><th>能力</th><th>指标</th><th>说明</th></tr></thead>
<tbody>
<tr><td>预测准确率</td><td>33.9%提升至42.4%</td><td>寿险加保场景，对比原有规则策略</td></tr>
<tr><td>触达渠道</td><td>10余种</td><td>短信、App、外呼、企业微信、网点屏等</td></tr>
<tr><td>活动配置</td><td>最快30分钟上线</td><td>模板化旅程与审批流</td></tr>
<tr><td>实时触发</td><td>秒级响应</td><td>基于事件流的行为触发</td></tr>
<tr><td>效果评估</td><td>增量归因</td><td>对照组与多触点归因分析</td></tr>
</tbody>
</table>
<h2>典型应用场景</h2>
<ol>
<li><strong>信用卡与消费贷促活：</strong>识别沉睡客户和潜在用款客户，按偏好推送分期与优惠权益。</li>
<li><strong>财富客户提升：</strong>预测资产提升潜力，为理财经理提供重点客户名单与沟通建议。</li>
<li><strong>保险续保与加保：</strong>在续保窗口期前锁定高意向客户，匹配合适的保障方案。</li>
<li><strong>流失挽留：</strong>提前发现资金外流与活跃下降信号，自动触发挽留策略。</li>
</ol>
<h2>合规与安全</h2>
<p>平台内置客户授权管理、营销频次控制、敏感时段屏蔽和黑名单管理，所有触达记录完整留痕，帮助机构在提升营销效率的同时满足《个人信息保护法》与金融消费者权益保护的各项要求。</p>`,
  },
  {
    title: '瀚数保睿保险智能平台',
    summary:
      '覆盖核保、理赔、续保与代理人赋能的保险智能平台，以模型和规则双引擎提升运营效率、降低赔付风险，助力保险机构数字化经营。',
    views: 8736,
    content: `<h2>产品概述</h2>
<p>瀚数保睿保险智能平台面向寿险、健康险、财产险公司和保险中介机构，围绕“投保—核保—保全—理赔—续保”的保单全生命周期提供智能化能力。平台将瀚数科技在信贷风控领域积累的建模经验与保险业务深度结合，帮助保险机构在控制风险的同时改善客户体验。</p>
<h2>核心模块</h2>
<h3>智能核保</h3>
<p>基于健康告知、既往投保与理赔记录以及合规授权的外部数据，对投保申请进行风险分层：标准体自动通过，次标准体给出加费或除外建议，高风险申请精准转交核保师，显著缩短核保时效。</p>
<h3>理赔反欺诈</h3>
<ul>
<li>构建投保人、被保险人、医疗机构、代理人之间的关系图谱，识别团伙欺诈；</li>
<li>检测重复理赔、短期出险、带病投保等异常模式；</li>
<li>可疑案件自动评分并推送调查，调查结论回流用于模型迭代。</li>
</ul>
<h3>续保与加保经营</h3>
<p>续保意愿模型和加保需求模型帮助保险公司识别最可能续保、最需要补充保障的客户。在与安泰人寿保险的合作中，加保预测准确率由33.9%提升至42.4%，营销资源得以集中投向高意向客户。</p>
<h3>代理人智能助手</h3>
<p>为代理人提供客户画像、家庭保障缺口分析和方案推荐，并在拜访前生成沟通要点，帮助新人代理人快速成长。</p>
<h2>关键能力指标</h2>
<table>
<thead><tr><th>场景</th><th>能力</th><th>效果</th></tr></thead>
<tbody>
<tr><td>智能核保</td><td>风险分层与自动核保</td><td>标准体保单秒级出具核保结论</td></tr>
<tr><td>理赔反欺诈</td><td>关系图谱与异常检测</td><td>可疑案件识别效率显著提升</td></tr>
<tr><td>加保预测</td><td>机器学习响应模型</td><td>准确率由33.9%提升至42.4%</td></tr>
<tr><td>代理人赋能</td><td>需求分析与方案推荐</td><td>缩短新人代理人成长周期</td></tr>
</tbody>
</table>
<h2>部署与服务</h2>
<p>平台提供标准API与核心业务系统对接，支持私有化部署和专属云部署，数据处理全程符合保险行业信息安全与个人信息保护要求。瀚数科技保险科技团队提供业务咨询、模型共建和持续运营服务，确保模型在业务中长期有效。</p>`,
  },
  {
    title: '瀚数天盾智能风控平台',
    summary:
      '覆盖贷前、贷中、贷后的智能风控决策平台，融合反欺诈、信用评分、实时决策与智能催收，帮助金融机构在控制风险的同时提升审批效率。',
    views: 15308,
    content: `<h2>产品概述</h2>
<p>瀚数天盾智能风控平台是瀚数科技的核心产品，已服务300余家银行、消费金融公司、信托公司和网络小贷机构，日均处理信贷决策请求超过2,000万次。平台将反欺诈、信用评估、决策引擎、贷中管理和贷后催收整合为统一的风控中台，让风险策略从数据到决策一气呵成。</p>
<h2>核心模块</h2>
<h3>反欺诈中心</h3>
<ul>
<li>设备指纹与环境检测，识别模拟器、群控设备与异常网络环境；</li>
<li>千万级节点的关系图谱，发现中介包装与团伙欺诈；</li>
<li>行为序列模型分析填单、点击与操作节奏，拦截机器与代办申请。</li>
</ul>
<h3>信用评分与模型实验室</h3>
<p>提供申请评分、行为评分和催收评分的全套建模工具，支持逻辑回归评分卡与梯度提升树等机器学习模型。在与华东城市商业银行的合作中，新一代申请评分模型将AUC由0.62提升至0.70左右，在通过率不变的情况下显著降低了首期逾期率。</p>
<h3>实时决策引擎</h3>
<p>规则集、决策表、决策树和评分卡均可通过可视化界面配置，支持冠军挑战者测试与灰度发布。平均响应时间低于50毫秒，策略调整当天即可生效。</p>
<h3>智能贷后</h3>
<p>基于还款意愿与还款能力评分进行分案，语音机器人承担提醒与早期催收，可替代80%以上的人工作业，意图识别率达80%，需要上门外访的案件比例低于5%。</p>
<h2>关键能力指标</h2>
<table>
<thead><tr><th>能力</th><th>指标</th></tr></thead>
<tbody>
<tr><td>模型区分度</td><td>AUC由0.62提升至约0.70</td></tr>
<tr><td>决策响应</td><td>平均低于50毫秒</td></tr>
<tr><td>日均决策量</td><td>超过2,000万次</td></tr>
<tr><td>语音机器人</td><td>替代80%以上人工作业，识别率80%</td></tr>
<tr><td>外访比例</td><td>低于5%</td></tr>
</tbody>
</table>
<h2>模型治理与合规</h2>
<p>平台遵循监管对模型风险管理的要求，提供模型文档、独立验证、上线审批、持续监控和退出管理的全流程支持。PSI、特征漂移和策略效果自动监测，异常时第一时间告警；所有决策均可解释、可回溯，便于内部审计与监管检查。</p>
<h2>部署与服务</h2>
<p>支持私有化部署、专属云与混合部署，兼容国产化软硬件环境。瀚数科技风控专家团队提供策略咨询、联合建模与驻场运营服务，与客户共同守护资产质量。</p>`,
  },
  {
    title: '瀚数普惠云信贷平台',
    summary:
      '面向小微企业、个体工商户与涉农主体的线上信贷平台，授信额度最高100万元、按日计息、随借随还，帮助银行和小贷公司低成本开展普惠业务。',
    views: 9621,
    content: `<h2>产品概述</h2>
<p>瀚数普惠云信贷平台是一套开箱即用的数字化信贷系统，帮助城商行、农商行、村镇银行和小额贷款公司快速推出线上普惠信贷产品。平台集产品配置、线上获客、智能审批、合同签署、放款还款和贷后管理于一体，让中小机构也能拥有大型银行水准的数字信贷能力。</p>
<p>平台已服务150余家区域性金融机构，累计支持小微及涉农贷款投放超过800亿元。</p>
<h2>产品特色</h2>
<h3>贴合小微的额度与定价</h3>
<ul>
<li>授信额度最高100万元，一次授信、循环使用；</li>
<li>单笔用款期限最长30天，按日计息，随借随还，不用不计息；</li>
<li>支持按行业、地区和客群差异化定价，让利于优质小微客户。</li>
</ul>
<h3>多维数据还原经营真相</h3>
<p>在客户授权的前提下融合税务、发票、经营流水、水电缴费与供应链数据，构建小微经营画像与专属评分模型，即便缺少抵押物，也能评估企业的真实还款能力。</p>
<h3>全流程线上化</h3>
<p>客户通过手机即可完成申请、身份核验、授信审批、电子签约与提款，标准化产品最快当天到账；客户经理通过移动展业工具完成尽调与贷后走访，作业效率成倍提升。</p>
<h2>关键能力指标</h2>
<table>
<thead><tr><th>项目</th><th>指标</th></tr></thead>
<tbody>
<tr><td>授信额度</td><td>最高100万元</td></tr>
<tr><td>单笔用款期限</td><td>最长30天，按日计息</td></tr>
<tr><td>审批时效</td><td>标准化产品最快当天放款</td></tr>
<tr><td>上线周期</td><td>SaaS版本最快6周</td></tr>
<tr><td>服务机构</td><td>150余家区域性金融机构</td></tr>
</tbody>
</table>
<h2>典型应用场景</h2>
<ol>
<li><strong>税票贷：</strong>以纳税与开票记录为主要依据，为诚信纳税的小微企业提供信用贷款。</li>
<li><strong>商户经营贷：</strong>基于收单流水为个体工商户提供随借随还的周转资金。</li>
<li><strong>涉农贷款：</strong>结合土地流转、农业保险与合作社数据，支持春耕备耕与农产品收购。</li>
<li><strong>供应链融资：</strong>依托核心企业交易数据，为上下游小微企业提供订单与应收账款融资。</li>
</ol>
<h2>部署与服务</h2>
<p>平台提供SaaS、专属云和私有化三种交付模式，并配套风控策略托管、贷后运营和监管报送支持。瀚数科技普惠金融团队深入县域一线，与合作机构共同设计适合本地产业特点的信贷产品。</p>`,
  },
];

const productViewsEnCopy: ViewCopy[] = [
  {
    title: 'Hanshu Insight Analytics Platform',
    summary:
      'An all-in-one analytics platform for banks, consumer finance companies and insurers that connects data ingestion, governance, modelling and visual analysis, so every business user can decide with data.',
    views: 12873,
    content: `<h2>Overview</h2>
<p>Hanshu Insight is a finance-grade analytics platform developed in-house by Hanshu FinTech and now running in production at more than 80 banks, consumer finance companies and insurers. It starts from shared data standards and a single set of metric definitions, and turns data scattered across core banking, lending, channel systems and compliant external sources into assets that are trusted, usable and traceable.</p>
<p>Unlike general-purpose BI tools, Hanshu Insight ships with financial data models, metric systems and analysis templates. Business teams do not start from a blank page: within the first month they see results on asset quality, acquisition funnels and customer value.</p>
<h2>Core modules</h2>
<h3>Data integration and governance</h3>
<ul>
<li>Batch and real-time ingestion from more than 40 source types, including Oracle, MySQL, Hive and Kafka;</li>
<li>Over 2,000 built-in financial data standards and quality checks that trace every data issue back to its source system and owner;</li>
<li>Column-level lineage and impact analysis, so a change in a regulatory reporting definition can be assessed in hours rather than weeks.</li>
</ul>
<h3>Customer profiles and tag factory</h3>
<p>More than 3,000 ready-made tags describe demographics, assets and liabilities, spending patterns, channel behaviour and risk. Business users create their own tags from rules, statistics or models; results refresh daily or in real time and flow straight into marketing and risk systems.</p>
<h3>Self-service analysis and natural-language queries</h3>
<p>Drag-and-drop dashboards, ad hoc queries and natural-language questions sit side by side. A relationship manager can type “how many new credit card customers this month also hold a mortgage?” on a phone and get the query, the chart and a year-on-year reading in seconds.</p>
<h2>Key capabilities</h2>
<table>
<thead><tr><th>Capability</th><th>Metric</th><th>Notes</th></tr></thead>
<tbody>
<tr><td>Data ingestion</td><td>40+ source types</td><td>Batch and streaming, with incremental sync</td></tr>
<tr><td>Query performance</td><td>Sub-second on hundreds of millions of rows</td><td>MPP engine with smart materialised views</td></tr>
<tr><td>Tag library</td><td>3,000+ standard tags</td><td>Custom tags from rules, statistics or models</td></tr>
<tr><td>Report delivery</td><td>70% shorter development cycles</td><td>Reusable metrics and dashboard templates</td></tr>
<tr><td>Security</td><td>Row- and column-level access, dynamic masking</td><td>Full audit trail, certified to China’s MLPS Level 3</td></tr>
</tbody>
</table>
<h2>Typical use cases</h2>
<ol>
<li><strong>Management cockpit:</strong> a daily view of the whole business for executives and line heads, with unusual movements drilled down to branches and products automatically.</li>
<li><strong>Asset quality monitoring:</strong> delinquency and NPL trends broken down by product, channel and segment to spot trouble early.</li>
<li><strong>Customer value analysis:</strong> lifetime value and churn risk scores that hand precision marketing its target lists.</li>
<li><strong>Cross-institution analysis:</strong> joint statistics and models with partners through privacy-preserving computation, without data leaving its owner.</li>
</ol>
<blockquote>“A special report used to wait two weeks in the IT queue. Now the business team builds it in half a day, and for the first time everyone is working from the same numbers.” — Head of Data Management, a city commercial bank</blockquote>
<h2>Deployment and services</h2>
<p>Hanshu Insight can run on premises, in a dedicated cloud or as SaaS, and is certified on mainstream domestic databases, operating systems and chips. Every project is staffed with a data architect and an industry analytics consultant who stay with the client from data inventory and metric design through to live use cases.</p>`,
  },
  {
    title: 'Hanshu SmartReach Marketing Platform',
    summary:
      'An omnichannel marketing platform powered by customer insight and machine learning that helps financial institutions reach the right customer with the right product at the right time, and measure every yuan spent.',
    views: 10452,
    content: `<h2>Overview</h2>
<p>Hanshu SmartReach brings customer data, predictive models, journey orchestration and attribution together so banks, consumer finance companies and insurers can move from mass campaigns to precise, personal outreach. More than 100 financial institutions use the platform, and it has powered over 50,000 campaigns to date.</p>
<p>Everything is organised around the customer: each contact has a defined audience, a recommended product and a chosen moment, and each campaign ends with a measured incremental result. Marketing teams can manage their spend the way they would manage an investment portfolio.</p>
<h2>Core modules</h2>
<h3>Model hub</h3>
<ul>
<li>More than 20 ready-made model types, including product response, churn warning, customer value and next best action;</li>
<li>AutoML tooling for feature engineering, training and evaluation that business analysts can run themselves;</li>
<li>In a life insurer’s upsell programme, the models raised purchase prediction accuracy from 33.9% to 42.4%.</li>
</ul>
<h3>Journey canvas</h3>
<p>Mobile banking pop-ups, app push, SMS, AI calls and WeChat Work are arranged on a visual canvas. Clicks, page views and applications trigger the next step in real time, while frequency caps and do-not-disturb rules are applied automatically.</p>
<h3>AI calling and agent assist</h3>
<p>Voice bots handle high-volume invitations, benefit reminders and satisfaction follow-ups, and hand warm leads to human agents. Agents see the customer profile and suggested talking points on screen, helping new hires perform like seasoned colleagues.</p>
<h2>Key capabilities</h2>
<table>
<thead><tr><th>Capability</th><th>Metric</th><th>Notes</th></tr></thead>
<tbody>
<tr><td>Prediction accuracy</td><td>From 33.9% to 42.4%</td><td>Life insurance upsell, against the previous rule-based strategy</td></tr>
<tr><td>Channels</td><td>10+</td><td>SMS, app, outbound calls, WeChat Work, branch screens and more</td></tr>
<tr><td>Campaign set-up</td><td>Live in as little as 30 minutes</td><td>Journey templates with built-in approvals</td></tr>
<tr><td>Real-time triggers</td><td>Seconds</td><td>Event-stream behavioural triggers</td></tr>
<tr><td>Measurement</td><td>Incremental attribution</td><td>Control groups and multi-touch attribution</td></tr>
</tbody>
</table>
<h2>Typical use cases</h2>
<ol>
<li><strong>Card and consumer loan activation:</strong> find dormant and likely-to-borrow customers and offer instalment plans and rewards that match their habits.</li>
<li><strong>Wealth customer growth:</strong> predict which clients can grow their balances and give advisers a priority list with conversation tips.</li>
<li><strong>Insurance renewal and upsell:</strong> identify high-intent customers before the renewal window and match them with the right cover.</li>
<li><strong>Retention:</strong> catch early signs of outflows and falling activity and trigger retention offers automatically.</li>
</ol>
<h2>Compliance and security</h2>
<p>Consent management, frequency caps, quiet hours and suppression lists are built in, and every contact is logged. Institutions raise marketing efficiency while meeting the Personal Information Protection Law and consumer protection requirements.</p>`,
  },
  {
    title: 'Hanshu InsurSense Insurance Intelligence Platform',
    summary:
      'An insurance intelligence platform spanning underwriting, claims, renewals and agent enablement, where models and rules work together to cut operating costs, contain claims risk and support digital growth.',
    views: 8736,
    content: `<h2>Overview</h2>
<p>Hanshu InsurSense serves life, health and property and casualty insurers as well as brokers, adding intelligence to every stage of the policy lifecycle: application, underwriting, servicing, claims and renewal. It applies the modelling experience Hanshu FinTech has built in credit risk to the realities of insurance, helping carriers control risk while giving customers a smoother experience.</p>
<h2>Core modules</h2>
<h3>Automated underwriting</h3>
<p>Health declarations, policy and claims history and consented external data place every application in a risk tier. Standard risks are accepted automatically, sub-standard risks receive loading or exclusion suggestions, and high-risk cases go straight to an experienced underwriter, shortening turnaround considerably.</p>
<h3>Claims fraud detection</h3>
<ul>
<li>Relationship graphs linking policyholders, insured persons, hospitals and agents expose organised fraud;</li>
<li>Detection of duplicate claims, early claims and undisclosed pre-existing conditions;</li>
<li>Suspicious cases are scored and routed to investigators, and their findings feed back into the models.</li>
</ul>
<h3>Renewal and upsell management</h3>
<p>Renewal-intent and cover-gap models show insurers which customers are most likely to renew and who needs more protection. Working with Antai Life Insurance, the upsell model lifted prediction accuracy from 33.9% to 42.4%, focusing marketing effort on the customers most likely to buy.</p>
<h3>Agent assistant</h3>
<p>Agents get customer profiles, household protection-gap analysis and plan recommendations, plus talking points before each meeting, helping new agents get up to speed faster.</p>
<h2>Key capabilities</h2>
<table>
<thead><tr><th>Scenario</th><th>Capability</th><th>Result</th></tr></thead>
<tbody>
<tr><td>Underwriting</td><td>Risk tiering and straight-through acceptance</td><td>Decisions on standard cases in seconds</td></tr>
<tr><td>Claims fraud</td><td>Relationship graphs and anomaly detection</td><td>Far faster identification of suspicious claims</td></tr>
<tr><td>Upsell prediction</td><td>Machine learning response models</td><td>Accuracy up from 33.9% to 42.4%</td></tr>
<tr><td>Agent enablement</td><td>Needs analysis and plan recommendations</td><td>Shorter ramp-up for new agents</td></tr>
</tbody>
</table>
<h2>Deployment and services</h2>
<p>Standard APIs connect InsurSense to core policy and claims systems, on premises or in a dedicated cloud, with data handled in line with insurance information security and personal information protection rules. Hanshu FinTech’s insurance team provides business consulting, joint model development and ongoing operations so that models keep delivering long after go-live.</p>`,
  },
  {
    title: 'Hanshu Sentinel Risk Decisioning Platform',
    summary:
      'An intelligent risk decisioning platform covering the full credit lifecycle, combining fraud detection, credit scoring, real-time decisions and smart collections to control risk and speed up approvals.',
    views: 15308,
    content: `<h2>Overview</h2>
<p>Hanshu Sentinel is Hanshu FinTech’s core product. More than 300 banks, consumer finance companies, trust companies and online lenders rely on it, and it handles over 20 million credit decisions on an average day. Fraud detection, credit assessment, the decision engine, account management and collections share one risk platform, so strategies flow from data to decision without hand-offs.</p>
<h2>Core modules</h2>
<h3>Fraud centre</h3>
<ul>
<li>Device fingerprinting and environment checks that spot emulators, device farms and suspicious networks;</li>
<li>A relationship graph with tens of millions of nodes that uncovers application packaging and fraud rings;</li>
<li>Behavioural sequence models that read form-filling, clicks and typing rhythm to stop bots and proxy applications.</li>
</ul>
<h3>Credit scoring and model lab</h3>
<p>A complete toolkit for application, behaviour and collection scores supports both logistic-regression scorecards and machine learning models such as gradient-boosted trees. For East China City Commercial Bank, a new-generation application model raised AUC from 0.62 to around 0.70 and cut first-payment defaults markedly at an unchanged approval rate.</p>
<h3>Real-time decision engine</h3>
<p>Rule sets, decision tables, decision trees and scorecards are configured visually, with champion–challenger testing and staged roll-outs. Average response time is under 50 milliseconds, and strategy changes take effect the same day.</p>
<h3>Smart collections</h3>
<p>Cases are allocated by willingness-to-pay and ability-to-pay scores. Voice bots handle reminders and early-stage collections, taking over more than 80% of manual work with an 80% intent recognition rate, and fewer than 5% of cases ever need a field visit.</p>
<h2>Key capabilities</h2>
<table>
<thead><tr><th>Capability</th><th>Metric</th></tr></thead>
<tbody>
<tr><td>Model discrimination</td><td>AUC up from 0.62 to about 0.70</td></tr>
<tr><td>Decision latency</td><td>Under 50 ms on average</td></tr>
<tr><td>Daily decisions</td><td>More than 20 million</td></tr>
<tr><td>Voice bots</td><td>80%+ of manual work replaced, 80% recognition rate</td></tr>
<tr><td>Field visits</td><td>Fewer than 5% of cases</td></tr>
</tbody>
</table>
<h2>Model governance and compliance</h2>
<p>Sentinel follows regulatory expectations for model risk management, supporting documentation, independent validation, approval, ongoing monitoring and retirement. PSI, feature drift and strategy performance are tracked automatically with instant alerts, and every decision can be explained and replayed for internal audit and supervisory review.</p>
<h2>Deployment and services</h2>
<p>Sentinel runs on premises, in a dedicated cloud or in hybrid mode, and is certified on domestic hardware and software stacks. Hanshu FinTech’s risk specialists offer strategy consulting, joint modelling and on-site operations, working alongside clients to protect asset quality.</p>`,
  },
  {
    title: 'Hanshu Inclusive Cloud Lending Platform',
    summary:
      'An online lending platform for small businesses, sole traders and rural borrowers, with credit lines up to RMB 1 million, daily interest and repayment at any time, helping banks and microlenders serve inclusive finance at low cost.',
    views: 9621,
    content: `<h2>Overview</h2>
<p>Hanshu Inclusive Cloud is a ready-to-use digital lending system that lets city commercial banks, rural commercial banks, village banks and microcredit companies launch online small business loans quickly. Product configuration, online acquisition, automated approval, e-signing, disbursement, repayment and loan servicing all live in one place, giving smaller institutions the digital lending capabilities of a large bank.</p>
<p>More than 150 regional financial institutions use the platform, which has supported over RMB 80 billion in loans to small businesses and farmers.</p>
<h2>Highlights</h2>
<h3>Limits and pricing that fit small businesses</h3>
<ul>
<li>Credit lines of up to RMB 1 million, approved once and reusable;</li>
<li>Each drawdown lasts up to 30 days, with interest charged by the day, repayment at any time and no interest on unused funds;</li>
<li>Pricing can vary by industry, region and segment, rewarding reliable borrowers.</li>
</ul>
<h3>A true picture of the business</h3>
<p>With the customer’s consent, tax, invoice, cash-flow, utility and supply-chain data feed a dedicated small business profile and scoring model, so lenders can judge real repayment capacity even when collateral is thin.</p>
<h3>Fully online</h3>
<p>Borrowers apply, verify their identity, receive approval, sign and draw down from their phones, and standard products can pay out the same day. Relationship managers use a mobile toolkit for due diligence and post-loan visits, multiplying their productivity.</p>
<h2>Key figures</h2>
<table>
<thead><tr><th>Item</th><th>Figure</th></tr></thead>
<tbody>
<tr><td>Credit line</td><td>Up to RMB 1 million</td></tr>
<tr><td>Drawdown term</td><td>Up to 30 days, interest charged daily</td></tr>
<tr><td>Approval</td><td>Same-day disbursement for standard products</td></tr>
<tr><td>Time to launch</td><td>As little as 6 weeks on SaaS</td></tr>
<tr><td>Institutions served</td><td>150+ regional lenders</td></tr>
</tbody>
</table>
<h2>Typical use cases</h2>
<ol>
<li><strong>Tax-based loans:</strong> unsecured credit for small firms with a clean record of tax payments and invoicing.</li>
<li><strong>Merchant working capital:</strong> revolving credit for sole traders based on card-acquiring cash flows.</li>
<li><strong>Agricultural loans:</strong> land transfer, crop insurance and cooperative data support spring planting and harvest purchasing.</li>
<li><strong>Supply-chain finance:</strong> order and receivables financing for suppliers and distributors of anchor companies.</li>
</ol>
<h2>Deployment and services</h2>
<p>The platform is available as SaaS, in a dedicated cloud or on premises, with optional managed risk strategy, loan servicing operations and regulatory reporting support. Hanshu FinTech’s inclusive finance team works on the ground in county towns, designing loan products with partners that fit the local economy.</p>`,
  },
];

function productViewsOf(
  categories: readonly SeedProductCategory[],
  ids: readonly number[],
  copy: readonly ViewCopy[],
): C.ProductView[] {
  return copy.map((item, index) => {
    const id = ids[index];
    if (id === undefined) throw new Error(`business seed: no product view id at ${index}`);
    return productView(id, categoryAt(categories, index), item);
  });
}

const productViews: Bilingual<C.ProductView[]> = {
  zh: productViewsOf(productCategoriesZh, PRODUCT_VIEW_SEO_IDS, productViewsZhCopy),
  en: productViewsOf(productCategoriesEn, [44, 45, 46, 102, 103], productViewsEnCopy),
};

// ---------------------------------------------------------------------------------------------
// Solutions: six fields, five pages each

const solutionsZhCopy: SolutionCopy[] = [
  {
    name: '银行',
    ctitle: '银行数字化风控与营销解决方案',
    etitle: 'Digital Risk and Marketing Solutions for Banks',
    summary:
      '面向国有大行、股份制银行、城商行、农商行与民营银行，以统一的数据中台、智能风控和精准营销能力，助力零售与小微业务实现规模、质量与效益的平衡增长。',
    pages: [
      {
        title: '行业痛点',
        summary: '零售与小微业务增速放缓、风险抬头、获客成本上升，银行亟需以数据和模型重塑经营方式。',
        content: `<p>随着利率市场化深入推进和互联网平台分流，银行零售与小微业务正面临“规模难增、风险难控、成本难降”的多重压力。传统依赖网点和客户经理的获客模式成本高、覆盖窄，而线上化业务又对实时风控提出了更高要求。</p>
<h3>我们在合作中看到的普遍问题</h3>
<ul>
<li><strong>数据分散：</strong>核心、信贷、信用卡、渠道系统各自为政，客户信息难以形成完整视图；</li>
<li><strong>模型老化：</strong>沿用多年的评分卡区分度下降，部分银行申请模型AUC仅在0.62左右；</li>
<li><strong>营销粗放：</strong>以产品为中心批量推送，响应率低且容易引发客户投诉；</li>
<li><strong>人才短缺：</strong>中小银行缺少数据科学团队，模型开发与迭代严重依赖外部。</li>
</ul>`,
      },
      {
        title: '解决方案架构',
        summary: '“一个数据底座、两个智能引擎、全渠道触达”的整体架构，打通从数据到决策再到触达的业务闭环。',
        content: `<p>瀚数科技银行解决方案以瀚数洞察数据分析平台为底座，统一治理行内外数据，形成客户、账户、交易和风险四大主题数据资产；在此之上部署瀚数天盾智能风控平台与瀚数智客精准营销平台两大智能引擎，分别回答“这个客户能不能贷、贷多少”和“这个客户需要什么、何时触达”。</p>
<p>两大引擎共享同一套客户画像与标签体系：风控结论可以直接作为营销的准入条件，营销触达产生的行为数据也会反哺风控模型，避免了“营销拉来的客户风控不敢批”的内耗。</p>
<p>方案支持私有化部署与专属云部署，全面兼容国产化软硬件环境，并可与银行现有的核心系统、信贷系统和手机银行平滑对接，分阶段上线、逐步替换。</p>`,
      },
      {
        title: '核心能力',
        summary: '覆盖数据治理、客户画像、风险决策、精准营销与模型治理的五大核心能力，全部经过大规模生产验证。',
        content: `<ul>
<li><strong>数据治理与指标体系：</strong>内置银行业数据标准与监管报送口径，数据质量问题自动定位；</li>
<li><strong>客户360°画像：</strong>3,000余个标准标签，覆盖零售、小微与信用卡客户；</li>
<li><strong>全流程智能风控：</strong>反欺诈、申请评分、行为评分与额度管理，决策平均响应低于50毫秒；</li>
<li><strong>精准营销：</strong>响应预测与下一最佳行动模型，支持手机银行、短信、外呼和企业微信全渠道触达；</li>
<li><strong>模型治理：</strong>满足监管要求的模型开发、验证、监控与退出全流程管理。</li>
</ul>
<p>针对缺少数据科学团队的中小银行，瀚数科技提供“模型即服务”和联合建模工作坊，帮助银行在项目过程中培养自己的建模与策略人才。</p>`,
      },
      {
        title: '合作案例：华东城市商业银行',
        summary: '新一代申请评分模型将AUC由0.62提升至0.70左右，线上消费贷审批通过率提升、首期逾期率明显下降。',
        content: `<p>华东城市商业银行是区域内资产规模领先的城市商业银行。在推进线上消费贷业务的过程中，该行原有申请评分卡上线已超过五年，AUC下降至0.62左右，难以区分新增线上客群的风险差异，导致“好客户批不下、坏客户拦不住”。</p>
<p>瀚数科技与该行风险管理部组建联合项目组，在客户授权前提下融合行内交易、代发工资、公积金与合规外部数据，构建了包含1,200余个候选特征的建模宽表，采用梯度提升树与评分卡相结合的方式开发新一代申请评分模型，并通过瀚数天盾决策引擎以冠军挑战者方式灰度上线。</p>
<blockquote>新模型上线后AUC由0.62提升至0.70左右；在保持审批通过率不变的情况下，首期逾期率下降约三成；在控制风险水平不变的情况下，审批通过率提升约8个百分点。</blockquote>
<p>目前，双方已将合作延伸至信用卡行为评分和存量客户精准营销，华东城市商业银行的风险与营销团队已能够独立完成模型监控与策略迭代。</p>`,
      },
      {
        title: '方案价值',
        summary: '帮助银行以更低成本获取更优质的客户，以更少人力管理更大的资产规模，让数字化转型真正体现在经营结果上。',
        content: `<p>瀚数科技银行解决方案已服务200余家银行机构。从合作实践看，方案价值集中体现在三个方面：</p>
<ol>
<li><strong>风险更可控：</strong>模型区分度显著提升，风险识别前移，不良生成率得到有效控制；</li>
<li><strong>增长更高效：</strong>营销从“广撒网”转向“精准触达”，获客成本下降、客户响应率提升；</li>
<li><strong>能力可沉淀：</strong>数据资产、模型资产与策略经验沉淀在银行内部，形成可持续的数字化经营能力。</li>
</ol>
<p>我们相信，银行数字化转型的终点不是上线一套系统，而是让数据与模型成为每一位员工日常工作的一部分。</p>`,
      },
    ],
  },
  {
    name: '消费金融',
    ctitle: '消费金融全生命周期风控与智能贷后解决方案',
    etitle: 'Full-Lifecycle Risk and Smart Collections for Consumer Finance',
    summary:
      '面向持牌消费金融公司与银行消费信贷部门，覆盖获客、审批、额度管理与贷后催收，以智能风控和语音机器人帮助机构在规模增长中守住资产质量、降低运营成本。',
    pages: [
      {
        title: '行业痛点',
        summary: '客群下沉、欺诈手段翻新、贷后人力成本高企，消费金融机构需要更精细的风险经营能力。',
        content: `<p>消费金融业务单笔金额小、客户数量大、线上化程度高，风险与运营的每一个环节都需要规模化、自动化的能力。近年来，行业在快速发展的同时也面临新的挑战。</p>
<ul>
<li><strong>欺诈专业化：</strong>中介包装、团伙申请和设备群控手段不断翻新，单一规则难以应对；</li>
<li><strong>客群差异大：</strong>新市民、年轻客群征信记录薄，传统评分难以准确刻画；</li>
<li><strong>贷后成本高：</strong>催收坐席人员流动大、培训周期长，人工成本持续上升；</li>
<li><strong>合规要求严：</strong>催收行为规范与消费者权益保护要求不断提高，作业过程需要全程可控可查。</li>
</ul>`,
      },
      {
        title: '解决方案架构',
        summary: '以智能风控平台为核心，贯通贷前、贷中、贷后三个阶段，形成风险数据与策略的统一闭环。',
        content: `<p>方案以瀚数天盾智能风控平台为核心，贷前通过反欺诈中心与申请评分完成准入和定价，贷中通过行为评分和额度管理动态调整风险敞口，贷后通过还款意愿与能力评分驱动差异化的催收策略。</p>
<p>三个阶段共享统一的客户风险视图：贷后回收表现会反哺贷前模型，贷中的额度与用款行为也会影响催收分案，使风险管理从“各管一段”走向“全程协同”。</p>
<p>智能贷后模块将语音机器人、智能质检与人工坐席有机结合，机器人承担标准化、大批量的提醒与早期催收，人工坐席专注于复杂协商，外访团队只处理极少数必要案件。</p>`,
      },
      {
        title: '核心能力',
        summary: '反欺诈、差异化定价、动态额度管理与智能催收四大能力，覆盖消费金融核心风险场景。',
        content: `<h3>贷前：反欺诈与准入</h3>
<p>设备指纹、关系图谱与行为序列模型协同识别中介包装与团伙欺诈，申请评分结合多源数据实现风险分层与差异化定价。</p>
<h3>贷中：额度与用款管理</h3>
<p>基于还款表现与消费行为持续评估客户风险，自动触发提额、降额与冻结，兼顾客户体验与组合风险。</p>
<h3>贷后：智能催收</h3>
<ul>
<li>语音机器人可替代80%以上的人工作业，意图识别率达80%；</li>
<li>根据还款意愿与能力评分智能分案，匹配最合适的触达方式与时间；</li>
<li>需要上门外访的案件低于5%，全程录音与智能质检确保合规。</li>
</ul>`,
      },
      {
        title: '合作案例：锦程消费金融',
        summary: '语音机器人替代80%以上的人工作业，识别率达80%，需外访案件降至5%以下，贷后运营成本大幅下降。',
        content: `<p>锦程消费金融是一家覆盖全国的持牌消费金融公司，在贷客户超过500万。随着业务规模扩大，该公司的催收坐席团队一度超过千人，人员流动率高、培训成本大，作业质量参差不齐，合规压力也在持续上升。</p>
<p>瀚数科技为锦程消费金融部署了智能贷后解决方案：基于历史回收数据构建还款意愿与还款能力双评分，对逾期案件进行智能分案；早期逾期与到期提醒全部由语音机器人承担，高风险和需要协商的案件再转交人工坐席；所有通话经智能质检实时检查，违规话术即时提示。</p>
<blockquote>项目上线六个月后，语音机器人已替代80%以上的人工作业，意图识别率达到80%，需要上门外访的案件比例降至5%以下，整体催收运营成本下降约40%，客户投诉量同比明显减少。</blockquote>
<p>目前，锦程消费金融正与瀚数科技在贷前反欺诈和额度管理领域开展更深入的合作。</p>`,
      },
      {
        title: '方案价值',
        summary: '以智能化手段降低风险成本与运营成本，帮助消费金融机构实现有质量的增长。',
        content: `<p>瀚数科技消费金融解决方案已服务20余家持牌消费金融公司和众多银行消费信贷部门，帮助合作机构在三个层面获得可量化的收益：</p>
<ol>
<li><strong>风险成本下降：</strong>反欺诈拦截前移，模型分层更精准，损失率得到有效控制；</li>
<li><strong>运营成本下降：</strong>语音机器人替代大部分标准化贷后作业，人工聚焦高价值案件；</li>
<li><strong>合规水平提升：</strong>全程录音、智能质检与策略留痕，让每一次催收都有据可查。</li>
</ol>
<p>我们致力于让消费金融回归“普惠、便捷、负责任”的初心，让更多消费者享受到安全、透明的信贷服务。</p>`,
      },
    ],
  },
  {
    name: '信托',
    ctitle: '信托业务数字化转型解决方案',
    etitle: 'Digital Transformation Solutions for Trust Companies',
    summary:
      '面向信托公司的财富管理、消费信托与资产服务信托业务，提供资产穿透管理、智能风控与客户经营能力，助力信托公司回归本源、稳健转型。',
    pages: [
      {
        title: '行业痛点',
        summary: '业务分类改革推动信托公司回归本源，资产端风险穿透与财富端客户经营成为转型关键。',
        content: `<p>随着信托业务分类改革落地，信托公司加快向资产服务信托、资产管理信托和公益慈善信托转型。业务结构变化的同时，对数据能力和风控能力提出了全新的要求。</p>
<ul>
<li><strong>底层资产难穿透：</strong>消费信托、助贷合作类业务底层资产笔数多、金额小，传统的项目制风控难以逐笔管理；</li>
<li><strong>合作机构难评估：</strong>助贷与资产合作方众多，缺少统一的准入、监测与退出机制；</li>
<li><strong>客户经营能力弱：</strong>财富管理客户数据沉淀不足，难以提供个性化的配置建议；</li>
<li><strong>系统建设分散：</strong>各业务条线系统独立建设，数据标准不统一，监管报送压力大。</li>
</ul>`,
      },
      {
        title: '解决方案架构',
        summary: '以资产穿透平台为核心，连接合作机构、底层资产与投资者，实现资产端与财富端的数字化贯通。',
        content: `<p>瀚数科技信托解决方案由资产穿透管理平台、智能风控平台和财富客户经营平台三部分组成。资产穿透管理平台逐笔接入底层资产数据，实现资产准入、存续监测、现金流预测与风险预警的全流程管理；智能风控平台为消费信托和助贷合作业务提供独立的审批与监测能力；财富客户经营平台则帮助信托公司洞察投资者需求、提升服务效率。</p>
<p>三个平台基于统一的数据中台建设，共享主数据与指标口径，同时满足1104、EAST等监管报送对数据一致性的要求。</p>`,
      },
      {
        title: '核心能力',
        summary: '逐笔穿透的资产管理、独立自主的风险判断与以投资者为中心的财富经营，构成信托数字化的三大支柱。',
        content: `<h3>底层资产穿透管理</h3>
<p>支持千万级底层资产逐笔入池、逐日更新，自动计算逾期、早偿与回收表现，资产池风险变化一目了然。</p>
<h3>合作机构评价与监测</h3>
<p>从资本实力、资产表现、合规经营等维度建立合作机构评价体系，关键指标异常时自动预警，支持分级管理与动态调整合作额度。</p>
<h3>独立风控决策</h3>
<p>为消费信托业务提供独立的反欺诈与信用评分能力，使信托公司不再完全依赖合作方的风控结论，真正掌握风险判断的主动权。</p>
<h3>财富客户洞察</h3>
<p>整合投资者画像、持仓与交互数据，识别资产配置需求与流失风险，为财富顾问提供专业、合规的服务建议。</p>`,
      },
      {
        title: '合作案例：恒信信托',
        summary: '消费信托资产实现逐笔穿透管理，风险预警提前期由月度缩短至按日，合作机构评价体系覆盖全部助贷合作方。',
        content: `<p>恒信信托是国内较早开展消费信托业务的信托公司之一，合作助贷机构超过30家，底层资产笔数超过千万。过去，该公司主要依赖合作方月度报送的汇总数据进行风险监测，难以及时发现资产质量的边际变化。</p>
<p>瀚数科技为恒信信托建设了资产穿透管理平台和独立风控平台：所有底层资产逐笔、逐日接入，系统自动计算各资产池和各合作方的逾期迁徙与回收表现；同时在放款环节引入独立的反欺诈与信用评分，对合作方推荐的资产进行二次判断。</p>
<blockquote>平台上线后，恒信信托的风险监测由月度汇总升级为按日逐笔，资产质量异动平均可提前两个月发现；独立风控拦截的高风险资产在后续表现中逾期率是通过资产的四倍以上，有效守住了信托财产安全。</blockquote>
<p>在此基础上，双方正在共同推进财富客户经营平台建设，以数据驱动恒信信托财富管理业务的转型。</p>`,
      },
      {
        title: '方案价值',
        summary: '帮助信托公司看得清资产、管得住风险、服务好客户，在转型中建立可持续的核心竞争力。',
        content: `<ol>
<li><strong>看得清：</strong>底层资产逐笔穿透，信托财产的真实风险与收益状况透明可见；</li>
<li><strong>管得住：</strong>独立风控与合作机构动态管理，风险判断的主动权掌握在信托公司手中；</li>
<li><strong>服务好：</strong>以投资者为中心的财富经营，提升客户满意度与长期信任。</li>
</ol>
<p>瀚数科技已与十余家信托公司建立合作。我们将持续把在银行和消费金融领域积累的数据与风控经验带入信托行业，陪伴信托公司走好回归本源的转型之路。</p>`,
      },
    ],
  },
  {
    name: '保险',
    ctitle: '保险智能经营与风控解决方案',
    etitle: 'Intelligent Growth and Risk Solutions for Insurers',
    summary:
      '面向寿险、健康险、财产险公司与保险中介，以数据和模型贯穿核保、理赔、续保与代理人经营，帮助保险机构提升保费增长质量、降低赔付与运营成本。',
    pages: [
      {
        title: '行业痛点',
        summary: '代理人渠道转型、健康险赔付压力上升、客户经营粗放，保险机构需要更精细化的经营手段。',
        content: `<p>保险行业正处于从规模驱动向价值驱动转型的关键阶段。代理人队伍持续清虚提质，线上渠道快速发展，客户对产品和服务的期待也在不断提高。</p>
<ul>
<li><strong>续保与加保转化低：</strong>营销资源平均分配，高意向客户得不到及时跟进；</li>
<li><strong>核保效率与风险难兼顾：</strong>人工核保时效长，简化流程又担心逆选择；</li>
<li><strong>理赔欺诈隐蔽：</strong>团伙欺诈、带病投保等行为手段隐蔽，传统规则识别率有限；</li>
<li><strong>代理人产能分化：</strong>新人代理人缺少专业工具，留存率和产能难以提升。</li>
</ul>`,
      },
      {
        title: '解决方案架构',
        summary: '以保险数据中台为基础，打造营销、核保、理赔三大智能引擎，覆盖保单全生命周期。',
        content: `<p>瀚数科技保险解决方案以瀚数保睿保险智能平台为核心，在统一的保险数据中台之上构建三大智能引擎：面向增长的客户经营引擎，负责续保、加保与交叉销售预测；面向承保的智能核保引擎，负责风险分层与自动核保；面向赔付的理赔反欺诈引擎，负责可疑案件识别与调查支持。</p>
<p>三大引擎共享客户风险与价值画像，核保与理赔中沉淀的风险信息能够指导营销，营销中获得的客户需求也能辅助产品设计与定价，形成“经营—承保—理赔”的数据闭环。</p>`,
      },
      {
        title: '核心能力',
        summary: '续保加保预测、智能核保、理赔反欺诈与代理人赋能，四大能力直接作用于保费与赔付。',
        content: `<ul>
<li><strong>续保与加保预测：</strong>基于保单、缴费、理赔与互动数据预测客户意向，营销资源精准投向高意向客户；</li>
<li><strong>智能核保：</strong>标准体自动核保，次标准体给出加费或除外建议，高风险申请精准转人工；</li>
<li><strong>理赔反欺诈：</strong>关系图谱识别团伙欺诈，异常检测发现重复理赔与短期出险；</li>
<li><strong>代理人智能助手：</strong>客户画像、保障缺口分析与方案推荐，帮助代理人提供专业建议。</li>
</ul>
<p>所有模型均提供可解释的结果说明，便于核保师、理赔调查员和代理人理解并采纳模型建议。</p>`,
      },
      {
        title: '合作案例：安泰人寿保险',
        summary: '加保预测准确率由33.9%提升至42.4%，代理人跟进名单更精准，加保保费显著增长。',
        content: `<p>安泰人寿保险拥有数百万存量客户，过去加保营销主要依靠代理人经验和简单的规则筛选，预测准确率仅为33.9%，大量营销资源投向了购买意愿较低的客户，代理人积极性也因此受挫。</p>
<p>瀚数科技与安泰人寿数据团队合作，整合保单、缴费、理赔、保全与线上互动等数据，构建了覆盖家庭结构、保障缺口和生命周期事件的特征体系，开发新一代加保预测模型，并将预测结果以每周更新的“重点客户名单”形式推送给代理人，同步提供推荐产品和沟通要点。</p>
<blockquote>新模型将加保预测准确率由33.9%提升至42.4%。在营销投入基本不变的情况下，代理人跟进客户的成交率明显提高，加保保费实现显著增长。</blockquote>
<p>双方正将合作扩展至续保预测和理赔反欺诈，进一步提升安泰人寿的客户经营与风险管理能力。</p>`,
      },
      {
        title: '方案价值',
        summary: '让增长更有质量、承保更有效率、赔付更加可控，帮助保险机构实现价值转型。',
        content: `<p>瀚数科技保险解决方案已服务40余家保险公司及保险中介机构，帮助合作伙伴在以下方面获得持续收益：</p>
<ol>
<li><strong>保费增长：</strong>续保、加保与交叉销售转化率提升，客户终身价值提高；</li>
<li><strong>运营效率：</strong>自动核保与智能审核减少人工作业，客户体验明显改善；</li>
<li><strong>赔付控制：</strong>理赔欺诈识别更及时、更精准，减少不当赔付损失；</li>
<li><strong>队伍赋能：</strong>代理人获得专业工具支持，新人成长更快、留存更好。</li>
</ol>`,
      },
    ],
  },
  {
    name: '互联网金融',
    ctitle: '互联网金融合规风控与智能运营解决方案',
    etitle: 'Compliant Risk and Smart Operations for Online Finance',
    summary:
      '面向网络小贷公司、互联网平台金融业务与银行线上渠道，以实时反欺诈、智能决策和自动化运营帮助机构在合规框架下实现高效、稳健的线上信贷经营。',
    pages: [
      {
        title: '行业痛点',
        summary: '监管规范持续完善、线上欺诈高发、流量成本走高，互联网金融机构进入精细化经营阶段。',
        content: `<p>互联网金融行业在经历规范整顿后进入高质量发展阶段。网络小贷资本金、联合贷款出资比例等监管要求持续明确，机构必须在合规框架内重新设计业务模式与风控体系。</p>
<ul>
<li><strong>欺诈攻击实时化：</strong>线上申请秒级发生，黑产利用自动化工具批量攻击，要求风控毫秒级响应；</li>
<li><strong>流量成本上升：</strong>获客成本持续走高，要求在申请环节就精准识别优质客户；</li>
<li><strong>贷后规模压力：</strong>客户分布广、笔均金额小，人工催收难以覆盖且成本高；</li>
<li><strong>合规要求细化：</strong>息费透明、催收规范与个人信息保护要求不断细化。</li>
</ul>`,
      },
      {
        title: '解决方案架构',
        summary: '云原生的实时风控与运营架构，支撑高并发线上信贷全流程。',
        content: `<p>瀚数科技互联网金融解决方案采用云原生架构，以实时事件流贯通申请、审批、放款、还款与贷后全流程。前端通过设备指纹与行为采集实时感知风险，中台由瀚数天盾决策引擎完成毫秒级决策，后端由智能运营平台负责客户分层运营与自动化贷后作业。</p>
<p>方案可弹性扩容以应对大促和节假日流量高峰，支持多产品、多资金方和联合贷款模式下的策略隔离与数据隔离，确保每一方的风险判断独立、清晰、可审计。</p>`,
      },
      {
        title: '核心能力',
        summary: '实时反欺诈、毫秒级决策、客户分层运营与语音机器人催收，支撑线上信贷规模化经营。',
        content: `<h3>实时反欺诈</h3>
<p>设备指纹、IP与位置画像、行为生物特征和关系图谱多层防御，实时拦截机器注册、批量申请与身份冒用。</p>
<h3>毫秒级智能决策</h3>
<p>决策平均响应低于50毫秒，支持高峰期每秒数千笔并发请求，策略调整无需发版即可生效。</p>
<h3>自动化贷后</h3>
<ul>
<li>语音机器人可替代80%以上的人工作业，意图识别率达80%；</li>
<li>按风险与还款意愿分层，自动选择短信、机器人外呼或人工协商；</li>
<li>需要上门外访的案件低于5%，全程留痕，符合催收行为规范。</li>
</ul>`,
      },
      {
        title: '合作案例：云帆网络小贷',
        summary: '实时反欺诈拦截率显著提升，语音机器人承担80%以上贷后作业，外访案件低于5%。',
        content: `<p>云帆网络小贷依托电商生态为平台商户和消费者提供线上信贷服务，日均申请量超过20万笔。业务高峰期欺诈攻击频繁，原有风控系统响应慢、规则更新周期长；同时，分散在全国的小额逾期客户给贷后团队带来巨大压力。</p>
<p>瀚数科技为云帆网络小贷部署了实时反欺诈与决策平台，并上线智能贷后系统：设备指纹与关系图谱在申请环节识别团伙欺诈；决策引擎支持业务人员当天完成策略调整；语音机器人承担到期提醒与早期逾期催收，人工坐席只处理需要协商的案件。</p>
<blockquote>上线后，团伙欺诈识别能力大幅增强，欺诈损失明显下降；语音机器人替代了80%以上的人工作业，意图识别率达80%，需要外访的案件降至5%以下，贷后团队规模保持不变即支撑了业务量的翻倍增长。</blockquote>`,
      },
      {
        title: '方案价值',
        summary: '以技术提升合规水平、风险控制能力与运营效率，帮助互联网金融机构行稳致远。',
        content: `<ol>
<li><strong>风险可控：</strong>多层实时防御让欺诈攻击无处藏身，信用风险分层更精准；</li>
<li><strong>效率领先：</strong>毫秒级决策与自动化运营支撑业务规模快速增长；</li>
<li><strong>成本更优：</strong>语音机器人与智能分案大幅降低贷后人力成本；</li>
<li><strong>合规稳健：</strong>策略、决策与贷后作业全程留痕，满足监管检查与审计要求。</li>
</ol>
<p>瀚数科技坚持“科技服务金融、金融服务实体”，与互联网金融机构一起，让线上信贷更加安全、透明、可信赖。</p>`,
      },
    ],
  },
  {
    name: '小额贷款',
    ctitle: '小额贷款数字化经营解决方案',
    etitle: 'Digital Lending Solutions for Microfinance Companies',
    summary:
      '面向小额贷款公司与区域性普惠金融机构，提供线上信贷产品、智能审批与贷后管理一体化系统，授信额度最高100万元、按日计息，帮助机构低成本服务小微与涉农客户。',
    pages: [
      {
        title: '行业痛点',
        summary: '小贷公司普遍面临获客难、风控难、系统建设难，亟需低成本、可落地的数字化方案。',
        content: `<p>小额贷款公司扎根地方，贴近小微企业和个体工商户，是普惠金融体系的重要组成部分。但受限于资本规模和技术投入，多数小贷公司仍以线下作业为主，难以满足客户对便捷、灵活融资的需求。</p>
<ul>
<li><strong>作业效率低：</strong>线下尽调、纸质材料、人工审批，单笔贷款办理动辄一周；</li>
<li><strong>风控依赖经验：</strong>缺少数据与模型支持，风险判断高度依赖信贷员个人经验；</li>
<li><strong>产品不够灵活：</strong>固定期限、按月计息的产品与小微客户短频急的资金需求不匹配；</li>
<li><strong>系统投入难：</strong>自建系统成本高、周期长，缺少专业的技术与运维团队。</li>
</ul>`,
      },
      {
        title: '解决方案架构',
        summary: '基于瀚数普惠云信贷平台的SaaS化整体方案，“开箱即用、按需扩展”，最快6周上线。',
        content: `<p>方案以瀚数普惠云信贷平台为核心，提供产品工厂、线上进件、智能审批、电子签约、资金清算和贷后管理等标准模块。小贷公司无需自建机房和开发团队，即可获得完整的数字化信贷能力。</p>
<p>平台内置小微经营画像与评分模型，在客户授权的前提下接入税务、发票、经营流水等数据，并配套策略托管服务，由瀚数科技风控专家协助机构制定和优化审批策略。标准版最快6周即可上线，后续可按业务规模平滑升级至专属云部署。</p>`,
      },
      {
        title: '核心能力',
        summary: '灵活的循环授信产品、基于经营数据的智能审批与移动化的贷后管理，贴合小微客户真实需求。',
        content: `<h3>灵活的循环授信</h3>
<ul>
<li>授信额度最高100万元，一次授信、循环使用；</li>
<li>单笔用款期限最长30天，按日计息，随借随还，不用不计息；</li>
<li>支持按行业、区域与客群配置差异化利率与额度策略。</li>
</ul>
<h3>智能审批</h3>
<p>以经营数据为主、个人信用为辅的小微评分模型，结合反欺诈规则，实现标准化产品自动审批、最快当天放款。</p>
<h3>移动化贷后管理</h3>
<p>客户经理通过移动展业工具完成贷后走访与风险排查，系统根据经营数据变化自动生成预警任务。</p>`,
      },
      {
        title: '合作案例：蓝海小额贷款',
        summary:
          '上线循环授信产品，授信额度最高100万元、单笔最长30天、按日计息，小微客户满意度和资金使用效率显著提升。',
        content: `<p>蓝海小额贷款是一家服务沿海制造业与商贸集群的区域性小贷公司，客户以小微加工企业和批发商户为主。这些客户的资金需求具有金额波动大、周期短、时间急的特点，原有按月计息、固定期限的产品常常让客户“用不上、还不了、不划算”。</p>
<p>瀚数科技为蓝海小额贷款上线了基于瀚数普惠云信贷平台的循环授信产品：依据客户授权的税票与经营流水数据核定授信额度，额度最高100万元；客户在额度内随借随还，单笔用款最长30天，按日计息。审批、签约和提款全部在手机上完成，标准化申请最快当天到账。</p>
<blockquote>新产品上线一年，蓝海小额贷款的服务客户数增长约两倍，客户平均实际用款天数明显缩短、融资成本随之下降；审批时效由平均5个工作日缩短至当天，资产质量保持稳定。</blockquote>`,
      },
      {
        title: '方案价值',
        summary: '让小额贷款公司以更低成本、更快速度服务更多小微客户，把普惠金融落到实处。',
        content: `<ol>
<li><strong>上线快：</strong>SaaS化交付，最快6周完成上线，显著降低系统建设投入；</li>
<li><strong>产品活：</strong>最高100万元循环额度、按日计息，贴合小微客户真实用款习惯；</li>
<li><strong>风控稳：</strong>经营数据与智能模型支撑审批，风险判断不再只靠经验；</li>
<li><strong>服务广：</strong>线上化作业让服务半径从门店周边延伸至整个区域。</li>
</ol>
<p>瀚数科技愿与更多小额贷款公司携手，让每一位踏实经营的小微业主都能便捷地获得所需的资金支持。</p>`,
      },
    ],
  },
];

const solutionsEnCopy: SolutionCopy[] = [
  {
    name: 'Banking',
    ctitle: '银行数字化风控与营销解决方案',
    etitle: 'Digital Risk and Marketing Solutions for Banks',
    summary:
      'For large state-owned, joint-stock, city, rural and private banks: one data platform with intelligent risk control and precision marketing on top, helping retail and small business lending grow in scale, quality and profitability at the same time.',
    pages: [
      {
        title: 'Industry challenges',
        summary:
          'Slower retail and small business growth, rising risk and higher acquisition costs are pushing banks to rethink how they use data and models.',
        content: `<p>Interest rate liberalisation and competition from internet platforms have put retail and small business banking under pressure from every side: growth is harder to find, risk is harder to contain and costs are harder to cut. Branch- and relationship-manager-led acquisition is expensive and narrow, while online lending demands real-time risk decisions.</p>
<h3>What we see across our partner banks</h3>
<ul>
<li><strong>Fragmented data:</strong> core banking, lending, card and channel systems each hold part of the picture, and no one sees the whole customer;</li>
<li><strong>Ageing models:</strong> scorecards built years ago have lost their edge, with some application models down to an AUC of around 0.62;</li>
<li><strong>Blunt marketing:</strong> product-led mass campaigns bring low response and a steady stream of complaints;</li>
<li><strong>Scarce talent:</strong> smaller banks lack data science teams and depend on outsiders to build and refresh models.</li>
</ul>`,
      },
      {
        title: 'Solution architecture',
        summary:
          'One data foundation, two intelligent engines and every channel connected, closing the loop from data to decision to customer contact.',
        content: `<p>The solution is built on the Hanshu Insight Analytics Platform, which governs internal and external data and organises it into four subject areas: customers, accounts, transactions and risk. On top sit two engines, Hanshu Sentinel for risk and Hanshu SmartReach for marketing, answering two questions: can this customer borrow, and how much; and what does this customer need, and when should we reach out.</p>
<p>Both engines share one set of customer profiles and tags. Risk decisions become eligibility criteria for campaigns, and the behaviour captured by campaigns flows back into risk models, ending the familiar stand-off in which marketing brings in customers that risk will not approve.</p>
<p>The solution runs on premises or in a dedicated cloud, is certified on domestic hardware and software, and connects smoothly to existing core, lending and mobile banking systems so banks can roll it out in stages.</p>`,
      },
      {
        title: 'Core capabilities',
        summary:
          'Five capabilities, all proven at scale in production: data governance, customer profiles, risk decisioning, precision marketing and model governance.',
        content: `<ul>
<li><strong>Data governance and metrics:</strong> banking data standards and regulatory reporting definitions built in, with automatic tracing of data quality issues;</li>
<li><strong>360° customer view:</strong> more than 3,000 standard tags covering retail, small business and card customers;</li>
<li><strong>End-to-end risk control:</strong> fraud detection, application and behaviour scoring and limit management, with decisions in under 50 milliseconds on average;</li>
<li><strong>Precision marketing:</strong> response prediction and next-best-action models delivered through mobile banking, SMS, outbound calls and WeChat Work;</li>
<li><strong>Model governance:</strong> development, validation, monitoring and retirement managed to regulatory standards.</li>
</ul>
<p>For smaller banks without a data science team, Hanshu FinTech offers models as a service and joint modelling workshops, so each project also builds the bank’s own modelling and strategy talent.</p>`,
      },
      {
        title: 'Case study: East China City Commercial Bank',
        summary:
          'A new-generation application model lifted AUC from 0.62 to around 0.70, raising approvals for online consumer loans while sharply reducing first-payment defaults.',
        content: `<p>East China City Commercial Bank is one of the largest city commercial banks in its region. As it expanded online consumer lending, its application scorecard was more than five years old and its AUC had slipped to around 0.62. It could no longer tell the new online applicants apart: good customers were being declined and risky ones approved.</p>
<p>Hanshu FinTech formed a joint team with the bank’s risk management department. With customer consent, it combined in-house transactions, payroll, housing fund and compliant external data into a modelling dataset of more than 1,200 candidate features, built a new application model that blends gradient-boosted trees with a traditional scorecard, and rolled it out through the Hanshu Sentinel decision engine as a champion–challenger test.</p>
<blockquote>The new model raised AUC from 0.62 to around 0.70. At the same approval rate, first-payment defaults fell by roughly 30%; at the same level of risk, approvals rose by about 8 percentage points.</blockquote>
<p>The partnership has since extended to behavioural scoring for credit cards and precision marketing to existing customers, and the bank’s own risk and marketing teams now monitor models and refine strategies on their own.</p>`,
      },
      {
        title: 'Value delivered',
        summary:
          'Better customers at lower cost and a larger book managed with fewer people: digital transformation that shows up in the results.',
        content: `<p>Our banking solution now serves more than 200 banks. Across these partnerships, the value shows up in three ways:</p>
<ol>
<li><strong>Risk under control:</strong> sharper models catch risk earlier and keep new non-performing loans in check;</li>
<li><strong>More efficient growth:</strong> marketing shifts from mass campaigns to precise outreach, lowering acquisition costs and raising response rates;</li>
<li><strong>Lasting capability:</strong> data, models and strategy know-how stay inside the bank and keep compounding.</li>
</ol>
<p>We believe digital transformation does not end with a new system going live. It succeeds when data and models become part of every employee’s working day.</p>`,
      },
    ],
  },
  {
    name: 'Consumer Finance',
    ctitle: '消费金融全生命周期风控与智能贷后解决方案',
    etitle: 'Full-Lifecycle Risk and Smart Collections for Consumer Finance',
    summary:
      'For licensed consumer finance companies and bank consumer lending units: acquisition, approval, limit management and collections in one solution, with intelligent risk control and voice bots that protect asset quality and cut operating costs as the business grows.',
    pages: [
      {
        title: 'Industry challenges',
        summary:
          'Broader customer bases, ever-changing fraud and the rising cost of collections call for more precise risk management.',
        content: `<p>Consumer lending means small loans, huge customer numbers and almost everything online, so every step of risk management and operations has to work automatically and at scale. Alongside rapid growth, the industry faces new challenges.</p>
<ul>
<li><strong>Professional fraud:</strong> application packaging, fraud rings and device farms keep evolving, and single rules cannot keep up;</li>
<li><strong>Diverse customers:</strong> new urban residents and young borrowers often have thin credit files that traditional scores read poorly;</li>
<li><strong>Costly collections:</strong> high agent turnover and long training times keep pushing labour costs up;</li>
<li><strong>Strict conduct rules:</strong> collection conduct and consumer protection standards keep rising, and every contact must be controlled and traceable.</li>
</ul>`,
      },
      {
        title: 'Solution architecture',
        summary:
          'An intelligent risk platform at the centre connects origination, account management and collections into one loop of risk data and strategy.',
        content: `<p>Hanshu Sentinel sits at the heart of the solution. Before the loan, the fraud centre and application scores handle eligibility and pricing; during the loan, behaviour scores and limit management adjust exposure; after it, willingness-to-pay and ability-to-pay scores drive tailored collection strategies.</p>
<p>All three stages share a single view of customer risk. Recovery outcomes feed back into origination models, and limit and usage behaviour informs case allocation, so risk teams stop managing separate stretches and start working as one.</p>
<p>The smart collections module combines voice bots, automated quality checks and human agents. Bots handle standardised, high-volume reminders and early-stage collections, agents concentrate on complex negotiations, and field teams deal with only the small number of cases that truly need a visit.</p>`,
      },
      {
        title: 'Core capabilities',
        summary:
          'Fraud detection, risk-based pricing, dynamic limit management and smart collections cover the key risks in consumer finance.',
        content: `<h3>Origination: fraud and eligibility</h3>
<p>Device fingerprinting, relationship graphs and behavioural sequence models work together to catch application packaging and fraud rings, while application scores built on multi-source data support risk tiering and risk-based pricing.</p>
<h3>Account management: limits and usage</h3>
<p>Repayment and spending behaviour are assessed continuously, triggering limit increases, reductions and freezes that balance customer experience with portfolio risk.</p>
<h3>Collections: smart recovery</h3>
<ul>
<li>Voice bots take over more than 80% of manual work with an 80% intent recognition rate;</li>
<li>Cases are allocated by willingness and ability to pay, with the best channel and timing for each;</li>
<li>Fewer than 5% of cases need a field visit, and full call recording with automated quality checks keeps every contact compliant.</li>
</ul>`,
      },
      {
        title: 'Case study: Jincheng Consumer Finance',
        summary:
          'Voice bots took over more than 80% of manual collection work with an 80% recognition rate, field visits fell below 5% of cases and operating costs dropped sharply.',
        content: `<p>Jincheng Consumer Finance is a licensed nationwide consumer lender with more than five million active borrowers. As the book grew, its collections team passed a thousand agents. Turnover was high, training was expensive, quality varied and compliance pressure kept building.</p>
<p>Hanshu FinTech deployed its smart collections solution. Willingness-to-pay and ability-to-pay scores built from historical recovery data now allocate overdue cases; voice bots handle all due-date reminders and early-stage collections, passing high-risk cases and negotiations to human agents; and every call is checked in real time, with instant prompts when a script strays out of bounds.</p>
<blockquote>Six months after launch, voice bots had taken over more than 80% of manual work with an 80% intent recognition rate. Cases needing a field visit fell below 5%, overall collection operating costs dropped by about 40%, and customer complaints fell markedly year on year.</blockquote>
<p>Jincheng Consumer Finance is now working with Hanshu FinTech on fraud prevention and limit management.</p>`,
      },
      {
        title: 'Value delivered',
        summary: 'Lower risk costs and lower operating costs, so consumer lenders can grow with quality.',
        content: `<p>Our consumer finance solution serves more than 20 licensed consumer finance companies and many bank consumer lending units, delivering measurable gains on three fronts:</p>
<ol>
<li><strong>Lower risk costs:</strong> fraud is stopped earlier and sharper models keep losses in check;</li>
<li><strong>Lower operating costs:</strong> voice bots take over most routine collection work, and people focus on the cases that matter;</li>
<li><strong>Stronger compliance:</strong> full recordings, automated quality checks and logged strategies make every collection contact auditable.</li>
</ol>
<p>We want consumer finance to live up to its promise of being inclusive, convenient and responsible, so more people can borrow safely and transparently.</p>`,
      },
    ],
  },
  {
    name: 'Trust',
    ctitle: '信托业务数字化转型解决方案',
    etitle: 'Digital Transformation Solutions for Trust Companies',
    summary:
      'For the wealth management, consumer trust and asset service trust businesses of trust companies: look-through asset management, intelligent risk control and investor engagement that support a steady return to core trust business.',
    pages: [
      {
        title: 'Industry challenges',
        summary:
          'The new classification of trust business is steering companies back to core services, making look-through asset risk and investor engagement decisive.',
        content: `<p>With the reclassification of trust business now in force, trust companies are moving quickly towards asset service trusts, asset management trusts and charitable trusts. The new business mix brings new demands on data and risk capabilities.</p>
<ul>
<li><strong>Opaque underlying assets:</strong> consumer trusts and lending partnerships hold huge numbers of small loans that project-by-project risk management cannot track one by one;</li>
<li><strong>Hard-to-assess partners:</strong> with many lending and asset partners, there is no common framework for onboarding, monitoring and exit;</li>
<li><strong>Weak investor engagement:</strong> thin data on wealth clients makes personalised allocation advice difficult;</li>
<li><strong>Siloed systems:</strong> each business line built its own system, data standards differ and regulatory reporting is a constant strain.</li>
</ul>`,
      },
      {
        title: 'Solution architecture',
        summary:
          'A look-through asset platform connects partners, underlying assets and investors, linking the asset side and the wealth side digitally.',
        content: `<p>The solution has three parts: a look-through asset management platform, an intelligent risk platform and an investor engagement platform. The asset platform ingests underlying assets loan by loan and manages onboarding, ongoing monitoring, cash-flow forecasting and early warning. The risk platform gives consumer trusts and lending partnerships an independent approval and monitoring capability. The investor platform helps trust companies understand clients’ needs and serve them more efficiently.</p>
<p>All three run on one data platform with shared master data and metric definitions, meeting the consistency requirements of regulatory reporting such as the 1104 and EAST submissions.</p>`,
      },
      {
        title: 'Core capabilities',
        summary:
          'Loan-level asset transparency, independent risk judgement and investor-centred wealth management: the three pillars of a digital trust company.',
        content: `<h3>Look-through asset management</h3>
<p>Tens of millions of underlying loans are loaded individually and updated daily, with delinquency, prepayment and recovery calculated automatically so changes in pool risk are visible at a glance.</p>
<h3>Partner assessment and monitoring</h3>
<p>Partners are rated on capital strength, asset performance and conduct. Warnings fire automatically when key indicators move, and partnership limits can be tiered and adjusted dynamically.</p>
<h3>Independent risk decisions</h3>
<p>Independent fraud detection and credit scoring for consumer trusts mean the trust company no longer relies solely on its partners’ risk calls and stays in control of its own judgement.</p>
<h3>Investor insight</h3>
<p>Investor profiles, holdings and interaction data reveal allocation needs and attrition risk, giving wealth advisers professional and compliant recommendations.</p>`,
      },
      {
        title: 'Case study: Hengxin Trust',
        summary:
          'Consumer trust assets are now tracked loan by loan, risk warnings arrive daily instead of monthly, and every lending partner is covered by a common assessment framework.',
        content: `<p>Hengxin Trust was among the first trust companies in China to offer consumer trusts. It works with more than 30 lending partners and holds over ten million underlying loans. Until recently, it monitored risk mainly through monthly summaries from its partners, which made it hard to spot early shifts in asset quality.</p>
<p>Hanshu FinTech built Hengxin a look-through asset platform and an independent risk platform. Every underlying loan is now loaded daily, and the system calculates roll rates and recoveries for each pool and each partner automatically. At disbursement, independent fraud checks and credit scores give a second opinion on every asset a partner recommends.</p>
<blockquote>Hengxin Trust has moved from monthly summaries to daily, loan-level monitoring, and now spots changes in asset quality about two months earlier on average. Assets rejected by the independent risk check later defaulted at more than four times the rate of approved assets, keeping trust property safe.</blockquote>
<p>Building on this, the two companies are now developing an investor engagement platform to bring data to Hengxin’s wealth management transformation.</p>`,
      },
      {
        title: 'Value delivered',
        summary:
          'See the assets clearly, keep risk firmly in hand and serve investors well, building lasting strength through transformation.',
        content: `<ol>
<li><strong>Clear sight:</strong> loan-level transparency shows the true risk and return of trust property;</li>
<li><strong>Firm control:</strong> independent risk checks and dynamic partner management keep judgement with the trust company;</li>
<li><strong>Better service:</strong> investor-centred wealth management lifts satisfaction and long-term trust.</li>
</ol>
<p>Hanshu FinTech works with more than ten trust companies. We will keep bringing the data and risk expertise we have built in banking and consumer finance to the trust industry, supporting trust companies as they return to their core business.</p>`,
      },
    ],
  },
  {
    name: 'Insurance',
    ctitle: '保险智能经营与风控解决方案',
    etitle: 'Intelligent Growth and Risk Solutions for Insurers',
    summary:
      'For life, health and property and casualty insurers and brokers: data and models across underwriting, claims, renewals and agency management, helping insurers grow premiums with quality while lowering claims and operating costs.',
    pages: [
      {
        title: 'Industry challenges',
        summary:
          'Agency channel reform, rising health claims and broad-brush customer management call for more precise ways of running an insurer.',
        content: `<p>Insurance is shifting from growth by volume to growth by value. Agency forces are being slimmed and upskilled, online channels are expanding fast and customers expect more from products and service.</p>
<ul>
<li><strong>Low renewal and upsell conversion:</strong> marketing effort is spread evenly, so high-intent customers are not followed up in time;</li>
<li><strong>Speed versus risk in underwriting:</strong> manual underwriting is slow, but simplified processes invite anti-selection;</li>
<li><strong>Hidden claims fraud:</strong> organised fraud and undisclosed conditions are hard to see, and traditional rules catch only part of it;</li>
<li><strong>Uneven agent productivity:</strong> new agents lack professional tools, holding back retention and output.</li>
</ul>`,
      },
      {
        title: 'Solution architecture',
        summary:
          'An insurance data platform underpins three intelligent engines for marketing, underwriting and claims across the whole policy lifecycle.',
        content: `<p>Built around the Hanshu InsurSense platform, the solution adds three engines to a unified insurance data platform: a customer growth engine that predicts renewals, upsell and cross-sell; an underwriting engine that tiers risk and automates acceptance; and a claims fraud engine that flags suspicious cases and supports investigations.</p>
<p>The engines share one view of customer risk and value. Risk insights from underwriting and claims guide marketing, and the needs uncovered by marketing inform product design and pricing, closing the loop between growth, underwriting and claims.</p>`,
      },
      {
        title: 'Core capabilities',
        summary:
          'Renewal and upsell prediction, automated underwriting, claims fraud detection and agent enablement act directly on premiums and claims.',
        content: `<ul>
<li><strong>Renewal and upsell prediction:</strong> policy, payment, claims and engagement data predict intent, so marketing effort goes to high-intent customers;</li>
<li><strong>Automated underwriting:</strong> standard risks accepted automatically, loading or exclusion suggestions for sub-standard risks, high-risk cases routed to underwriters;</li>
<li><strong>Claims fraud detection:</strong> relationship graphs expose organised fraud, and anomaly detection flags duplicate and early claims;</li>
<li><strong>Agent assistant:</strong> customer profiles, protection-gap analysis and plan recommendations that help agents give professional advice.</li>
</ul>
<p>Every model explains its results, so underwriters, claims investigators and agents can understand and act on its recommendations.</p>`,
      },
      {
        title: 'Case study: Antai Life Insurance',
        summary:
          'Upsell prediction accuracy rose from 33.9% to 42.4%, giving agents sharper follow-up lists and lifting additional premiums substantially.',
        content: `<p>Antai Life Insurance has several million in-force customers. Its upsell campaigns used to rely on agents’ experience and simple rules, with prediction accuracy of just 33.9%. Much of the marketing effort went to customers with little interest in buying, and agents grew discouraged.</p>
<p>Working with Antai’s data team, Hanshu FinTech combined policy, payment, claims, servicing and online engagement data into a feature set covering household structure, protection gaps and life events. The resulting upsell model feeds a weekly priority list to agents, together with recommended products and talking points.</p>
<blockquote>The new model raised upsell prediction accuracy from 33.9% to 42.4%. With marketing spend essentially unchanged, agents closed noticeably more of the customers they followed up, and additional premiums grew substantially.</blockquote>
<p>The two companies are now extending the partnership to renewal prediction and claims fraud detection.</p>`,
      },
      {
        title: 'Value delivered',
        summary: 'Better-quality growth, faster underwriting and tighter control of claims as insurers shift to value.',
        content: `<p>Our insurance solution serves more than 40 insurers and brokers, bringing lasting gains in four areas:</p>
<ol>
<li><strong>Premium growth:</strong> higher renewal, upsell and cross-sell conversion and greater customer lifetime value;</li>
<li><strong>Operating efficiency:</strong> automated underwriting and review cut manual work and improve the customer experience;</li>
<li><strong>Claims control:</strong> faster, more accurate fraud detection reduces improper payouts;</li>
<li><strong>Stronger agency forces:</strong> professional tools help new agents grow faster and stay longer.</li>
</ol>`,
      },
    ],
  },
  {
    name: 'Online Finance',
    ctitle: '互联网金融合规风控与智能运营解决方案',
    etitle: 'Compliant Risk and Smart Operations for Online Finance',
    summary:
      'For online microlenders, platform finance businesses and banks’ digital channels: real-time fraud prevention, intelligent decisioning and automated operations for efficient, sound online lending within the regulatory framework.',
    pages: [
      {
        title: 'Industry challenges',
        summary:
          'Tighter regulation, persistent online fraud and rising traffic costs have moved online finance into an era of precise, disciplined operations.',
        content: `<p>After a period of consolidation, online finance has entered a phase of high-quality development. Rules on the capital of online microlenders and funding ratios in joint lending are now clearly defined, and lenders must redesign their business models and risk frameworks to fit them.</p>
<ul>
<li><strong>Real-time attacks:</strong> applications arrive in seconds and fraud gangs attack in bulk with automated tools, so risk decisions must come back in milliseconds;</li>
<li><strong>Rising traffic costs:</strong> acquisition keeps getting more expensive, so good customers must be recognised at the application stage;</li>
<li><strong>Collections at scale:</strong> borrowers are spread widely and balances are small, making manual collections costly and patchy;</li>
<li><strong>Detailed compliance:</strong> rules on pricing transparency, collection conduct and personal information keep getting more specific.</li>
</ul>`,
      },
      {
        title: 'Solution architecture',
        summary: 'A cloud-native real-time risk and operations architecture for high-concurrency online lending.',
        content: `<p>The solution is cloud-native, with a real-time event stream running through application, approval, disbursement, repayment and collections. At the front end, device fingerprinting and behavioural capture sense risk as it happens; in the middle, the Hanshu Sentinel decision engine decides in milliseconds; at the back end, a smart operations platform manages customer segments and automates collections.</p>
<p>Capacity scales elastically for shopping festivals and holiday peaks, and strategies and data are kept separate across products, funding partners and joint lending arrangements, so every party’s risk judgement stays independent, clear and auditable.</p>`,
      },
      {
        title: 'Core capabilities',
        summary:
          'Real-time fraud prevention, millisecond decisions, segmented operations and voice-bot collections support online lending at scale.',
        content: `<h3>Real-time fraud prevention</h3>
<p>Layered defences of device fingerprinting, IP and location profiling, behavioural biometrics and relationship graphs stop bot sign-ups, bulk applications and identity theft as they happen.</p>
<h3>Millisecond decisions</h3>
<p>Decisions return in under 50 milliseconds on average, peaks of thousands of requests per second are handled with ease, and strategy changes go live without a software release.</p>
<h3>Automated collections</h3>
<ul>
<li>Voice bots take over more than 80% of manual work with an 80% intent recognition rate;</li>
<li>Customers are segmented by risk and willingness to pay, and SMS, bot calls or human negotiation are chosen automatically;</li>
<li>Fewer than 5% of cases need a field visit, and every step is logged in line with collection conduct rules.</li>
</ul>`,
      },
      {
        title: 'Case study: Yunfan Online Microcredit',
        summary:
          'Much stronger real-time fraud detection, voice bots handling more than 80% of collection work and field visits below 5% of cases.',
        content: `<p>Yunfan Online Microcredit lends to merchants and consumers across an e-commerce ecosystem and receives more than 200,000 applications on an average day. Fraud attacks spiked at peak times, its old risk system was slow and rule changes took weeks, and small overdue balances spread across the country stretched its collections team thin.</p>
<p>Hanshu FinTech deployed its real-time fraud and decisioning platform together with smart collections. Device fingerprinting and relationship graphs now catch fraud rings at the application stage; business staff can adjust strategies in the decision engine the same day; and voice bots handle due-date reminders and early-stage collections, leaving human agents to negotiate where it is needed.</p>
<blockquote>After go-live, Yunfan’s ability to detect fraud rings improved dramatically and fraud losses fell markedly. Voice bots took over more than 80% of manual work with an 80% intent recognition rate, cases needing a field visit fell below 5%, and a collections team of unchanged size supported a business that doubled in volume.</blockquote>`,
      },
      {
        title: 'Value delivered',
        summary:
          'Technology that raises compliance, risk control and operating efficiency, helping online lenders go far on steady ground.',
        content: `<ol>
<li><strong>Controlled risk:</strong> layered real-time defences leave fraud nowhere to hide, and credit risk tiers are more precise;</li>
<li><strong>Leading efficiency:</strong> millisecond decisions and automated operations support rapid growth;</li>
<li><strong>Lower costs:</strong> voice bots and smart case allocation cut collection staffing costs substantially;</li>
<li><strong>Sound compliance:</strong> strategies, decisions and collection activity are fully logged for supervisory review and audit.</li>
</ol>
<p>Hanshu FinTech believes technology should serve finance and finance should serve the real economy. Together with online lenders, we are making digital credit safer, more transparent and more trustworthy.</p>`,
      },
    ],
  },
  {
    name: 'Microfinance',
    ctitle: '小额贷款数字化经营解决方案',
    etitle: 'Digital Lending Solutions for Microfinance Companies',
    summary:
      'For microcredit companies and regional inclusive lenders: one system for online loan products, automated approval and loan servicing, with credit lines up to RMB 1 million and daily interest, so lenders can serve small businesses and farmers at low cost.',
    pages: [
      {
        title: 'Industry challenges',
        summary:
          'Microlenders struggle to find customers, manage risk and build systems, and need digital tools that are affordable and practical.',
        content: `<p>Microcredit companies are rooted in their communities and close to small businesses and sole traders, making them an essential part of inclusive finance. Yet with limited capital and technology budgets, most still work largely offline and struggle to offer the fast, flexible funding their customers want.</p>
<ul>
<li><strong>Slow processes:</strong> on-site due diligence, paper files and manual approval can stretch a single loan to a week;</li>
<li><strong>Experience-based risk:</strong> without data and models, decisions rest heavily on individual loan officers;</li>
<li><strong>Rigid products:</strong> fixed terms and monthly interest do not match the short, frequent and urgent needs of small firms;</li>
<li><strong>Costly systems:</strong> building in-house is expensive and slow, and few lenders have dedicated technology teams.</li>
</ul>`,
      },
      {
        title: 'Solution architecture',
        summary:
          'A complete SaaS solution on the Hanshu Inclusive Cloud Lending Platform: ready to use, easy to extend and live in as little as six weeks.',
        content: `<p>Built on the Hanshu Inclusive Cloud Lending Platform, the solution provides standard modules for product configuration, online applications, automated approval, e-signing, fund settlement and loan servicing. Microlenders get complete digital lending capabilities without a data centre or a development team of their own.</p>
<p>Small business profiles and scoring models come built in, drawing on tax, invoice and cash-flow data with the customer’s consent, and an optional managed strategy service lets Hanshu FinTech risk specialists help design and refine approval policies. The standard edition can go live in as little as six weeks and upgrade smoothly to a dedicated cloud as the business grows.</p>`,
      },
      {
        title: 'Core capabilities',
        summary:
          'Flexible revolving credit, approval based on real business data and mobile loan servicing, built around what small business customers actually need.',
        content: `<h3>Flexible revolving credit</h3>
<ul>
<li>Credit lines of up to RMB 1 million, approved once and reusable;</li>
<li>Each drawdown lasts up to 30 days, with interest charged by the day, repayment at any time and no interest on unused funds;</li>
<li>Rates and limits can vary by industry, region and customer segment.</li>
</ul>
<h3>Automated approval</h3>
<p>Small business scoring models led by business data and supported by personal credit, combined with fraud rules, approve standard products automatically and can pay out the same day.</p>
<h3>Mobile loan servicing</h3>
<p>Relationship managers carry out post-loan visits and risk checks on a mobile toolkit, and the system creates warning tasks automatically when a borrower’s business data changes.</p>`,
      },
      {
        title: 'Case study: Lanhai Microcredit',
        summary:
          'A revolving credit product with lines up to RMB 1 million, drawdowns of up to 30 days and daily interest lifted customer satisfaction and made borrowing far more efficient.',
        content: `<p>Lanhai Microcredit serves coastal manufacturing and trading clusters, lending mainly to small workshops and wholesale merchants. Their funding needs swing widely, last only a short time and arrive at short notice, so its old fixed-term products with monthly interest often left customers paying for money they did not use.</p>
<p>Hanshu FinTech launched a revolving credit product for Lanhai on the Hanshu Inclusive Cloud Lending Platform. Limits of up to RMB 1 million are set from tax, invoice and cash-flow data shared with the customer’s consent; within that limit customers borrow and repay at any time, with each drawdown lasting up to 30 days and interest charged by the day. Applications, signing and drawdowns all happen on a phone, and standard applications can be funded the same day.</p>
<blockquote>In the product’s first year, Lanhai roughly tripled the number of customers it serves. Average days of actual borrowing fell and customers’ financing costs fell with them, approval time dropped from five working days to the same day, and asset quality held steady.</blockquote>`,
      },
      {
        title: 'Value delivered',
        summary:
          'Microlenders serve more small businesses, faster and at lower cost, putting inclusive finance into practice.',
        content: `<ol>
<li><strong>Fast to launch:</strong> SaaS delivery in as little as six weeks with far lower system investment;</li>
<li><strong>Flexible products:</strong> revolving limits of up to RMB 1 million with daily interest, matching how small businesses really borrow;</li>
<li><strong>Sound risk:</strong> business data and intelligent models support approvals, so decisions no longer rest on experience alone;</li>
<li><strong>Wider reach:</strong> online processes extend service from the neighbourhood around a branch to the whole region.</li>
</ol>
<p>Hanshu FinTech looks forward to working with more microcredit companies so that every hard-working small business owner can get the funding they need, when they need it.</p>`,
      },
    ],
  },
];

function solutionsOf(firstId: number, firstPageId: number, copy: readonly SolutionCopy[]): C.CategoryDetail[] {
  return copy.map((item, index) => {
    const key = SOLUTION_KEYS[index];
    if (key === undefined) throw new Error(`business seed: no solution key at ${index}`);
    return solution(firstId + index, key, firstPageId + index * 5, item);
  });
}

const solutions: Bilingual<C.CategoryDetail[]> = {
  zh: solutionsOf(17, 101, solutionsZhCopy),
  en: solutionsOf(48, 601, solutionsEnCopy),
};

// ---------------------------------------------------------------------------------------------
// Home page blocks

const HOME_TYPES: readonly C.HomeComponentType[] = [
  'hero',
  'products',
  'solutions',
  'news',
  'partners',
  'honours',
  'invest',
];

const HOME_MEDIA: Readonly<Record<C.HomeComponentType, { image: string | null; link: string }>> = {
  hero: { image: '/api/media/home/hero.svg', link: '/about/introduce' },
  products: { image: null, link: '/product/DataAnalysis' },
  solutions: { image: null, link: '/solution/bank' },
  news: { image: null, link: '/news/dynamic' },
  partners: { image: null, link: '/honour/organization/partner' },
  honours: { image: null, link: '/honour/brand' },
  invest: { image: '/api/media/home/invest.svg', link: '/invest' },
};

function homeComponentsOf(firstId: number, copy: readonly (readonly [string, string])[]): C.HomeComponent[] {
  return HOME_TYPES.map((type, index) => {
    const [title, subtitle] = copy[index] ?? ['', ''];
    return { id: firstId + index, type, sort: index + 1, title, subtitle, ...HOME_MEDIA[type] };
  });
}

const homeComponents: Bilingual<C.HomeComponent[]> = {
  zh: homeComponentsOf(1, [
    [
      '以数据智能，让金融服务更普惠',
      '瀚数科技深耕金融科技十余年，以数据分析、精准营销、保险科技、智能风控与普惠金融五大产品线，服务600余家金融机构的数字化转型。',
    ],
    ['产品服务', '覆盖获客、风控、运营与贷后全流程的金融科技产品矩阵，经过数百家机构的生产验证。'],
    [
      '行业解决方案',
      '深入银行、消费金融、信托、保险、互联网金融与小额贷款六大领域，与合作伙伴共同创造可衡量的业务价值。',
    ],
    ['新闻中心', '了解瀚数科技的最新动态、产品发布与行业研究观点。'],
    ['合作伙伴', '与银行、保险、信托、消费金融等600余家金融机构及生态伙伴携手同行。'],
    ['资质荣誉', '国家高新技术企业，多项权威认证与行业奖项见证我们的专业与合规。'],
    ['投资者关系', '香港联合交易所主板上市公司，股票代码6689.HK，以稳健经营回报股东信任。'],
  ]),
  en: homeComponentsOf(501, [
    [
      'Data intelligence for more inclusive finance',
      'For more than a decade, Hanshu FinTech has helped over 600 financial institutions go digital with five product lines: data analysis, precision marketing, insurance technology, intelligent risk control and inclusive finance.',
    ],
    [
      'Products and Services',
      'A full suite of fintech products covering acquisition, risk, operations and collections, proven in production at hundreds of institutions.',
    ],
    [
      'Industry Solutions',
      'Deep expertise in banking, consumer finance, trust, insurance, online finance and microfinance, creating measurable value with our clients.',
    ],
    ['News Center', 'The latest company news, product launches and research from Hanshu FinTech.'],
    [
      'Partners',
      'Working alongside more than 600 banks, insurers, trust companies, consumer lenders and ecosystem partners.',
    ],
    [
      'Qualifications and Honours',
      'A national high-tech enterprise whose certifications and industry awards reflect our expertise and compliance.',
    ],
    [
      'Investor Relations',
      'Listed on the Main Board of the Hong Kong Stock Exchange (6689.HK), committed to steady growth and lasting shareholder value.',
    ],
  ]),
};

// ---------------------------------------------------------------------------------------------
// SEO map: route names (see routeNameOf) and their specific entries (see seoKeysOf)

/** Mobile routes share the copy of their desktop counterpart; "m" is the mobile home. */
const MOBILE_FROM_DESKTOP: Readonly<Record<string, string>> = {
  m: 'home',
  'm-home': 'home',
  'm-about-introduce': 'about-introduce',
  'm-about-shareholder': 'about-shareholder',
  'm-about-team': 'about-team',
  'm-about-team-id': 'about-team-id',
  'm-about-team-founder': 'about-team-founder',
  'm-contact-contactus': 'contact-contactus',
  'm-honour-compliance': 'honour-compliance',
  'm-news-dynamic': 'news-dynamic',
  'm-news-dynamic-id': 'news-dynamic-id',
  'm-product-id': 'product-id',
  'm-product-view-id': 'product-view-id',
  'm-solution-id': 'solution-id',
};

/** The product and solution entries, whose mobile routes get the same copy under an m- prefix. */
function specificKeys(): string[] {
  return [
    ...PRODUCT_KEYS.map((key) => `product-${key}`),
    ...PRODUCT_VIEW_SEO_IDS.map((id) => `product-view-${id}`),
    ...SOLUTION_KEYS.map((key) => `solution-${key}`),
  ];
}

function seoMapOf(pages: C.SeoMap, specific: C.SeoMap, automobile: C.SeoEntry): C.SeoMap {
  const map: C.SeoMap = { ...pages, ...specific, 'm-automobile': automobile };
  for (const [mobile, desktop] of Object.entries(MOBILE_FROM_DESKTOP)) {
    const entry = pages[desktop];
    if (!entry) throw new Error(`business seed: no SEO entry ${desktop} for ${mobile}`);
    map[mobile] = { ...entry };
  }
  for (const key of specificKeys()) {
    const entry = specific[key];
    if (!entry) throw new Error(`business seed: no SEO entry ${key}`);
    map[`m-${key}`] = { ...entry };
  }
  return map;
}

const homeSeoZh = seoEntry(
  '瀚数科技 - 数据智能驱动的金融科技服务商',
  '瀚数科技,北京瀚数金融科技,金融科技,智能风控,精准营销,数据分析,保险科技,普惠金融,6689.HK',
  '北京瀚数金融科技股份有限公司（股票代码6689.HK）成立于2014年，为600余家银行、消费金融、信托、保险、互联网金融与小额贷款机构提供数据分析、精准营销、保险科技、智能风控与普惠金融服务。',
);

const seoPagesZh: C.SeoMap = {
  index: homeSeoZh,
  home: homeSeoZh,
  about: seoEntry(
    '关于我们 - 瀚数科技',
    '关于瀚数科技,公司简介,企业文化,管理团队,发展历程',
    '瀚数科技2014年成立于北京，2021年在香港联交所主板上市，拥有约1,200名员工，其中研发人员占比超过60%，致力于以数据智能推动金融服务升级。',
  ),
  'about-introduce': seoEntry(
    '公司介绍 - 瀚数科技',
    '瀚数科技简介,金融科技公司,北京瀚数金融科技股份有限公司,港股上市金融科技',
    '了解瀚数科技的发展历程、业务布局与核心能力：总部位于北京中关村软件园，在上海、深圳、杭州、成都设有分支机构，服务600余家金融机构。',
  ),
  'about-story': seoEntry(
    '瀚数故事 - 瀚数科技',
    '瀚数故事,企业故事,金融科技实践,员工故事',
    '走近瀚数人与合作伙伴，讲述我们用数据和技术帮助金融机构服务小微企业与普通百姓的真实故事。',
  ),
  'about-story-id': seoEntry(
    '瀚数故事详情 - 瀚数科技',
    '瀚数故事,企业故事,金融科技案例,瀚数科技',
    '阅读瀚数故事全文，了解瀚数科技在金融数字化转型一线的探索、坚持与收获。',
  ),
  'about-memorabilia': seoEntry(
    '发展历程 - 瀚数科技',
    '瀚数科技大事记,发展历程,里程碑,港股上市',
    '从2014年在北京创立到2021年登陆香港联交所主板，回顾瀚数科技成长道路上的重要里程碑。',
  ),
  'about-culture': seoEntry(
    '企业文化 - 瀚数科技',
    '企业文化,使命愿景,价值观,瀚数科技文化',
    '瀚数科技坚持“以数据智能让金融更普惠”的使命，崇尚客户为先、专业务实、开放协作、长期主义的价值观。',
  ),
  'about-team': seoEntry(
    '管理团队 - 瀚数科技',
    '管理团队,高管团队,陈立言,瀚数科技领导层',
    '认识瀚数科技的管理团队：来自金融、风控与人工智能领域的资深专家，带领公司持续创新。',
  ),
  'about-team-id': seoEntry(
    '管理团队成员 - 瀚数科技',
    '管理团队,高管介绍,个人履历,瀚数科技',
    '了解瀚数科技管理团队成员的职业经历、专业领域与所负责的业务方向。',
  ),
  'about-team-founder': seoEntry(
    '创始人陈立言 - 瀚数科技',
    '陈立言,瀚数科技创始人,董事长,首席执行官',
    '瀚数科技创始人、董事长兼首席执行官陈立言，2014年创立瀚数科技，带领公司成长为服务600余家金融机构的上市金融科技企业。',
  ),
  'about-shareholder': seoEntry(
    '股东介绍 - 瀚数科技',
    '股东介绍,投资机构,股权结构,瀚数科技股东',
    '了解支持瀚数科技长期发展的主要股东与战略投资机构。',
  ),
  contact: seoEntry(
    '联系我们 - 瀚数科技',
    '联系瀚数科技,客服电话,商务合作,加入我们',
    '通过服务热线400-810-6689或contact@hanshufintech.cn联系瀚数科技，洽谈业务合作或了解职业机会。',
  ),
  'contact-contactus': seoEntry(
    '联系方式 - 瀚数科技',
    '联系方式,公司地址,服务热线,商务合作,瀚数科技北京总部',
    '瀚数科技总部位于北京市海淀区西北旺东路10号院中关村软件园二期7号楼，服务热线400-810-6689，邮箱contact@hanshufintech.cn。',
  ),
  'contact-join': seoEntry(
    '加入我们 - 瀚数科技',
    '瀚数科技招聘,加入瀚数,金融科技招聘,工作机会',
    '加入瀚数科技，与1,200余名伙伴一起用数据和技术改变金融服务，我们在北京、上海、深圳、杭州、成都持续招聘。',
  ),
  'contact-join-campusRecruit': seoEntry(
    '校园招聘 - 瀚数科技',
    '校园招聘,应届生招聘,管培生,瀚数科技校招',
    '瀚数科技校园招聘面向算法、研发、产品与金融风控等方向，欢迎优秀应届毕业生投递简历至campus@hanshufintech.cn。',
  ),
  'contact-join-emplife': seoEntry(
    '员工生活 - 瀚数科技',
    '员工生活,团队活动,员工福利,瀚数科技工作氛围',
    '从运动会、年会到读书会和志愿服务，看看瀚数人工作之外丰富多彩的生活。',
  ),
  'contact-join-office': seoEntry(
    '办公环境 - 瀚数科技',
    '办公环境,北京总部,上海办公室,深圳办公室,瀚数科技办公地点',
    '参观瀚数科技在北京、上海、深圳、杭州与成都的办公环境，开放、舒适、充满创造力。',
  ),
  'contact-join-socialRecruit': seoEntry(
    '社会招聘 - 瀚数科技',
    '社会招聘,热招职位,算法工程师,风控策略,瀚数科技招聘',
    '浏览瀚数科技社会招聘热招职位，涵盖技术研发、数据算法、产品设计、金融风控与市场销售，简历请投递至hr@hanshufintech.cn。',
  ),
  'contact-join-postDetail-id': seoEntry(
    '职位详情 - 瀚数科技',
    '职位详情,岗位职责,任职要求,瀚数科技招聘',
    '查看瀚数科技招聘职位的工作职责、任职要求与工作地点，欢迎投递简历加入我们。',
  ),
  'honour-brand': seoEntry(
    '品牌荣誉 - 瀚数科技',
    '品牌荣誉,行业奖项,金融科技奖,瀚数科技荣誉',
    '瀚数科技凭借在智能风控、精准营销与普惠金融领域的实践，荣获多项权威机构颁发的行业奖项。',
  ),
  'honour-compliance': seoEntry(
    '合规资质 - 瀚数科技',
    '合规资质,资质认证,信息安全认证,高新技术企业',
    '瀚数科技通过信息安全管理体系、等级保护等多项权威认证，以合规为底线为金融机构提供安全可靠的服务。',
  ),
  'honour-organization': seoEntry(
    '合作机构 - 瀚数科技',
    '合作机构,合作伙伴,战略合作,行业协会',
    '瀚数科技与银行、保险、信托、消费金融等机构及科研院所、行业组织建立了广泛而深入的合作关系。',
  ),
  'honour-organization-partner': seoEntry(
    '合作伙伴 - 瀚数科技',
    '合作伙伴,合作银行,合作保险公司,金融机构客户',
    '了解与瀚数科技携手推进数字化转型的银行、消费金融、信托、保险与小额贷款等合作伙伴。',
  ),
  'honour-organization-strategypartner': seoEntry(
    '战略合作伙伴 - 瀚数科技',
    '战略合作伙伴,生态合作,云计算,研究机构',
    '瀚数科技与云计算、征信、通信、数据交易及高校研究机构建立战略合作，共建金融科技生态。',
  ),
  news: seoEntry(
    '新闻中心 - 瀚数科技',
    '瀚数科技新闻,公司动态,行业研究,金融科技资讯',
    '瀚数科技新闻中心发布公司动态、产品发布、合作签约与行业研究报告。',
  ),
  'news-dynamic': seoEntry(
    '新闻动态 - 瀚数科技',
    '新闻动态,公司新闻,合作签约,产品发布,瀚数科技',
    '关注瀚数科技的最新公司新闻、合作签约、产品发布与行业活动。',
  ),
  'news-dynamic-id': seoEntry(
    '新闻详情 - 瀚数科技',
    '瀚数科技新闻,公司动态,新闻详情',
    '阅读瀚数科技新闻全文，了解公司最新进展与行业动态。',
  ),
  'news-research': seoEntry(
    '研究报告 - 瀚数科技',
    '金融科技研究,风控研究,行业报告,瀚数研究院',
    '瀚数科技研究团队围绕智能风控、精准营销、普惠金融与数据治理发布的研究报告与专业观点。',
  ),
  'news-research-id': seoEntry(
    '研究报告详情 - 瀚数科技',
    '研究报告,金融科技研究,风控模型,行业洞察',
    '阅读瀚数科技研究报告全文，获取金融科技领域的数据洞察与实践方法。',
  ),
  'product-id': seoEntry(
    '产品服务 - 瀚数科技',
    '金融科技产品,数据分析,精准营销,保险科技,智能风控,普惠金融',
    '瀚数科技提供数据分析、精准营销、保险科技、智能风控与普惠金融五大产品线，覆盖金融业务全流程。',
  ),
  'product-view-id': seoEntry(
    '产品详情 - 瀚数科技',
    '瀚数科技产品,产品功能,产品介绍,金融科技平台',
    '了解瀚数科技旗舰产品的核心功能、能力指标、应用场景与部署方式。',
  ),
  'solution-id': seoEntry(
    '行业解决方案与合作案例 - 瀚数科技',
    '行业解决方案,合作案例,银行,消费金融,信托,保险,互联网金融,小额贷款',
    '瀚数科技面向银行、消费金融、信托、保险、互联网金融与小额贷款六大领域提供解决方案，并分享真实合作案例与成果。',
  ),
  'invest-id': seoEntry(
    '投资者关系 - 瀚数科技',
    '投资者关系,6689.HK,财务报告,公告,瀚数科技股票',
    '瀚数科技（6689.HK）投资者关系：查阅公司公告、定期报告、业绩数据与投资者联络方式ir@hanshufintech.cn。',
  ),
  '400': seoEntry(
    '请求有误 - 瀚数科技',
    '瀚数科技,请求错误',
    '抱歉，您的请求无法被处理，请检查链接地址后重试，或返回瀚数科技首页。',
  ),
  '404': seoEntry(
    '页面未找到 - 瀚数科技',
    '瀚数科技,页面不存在',
    '抱歉，您访问的页面不存在或已被移除，请返回瀚数科技首页继续浏览。',
  ),
  error: seoEntry(
    '服务暂时不可用 - 瀚数科技',
    '瀚数科技,服务异常',
    '抱歉，页面暂时无法显示，我们正在尽快处理，请稍后刷新或返回首页。',
  ),
};

const seoSpecificZh: C.SeoMap = {
  'product-DataAnalysis': seoEntry(
    '数据分析 - 瀚数科技',
    '金融数据分析,数据治理,客户画像,自助分析,隐私计算',
    '瀚数数据分析服务以金融级数据中台为底座，提供数据治理、客户360°画像、自助式分析与隐私计算联合建模能力。',
  ),
  'product-PrecisionMarketing': seoEntry(
    '精准营销 - 瀚数科技',
    '金融精准营销,响应预测模型,营销自动化,智能外呼,客户分群',
    '瀚数精准营销以机器学习模型驱动全渠道营销，帮助金融机构识别高价值客群、在最佳时机推荐合适产品。',
  ),
  'product-InsuranceTechnology': seoEntry(
    '保险科技 - 瀚数科技',
    '保险科技,智能核保,理赔反欺诈,续保预测,代理人赋能',
    '瀚数保险科技覆盖智能核保、理赔反欺诈、续保加保预测与代理人赋能，帮助保险机构提升效率、控制赔付风险。',
  ),
  'product-RiskControl': seoEntry(
    '智能风控 - 瀚数科技',
    '智能风控,反欺诈,信用评分,决策引擎,智能催收,模型风险管理',
    '瀚数智能风控覆盖贷前、贷中、贷后全流程，已帮助合作银行将风险模型AUC由0.62提升至0.70左右。',
  ),
  'product-InclusiveFinance': seoEntry(
    '普惠金融 - 瀚数科技',
    '普惠金融,小微贷款,线上信贷,涉农贷款,税票贷',
    '瀚数普惠金融为银行与小贷公司提供线上信贷一体化系统，授信额度最高100万元、按日计息、随借随还。',
  ),
  'product-view-13': seoEntry(
    '瀚数洞察数据分析平台 - 瀚数科技',
    '瀚数洞察,数据分析平台,金融BI,数据中台,客户标签',
    '瀚数洞察数据分析平台打通数据接入、治理、建模与可视化分析，已在80余家金融机构投入生产使用。',
  ),
  'product-view-14': seoEntry(
    '瀚数智客精准营销平台 - 瀚数科技',
    '瀚数智客,精准营销平台,营销旅程,响应模型,智能外呼',
    '瀚数智客精准营销平台整合客户数据、营销模型、旅程编排与效果归因，在寿险加保场景中将预测准确率由33.9%提升至42.4%。',
  ),
  'product-view-15': seoEntry(
    '瀚数保睿保险智能平台 - 瀚数科技',
    '瀚数保睿,保险智能平台,智能核保,理赔反欺诈,加保预测',
    '瀚数保睿保险智能平台以模型和规则双引擎覆盖核保、理赔、续保与代理人赋能，助力保险机构数字化经营。',
  ),
  'product-view-1001': seoEntry(
    '瀚数天盾智能风控平台 - 瀚数科技',
    '瀚数天盾,智能风控平台,决策引擎,反欺诈,语音机器人催收',
    '瀚数天盾智能风控平台日均处理超过2,000万次信贷决策，平均响应低于50毫秒，语音机器人可替代80%以上的人工催收作业。',
  ),
  'product-view-1002': seoEntry(
    '瀚数普惠云信贷平台 - 瀚数科技',
    '瀚数普惠云,线上信贷系统,小微贷款,随借随还,按日计息',
    '瀚数普惠云信贷平台授信额度最高100万元，单笔最长30天、按日计息，SaaS版本最快6周上线。',
  ),
  'solution-bank': seoEntry(
    '银行数字化风控与营销解决方案 - 瀚数科技',
    '银行解决方案,银行数字化转型,银行智能风控,银行精准营销,申请评分模型',
    '瀚数科技银行解决方案以统一数据底座和风控、营销双引擎助力零售与小微业务增长，帮助合作银行将模型AUC由0.62提升至0.70左右。',
  ),
  'solution-consfinance': seoEntry(
    '消费金融风控与智能贷后解决方案 - 瀚数科技',
    '消费金融解决方案,消费信贷风控,智能催收,语音机器人,反欺诈',
    '瀚数科技消费金融解决方案覆盖贷前、贷中、贷后全流程，语音机器人可替代80%以上人工作业，外访案件低于5%。',
  ),
  'solution-trust': seoEntry(
    '信托业务数字化转型解决方案 - 瀚数科技',
    '信托解决方案,消费信托,资产穿透管理,信托风控,财富管理',
    '瀚数科技信托解决方案提供底层资产穿透管理、独立风控与财富客户经营能力，助力信托公司回归本源。',
  ),
  'solution-insure': seoEntry(
    '保险智能经营与风控解决方案 - 瀚数科技',
    '保险解决方案,续保预测,加保营销,智能核保,理赔反欺诈',
    '瀚数科技保险解决方案贯穿核保、理赔、续保与代理人经营，帮助合作寿险公司将加保预测准确率由33.9%提升至42.4%。',
  ),
  'solution-onlinefinance': seoEntry(
    '互联网金融合规风控解决方案 - 瀚数科技',
    '互联网金融解决方案,网络小贷风控,实时反欺诈,决策引擎,智能贷后',
    '瀚数科技互联网金融解决方案以实时反欺诈、毫秒级决策与自动化贷后，帮助网络小贷与平台金融业务合规稳健经营。',
  ),
  'solution-microfinance': seoEntry(
    '小额贷款数字化经营解决方案 - 瀚数科技',
    '小额贷款解决方案,小贷系统,循环授信,按日计息,小微金融',
    '瀚数科技小额贷款解决方案提供SaaS化线上信贷系统，授信额度最高100万元、单笔最长30天、按日计息，最快6周上线。',
  ),
};

const automobileSeoZh = seoEntry(
  '汽车金融解决方案 - 瀚数科技',
  '汽车金融,车贷风控,汽车消费贷,融资租赁,经销商管理',
  '瀚数科技为汽车金融公司、融资租赁公司与银行车贷业务提供反欺诈、智能审批、经销商风险监测与贷后管理一体化方案。',
);

const homeSeoEn = seoEntry(
  'Hanshu FinTech - Data-Driven Technology for Financial Services',
  'Hanshu FinTech,financial technology,risk control,precision marketing,data analytics,insurtech,inclusive finance,6689.HK',
  'Founded in 2014 and listed in Hong Kong (6689.HK), Hanshu FinTech serves more than 600 banks, consumer lenders, trust companies, insurers and microlenders with data analytics, precision marketing, insurance technology, risk control and inclusive finance.',
);

const seoPagesEn: C.SeoMap = {
  index: homeSeoEn,
  home: homeSeoEn,
  about: seoEntry(
    'About Us - Hanshu FinTech',
    'about Hanshu FinTech,company profile,culture,management team,history',
    'Founded in Beijing in 2014 and listed on the Hong Kong Stock Exchange in 2021, Hanshu FinTech has about 1,200 employees, more than 60% of them in R&D.',
  ),
  'about-introduce': seoEntry(
    'Company Profile - Hanshu FinTech',
    'Hanshu FinTech profile,fintech company,Beijing Hanshu Financial Technology,Hong Kong listed fintech',
    'Learn about Hanshu FinTech’s business, capabilities and footprint: headquartered in Zhongguancun Software Park, Beijing, with offices in Shanghai, Shenzhen, Hangzhou and Chengdu.',
  ),
  'about-story': seoEntry(
    'Our Stories - Hanshu FinTech',
    'Hanshu stories,company stories,fintech in practice,people stories',
    'Real stories from our people and partners about using data and technology to bring better financial services to small businesses and households.',
  ),
  'about-story-id': seoEntry(
    'Story - Hanshu FinTech',
    'Hanshu stories,company story,fintech case,Hanshu FinTech',
    'Read the full story of how Hanshu FinTech teams work on the front line of financial digital transformation.',
  ),
  'about-memorabilia': seoEntry(
    'Milestones - Hanshu FinTech',
    'Hanshu FinTech history,milestones,timeline,Hong Kong IPO',
    'From our founding in Beijing in 2014 to our Main Board listing in Hong Kong in 2021: the milestones that shaped Hanshu FinTech.',
  ),
  'about-culture': seoEntry(
    'Our Culture - Hanshu FinTech',
    'corporate culture,mission,vision,values,Hanshu FinTech culture',
    'Our mission is to make finance more inclusive through data intelligence, guided by values of customer first, professional rigour, open collaboration and long-term thinking.',
  ),
  'about-team': seoEntry(
    'Management Team - Hanshu FinTech',
    'management team,executives,Chen Liyan,Hanshu FinTech leadership',
    'Meet the leadership of Hanshu FinTech: seasoned experts in finance, risk management and artificial intelligence.',
  ),
  'about-team-id': seoEntry(
    'Leadership Profile - Hanshu FinTech',
    'management team,executive profile,biography,Hanshu FinTech',
    'The career, expertise and responsibilities of a member of the Hanshu FinTech management team.',
  ),
  'about-team-founder': seoEntry(
    'Founder Chen Liyan - Hanshu FinTech',
    'Chen Liyan,Hanshu FinTech founder,chairman,CEO',
    'Chen Liyan founded Hanshu FinTech in 2014 and, as chairman and CEO, has built it into a listed fintech company serving more than 600 financial institutions.',
  ),
  'about-shareholder': seoEntry(
    'Shareholders - Hanshu FinTech',
    'shareholders,investors,shareholding structure,Hanshu FinTech investors',
    'The principal shareholders and strategic investors supporting Hanshu FinTech’s long-term growth.',
  ),
  contact: seoEntry(
    'Contact Us - Hanshu FinTech',
    'contact Hanshu FinTech,service hotline,business enquiries,careers',
    'Call 400-810-6689 or email contact@hanshufintech.cn to discuss a partnership or explore career opportunities.',
  ),
  'contact-contactus': seoEntry(
    'Contact Details - Hanshu FinTech',
    'contact details,address,hotline,business enquiries,Beijing headquarters',
    'Hanshu FinTech, Building 7, Zhongguancun Software Park Phase II, 10 Xibeiwang East Road, Haidian District, Beijing. Hotline 400-810-6689, contact@hanshufintech.cn.',
  ),
  'contact-join': seoEntry(
    'Join Us - Hanshu FinTech',
    'Hanshu FinTech careers,jobs,fintech jobs,work with us',
    'Join some 1,200 colleagues using data and technology to change financial services, with openings in Beijing, Shanghai, Shenzhen, Hangzhou and Chengdu.',
  ),
  'contact-join-campusRecruit': seoEntry(
    'Campus Recruitment - Hanshu FinTech',
    'campus recruitment,graduate jobs,graduate programme,Hanshu FinTech campus',
    'Graduate roles in algorithms, engineering, product and credit risk. Send your CV to campus@hanshufintech.cn.',
  ),
  'contact-join-emplife': seoEntry(
    'Life at Hanshu - Hanshu FinTech',
    'employee life,team activities,benefits,workplace culture',
    'Sports days, annual parties, reading clubs and volunteering: a look at life at Hanshu beyond the desk.',
  ),
  'contact-join-office': seoEntry(
    'Our Offices - Hanshu FinTech',
    'offices,Beijing headquarters,Shanghai office,Shenzhen office,workplace',
    'Step inside our open, comfortable and creative offices in Beijing, Shanghai, Shenzhen, Hangzhou and Chengdu.',
  ),
  'contact-join-socialRecruit': seoEntry(
    'Experienced Hires - Hanshu FinTech',
    'experienced hires,open positions,algorithm engineer,risk strategy,Hanshu FinTech jobs',
    'Browse open roles in engineering, data science, product, credit risk and sales. Send your CV to hr@hanshufintech.cn.',
  ),
  'contact-join-postDetail-id': seoEntry(
    'Job Details - Hanshu FinTech',
    'job details,responsibilities,requirements,Hanshu FinTech careers',
    'Responsibilities, requirements and location for this role at Hanshu FinTech. We look forward to your application.',
  ),
  'honour-brand': seoEntry(
    'Awards - Hanshu FinTech',
    'awards,industry recognition,fintech awards,Hanshu FinTech honours',
    'Hanshu FinTech’s work in risk control, precision marketing and inclusive finance has earned awards from leading industry bodies.',
  ),
  'honour-compliance': seoEntry(
    'Certifications - Hanshu FinTech',
    'certifications,compliance,information security,high-tech enterprise',
    'Certified for information security management and cybersecurity protection, Hanshu FinTech treats compliance as the foundation of every service it provides.',
  ),
  'honour-organization': seoEntry(
    'Partner Institutions - Hanshu FinTech',
    'partner institutions,partners,strategic cooperation,industry associations',
    'Hanshu FinTech works closely with banks, insurers, trust companies, consumer lenders, research institutes and industry bodies.',
  ),
  'honour-organization-partner': seoEntry(
    'Partners - Hanshu FinTech',
    'partners,partner banks,partner insurers,financial institution clients',
    'The banks, consumer lenders, trust companies, insurers and microlenders advancing their digital transformation with Hanshu FinTech.',
  ),
  'honour-organization-strategypartner': seoEntry(
    'Strategic Partners - Hanshu FinTech',
    'strategic partners,ecosystem,cloud computing,research institutions',
    'Strategic partnerships in cloud computing, credit reference, telecoms, data exchange and academic research that strengthen the fintech ecosystem.',
  ),
  news: seoEntry(
    'News Center - Hanshu FinTech',
    'Hanshu FinTech news,company news,research,fintech insights',
    'Company news, product launches, partnership announcements and research from Hanshu FinTech.',
  ),
  'news-dynamic': seoEntry(
    'Company News - Hanshu FinTech',
    'company news,partnerships,product launches,events,Hanshu FinTech',
    'The latest news, partnership signings, product launches and industry events from Hanshu FinTech.',
  ),
  'news-dynamic-id': seoEntry(
    'News - Hanshu FinTech',
    'Hanshu FinTech news,company news,press release',
    'Read the full news story and catch up on the latest from Hanshu FinTech.',
  ),
  'news-research': seoEntry(
    'Research - Hanshu FinTech',
    'fintech research,risk research,industry reports,Hanshu research',
    'Research reports and expert perspectives from Hanshu FinTech on risk control, precision marketing, inclusive finance and data governance.',
  ),
  'news-research-id': seoEntry(
    'Research Report - Hanshu FinTech',
    'research report,fintech research,risk models,industry insights',
    'Read the full research report for data-driven insights and practical methods from Hanshu FinTech.',
  ),
  'product-id': seoEntry(
    'Products and Services - Hanshu FinTech',
    'fintech products,data analytics,precision marketing,insurtech,risk control,inclusive finance',
    'Five product lines covering the full financial services workflow: data analytics, precision marketing, insurance technology, intelligent risk control and inclusive finance.',
  ),
  'product-view-id': seoEntry(
    'Product Details - Hanshu FinTech',
    'Hanshu FinTech products,features,product overview,fintech platform',
    'Core features, key metrics, use cases and deployment options for Hanshu FinTech’s flagship products.',
  ),
  'solution-id': seoEntry(
    'Industry Solutions and Case Studies - Hanshu FinTech',
    'industry solutions,case studies,banking,consumer finance,trust,insurance,online finance,microfinance',
    'Solutions for banking, consumer finance, trust, insurance, online finance and microfinance, with real case studies and results.',
  ),
  'invest-id': seoEntry(
    'Investor Relations - Hanshu FinTech',
    'investor relations,6689.HK,financial reports,announcements,Hanshu FinTech shares',
    'Announcements, periodic reports, key financials and investor contacts for Hanshu FinTech (6689.HK). Email ir@hanshufintech.cn.',
  ),
  '400': seoEntry(
    'Bad Request - Hanshu FinTech',
    'Hanshu FinTech,bad request',
    'Sorry, we could not process your request. Please check the address and try again, or return to the Hanshu FinTech home page.',
  ),
  '404': seoEntry(
    'Page Not Found - Hanshu FinTech',
    'Hanshu FinTech,page not found',
    'Sorry, the page you are looking for does not exist or has been moved. Please return to the Hanshu FinTech home page.',
  ),
  error: seoEntry(
    'Service Unavailable - Hanshu FinTech',
    'Hanshu FinTech,service unavailable',
    'Sorry, this page cannot be shown right now. We are working on it; please refresh in a moment or return to the home page.',
  ),
};

const seoSpecificEn: C.SeoMap = {
  'product-DataAnalysis': seoEntry(
    'Data Analysis - Hanshu FinTech',
    'financial data analytics,data governance,customer profiles,self-service analytics,privacy computing',
    'Finance-grade data analytics with data governance, 360° customer profiles, self-service analysis and privacy-preserving joint modelling.',
  ),
  'product-PrecisionMarketing': seoEntry(
    'Precision Marketing - Hanshu FinTech',
    'financial precision marketing,response models,marketing automation,AI calling,segmentation',
    'Machine-learning-driven omnichannel marketing that finds high-value customers and offers the right product at the right moment.',
  ),
  'product-InsuranceTechnology': seoEntry(
    'Insurance Technology - Hanshu FinTech',
    'insurtech,automated underwriting,claims fraud detection,renewal prediction,agent enablement',
    'Automated underwriting, claims fraud detection, renewal and upsell prediction and agent tools that help insurers work efficiently and control claims.',
  ),
  'product-RiskControl': seoEntry(
    'Intelligent Risk Control - Hanshu FinTech',
    'intelligent risk control,fraud detection,credit scoring,decision engine,smart collections,model risk',
    'End-to-end credit risk control that has helped partner banks raise model AUC from 0.62 to around 0.70.',
  ),
  'product-InclusiveFinance': seoEntry(
    'Inclusive Finance - Hanshu FinTech',
    'inclusive finance,small business loans,online lending,agricultural loans,tax-based loans',
    'An all-in-one online lending system for banks and microlenders, with credit lines up to RMB 1 million, daily interest and repayment at any time.',
  ),
  'product-view-13': seoEntry(
    'Hanshu Insight Analytics Platform - Hanshu FinTech',
    'Hanshu Insight,analytics platform,financial BI,data platform,customer tags',
    'Hanshu Insight connects data ingestion, governance, modelling and visual analysis, and runs in production at more than 80 financial institutions.',
  ),
  'product-view-14': seoEntry(
    'Hanshu SmartReach Marketing Platform - Hanshu FinTech',
    'Hanshu SmartReach,precision marketing platform,customer journeys,response models,AI calling',
    'Hanshu SmartReach unites customer data, models, journey orchestration and attribution, and lifted upsell prediction accuracy from 33.9% to 42.4% for a life insurer.',
  ),
  'product-view-15': seoEntry(
    'Hanshu InsurSense Insurance Intelligence Platform - Hanshu FinTech',
    'Hanshu InsurSense,insurance platform,automated underwriting,claims fraud,upsell prediction',
    'Hanshu InsurSense uses models and rules together across underwriting, claims, renewals and agent enablement to support digital insurance operations.',
  ),
  'product-view-1001': seoEntry(
    'Hanshu Sentinel Risk Decisioning Platform - Hanshu FinTech',
    'Hanshu Sentinel,risk decisioning platform,decision engine,fraud detection,voice bot collections',
    'Hanshu Sentinel makes more than 20 million credit decisions a day in under 50 ms on average, and its voice bots take over 80% of manual collection work.',
  ),
  'product-view-1002': seoEntry(
    'Hanshu Inclusive Cloud Lending Platform - Hanshu FinTech',
    'Hanshu Inclusive Cloud,online lending system,small business loans,revolving credit,daily interest',
    'Credit lines up to RMB 1 million, drawdowns of up to 30 days with daily interest, and a SaaS edition that goes live in as little as six weeks.',
  ),
  'solution-bank': seoEntry(
    'Digital Risk and Marketing Solutions for Banks - Hanshu FinTech',
    'banking solutions,bank digital transformation,bank risk control,bank marketing,application scoring',
    'One data foundation with risk and marketing engines on top to grow retail and small business lending; partner banks have raised model AUC from 0.62 to around 0.70.',
  ),
  'solution-consfinance': seoEntry(
    'Risk and Collections Solutions for Consumer Finance - Hanshu FinTech',
    'consumer finance solutions,consumer credit risk,smart collections,voice bots,fraud prevention',
    'Full-lifecycle consumer lending risk management, with voice bots taking over 80% of manual collection work and field visits below 5% of cases.',
  ),
  'solution-trust': seoEntry(
    'Digital Transformation Solutions for Trust Companies - Hanshu FinTech',
    'trust solutions,consumer trusts,look-through asset management,trust risk control,wealth management',
    'Loan-level asset transparency, independent risk control and investor engagement that help trust companies return to their core business.',
  ),
  'solution-insure': seoEntry(
    'Growth and Risk Solutions for Insurers - Hanshu FinTech',
    'insurance solutions,renewal prediction,upsell marketing,automated underwriting,claims fraud',
    'Data and models across underwriting, claims, renewals and agency management; one life insurer raised upsell prediction accuracy from 33.9% to 42.4%.',
  ),
  'solution-onlinefinance': seoEntry(
    'Risk and Operations Solutions for Online Finance - Hanshu FinTech',
    'online finance solutions,online microlending risk,real-time fraud prevention,decision engine,smart collections',
    'Real-time fraud prevention, millisecond decisions and automated collections for compliant, sound online lending.',
  ),
  'solution-microfinance': seoEntry(
    'Digital Lending Solutions for Microfinance - Hanshu FinTech',
    'microfinance solutions,microcredit system,revolving credit,daily interest,small business finance',
    'A SaaS online lending system with credit lines up to RMB 1 million, drawdowns of up to 30 days and daily interest, live in as little as six weeks.',
  ),
};

const automobileSeoEn = seoEntry(
  'Auto Finance Solutions - Hanshu FinTech',
  'auto finance,car loan risk,auto consumer loans,financial leasing,dealer management',
  'Fraud prevention, automated approval, dealer risk monitoring and loan servicing for auto finance companies, leasing firms and bank car loan businesses.',
);

const seo: Bilingual<C.SeoMap> = {
  zh: seoMapOf(seoPagesZh, seoSpecificZh, automobileSeoZh),
  en: seoMapOf(seoPagesEn, seoSpecificEn, automobileSeoEn),
};

// ---------------------------------------------------------------------------------------------

export const businessSeed: BusinessSeed = {
  navigation,
  productCategories,
  productViews,
  solutions,
  homeComponents,
  seo,
};
