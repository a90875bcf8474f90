/**
 * About section seed: company pages, stories, milestones, team, shareholders, honours, partners
 * and investor relations. zh ids as listed; en ids are zh + 500 (pages have no ids).
 */
import type * as C from '@site/shared-contracts';
import type { AboutSeed } from '../types';

// ---------------------------------------------------------------------------------------------
// Pages

const pagesZh: C.SitePage[] = [
  {
    key: 'introduce',
    title: '公司简介',
    subtitle: '以数据智能服务金融机构的科技伙伴',
    summary:
      '瀚数科技成立于2014年，总部位于北京中关村软件园，是一家专注于金融数据智能的科技公司，已为600余家金融机构提供数据分析、精准营销、保险科技、智能风控与普惠金融服务，2021年7月在香港联合交易所主板上市（股份代号：6689.HK）。',
    image: '/api/media/about/introduce.svg',
    content: `<h2>我们是谁</h2>
<p>北京瀚数金融科技股份有限公司（简称“瀚数科技”）于2014年3月在北京创立，总部位于海淀区中关村软件园二期，在上海、深圳、杭州、成都设有分支机构。公司现有员工约1,200人，其中研发人员占比超过60%，核心团队来自商业银行、保险公司、征信机构与头部互联网企业。2021年7月，瀚数科技在香港联合交易所主板挂牌上市，股份代号6689.HK。</p>
<h2>我们做什么</h2>
<p>瀚数科技以“数据 + 模型 + 场景”为核心方法，为银行、消费金融公司、信托公司、保险公司、互联网金融平台和小额贷款公司提供覆盖获客、授信、运营、贷后与合规管理全流程的技术产品和解决方案。</p>
<ul>
<li><strong>数据分析</strong>：统一指标体系、实时数据仓库与经营分析平台，帮助机构把数据转化为决策。</li>
<li><strong>精准营销</strong>：客户分层、渠道归因与营销自动化，提升获客效率与客户生命周期价值。</li>
<li><strong>保险科技</strong>：智能核保、理赔反欺诈与代理人赋能工具，服务寿险与财险全流程。</li>
<li><strong>智能风控</strong>：实时决策引擎、信用评分模型与反欺诈图谱，覆盖贷前、贷中、贷后。</li>
<li><strong>普惠金融</strong>：面向县域、小微与新市民的线上信贷能力，让金融服务触达更多人群。</li>
</ul>
<h2>服务规模</h2>
<p>截至2025年底，瀚数科技累计服务金融机构超过600家，其中包括全国性股份制银行、城市商业银行、农村商业银行及村镇银行200余家。公司风控决策引擎日均处理决策请求超过1.2亿次，高峰期单日处理量逾3亿次，系统全年可用性保持在99.99%以上。</p>
<h2>技术与研发</h2>
<p>公司每年将营业收入的20%以上投入研发，拥有授权专利430余项、软件著作权600余项，建有人工智能实验室和北京、杭州、成都三大研发中心。瀚数科技在隐私计算、知识图谱、时序建模和金融大模型等方向持续投入，并通过ISO/IEC 27001、ISO/IEC 27701、CMMI 5级和国家网络安全等级保护三级认证。</p>
<h2>我们的使命</h2>
<blockquote>用可信的数据智能，让每一家金融机构都能更好地服务每一个人。</blockquote>
<p>我们相信，金融科技的价值不在于替代金融机构，而在于让机构更懂客户、更控得住风险、更愿意把服务延伸到过去难以覆盖的人群。这也是瀚数科技十二年来始终坚持的方向。</p>`,
    blocks: [
      {
        title: '数据分析',
        text: '统一指标、实时数仓与自助分析平台，让管理层和一线业务人员基于同一套数据作出判断。',
        image: '/api/media/products/DataAnalysis.svg',
      },
      {
        title: '精准营销',
        text: '从客群洞察到触达执行的一体化营销平台，帮助机构降低获客成本、提升转化与留存。',
        image: '/api/media/products/PrecisionMarketing.svg',
      },
      {
        title: '保险科技',
        text: '覆盖智能核保、理赔反欺诈与代理人管理的保险数字化工具，缩短理赔时效、减少渗漏。',
        image: '/api/media/products/InsuranceTechnology.svg',
      },
      {
        title: '智能风控',
        text: '毫秒级实时决策引擎与全生命周期风险模型，日均处理决策请求超过1.2亿次。',
        image: '/api/media/products/RiskControl.svg',
      },
      {
        title: '普惠金融',
        text: '面向县域、小微企业与新市民的线上信贷方案，已助力合作机构服务超过3,000万用户。',
        image: '/api/media/products/InclusiveFinance.svg',
      },
      {
        title: '关键数据',
        text: '服务金融机构600余家，员工约1,200人，研发人员占比超60%，授权专利430余项。',
      },
    ],
  },
  {
    key: 'culture',
    title: '企业文化',
    subtitle: '使命、愿景与价值观',
    summary:
      '瀚数科技以“用可信的数据智能，让每一家金融机构都能更好地服务每一个人”为使命，坚持客户为先、专业求实、合规守正、开放共赢的价值观。',
    image: '/api/media/about/culture.svg',
    content: `<h2>文化从何而来</h2>
<p>瀚数科技诞生于中关村的一间小会议室。创始团队大多在银行和征信机构工作过，见过太多因为缺少数据而被拒之门外的小微企业主，也见过因为风控失误而陷入困境的金融机构。我们的文化，就是从“既要让金融更普惠，也要让风险可控”这个朴素的信念里长出来的。</p>
<h2>使命与愿景</h2>
<p><strong>使命：</strong>用可信的数据智能，让每一家金融机构都能更好地服务每一个人。</p>
<p><strong>愿景：</strong>成为中国金融机构最信赖的数据智能伙伴。</p>
<h2>核心价值观</h2>
<ul>
<li><strong>客户为先</strong>：以客户的经营结果衡量我们的工作，而不是以交付了多少功能。</li>
<li><strong>专业求实</strong>：尊重数据、尊重常识，用可验证的结论说话。</li>
<li><strong>合规守正</strong>：合规与数据安全是底线，任何业务目标都不能以突破底线为代价。</li>
<li><strong>开放共赢</strong>：与客户、合作伙伴和同事坦诚协作，共同把事情做成。</li>
</ul>
<h2>文化如何落地</h2>
<p>每一位新同事入职第一周都要完成“一线日”：跟随交付团队走进客户现场，了解一笔贷款从申请到放款的完整过程。公司每季度评选“客户之星”和“守正奖”，并将合规与数据安全表现纳入所有岗位的绩效考核。</p>`,
    blocks: [
      {
        title: '使命',
        text: '用可信的数据智能，让每一家金融机构都能更好地服务每一个人。',
        image: '/api/media/about/culture-01.svg',
      },
      {
        title: '愿景',
        text: '成为中国金融机构最信赖的数据智能伙伴，让技术真正转化为机构的经营能力。',
        image: '/api/media/about/culture-02.svg',
      },
      {
        title: '价值观',
        text: '客户为先、专业求实、合规守正、开放共赢——这是我们作出每一个决定时的共同准则。',
        image: '/api/media/about/culture-03.svg',
      },
      {
        title: '工作方式',
        text: '深入一线、小步快跑、用数据复盘。我们鼓励提出问题的人，也奖励把问题解决到底的人。',
        image: '/api/media/about/culture-04.svg',
      },
    ],
  },
  {
    key: 'shareholder',
    title: '股东结构',
    subtitle: '多元、稳定、长期的股东基础',
    summary:
      '瀚数科技的股东包括创始人及管理团队、国有资本、专业创投机构、银行系与保险系产业投资者以及员工持股平台，形成了长期稳定、相互支持的股东结构。',
    image: '/api/media/about/shareholder.svg',
    content: `<h2>股东结构概览</h2>
<p>自2014年创立以来，瀚数科技先后完成天使轮、A轮、B轮、C轮及Pre-IPO轮融资，并于2021年7月在香港联合交易所主板上市。上市后，创始人陈立言先生仍为公司单一最大股东，公司治理结构清晰、控制权稳定。</p>
<p>国有资本与产业资本的引入，为公司带来了长期资金支持，也带来了银行、保险等核心业务场景的深度协同；员工持股平台则让核心骨干与公司长期价值紧密绑定。</p>
<h2>主要股东持股情况</h2>
<table>
<thead><tr><th>股东</th><th>类别</th><th>持股比例</th></tr></thead>
<tbody>
<tr><td>陈立言（含其控制的实体）</td><td>创始人</td><td>23.8%</td></tr>
<tr><td>京华国有资本产业投资基金</td><td>国有投资机构</td><td>9.2%</td></tr>
<tr><td>瀚数同心员工持股平台</td><td>员工持股平台</td><td>8.6%</td></tr>
<tr><td>启航创业投资</td><td>风险投资机构</td><td>7.5%</td></tr>
<tr><td>峰岳资本</td><td>风险投资机构</td><td>6.3%</td></tr>
<tr><td>中汇银行投资管理有限公司</td><td>战略投资者</td><td>5.1%</td></tr>
<tr><td>鼎安保险集团</td><td>战略投资者</td><td>4.7%</td></tr>
<tr><td>其他公众股东</td><td>公众股东</td><td>34.8%</td></tr>
</tbody>
</table>
<p><em>注：数据截至2025年12月31日，以公司已发行股份总数计算，百分比经四舍五入。</em></p>
<h2>公司治理</h2>
<p>公司董事会由9名董事组成，其中独立非执行董事3名，下设审计委员会、薪酬委员会、提名委员会及风险与合规委员会。我们严格遵守《香港联合交易所有限公司证券上市规则》及企业管治守则的要求，持续提升信息披露质量。</p>`,
    blocks: [
      {
        title: '创始人与管理团队',
        text: '创始人陈立言先生为单一最大股东，管理团队长期稳定，核心高管平均任职超过7年。',
      },
      {
        title: '国有资本与产业资本',
        text: '国有投资基金、银行系投资机构与保险集团的入股，为公司带来长期资本与场景协同。',
      },
      {
        title: '专业投资机构',
        text: '启航创业投资与峰岳资本自早期起持续支持公司发展，分别领投A轮与B轮融资。',
      },
      {
        title: '员工持股',
        text: '员工持股平台覆盖400余名核心骨干，让奋斗者共享公司长期成长的价值。',
      },
    ],
  },
  {
    key: 'brand',
    title: '品牌荣誉',
    subtitle: '来自行业与市场的认可',
    summary: '创立以来，瀚数科技在金融科技创新、智能风控、普惠金融和ESG实践等方面获得多项行业奖项与榜单认可。',
    image: '/api/media/honours/honour-01.svg',
    content: `<h2>以客户成果赢得认可</h2>
<p>对瀚数科技而言，每一项荣誉背后都是一家家合作机构的真实经营成果：更低的不良率、更快的审批时效、更广的服务覆盖。我们把这些认可视为客户和行业的信任，也视为继续前行的责任。</p>
<h2>荣誉亮点</h2>
<ul>
<li>连续多年入选“中国金融科技50强”榜单；</li>
<li>智能风控决策引擎获评年度智能风控创新奖；</li>
<li>普惠金融县域信贷项目入选人工智能赋能金融优秀案例；</li>
<li>ESG实践获评年度最佳ESG实践上市公司。</li>
</ul>
<p>未来，我们将继续以技术创新和负责任的经营，回应客户、股东与社会的期待。</p>`,
    blocks: [
      {
        title: '创新实力',
        text: '多次获评金融科技创新类奖项，产品在真实业务场景中经过大规模验证。',
      },
      {
        title: '行业影响',
        text: '连续入选多个权威金融科技榜单，成为银行与持牌机构数字化转型的重要合作伙伴。',
      },
      {
        title: '社会责任',
        text: '以普惠金融与负责任的数据使用实践，获得ESG领域的专业认可。',
      },
    ],
  },
  {
    key: 'compliance',
    title: '合规与数据安全',
    subtitle: '合规是底线，安全是生命线',
    summary:
      '瀚数科技建立了覆盖数据全生命周期的安全与合规管理体系，通过ISO/IEC 27001、ISO/IEC 27701、国家网络安全等级保护三级、CMMI 5级及PCI DSS等多项认证。',
    image: '/api/media/honours/honour-07.svg',
    content: `<h2>我们的承诺</h2>
<p>作为服务持牌金融机构的科技公司，瀚数科技严格遵守《网络安全法》《数据安全法》《个人信息保护法》以及金融监管部门关于数据安全、外包管理和算法治理的各项要求。我们将合规与数据安全视为一切业务的前提。</p>
<h2>认证与资质</h2>
<ul>
<li><strong>ISO/IEC 27001</strong> 信息安全管理体系认证（2019年首次获得，每年监督审核）；</li>
<li><strong>ISO/IEC 27701</strong> 隐私信息管理体系认证（2024年获得）；</li>
<li><strong>国家网络安全等级保护三级</strong>（核心业务系统）；</li>
<li><strong>CMMI 5级</strong>（软件能力成熟度最高等级）；</li>
<li><strong>PCI DSS</strong> 支付卡行业数据安全标准合规认证。</li>
</ul>
<h2>个人信息保护原则</h2>
<ol>
<li><strong>合法正当</strong>：仅在获得合法授权和明确目的的前提下处理个人信息。</li>
<li><strong>最小必要</strong>：只收集、使用实现业务目的所必需的最少数据。</li>
<li><strong>公开透明</strong>：以清晰易懂的方式说明处理规则，保障个人的知情权与选择权。</li>
<li><strong>安全可控</strong>：采用加密、去标识化和隐私计算等技术，做到“数据可用不可见”。</li>
<li><strong>权责一致</strong>：明确每一个数据处理环节的责任人，并对处理活动进行持续审计。</li>
</ol>
<h2>治理体系</h2>
<p>公司设立由首席执行官担任主任的数据安全与个人信息保护委员会，配备专职的首席合规官与数据保护官，并每年聘请独立第三方开展安全评估和渗透测试。</p>`,
    blocks: [
      {
        title: 'ISO/IEC 27001',
        text: '信息安全管理体系覆盖研发、运维、交付与办公全部场景，每年接受外部监督审核。',
      },
      {
        title: 'ISO/IEC 27701',
        text: '在信息安全体系基础上建立隐私信息管理体系，规范个人信息处理的全过程。',
      },
      {
        title: '等级保护三级',
        text: '核心业务系统通过国家网络安全等级保护三级测评，并按年度开展复测。',
      },
      {
        title: '隐私计算',
        text: '联邦学习与多方安全计算平台支持原始数据不出域的联合建模，做到数据可用不可见。',
      },
      {
        title: '模型治理',
        text: '对模型开发、验证、上线与监控实施全流程管理，定期开展公平性与可解释性评估。',
      },
    ],
  },
  {
    key: 'organization',
    title: '行业组织',
    subtitle: '参与行业共建与标准制定',
    summary: '瀚数科技是多家金融科技与互联网金融行业组织的成员单位，积极参与行业自律、标准制定与人才培养。',
    image: '/api/media/honours/honour-13.svg',
    content: `<h2>共建健康的行业生态</h2>
<p>金融科技的健康发展离不开行业自律和统一标准。瀚数科技自2016年起陆续加入多家行业协会与产业联盟，在信用信息服务、数据安全、模型风险管理和人工智能应用等领域贡献实践经验。</p>
<h2>参与方式</h2>
<ul>
<li>参与金融科技与人工智能相关团体标准、行业标准的研究与编制；</li>
<li>参与行业自律公约，定期提交合规自查报告；</li>
<li>在行业组织的专题工作组中分享风控与隐私计算实践；</li>
<li>联合高校与协会开展金融科技人才培养项目。</li>
</ul>
<p>截至目前，瀚数科技专家参与编制的各类标准与行业指引已超过20项。</p>`,
    blocks: [
      {
        title: '行业自律',
        text: '作为互联网金融与金融科技行业协会成员，遵守自律公约并参与行业信息共享。',
      },
      {
        title: '标准制定',
        text: '参与金融科技、数据安全与人工智能领域20余项标准和指引的研究与编制。',
      },
      {
        title: '产业协同',
        text: '与产业联盟成员共建信用信息服务与数据要素流通的行业实践。',
      },
    ],
  },
];

const pagesEn: C.SitePage[] = [
  {
    key: 'introduce',
    title: 'Company Profile',
    subtitle: 'The technology partner that puts data intelligence to work for financial institutions',
    summary:
      'Founded in 2014 and headquartered at Zhongguancun Software Park in Beijing, Hanshu FinTech builds data intelligence for the financial industry. More than 600 financial institutions rely on our data analysis, precision marketing, insurance technology, intelligent risk control and inclusive finance solutions. We listed on the Main Board of the Hong Kong Stock Exchange in July 2021 (stock code: 6689.HK).',
    image: '/api/media/about/introduce.svg',
    content: `<h2>Who we are</h2>
<p>Beijing Hanshu Financial Technology Co., Ltd. ("Hanshu FinTech") was founded in Beijing in March 2014. We are headquartered at Zhongguancun Software Park Phase II in Haidian District, with offices in Shanghai, Shenzhen, Hangzhou and Chengdu. Our team of around 1,200 people, more than 60% of them in research and development, brings together experience from commercial banks, insurers, credit bureaus and leading internet companies. In July 2021, Hanshu FinTech listed on the Main Board of the Hong Kong Stock Exchange under the stock code 6689.HK.</p>
<h2>What we do</h2>
<p>Our approach combines data, models and real business scenarios. We give banks, consumer finance companies, trust companies, insurers, online lenders and microfinance companies the products and solutions they need across the full customer journey: acquisition, underwriting, servicing, collections and compliance.</p>
<ul>
<li><strong>Data Analysis</strong>: unified metrics, real-time data warehousing and business analytics that turn data into decisions.</li>
<li><strong>Precision Marketing</strong>: segmentation, channel attribution and marketing automation that lower acquisition costs and raise lifetime value.</li>
<li><strong>Insurance Technology</strong>: intelligent underwriting, claims fraud detection and agent enablement for life and property insurers.</li>
<li><strong>Intelligent Risk Control</strong>: a real-time decision engine, credit scoring models and fraud graphs covering the entire credit lifecycle.</li>
<li><strong>Inclusive Finance</strong>: digital lending for county-level markets, small businesses and new urban residents who have long been underserved.</li>
</ul>
<h2>Our scale</h2>
<p>By the end of 2025, Hanshu FinTech had served more than 600 financial institutions, including over 200 national joint-stock banks, city commercial banks, rural commercial banks and village banks. Our risk decision engine handles more than 120 million decision requests on an average day and over 300 million at peak, with annual system availability above 99.99%.</p>
<h2>Technology and R&amp;D</h2>
<p>We reinvest more than 20% of our revenue in research and development every year. We hold more than 430 granted patents and over 600 software copyrights, and run an AI Lab alongside R&amp;D centres in Beijing, Hangzhou and Chengdu. Our work spans privacy-preserving computation, knowledge graphs, time-series modelling and large language models for finance. We are certified to ISO/IEC 27001, ISO/IEC 27701 and CMMI Level 5, and our core systems meet Level 3 of China's Multi-Level Protection Scheme for cybersecurity.</p>
<h2>Our mission</h2>
<blockquote>Trusted data intelligence that helps every financial institution serve every customer better.</blockquote>
<p>We believe fintech does not exist to replace financial institutions. It exists to help them understand their customers, stay on top of risk and reach people they could not serve before. That conviction has guided us for twelve years.</p>`,
    blocks: [
      {
        title: 'Data Analysis',
        text: 'Unified metrics, a real-time data warehouse and self-service analytics, so executives and frontline teams work from the same numbers.',
        image: '/api/media/products/DataAnalysis.svg',
      },
      {
        title: 'Precision Marketing',
        text: 'One platform from audience insight to campaign execution, helping institutions cut acquisition costs and improve conversion and retention.',
        image: '/api/media/products/PrecisionMarketing.svg',
      },
      {
        title: 'Insurance Technology',
        text: 'Digital tools for intelligent underwriting, claims fraud detection and agent management that speed up claims and reduce leakage.',
        image: '/api/media/products/InsuranceTechnology.svg',
      },
      {
        title: 'Intelligent Risk Control',
        text: 'A millisecond-latency decision engine and lifecycle risk models, processing more than 120 million decisions a day.',
        image: '/api/media/products/RiskControl.svg',
      },
      {
        title: 'Inclusive Finance',
        text: 'Digital lending solutions for county-level markets, small businesses and new urban residents, already reaching more than 30 million borrowers through our clients.',
        image: '/api/media/products/InclusiveFinance.svg',
      },
      {
        title: 'Key figures',
        text: '600+ financial institutions served, around 1,200 employees, more than 60% in R&D, and 430+ granted patents.',
      },
    ],
  },
  {
    key: 'culture',
    title: 'Our Culture',
    subtitle: 'Mission, vision and values',
    summary:
      'Our mission is trusted data intelligence that helps every financial institution serve every customer better. We live by four values: clients first, rigour, integrity and openness.',
    image: '/api/media/about/culture.svg',
    content: `<h2>Where our culture comes from</h2>
<p>Hanshu FinTech started life in a small meeting room in Zhongguancun. Most of the founding team had worked at banks and credit bureaus. They had seen small business owners turned away for lack of data, and they had seen lenders get into trouble because their risk controls failed. Our culture grew out of a simple belief: finance should be more inclusive, and risk should stay under control.</p>
<h2>Mission and vision</h2>
<p><strong>Mission:</strong> Trusted data intelligence that helps every financial institution serve every customer better.</p>
<p><strong>Vision:</strong> To be the data intelligence partner China's financial institutions trust most.</p>
<h2>Our values</h2>
<ul>
<li><strong>Clients first</strong>: we measure our work by our clients' business results, not by the number of features we ship.</li>
<li><strong>Rigour</strong>: we respect the data and common sense, and we back our conclusions with evidence.</li>
<li><strong>Integrity</strong>: compliance and data security are non-negotiable. No business goal justifies crossing that line.</li>
<li><strong>Openness</strong>: we work candidly with clients, partners and each other to get things done together.</li>
</ul>
<h2>Putting culture into practice</h2>
<p>In their first week, every new colleague spends a "frontline day" with one of our delivery teams on a client site, following a loan from application to disbursement. Each quarter we present Client Star and Integrity awards, and compliance and data security performance is part of every employee's review.</p>`,
    blocks: [
      {
        title: 'Mission',
        text: 'Trusted data intelligence that helps every financial institution serve every customer better.',
        image: '/api/media/about/culture-01.svg',
      },
      {
        title: 'Vision',
        text: "To be the data intelligence partner China's financial institutions trust most, turning technology into real business capability.",
        image: '/api/media/about/culture-02.svg',
      },
      {
        title: 'Values',
        text: 'Clients first, rigour, integrity and openness: the shared principles behind every decision we make.',
        image: '/api/media/about/culture-03.svg',
      },
      {
        title: 'How we work',
        text: 'We stay close to the front line, iterate in small steps and review with data. We welcome people who raise problems and reward those who see them through.',
        image: '/api/media/about/culture-04.svg',
      },
    ],
  },
  {
    key: 'shareholder',
    title: 'Shareholder Structure',
    subtitle: 'A diverse, stable and long-term shareholder base',
    summary:
      'Our shareholders include the founder and management team, state-owned capital, specialist venture investors, strategic investors from banking and insurance, and an employee shareholding platform, giving the company a stable and supportive base for the long term.',
    image: '/api/media/about/shareholder.svg',
    content: `<h2>Overview</h2>
<p>Since its founding in 2014, Hanshu FinTech has completed angel, Series A, Series B, Series C and pre-IPO rounds, and listed on the Main Board of the Hong Kong Stock Exchange in July 2021. Our founder, Mr Chen Liyan, remains the largest single shareholder, giving the company a clear governance structure and stable control.</p>
<p>State-owned and strategic investors provide long-term capital and close collaboration in core banking and insurance scenarios, while our employee shareholding platform ties key people directly to the company's long-term value.</p>
<h2>Major shareholders</h2>
<table>
<thead><tr><th>Shareholder</th><th>Category</th><th>Shareholding</th></tr></thead>
<tbody>
<tr><td>Chen Liyan (including entities he controls)</td><td>Founder</td><td>23.8%</td></tr>
<tr><td>Jinghua State Capital Industrial Investment Fund</td><td>State-owned investor</td><td>9.2%</td></tr>
<tr><td>Hanshu Tongxin Employee Shareholding Platform</td><td>Employee shareholding platform</td><td>8.6%</td></tr>
<tr><td>Qihang Ventures</td><td>Venture capital</td><td>7.5%</td></tr>
<tr><td>Fengyue Capital</td><td>Venture capital</td><td>6.3%</td></tr>
<tr><td>Zhonghui Bank Investment Management Co., Ltd.</td><td>Strategic investor</td><td>5.1%</td></tr>
<tr><td>Ding'an Insurance Group</td><td>Strategic investor</td><td>4.7%</td></tr>
<tr><td>Other public shareholders</td><td>Public shareholders</td><td>34.8%</td></tr>
</tbody>
</table>
<p><em>Note: as at 31 December 2025, based on the total number of issued shares. Percentages are rounded.</em></p>
<h2>Corporate governance</h2>
<p>The Board has nine directors, three of whom are independent non-executive directors, and is supported by Audit, Remuneration, Nomination, and Risk and Compliance Committees. We comply with the Rules Governing the Listing of Securities on The Stock Exchange of Hong Kong Limited and the Corporate Governance Code, and we keep raising the quality of our disclosure.</p>`,
    blocks: [
      {
        title: 'Founder and management',
        text: 'Founder Chen Liyan is the largest single shareholder, and our senior leaders have been with the company for more than seven years on average.',
      },
      {
        title: 'State-owned and strategic capital',
        text: 'A state-owned investment fund, a bank investment arm and an insurance group bring long-term capital and close business collaboration.',
      },
      {
        title: 'Specialist investors',
        text: 'Qihang Ventures and Fengyue Capital have backed us since our early days, leading our Series A and Series B rounds respectively.',
      },
      {
        title: 'Employee ownership',
        text: 'Our employee shareholding platform covers more than 400 key team members, so the people building the company share in its long-term success.',
      },
    ],
  },
  {
    key: 'brand',
    title: 'Brand Honours',
    subtitle: 'Recognition from the industry and the market',
    summary:
      'Since our founding, Hanshu FinTech has received numerous industry awards and rankings for fintech innovation, intelligent risk control, inclusive finance and ESG practice.',
    image: '/api/media/honours/honour-01.svg',
    content: `<h2>Recognition earned through client results</h2>
<p>Behind every award we receive are real results at the institutions we work with: lower non-performing loan ratios, faster approvals and wider reach. We see this recognition as a sign of our clients' and the industry's trust, and as a responsibility to keep improving.</p>
<h2>Highlights</h2>
<ul>
<li>Named to the China FinTech 50 list for several consecutive years;</li>
<li>Our risk decision engine won an Intelligent Risk Control Innovation Award;</li>
<li>Our county-level inclusive lending programme was selected as an outstanding case of AI in finance;</li>
<li>Recognised as a Best ESG Practice listed company.</li>
</ul>
<p>We will keep answering the expectations of our clients, shareholders and society through innovation and responsible business.</p>`,
    blocks: [
      {
        title: 'Innovation',
        text: 'Repeated fintech innovation awards for products proven at scale in real lending and insurance operations.',
      },
      {
        title: 'Industry standing',
        text: 'A regular on leading fintech rankings and a key partner in the digital transformation of banks and licensed lenders.',
      },
      {
        title: 'Social responsibility',
        text: 'Professional recognition for our inclusive finance work and our responsible use of data.',
      },
    ],
  },
  {
    key: 'compliance',
    title: 'Compliance & Data Security',
    subtitle: 'Compliance is our baseline. Security is our lifeline.',
    summary:
      'Hanshu FinTech runs a security and compliance framework that covers the entire data lifecycle, certified to ISO/IEC 27001, ISO/IEC 27701, Level 3 of the Multi-Level Protection Scheme, CMMI Level 5 and PCI DSS.',
    image: '/api/media/honours/honour-07.svg',
    content: `<h2>Our commitment</h2>
<p>As a technology company serving licensed financial institutions, Hanshu FinTech complies strictly with China's Cybersecurity Law, Data Security Law and Personal Information Protection Law, as well as financial regulators' requirements on data security, outsourcing and algorithm governance. Compliance and data security come before any business we do.</p>
<h2>Certifications</h2>
<ul>
<li><strong>ISO/IEC 27001</strong> information security management (first certified in 2019, with annual surveillance audits);</li>
<li><strong>ISO/IEC 27701</strong> privacy information management (certified in 2024);</li>
<li><strong>Multi-Level Protection Scheme Level 3</strong> for core business systems;</li>
<li><strong>CMMI Level 5</strong>, the highest level of software process maturity;</li>
<li><strong>PCI DSS</strong> compliance for payment card data security.</li>
</ul>
<h2>Our privacy principles</h2>
<ol>
<li><strong>Lawful and fair</strong>: we process personal information only with a lawful basis and a clearly defined purpose.</li>
<li><strong>Data minimisation</strong>: we collect and use only the minimum data needed for that purpose.</li>
<li><strong>Transparency</strong>: we explain our processing rules in plain language and respect people's right to know and to choose.</li>
<li><strong>Security by design</strong>: encryption, de-identification and privacy-preserving computation keep data usable without exposing it.</li>
<li><strong>Accountability</strong>: every processing step has a named owner, and all processing is audited continuously.</li>
</ol>
<h2>Governance</h2>
<p>Our Data Security and Personal Information Protection Committee is chaired by the CEO and supported by a dedicated Chief Compliance Officer and Data Protection Officer. Every year we engage independent third parties to carry out security assessments and penetration tests.</p>`,
    blocks: [
      {
        title: 'ISO/IEC 27001',
        text: 'Our information security management system covers R&D, operations, delivery and the office, and is audited externally every year.',
      },
      {
        title: 'ISO/IEC 27701',
        text: 'A privacy information management system built on top of our security framework governs every step of personal data processing.',
      },
      {
        title: 'MLPS Level 3',
        text: "Our core business systems have passed Level 3 assessment under China's Multi-Level Protection Scheme and are retested annually.",
      },
      {
        title: 'Privacy-preserving computation',
        text: 'Federated learning and secure multi-party computation let clients build joint models without raw data ever leaving their premises.',
      },
      {
        title: 'Model governance',
        text: 'Every model is managed from development and validation to deployment and monitoring, with regular fairness and explainability reviews.',
      },
    ],
  },
  {
    key: 'organization',
    title: 'Industry Organisations',
    subtitle: 'Helping build the industry and its standards',
    summary:
      'Hanshu FinTech is a member of several fintech and internet finance industry organisations and takes an active part in self-regulation, standard-setting and talent development.',
    image: '/api/media/honours/honour-13.svg',
    content: `<h2>Building a healthy ecosystem</h2>
<p>Fintech can only grow soundly with strong self-regulation and shared standards. Since 2016, Hanshu FinTech has joined a number of industry associations and alliances, contributing practical experience in credit information services, data security, model risk management and applied AI.</p>
<h2>How we contribute</h2>
<ul>
<li>Researching and drafting group and industry standards for fintech and artificial intelligence;</li>
<li>Signing industry self-regulation conventions and submitting regular compliance self-assessments;</li>
<li>Sharing risk control and privacy-preserving computation practice in specialist working groups;</li>
<li>Running fintech talent programmes together with universities and associations.</li>
</ul>
<p>To date, Hanshu FinTech experts have helped draft more than 20 standards and industry guidelines.</p>`,
    blocks: [
      {
        title: 'Self-regulation',
        text: 'As a member of internet finance and fintech associations, we follow their self-regulation conventions and take part in industry information sharing.',
      },
      {
        title: 'Standard-setting',
        text: 'We have contributed to more than 20 standards and guidelines on fintech, data security and artificial intelligence.',
      },
      {
        title: 'Industry collaboration',
        text: 'We work with fellow alliance members to shape good practice in credit information services and data circulation.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Stories

const storiesZh: C.StoryDetail[] = [
  {
    id: 1,
    title: '从中关村一间会议室出发',
    summary: '2014年春天，五个人、三台电脑和一块白板，瀚数科技在中关村一间借来的会议室里开始了创业。',
    cover: '/api/media/story/story-01.svg',
    publishedAt: '2019-03-20',
    content: `<p>2014年3月的北京还带着寒意。陈立言在中关村一栋写字楼里借到了一间不到20平方米的会议室，和四位曾经的同事一起，把三台笔记本电脑和一块白板搬了进去。这就是瀚数科技最初的全部家当。</p>
<p>在此之前，陈立言在一家全国性股份制银行的信用卡中心做了八年风险建模。他见过太多这样的申请：一位在县城经营建材店十几年的店主，因为没有信用记录被系统自动拒绝；而另一些包装得漂亮的申请，却在几个月后变成了坏账。“问题不在于银行不愿意放贷，而在于银行看不清楚。”他在创业计划书的第一页这样写道。</p>
<h2>白板上的第一张架构图</h2>
<p>创业的头半年，团队几乎没有收入。大家白天拜访银行和消费金融公司，晚上回到会议室，在白板上一遍遍修改数据平台的架构图。周慕远当时还在一家互联网公司任职，每周末都来帮忙写代码，2015年初正式加入，成为公司的技术负责人。</p>
<blockquote>“我们当时只有一个判断：金融机构需要的不是更多的数据，而是能够真正用于决策的数据。”——陈立言</blockquote>
<h2>第一笔天使投资</h2>
<p>2014年9月，团队拿到了第一笔天使投资。投资人后来回忆说，打动他的不是PPT，而是白板上那张密密麻麻、被反复擦写的指标体系图。那张白板后来被搬进了公司新址的展厅，至今仍保留着当年的笔迹。</p>
<p>五年后，瀚数科技已经拥有数百名员工、服务上百家金融机构。但每当有新同事问起公司的起点，老员工们总会带他们去看那块白板。</p>`,
  },
  {
    id: 2,
    title: '第一份银行合同：驻场的九十天',
    summary: '2015年，瀚数科技签下第一家银行客户华东城市商业银行。为了这份合同，项目组在客户现场驻扎了整整九十天。',
    cover: '/api/media/story/story-02.svg',
    publishedAt: '2019-09-10',
    content: `<p>2015年初，华东城市商业银行正在筹划信用卡业务的线上化转型，需要一套能够整合行内外数据的客户分析平台。当时参与竞标的，有多家知名的系统集成商，而瀚数科技只是一家成立不到一年的创业公司。</p>
<p>陈立言带着团队做了一件别人没有做的事：在正式方案之前，先用脱敏样本数据跑出一份客户分层报告，指出了该行信用卡存量客户中一个被长期忽视的高价值群体。这份报告最终让瀚数科技赢得了试点机会。</p>
<h2>九十天，三个版本</h2>
<p>2015年6月合同签订后，七人项目组住进了银行附近的一家快捷酒店。为了适应行内严格的网络隔离要求，团队把原本设计在云端运行的系统全部改造成本地化部署，三个月里迭代了三个大版本。</p>
<ul>
<li>第30天：完成行内12个业务系统的数据对接；</li>
<li>第60天：上线客户分层与营销名单模型；</li>
<li>第90天：系统通过验收，首批营销活动响应率较以往提升2.3倍。</li>
</ul>
<h2>一份合同带来的方法论</h2>
<p>这次驻场经历奠定了瀚数科技延续至今的交付方式：先用数据证明价值，再把方案做深；所有产品都必须支持私有化部署；项目经理必须懂业务。华东城市商业银行至今仍是瀚数科技的合作伙伴，双方的合作已从数据分析扩展到智能风控和精准营销。</p>
<p>如今，公司的每一位新项目经理入职时，都会读到当年项目组留下的那本厚厚的《驻场日志》。</p>`,
  },
  {
    id: 3,
    title: '打造风控引擎：毫秒之间的较量',
    summary:
      '一笔贷款申请从提交到获得审批结果，需要在几百毫秒内完成上千项规则和模型的计算。这是瀚数风控决策引擎诞生的故事。',
    cover: '/api/media/story/story-03.svg',
    publishedAt: '2020-06-18',
    content: `<p>2016年，消费金融行业迎来爆发式增长，线上贷款申请量在一年内增长了数十倍。多家合作机构向瀚数科技提出了同一个需求：能否提供一套既足够快、又能灵活调整策略的实时风控系统？</p>
<p>周慕远和刚刚加入公司的首席风险官林嘉禾组成了联合攻关小组。一个懂架构，一个懂风险，两人在最初的讨论中就定下了三个目标：单笔决策耗时低于200毫秒；业务人员无需写代码即可调整策略；每一次决策都可以被完整追溯和解释。</p>
<h2>推倒重来</h2>
<p>第一个版本在压力测试中只撑到了每秒800笔。团队分析后发现，瓶颈在于外部数据源的串行调用。周慕远决定推倒重写，引入异步并行调度和多级缓存，并为每一个数据源设计熔断与降级策略。三个月后，新版本在同样的硬件上实现了每秒12,000笔的处理能力。</p>
<h2>让风险专家说了算</h2>
<p>林嘉禾坚持认为，引擎再快，如果策略调整要排期等研发，就无法应对快速变化的欺诈手段。为此，团队开发了可视化策略编排工具和“冠军—挑战者”实验框架，让风险团队可以在一个下午完成新策略的灰度上线和效果评估。</p>
<blockquote>“风控系统的价值，不在于它拒绝了多少人，而在于它让多少值得信任的人顺利获得了贷款。”——林嘉禾</blockquote>
<p>2016年10月，瀚数智能风控决策引擎正式发布。如今，这套引擎日均处理决策请求超过1.2亿次，支撑着数百家金融机构的信贷业务。</p>`,
  },
  {
    id: 4,
    title: '走进县城：一次普惠金融调研之旅',
    summary: '为了弄清楚县域小微经营者到底需要什么样的贷款，普惠金融团队用二十天走访了西南三省的十二个县城。',
    cover: '/api/media/story/story-04.svg',
    publishedAt: '2021-04-22',
    content: `<p>2020年秋天，方知远带着一支六人调研小组从成都出发，开始了为期二十天的县域走访。他们的目的地是四川、贵州、云南三省的十二个县城和数十个乡镇，拜访对象是种植户、养殖户、小卖部老板和乡镇上的个体工商户。</p>
<p>方知远早年在农村信用社做过信贷员，深知县域金融的痛点：“大银行的产品下不去，农户的需求上不来。”这次调研，他要求团队不带方案，只带耳朵和笔记本。</p>
<h2>田间地头的发现</h2>
<p>二十天里，团队完成了300多份深度访谈，也收获了许多写字楼里想不到的发现：</p>
<ul>
<li>农户的资金需求有明显的季节性，春耕和秋收前后最为集中；</li>
<li>很多经营者没有银行流水，但有稳定的农资采购和农产品销售记录；</li>
<li>比起利率，他们更在意审批速度和还款方式是否灵活。</li>
</ul>
<h2>从调研到产品</h2>
<p>回到成都后，团队与西江村镇银行、南岭农村商业银行合作，基于农业经营数据和替代数据，设计了“按季授信、随借随还”的县域经营贷方案，并引入青禾农业信贷担保提供增信支持。试点一年内，合作机构在试点县域新增服务农户和小微经营者超过4万户，不良率控制在1.2%以内。</p>
<p>方知远说，那二十天最大的收获，是团队里的每个人都真正见过了自己的用户。</p>`,
  },
  {
    id: 5,
    title: '敲钟的那一天',
    summary: '2021年7月15日，瀚数科技在香港联合交易所主板挂牌上市。那天早上，北京总部的大屏幕前站满了同事。',
    cover: '/api/media/story/story-05.svg',
    publishedAt: '2021-07-26',
    content: `<p>2021年7月15日上午9点30分，香港交易所的交易大厅里，陈立言和管理团队共同敲响了开市锣。与此同时，两千公里外的北京中关村软件园，数百名同事聚集在总部大厅的大屏幕前，见证了股份代号“6689.HK”第一次出现在行情屏上。</p>
<h2>一场特殊的上市仪式</h2>
<p>受疫情影响，大部分员工无法前往香港。公司在北京、上海、深圳、杭州、成都五地同步举办了庆祝活动，并把敲钟仪式的第一排座位留给了几位特殊的嘉宾：第一家银行客户的项目负责人、陪伴公司七年的老员工，以及来自县域的一位合作农户代表。</p>
<blockquote>“今天不是终点，而是一个新的起点。上市让我们有了更多资源，也让我们承担起了对股东、客户和社会更大的责任。”——陈立言在上市致辞中说</blockquote>
<h2>七年的积累</h2>
<p>从2014年一间借来的会议室，到2021年登陆资本市场，瀚数科技用七年时间成长为服务300余家金融机构的金融科技企业。首席财务官王思齐带领的上市工作组，在一年半的时间里完成了财务规范、合规梳理与多轮问询回复。</p>
<p>上市当天收盘后，公司没有举办盛大的庆功宴。陈立言在内部信中写道：“明天早上，请大家像往常一样准时到岗，客户的系统还在等着我们。”</p>`,
  },
  {
    id: 6,
    title: '成立AI实验室：让大模型读懂金融',
    summary:
      '2022年9月，瀚数科技成立人工智能实验室，由许清和博士领衔，探索大模型、图计算与隐私计算在金融场景中的落地。',
    cover: '/api/media/story/story-06.svg',
    publishedAt: '2023-09-15',
    content: `<p>2022年，人工智能技术正迎来新一轮突破。瀚数科技管理层意识到，仅靠现有的建模方法，已无法充分挖掘非结构化数据的价值。当年9月，公司正式成立人工智能实验室，并邀请在机器学习领域深耕十余年的许清和博士担任负责人。</p>
<h2>从论文到生产环境</h2>
<p>许清和为实验室定下了一条规矩：每一项研究都必须有明确的业务落地场景，并由业务团队共同参与评估。实验室成立第一年，就完成了三个方向的落地：</p>
<ul>
<li><strong>图神经网络反欺诈</strong>：在团伙欺诈识别中，较传统模型提升识别率约35%；</li>
<li><strong>联邦学习联合建模</strong>：在数据不出域的前提下，帮助银行与保险机构联合构建风险模型；</li>
<li><strong>金融文档智能解析</strong>：自动提取财报、合同和保单中的关键信息，单份文档处理时间从30分钟缩短至1分钟以内。</li>
</ul>
<h2>负责任的人工智能</h2>
<p>在金融领域，模型的可解释性与公平性与准确率同样重要。实验室专门设立了模型治理小组，对每一个上线模型开展偏差检测和可解释性评估，并参与了多项行业人工智能标准的研究。</p>
<blockquote>“金融大模型不是要回答所有问题，而是要在关键问题上给出可靠、可解释、可追溯的答案。”——许清和</blockquote>
<p>如今，AI实验室已有近百名研究员和工程师，其研究成果已在数百家合作机构中投入使用。</p>`,
  },
];

const storiesEn: C.StoryDetail[] = [
  {
    id: 501,
    title: 'It Started in a Borrowed Meeting Room',
    summary:
      'In the spring of 2014, five people, three laptops and a whiteboard set up in a borrowed meeting room in Zhongguancun. That was the beginning of Hanshu FinTech.',
    cover: '/api/media/story/story-01.svg',
    publishedAt: '2019-03-20',
    content: `<p>Beijing was still cold in March 2014 when Chen Liyan borrowed a meeting room of less than 20 square metres in a Zhongguancun office building. He and four former colleagues carried in three laptops and a whiteboard. That was everything Hanshu FinTech owned.</p>
<p>Chen had spent the previous eight years building risk models at the credit card centre of a national joint-stock bank. He had seen the same story again and again: a man who had run a building supplies shop in a county town for over a decade was automatically declined because he had no credit history, while polished applications sailed through and turned into bad debt a few months later. "The problem isn't that banks don't want to lend," he wrote on the first page of his business plan. "It's that they can't see clearly."</p>
<h2>The first architecture diagram</h2>
<p>For the first six months there was almost no revenue. The team spent their days visiting banks and consumer finance companies and their evenings back in the meeting room, redrawing the data platform architecture on the whiteboard. Zhou Muyuan, then still working at an internet company, came in every weekend to write code. He joined full-time in early 2015 as head of technology.</p>
<blockquote>"We had one conviction: financial institutions didn't need more data. They needed data they could actually make decisions with." Chen Liyan</blockquote>
<h2>The first cheque</h2>
<p>In September 2014 the team closed its angel round. The investor later said it wasn't the slide deck that won him over, but the dense, much-erased metrics framework on the whiteboard. That whiteboard now stands in the showroom at our headquarters, the original handwriting still on it.</p>
<p>Five years on, Hanshu FinTech had hundreds of employees and more than a hundred financial institutions as clients. Whenever a new colleague asks where it all began, someone still takes them to see the whiteboard.</p>`,
  },
  {
    id: 502,
    title: 'Our First Bank Contract: Ninety Days On Site',
    summary:
      'In 2015 Hanshu FinTech signed its first bank client, East China City Commercial Bank. To deliver, the project team spent ninety days on site.',
    cover: '/api/media/story/story-02.svg',
    publishedAt: '2019-09-10',
    content: `<p>In early 2015, East China City Commercial Bank was planning to move its credit card business online and needed a customer analytics platform that could bring internal and external data together. Several well-known systems integrators were bidding. Hanshu FinTech was a start-up not yet a year old.</p>
<p>Chen Liyan's team did something no one else did. Before submitting a formal proposal, they ran a customer segmentation analysis on a de-identified sample and pointed out a high-value group of existing cardholders the bank had long overlooked. That report won them the pilot.</p>
<h2>Ninety days, three releases</h2>
<p>After the contract was signed in June 2015, a seven-person project team moved into a budget hotel near the bank. To meet the bank's strict network isolation rules, they re-engineered a system designed for the cloud into a fully on-premises deployment, shipping three major releases in three months.</p>
<ul>
<li>Day 30: data connections to 12 of the bank's internal systems completed;</li>
<li>Day 60: customer segmentation and campaign targeting models live;</li>
<li>Day 90: system accepted, with the first campaigns achieving response rates 2.3 times higher than before.</li>
</ul>
<h2>A way of working</h2>
<p>Those ninety days shaped how we deliver to this day: prove value with data first, then go deep; every product must support on-premises deployment; every project manager must understand the business. East China City Commercial Bank is still our partner, and our work together has grown from data analysis into intelligent risk control and precision marketing.</p>
<p>Every new project manager at Hanshu FinTech still reads the thick on-site logbook that first team left behind.</p>`,
  },
  {
    id: 503,
    title: 'Building the Risk Engine: A Race Measured in Milliseconds',
    summary:
      'From the moment a loan application is submitted, thousands of rules and model calculations must be completed in a few hundred milliseconds. This is how our risk decision engine was built.',
    cover: '/api/media/story/story-03.svg',
    publishedAt: '2020-06-18',
    content: `<p>Consumer finance took off in 2016, and online loan applications grew dozens of times over in a single year. Several of our clients came to us with the same question: could we give them a real-time risk system that was fast enough and still flexible enough to change strategy on the fly?</p>
<p>Zhou Muyuan teamed up with Lin Jiahe, who had just joined as Chief Risk Officer. One knew architecture, the other knew risk. In their first conversation they set three goals: under 200 milliseconds per decision; strategy changes without writing code; and every decision fully traceable and explainable.</p>
<h2>Starting over</h2>
<p>The first version topped out at 800 transactions per second under load testing. The bottleneck turned out to be serial calls to external data sources. Zhou decided to rewrite it, introducing asynchronous parallel scheduling, multi-level caching and circuit breakers with fallbacks for every data source. Three months later, the new engine handled 12,000 transactions per second on the same hardware.</p>
<h2>Putting risk experts in charge</h2>
<p>Lin insisted that speed alone was not enough: if every strategy change had to wait in the engineering queue, no engine could keep up with fast-moving fraud. So the team built a visual strategy designer and a champion-challenger framework that let risk teams roll out a new strategy to a test group and measure the results in a single afternoon.</p>
<blockquote>"The value of a risk system isn't how many people it turns down. It's how many trustworthy people it helps get a loan." Lin Jiahe</blockquote>
<p>The Hanshu intelligent risk decision engine launched in October 2016. Today it processes more than 120 million decision requests a day and powers lending at hundreds of financial institutions.</p>`,
  },
  {
    id: 504,
    title: 'Into the Counties: A Field Trip for Inclusive Finance',
    summary:
      'To find out what kind of loans small rural businesses really need, our inclusive finance team spent twenty days visiting twelve county towns across three provinces in southwest China.',
    cover: '/api/media/story/story-04.svg',
    publishedAt: '2021-04-22',
    content: `<p>In the autumn of 2020, Fang Zhiyuan led a six-person research team out of Chengdu on a twenty-day field trip. They visited twelve county towns and dozens of villages across Sichuan, Guizhou and Yunnan, meeting crop growers, livestock farmers, corner shop owners and small traders.</p>
<p>Fang had started his career as a loan officer at a rural credit cooperative, and he knew the problem well: "The big banks' products don't reach the countryside, and farmers' needs never reach the banks." For this trip, he told the team to bring no proposals, just their ears and their notebooks.</p>
<h2>What we learned in the fields</h2>
<p>Over twenty days the team completed more than 300 in-depth interviews and came back with insights no one would have found in an office tower:</p>
<ul>
<li>Farmers' funding needs are highly seasonal, peaking around spring planting and the autumn harvest;</li>
<li>Many have no bank statements, but do have steady records of buying farm supplies and selling produce;</li>
<li>Speed of approval and flexible repayment matter more to them than the interest rate.</li>
</ul>
<h2>From field notes to a product</h2>
<p>Back in Chengdu, the team worked with Xijiang Village Bank and Nanling Rural Commercial Bank to design a county business loan built on agricultural and alternative data, with seasonal credit lines that borrowers can draw and repay at any time. Qinghe Agricultural Credit Guarantee came on board to provide credit enhancement. Within a year, our partners had reached more than 40,000 new farmers and small businesses in the pilot counties, with the NPL ratio held below 1.2%.</p>
<p>Fang says the greatest thing those twenty days gave the team was simple: every one of them had met the people they were building for.</p>`,
  },
  {
    id: 505,
    title: 'The Day We Rang the Gong',
    summary:
      'On 15 July 2021, Hanshu FinTech listed on the Main Board of the Hong Kong Stock Exchange. That morning, colleagues packed the atrium at our Beijing headquarters to watch.',
    cover: '/api/media/story/story-05.svg',
    publishedAt: '2021-07-26',
    content: `<p>At 9:30 a.m. on 15 July 2021, Chen Liyan and the management team struck the gong at Hong Kong Exchanges and Clearing. More than 2,000 kilometres away at Zhongguancun Software Park, hundreds of colleagues gathered in front of the big screen in our headquarters atrium as the code 6689.HK appeared on the ticker for the first time.</p>
<h2>A different kind of listing ceremony</h2>
<p>Because of pandemic restrictions, most employees could not travel to Hong Kong. Instead we held celebrations in Beijing, Shanghai, Shenzhen, Hangzhou and Chengdu at the same time, and reserved the front row for a few special guests: the project lead from our first bank client, colleagues who had been with us for all seven years, and a farmer from one of the counties we serve.</p>
<blockquote>"Today is not the finish line. It's a new starting point. Listing gives us more resources, and a greater responsibility to our shareholders, our clients and society." Chen Liyan, in his listing-day remarks</blockquote>
<h2>Seven years in the making</h2>
<p>In seven years Hanshu FinTech grew from a borrowed meeting room into a fintech company serving more than 300 financial institutions. The listing team, led by Chief Financial Officer Wang Siqi, spent eighteen months on financial reporting, compliance reviews and rounds of regulatory questions.</p>
<p>There was no lavish party after the market closed. In a note to staff, Chen wrote: "Tomorrow morning, please be at your desks on time as usual. Our clients' systems are waiting for us."</p>`,
  },
  {
    id: 506,
    title: 'Launching the AI Lab: Teaching Large Models to Understand Finance',
    summary:
      'In September 2022, Hanshu FinTech set up its AI Lab under Dr Xu Qinghe to put large models, graph computing and privacy-preserving computation to work in finance.',
    cover: '/api/media/story/story-06.svg',
    publishedAt: '2023-09-15',
    content: `<p>Artificial intelligence was on the cusp of another leap in 2022, and our leadership team could see that existing modelling methods were leaving the value of unstructured data untapped. That September we launched the AI Lab and invited Dr Xu Qinghe, who had spent more than a decade in machine learning research, to lead it.</p>
<h2>From papers to production</h2>
<p>Xu set one rule for the lab: every research project must have a clear business use and be evaluated together with the business team. In its first year the lab shipped work in three areas:</p>
<ul>
<li><strong>Graph neural networks for fraud detection</strong>: about 35% better detection of organised fraud rings than traditional models;</li>
<li><strong>Federated learning</strong>: helping banks and insurers build joint risk models without their data ever leaving their own systems;</li>
<li><strong>Intelligent document processing</strong>: extracting key information from financial statements, contracts and policies, cutting processing time per document from 30 minutes to under one.</li>
</ul>
<h2>Responsible AI</h2>
<p>In finance, explainability and fairness matter as much as accuracy. The lab has a dedicated model governance group that tests every production model for bias and explainability, and it contributes to several industry AI standards.</p>
<blockquote>"A large model for finance doesn't need to answer every question. It needs to give reliable, explainable and traceable answers to the questions that matter." Xu Qinghe</blockquote>
<p>Today the AI Lab has nearly a hundred researchers and engineers, and its work is in use at hundreds of partner institutions.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Milestones (oldest first)

const milestonesZh: C.Milestone[] = [
  {
    id: 1,
    year: 2014,
    month: 3,
    title: '瀚数科技在北京成立',
    text: '陈立言与四位联合创始人在中关村创立北京瀚数金融科技有限公司，专注于金融数据分析与风险建模。',
  },
  {
    id: 2,
    year: 2015,
    month: 6,
    title: '签约首家银行客户',
    text: '与华东城市商业银行签署客户分析平台合同，项目组驻场九十天完成交付，首批营销活动响应率提升2.3倍。',
  },
  {
    id: 3,
    year: 2016,
    month: 4,
    title: '完成A轮融资',
    text: '获得启航创业投资领投的A轮融资，用于数据平台研发和团队扩充，员工人数突破100人。',
  },
  {
    id: 4,
    year: 2016,
    month: 10,
    title: '发布智能风控决策引擎',
    text: '自主研发的实时风控决策引擎正式发布，单笔决策耗时低于200毫秒，支持可视化策略编排与冠军—挑战者实验。',
  },
  {
    id: 5,
    year: 2017,
    month: 5,
    title: '完成B轮融资，设立上海分公司',
    text: '峰岳资本领投B轮融资；上海分公司成立，重点服务华东地区的银行与消费金融公司。',
  },
  {
    id: 6,
    year: 2017,
    month: 12,
    title: '获评国家高新技术企业',
    text: '公司通过国家高新技术企业认定，累计获得授权专利和软件著作权超过50项。',
  },
  {
    id: 7,
    year: 2018,
    month: 8,
    title: '推出精准营销平台，设立深圳分公司',
    text: '精准营销平台上线，覆盖客群洞察、渠道归因与营销自动化；深圳分公司成立，服务华南地区客户。',
  },
  {
    id: 8,
    year: 2019,
    month: 6,
    title: '完成C轮融资，布局保险科技',
    text: '京华国有资本产业投资基金领投C轮融资，中汇银行投资与鼎安保险集团作为战略投资者加入；同年成立保险科技事业部。',
  },
  {
    id: 9,
    year: 2019,
    month: 12,
    title: '通过ISO 27001与等保三级认证',
    text: '公司通过ISO/IEC 27001信息安全管理体系认证，核心业务系统通过国家网络安全等级保护三级测评。',
  },
  {
    id: 10,
    year: 2020,
    month: 5,
    title: '杭州、成都研发中心成立',
    text: '杭州与成都研发中心相继落成，普惠金融事业部在成都组建；服务金融机构数量突破300家。',
  },
  {
    id: 11,
    year: 2021,
    month: 7,
    title: '香港联交所主板上市',
    text: '7月15日，瀚数科技在香港联合交易所主板挂牌上市，股份代号6689.HK。',
  },
  {
    id: 12,
    year: 2022,
    month: 9,
    title: '成立人工智能实验室',
    text: '由许清和博士领衔的AI实验室成立，聚焦图计算、隐私计算与金融大模型的研究和落地。',
  },
  {
    id: 13,
    year: 2024,
    month: 6,
    title: '发布金融风控大模型，获ISO 27701认证',
    text: '发布面向金融风控场景的行业大模型“瀚策”，并通过ISO/IEC 27701隐私信息管理体系认证。',
  },
  {
    id: 14,
    year: 2026,
    month: 1,
    title: '服务机构突破600家，发布金融智能体平台',
    text: '累计服务金融机构超过600家；发布金融智能体平台，将大模型能力嵌入营销、风控与运营的日常工作流程。',
  },
];

const milestonesEn: C.Milestone[] = [
  {
    id: 501,
    year: 2014,
    month: 3,
    title: 'Hanshu FinTech founded in Beijing',
    text: 'Chen Liyan and four co-founders start the company in Zhongguancun, focusing on financial data analysis and risk modelling.',
  },
  {
    id: 502,
    year: 2015,
    month: 6,
    title: 'First bank client signed',
    text: 'A customer analytics contract with East China City Commercial Bank, delivered after ninety days on site. The first campaigns see response rates rise 2.3 times.',
  },
  {
    id: 503,
    year: 2016,
    month: 4,
    title: 'Series A completed',
    text: 'A Series A round led by Qihang Ventures funds data platform development and team growth, taking headcount past 100.',
  },
  {
    id: 504,
    year: 2016,
    month: 10,
    title: 'Intelligent risk decision engine launched',
    text: 'Our in-house real-time decision engine goes live, with sub-200-millisecond decisions, visual strategy design and champion-challenger testing.',
  },
  {
    id: 505,
    year: 2017,
    month: 5,
    title: 'Series B and a Shanghai office',
    text: 'Fengyue Capital leads our Series B. A new Shanghai office serves banks and consumer finance companies across East China.',
  },
  {
    id: 506,
    year: 2017,
    month: 12,
    title: 'Recognised as a National High-Tech Enterprise',
    text: 'Hanshu FinTech is certified as a National High-Tech Enterprise, with more than 50 patents and software copyrights to its name.',
  },
  {
    id: 507,
    year: 2018,
    month: 8,
    title: 'Precision marketing platform and a Shenzhen office',
    text: 'Our precision marketing platform launches, covering audience insight, channel attribution and marketing automation. A Shenzhen office opens to serve South China.',
  },
  {
    id: 508,
    year: 2019,
    month: 6,
    title: 'Series C and a move into insurance technology',
    text: "Jinghua State Capital Industrial Investment Fund leads our Series C, joined by strategic investors Zhonghui Bank Investment and Ding'an Insurance Group. We set up our Insurance Technology division the same year.",
  },
  {
    id: 509,
    year: 2019,
    month: 12,
    title: 'ISO 27001 certification and MLPS Level 3',
    text: "We achieve ISO/IEC 27001 certification, and our core business systems pass Level 3 assessment under China's Multi-Level Protection Scheme.",
  },
  {
    id: 510,
    year: 2020,
    month: 5,
    title: 'R&D centres open in Hangzhou and Chengdu',
    text: 'New R&D centres open in Hangzhou and Chengdu, where our Inclusive Finance division is formed. We now serve more than 300 financial institutions.',
  },
  {
    id: 511,
    year: 2021,
    month: 7,
    title: 'Listed on the Hong Kong Stock Exchange',
    text: 'On 15 July, Hanshu FinTech lists on the Main Board of the Hong Kong Stock Exchange under the stock code 6689.HK.',
  },
  {
    id: 512,
    year: 2022,
    month: 9,
    title: 'AI Lab established',
    text: 'Our AI Lab, led by Dr Xu Qinghe, opens to research and deploy graph computing, privacy-preserving computation and large models for finance.',
  },
  {
    id: 513,
    year: 2024,
    month: 6,
    title: 'Risk control large model launched; ISO 27701 certified',
    text: 'We launch Hance, a large model built for financial risk control, and achieve ISO/IEC 27701 privacy information management certification.',
  },
  {
    id: 514,
    year: 2026,
    month: 1,
    title: '600+ institutions served; financial agent platform launched',
    text: 'Our client base passes 600 financial institutions, and we launch a financial agent platform that brings large model capabilities into everyday marketing, risk and operations workflows.',
  },
];

// ---------------------------------------------------------------------------------------------
// Team

const teamZh: C.TeamMemberDetail[] = [
  {
    id: 1,
    name: '陈立言',
    position: '创始人、董事长兼首席执行官',
    summary: '瀚数科技创始人，拥有二十年银行风险管理与金融科技经验，全面负责公司战略与经营管理。',
    photo: '/api/media/team/member-01.svg',
    isFounder: true,
    biography: `<p>陈立言先生是瀚数科技创始人，现任公司董事长兼首席执行官，全面负责公司的发展战略、经营管理与企业文化建设。</p>
<h3>教育背景</h3>
<p>陈先生毕业于清华大学计算机科学与技术系，获工学学士学位，后获北京大学光华管理学院工商管理硕士学位。</p>
<h3>职业经历</h3>
<p>创立瀚数科技之前，陈先生在一家全国性股份制商业银行信用卡中心工作八年，历任风险模型分析师、风险策略团队负责人，主导建设了该行第一代信用卡申请评分卡和行为评分体系；此后曾任一家国际征信机构中国区数据分析总监，负责面向银行客户的征信数据产品。</p>
<p>2014年3月，陈先生在北京创立瀚数科技，带领公司从一间借来的会议室成长为服务600余家金融机构的金融科技企业，并于2021年7月推动公司在香港联合交易所主板上市。</p>
<h3>社会职务与荣誉</h3>
<p>陈先生现任中关村互联网金融行业协会副会长，曾获“中关村年度创业人物”“中国金融科技年度领军人物”等称号，并多次在行业论坛分享普惠金融与负责任数据使用的实践。</p>`,
  },
  {
    id: 2,
    name: '周慕远',
    position: '首席技术官',
    summary: '负责公司技术战略与研发体系建设，主导设计了瀚数智能风控决策引擎与数据平台的整体架构。',
    photo: '/api/media/team/member-02.svg',
    isFounder: false,
    biography: `<p>周慕远先生现任瀚数科技首席技术官，负责公司技术战略、研发体系与基础架构，领导北京、杭州、成都三大研发中心。</p>
<h3>教育背景</h3>
<p>周先生毕业于浙江大学，获计算机科学与技术硕士学位，研究方向为分布式系统。</p>
<h3>职业经历</h3>
<p>加入瀚数科技之前，周先生在国内一家头部互联网公司从事分布式存储与实时计算平台研发七年，曾担任实时计算平台架构师，支撑日均万亿级消息处理。2015年初，周先生正式加入瀚数科技，主导设计了公司数据平台与智能风控决策引擎的整体架构，使引擎处理能力从每秒800笔提升至每秒12,000笔，并在此后持续演进至日均处理决策请求超过1.2亿次。</p>
<h3>主要成就</h3>
<p>周先生带领团队推动公司通过CMMI 5级认证，建立了覆盖研发、测试、发布和运维的工程效能体系。他个人拥有发明专利20余项，并担任多所高校计算机学院的校外导师。</p>`,
  },
  {
    id: 3,
    name: '林嘉禾',
    position: '首席风险官',
    summary: '拥有近二十年零售信贷风险管理经验，负责公司风控产品与模型体系，以及模型风险治理。',
    photo: '/api/media/team/member-03.svg',
    isFounder: false,
    biography: `<p>林嘉禾女士现任瀚数科技首席风险官，负责公司智能风控产品线、风险模型体系以及模型风险治理工作。</p>
<h3>教育背景</h3>
<p>林女士毕业于复旦大学，获统计学硕士学位，并持有金融风险管理师（FRM）资格。</p>
<h3>职业经历</h3>
<p>加入瀚数科技之前，林女士在一家全国性股份制银行零售风险管理部工作十年，历任模型开发经理、零售信贷风险策略处处长，负责个人消费贷款与小微企业贷款的风险策略和模型管理。2016年，林女士加入瀚数科技，与首席技术官周慕远共同主导了智能风控决策引擎的研发，并设计了可视化策略编排与冠军—挑战者实验框架。</p>
<h3>主要成就</h3>
<p>林女士带领风险团队建立了覆盖贷前、贷中、贷后的全生命周期模型体系，帮助数百家合作机构平均降低不良率约20%。她积极推动模型公平性与可解释性评估，参与编写多项行业模型风险管理指引。</p>`,
  },
  {
    id: 4,
    name: '王思齐',
    position: '首席财务官',
    summary: '负责公司财务、资本市场与投资者关系工作，曾主导公司在香港联交所主板上市。',
    photo: '/api/media/team/member-04.svg',
    isFounder: false,
    biography: `<p>王思齐女士现任瀚数科技首席财务官兼联席公司秘书，负责公司财务管理、资本市场运作与投资者关系工作。</p>
<h3>教育背景</h3>
<p>王女士毕业于上海财经大学会计学专业，获管理学学士学位，后获香港中文大学专业会计学硕士学位，是中国注册会计师协会与香港会计师公会会员。</p>
<h3>职业经历</h3>
<p>王女士曾在一家国际会计师事务所从事审计工作六年，服务过多家金融机构和科技企业上市项目；此后在一家投资银行担任执行董事，负责科技与金融行业的股权融资业务。2018年，王女士加入瀚数科技，担任首席财务官。</p>
<h3>主要成就</h3>
<p>王女士带领上市工作组用一年半时间完成财务规范、内控建设和多轮问询回复，推动公司于2021年7月在香港联合交易所主板成功上市。上市后，她建立了完善的投资者关系体系，公司连续多年获评港股上市公司最佳投资者关系奖项。</p>`,
  },
  {
    id: 5,
    name: '苏晓棠',
    position: '高级副总裁、精准营销事业部总经理',
    summary: '负责精准营销业务线，帮助银行与消费金融机构提升获客效率与客户生命周期价值。',
    photo: '/api/media/team/member-05.svg',
    isFounder: false,
    biography: `<p>苏晓棠女士现任瀚数科技高级副总裁，兼任精准营销事业部总经理，负责精准营销产品的规划、销售与交付。</p>
<h3>教育背景</h3>
<p>苏女士毕业于中国人民大学，获市场营销学硕士学位。</p>
<h3>职业经历</h3>
<p>加入瀚数科技之前，苏女士在一家大型商业银行信用卡中心从事客户经营与营销管理工作九年，负责信用卡分期与客户激活业务，曾主导建设该行第一个数据驱动的营销活动管理平台。2017年，苏女士加入瀚数科技，从零组建精准营销团队，并于2018年推出瀚数精准营销平台。</p>
<h3>主要成就</h3>
<p>在苏女士的带领下，精准营销业务已服务200余家银行和消费金融机构，帮助客户平均降低获客成本约30%。她倡导“合规营销”理念，推动营销平台内置客户授权管理与触达频次控制功能。</p>`,
  },
  {
    id: 6,
    name: '韩亦舟',
    position: '副总裁、保险科技事业部总经理',
    summary: '负责保险科技业务线，在智能核保、理赔反欺诈和代理人数字化领域拥有丰富经验。',
    photo: '/api/media/team/member-06.svg',
    isFounder: false,
    biography: `<p>韩亦舟先生现任瀚数科技副总裁，兼任保险科技事业部总经理，负责保险科技产品与解决方案的整体规划和经营。</p>
<h3>教育背景</h3>
<p>韩先生毕业于南开大学精算学专业，获经济学硕士学位，是中国精算师协会正会员。</p>
<h3>职业经历</h3>
<p>韩先生曾在一家大型寿险公司从事精算与核保管理工作八年，后在一家财产保险公司担任理赔管理部副总经理，负责车险与健康险理赔反欺诈体系建设。2019年，韩先生加入瀚数科技，组建保险科技事业部。</p>
<h3>主要成就</h3>
<p>韩先生带领团队推出智能核保、理赔反欺诈和代理人赋能等产品，服务安泰人寿保险、众联财产保险等数十家保险机构，帮助合作机构将小额理赔平均时效从3天缩短至4小时，并显著降低理赔渗漏。</p>`,
  },
  {
    id: 7,
    name: '许清和',
    position: '人工智能实验室负责人',
    summary: '机器学习领域资深研究者，领导公司AI实验室在图计算、隐私计算与金融大模型方向的研究与落地。',
    photo: '/api/media/team/member-07.svg',
    isFounder: false,
    biography: `<p>许清和博士现任瀚数科技人工智能实验室负责人，领导公司在图计算、隐私计算、金融大模型和模型治理方向的研究与应用。</p>
<h3>教育背景</h3>
<p>许博士本科毕业于中国科学技术大学，后获中国科学院计算技术研究所计算机应用技术博士学位，并在新加坡一所大学从事博士后研究两年。</p>
<h3>职业经历</h3>
<p>加入瀚数科技之前，许博士在一家大型科技公司的研究院担任资深研究员，从事图学习和推荐系统研究，在国际顶级学术会议和期刊发表论文30余篇。2022年9月，许博士加入瀚数科技，牵头组建人工智能实验室。</p>
<h3>主要成就</h3>
<p>许博士带领实验室完成了图神经网络反欺诈、联邦学习联合建模和金融文档智能解析等项目的落地，并主导研发了金融风控大模型“瀚策”。他同时担任全国信息技术标准化技术委员会人工智能分委会相关工作组专家。</p>`,
  },
  {
    id: 8,
    name: '方知远',
    position: '副总裁、普惠金融事业部总经理',
    summary: '深耕县域与小微金融十余年，负责普惠金融业务线，推动金融服务触达县域农户与小微经营者。',
    photo: '/api/media/team/member-08.svg',
    isFounder: false,
    biography: `<p>方知远先生现任瀚数科技副总裁，兼任普惠金融事业部总经理，负责面向县域、小微企业与新市民的信贷解决方案。</p>
<h3>教育背景</h3>
<p>方先生毕业于西南财经大学金融学专业，获经济学硕士学位。</p>
<h3>职业经历</h3>
<p>方先生职业生涯始于四川一家农村信用社，从基层信贷员做起，后任一家农村商业银行小微金融部总经理，对县域金融的业务模式与风险特征有深刻理解。2016年，方先生加入瀚数科技，先后负责西南区域业务和普惠金融产品，2020年在成都组建普惠金融事业部。</p>
<h3>主要成就</h3>
<p>方先生带领团队深入西南三省十二个县城开展调研，主导设计了“按季授信、随借随还”的县域经营贷方案。目前，瀚数普惠金融方案已助力合作机构服务超过3,000万用户，其中县域农户与小微经营者超过500万户。</p>`,
  },
];

const teamEn: C.TeamMemberDetail[] = [
  {
    id: 501,
    name: 'Chen Liyan',
    position: 'Founder, Chairman and Chief Executive Officer',
    summary:
      "Founder of Hanshu FinTech, with twenty years of experience in bank risk management and fintech. He leads the company's strategy and overall management.",
    photo: '/api/media/team/member-01.svg',
    isFounder: true,
    biography: `<p>Mr Chen Liyan founded Hanshu FinTech and serves as its Chairman and Chief Executive Officer. He is responsible for the company's strategy, management and culture.</p>
<h3>Education</h3>
<p>Mr Chen holds a bachelor's degree in computer science and technology from Tsinghua University and an MBA from Guanghua School of Management, Peking University.</p>
<h3>Career</h3>
<p>Before founding Hanshu FinTech, Mr Chen spent eight years at the credit card centre of a national joint-stock commercial bank, rising from risk model analyst to head of risk strategy. He led the development of the bank's first generation of application and behaviour scorecards. He then served as China data analytics director at an international credit bureau, responsible for credit data products for banks.</p>
<p>In March 2014 he founded Hanshu FinTech in Beijing and has since grown it from a borrowed meeting room into a fintech company serving more than 600 financial institutions. He led the company to its listing on the Main Board of the Hong Kong Stock Exchange in July 2021.</p>
<h3>Affiliations and recognition</h3>
<p>Mr Chen is Vice President of the Zhongguancun Internet Finance Industry Association. He has been named Zhongguancun Entrepreneur of the Year and China FinTech Leader of the Year, and speaks regularly at industry forums on inclusive finance and the responsible use of data.</p>`,
  },
  {
    id: 502,
    name: 'Zhou Muyuan',
    position: 'Chief Technology Officer',
    summary:
      'Leads technology strategy and R&D, and designed the architecture of the Hanshu risk decision engine and data platform.',
    photo: '/api/media/team/member-02.svg',
    isFounder: false,
    biography: `<p>Mr Zhou Muyuan is Chief Technology Officer of Hanshu FinTech. He is responsible for technology strategy, R&amp;D and core infrastructure, and leads our R&amp;D centres in Beijing, Hangzhou and Chengdu.</p>
<h3>Education</h3>
<p>Mr Zhou holds a master's degree in computer science and technology from Zhejiang University, where his research focused on distributed systems.</p>
<h3>Career</h3>
<p>Before joining Hanshu FinTech, Mr Zhou spent seven years building distributed storage and real-time computing platforms at a leading Chinese internet company, where as platform architect he supported the processing of trillions of messages a day. He joined Hanshu FinTech full-time in early 2015 and designed the architecture of our data platform and intelligent risk decision engine, raising the engine's throughput from 800 to 12,000 transactions per second. The engine has since grown to handle more than 120 million decisions a day.</p>
<h3>Achievements</h3>
<p>Mr Zhou led the company to CMMI Level 5 certification and built an engineering system covering development, testing, release and operations. He holds more than 20 invention patents and mentors postgraduate students at several university computer science schools.</p>`,
  },
  {
    id: 503,
    name: 'Lin Jiahe',
    position: 'Chief Risk Officer',
    summary:
      'Brings nearly twenty years of retail credit risk experience, and leads our risk products, model framework and model risk governance.',
    photo: '/api/media/team/member-03.svg',
    isFounder: false,
    biography: `<p>Ms Lin Jiahe is Chief Risk Officer of Hanshu FinTech, responsible for the intelligent risk control product line, our risk model framework and model risk governance.</p>
<h3>Education</h3>
<p>Ms Lin holds a master's degree in statistics from Fudan University and is a certified Financial Risk Manager (FRM).</p>
<h3>Career</h3>
<p>Before joining Hanshu FinTech, Ms Lin spent ten years in the retail risk management department of a national joint-stock bank, first as model development manager and later as head of retail credit risk strategy, overseeing strategy and models for consumer and small business lending. She joined Hanshu FinTech in 2016 and, together with CTO Zhou Muyuan, led the development of our intelligent risk decision engine, designing its visual strategy tools and champion-challenger framework.</p>
<h3>Achievements</h3>
<p>Ms Lin built a lifecycle model framework spanning origination, account management and collections that has helped hundreds of client institutions cut non-performing loan ratios by around 20% on average. A strong advocate of fairness and explainability testing, she has contributed to several industry guidelines on model risk management.</p>`,
  },
  {
    id: 504,
    name: 'Wang Siqi',
    position: 'Chief Financial Officer',
    summary:
      "Oversees finance, capital markets and investor relations, and led the company's listing on the Main Board of the Hong Kong Stock Exchange.",
    photo: '/api/media/team/member-04.svg',
    isFounder: false,
    biography: `<p>Ms Wang Siqi is Chief Financial Officer and Joint Company Secretary of Hanshu FinTech, responsible for financial management, capital markets and investor relations.</p>
<h3>Education</h3>
<p>Ms Wang holds a bachelor's degree in accounting from Shanghai University of Finance and Economics and a Master of Accountancy from The Chinese University of Hong Kong. She is a member of the Chinese Institute of Certified Public Accountants and the Hong Kong Institute of Certified Public Accountants.</p>
<h3>Career</h3>
<p>Ms Wang spent six years in audit at an international accounting firm, working on listings for a number of financial institutions and technology companies. She then became an executive director at an investment bank, leading equity financing for technology and financial services clients. She joined Hanshu FinTech as Chief Financial Officer in 2018.</p>
<h3>Achievements</h3>
<p>Ms Wang led the listing team through eighteen months of financial reporting reform, internal control work and regulatory review, bringing the company to the Main Board of the Hong Kong Stock Exchange in July 2021. Since the listing she has built a comprehensive investor relations programme that has earned the company best investor relations awards among Hong Kong-listed companies for several years running.</p>`,
  },
  {
    id: 505,
    name: 'Su Xiaotang',
    position: 'Senior Vice President and General Manager, Precision Marketing',
    summary:
      'Leads the precision marketing business, helping banks and consumer finance companies acquire customers more efficiently and grow their lifetime value.',
    photo: '/api/media/team/member-05.svg',
    isFounder: false,
    biography: `<p>Ms Su Xiaotang is Senior Vice President of Hanshu FinTech and General Manager of the Precision Marketing division, responsible for product planning, sales and delivery.</p>
<h3>Education</h3>
<p>Ms Su holds a master's degree in marketing from Renmin University of China.</p>
<h3>Career</h3>
<p>Before joining Hanshu FinTech, Ms Su spent nine years in customer management and marketing at the credit card centre of a large commercial bank, running instalment and card activation programmes and leading the build of the bank's first data-driven campaign management platform. She joined Hanshu FinTech in 2017, built the precision marketing team from scratch and launched the Hanshu precision marketing platform in 2018.</p>
<h3>Achievements</h3>
<p>Under Ms Su's leadership, the precision marketing business now serves more than 200 banks and consumer finance companies and has helped clients lower acquisition costs by around 30% on average. A champion of compliant marketing, she made consent management and contact frequency controls standard features of the platform.</p>`,
  },
  {
    id: 506,
    name: 'Han Yizhou',
    position: 'Vice President and General Manager, Insurance Technology',
    summary:
      'Leads the insurance technology business, with deep experience in intelligent underwriting, claims fraud detection and agent digitalisation.',
    photo: '/api/media/team/member-06.svg',
    isFounder: false,
    biography: `<p>Mr Han Yizhou is Vice President of Hanshu FinTech and General Manager of the Insurance Technology division, responsible for the strategy and performance of our insurance products and solutions.</p>
<h3>Education</h3>
<p>Mr Han holds a master's degree in economics, specialising in actuarial science, from Nankai University, and is a Fellow of the China Association of Actuaries.</p>
<h3>Career</h3>
<p>Mr Han spent eight years in actuarial and underwriting management at a major life insurer, then became deputy general manager of claims at a property and casualty insurer, where he built the fraud detection framework for motor and health claims. He joined Hanshu FinTech in 2019 to set up the Insurance Technology division.</p>
<h3>Achievements</h3>
<p>Mr Han's team has launched intelligent underwriting, claims fraud detection and agent enablement products used by dozens of insurers, including Antai Life Insurance and Zhonglian Property Insurance. Together they have cut average settlement time for small claims from three days to four hours and significantly reduced claims leakage.</p>`,
  },
  {
    id: 507,
    name: 'Xu Qinghe',
    position: 'Head of the AI Lab',
    summary:
      "A seasoned machine learning researcher who leads the AI Lab's work on graph computing, privacy-preserving computation and large models for finance.",
    photo: '/api/media/team/member-07.svg',
    isFounder: false,
    biography: `<p>Dr Xu Qinghe heads the Hanshu FinTech AI Lab, leading research and deployment in graph computing, privacy-preserving computation, large models for finance and model governance.</p>
<h3>Education</h3>
<p>Dr Xu graduated from the University of Science and Technology of China and received his PhD in computer applications from the Institute of Computing Technology, Chinese Academy of Sciences. He then spent two years as a postdoctoral researcher at a university in Singapore.</p>
<h3>Career</h3>
<p>Before joining Hanshu FinTech, Dr Xu was a senior researcher at the research institute of a major technology company, working on graph learning and recommender systems. He has published more than 30 papers at leading international conferences and in top journals. He joined Hanshu FinTech in September 2022 to build the AI Lab.</p>
<h3>Achievements</h3>
<p>Dr Xu has led the lab's deployments in graph neural network fraud detection, federated learning and intelligent document processing, and led the development of Hance, our large model for financial risk control. He also serves as an expert in a working group of the AI subcommittee of the National Information Technology Standardization Technical Committee.</p>`,
  },
  {
    id: 508,
    name: 'Fang Zhiyuan',
    position: 'Vice President and General Manager, Inclusive Finance',
    summary:
      'With more than a decade in county-level and small business finance, he leads our inclusive finance business and its mission to reach rural households and small businesses.',
    photo: '/api/media/team/member-08.svg',
    isFounder: false,
    biography: `<p>Mr Fang Zhiyuan is Vice President of Hanshu FinTech and General Manager of the Inclusive Finance division, responsible for lending solutions for county-level markets, small businesses and new urban residents.</p>
<h3>Education</h3>
<p>Mr Fang holds a master's degree in economics, specialising in finance, from Southwestern University of Finance and Economics.</p>
<h3>Career</h3>
<p>Mr Fang began his career as a loan officer at a rural credit cooperative in Sichuan and went on to become general manager of small business finance at a rural commercial bank, gaining a deep understanding of how county-level lending works and where its risks lie. He joined Hanshu FinTech in 2016, leading our business in southwest China and then our inclusive finance products, and in 2020 set up the Inclusive Finance division in Chengdu.</p>
<h3>Achievements</h3>
<p>Mr Fang led the team's field research in twelve county towns across three southwestern provinces and designed our county business loan with seasonal, draw-as-you-need credit lines. Our inclusive finance solutions have now helped partner institutions serve more than 30 million customers, including over 5 million rural households and small businesses.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Shareholders

const shareholdersZh: C.Shareholder[] = [
  {
    id: 1,
    name: '京华国有资本产业投资基金',
    kind: '国有投资机构',
    description:
      '由北京市属国有资本发起设立的产业投资基金，重点投资新一代信息技术与数字金融产业。2019年领投瀚数科技C轮融资，目前为公司第二大股东。',
    logo: '/api/media/shareholders/shareholder-01.svg',
  },
  {
    id: 2,
    name: '启航创业投资',
    kind: '风险投资机构',
    description:
      '专注于早期科技企业投资的创业投资机构。2014年参与公司天使轮融资，2016年领投A轮融资，是陪伴瀚数科技时间最长的机构投资者。',
    logo: '/api/media/shareholders/shareholder-02.svg',
  },
  {
    id: 3,
    name: '峰岳资本',
    kind: '风险投资机构',
    description:
      '聚焦企业服务与金融科技领域的成长期投资机构。2017年领投瀚数科技B轮融资，并在公司国际化治理与上市筹备中提供了持续支持。',
    logo: '/api/media/shareholders/shareholder-03.svg',
  },
  {
    id: 4,
    name: '中汇银行投资管理有限公司',
    kind: '战略投资者',
    description:
      '某全国性商业银行旗下的股权投资平台。2019年作为战略投资者入股，双方在银行数字化风控与零售营销领域开展深度业务协同。',
    logo: '/api/media/shareholders/shareholder-04.svg',
  },
  {
    id: 5,
    name: '鼎安保险集团',
    kind: '战略投资者',
    description:
      '业务覆盖寿险、财险与资产管理的综合性保险集团。2019年战略入股瀚数科技，与公司共同推进智能核保与理赔反欺诈技术在保险场景的应用。',
    logo: '/api/media/shareholders/shareholder-05.svg',
  },
  {
    id: 6,
    name: '瀚数同心员工持股平台',
    kind: '员工持股平台',
    description:
      '公司核心员工通过有限合伙企业持股的平台，覆盖研发、产品、交付与管理等岗位的400余名骨干员工，让奋斗者共享公司长期成长价值。',
    logo: '/api/media/shareholders/shareholder-06.svg',
  },
];

const shareholdersEn: C.Shareholder[] = [
  {
    id: 501,
    name: 'Jinghua State Capital Industrial Investment Fund',
    kind: 'State-owned investor',
    description:
      'An industrial investment fund established with Beijing municipal state capital to invest in next-generation IT and digital finance. It led our Series C in 2019 and is now our second-largest shareholder.',
    logo: '/api/media/shareholders/shareholder-01.svg',
  },
  {
    id: 502,
    name: 'Qihang Ventures',
    kind: 'Venture capital',
    description:
      'A venture firm focused on early-stage technology companies. Qihang took part in our angel round in 2014 and led our Series A in 2016, making it our longest-standing institutional investor.',
    logo: '/api/media/shareholders/shareholder-02.svg',
  },
  {
    id: 503,
    name: 'Fengyue Capital',
    kind: 'Venture capital',
    description:
      'A growth-stage investor specialising in enterprise software and fintech. Fengyue led our Series B in 2017 and has supported our governance and listing preparations ever since.',
    logo: '/api/media/shareholders/shareholder-03.svg',
  },
  {
    id: 504,
    name: 'Zhonghui Bank Investment Management Co., Ltd.',
    kind: 'Strategic investor',
    description:
      'The equity investment arm of a national commercial bank. It became a strategic investor in 2019, and the two companies work closely together on digital risk control and retail marketing for banks.',
    logo: '/api/media/shareholders/shareholder-04.svg',
  },
  {
    id: 505,
    name: "Ding'an Insurance Group",
    kind: 'Strategic investor',
    description:
      'A diversified insurance group spanning life, property and casualty insurance and asset management. A strategic investor since 2019, it works with us to bring intelligent underwriting and claims fraud detection into insurance operations.',
    logo: '/api/media/shareholders/shareholder-05.svg',
  },
  {
    id: 506,
    name: 'Hanshu Tongxin Employee Shareholding Platform',
    kind: 'Employee shareholding platform',
    description:
      'A limited partnership through which more than 400 key employees across R&D, product, delivery and management hold shares, so the people building the company share in its long-term growth.',
    logo: '/api/media/shareholders/shareholder-06.svg',
  },
];

// ---------------------------------------------------------------------------------------------
// Honours (1–6 brand, 7–12 compliance, 13–18 organization)

const honoursZh: C.Honour[] = [
  {
    id: 1,
    type: 'brand',
    title: '年度最具成长性金融科技企业',
    issuer: '中关村金融科技产业峰会组委会',
    year: 2017,
    description: '凭借智能风控决策引擎的快速落地和客户规模的高速增长，瀚数科技获评年度最具成长性金融科技企业。',
    image: '/api/media/honours/honour-01.svg',
  },
  {
    id: 2,
    type: 'brand',
    title: '中国金融科技50强',
    issuer: '《新金融观察》年度榜单评选委员会',
    year: 2019,
    description:
      '瀚数科技首次入选中国金融科技50强榜单，此后连续多年上榜，评审重点关注企业的技术创新能力与商业落地成效。',
    image: '/api/media/honours/honour-02.svg',
  },
  {
    id: 3,
    type: 'brand',
    title: '年度智能风控创新奖',
    issuer: '亚太金融科技创新大会组委会',
    year: 2020,
    description: '瀚数智能风控决策引擎以毫秒级决策能力和可视化策略编排，获评年度智能风控创新奖。',
    image: '/api/media/honours/honour-03.svg',
  },
  {
    id: 4,
    type: 'brand',
    title: '年度最佳ESG实践上市公司',
    issuer: '香港上市公司ESG评选组委会',
    year: 2022,
    description: '表彰瀚数科技在普惠金融、数据安全与公司治理方面的实践，以及高质量的环境、社会及管治信息披露。',
    image: '/api/media/honours/honour-04.svg',
  },
  {
    id: 5,
    type: 'brand',
    title: '人工智能赋能金融优秀案例',
    issuer: '金融科技产业发展论坛组委会',
    year: 2024,
    description: '“县域经营贷智能风控”项目入选人工智能赋能金融优秀案例，助力合作机构服务县域农户与小微经营者。',
    image: '/api/media/honours/honour-05.svg',
  },
  {
    id: 6,
    type: 'brand',
    title: '年度数字普惠金融创新奖',
    issuer: '中国普惠金融创新论坛组委会',
    year: 2025,
    description: '瀚数普惠金融方案累计助力合作机构服务超过3,000万用户，获评年度数字普惠金融创新奖。',
    image: '/api/media/honours/honour-06.svg',
  },
  {
    id: 7,
    type: 'compliance',
    title: 'ISO/IEC 27001 信息安全管理体系认证',
    issuer: '独立第三方认证机构（CNAS认可）',
    year: 2019,
    description: '信息安全管理体系覆盖研发、运维、交付与办公全部场景，自2019年首次获证以来每年通过监督审核。',
    image: '/api/media/honours/honour-07.svg',
  },
  {
    id: 8,
    type: 'compliance',
    title: 'ISO/IEC 27701 隐私信息管理体系认证',
    issuer: '独立第三方认证机构（CNAS认可）',
    year: 2024,
    description: '在信息安全管理体系基础上建立隐私信息管理体系，规范个人信息从收集到删除的全生命周期处理。',
    image: '/api/media/honours/honour-08.svg',
  },
  {
    id: 9,
    type: 'compliance',
    title: '国家网络安全等级保护三级',
    issuer: '国家网络安全等级保护测评机构',
    year: 2019,
    description: '智能风控决策引擎等核心业务系统通过国家网络安全等级保护三级测评与备案，并按年度开展复测。',
    image: '/api/media/honours/honour-09.svg',
  },
  {
    id: 10,
    type: 'compliance',
    title: 'CMMI 5级认证',
    issuer: 'CMMI Institute',
    year: 2021,
    description: '公司软件研发过程达到能力成熟度模型集成（CMMI）最高等级，体现了持续优化的研发管理能力。',
    image: '/api/media/honours/honour-10.svg',
  },
  {
    id: 11,
    type: 'compliance',
    title: 'PCI DSS 合规认证',
    issuer: 'PCI安全标准委员会认可的合格安全评估机构（QSA）',
    year: 2022,
    description: '涉及支付卡数据处理的系统符合支付卡行业数据安全标准（PCI DSS）要求，保障持卡人数据安全。',
    image: '/api/media/honours/honour-11.svg',
  },
  {
    id: 12,
    type: 'compliance',
    title: '国家高新技术企业',
    issuer: '北京市科学技术委员会、北京市财政局、国家税务总局北京市税务局',
    year: 2017,
    description: '公司自2017年起通过国家高新技术企业认定，并于2020年、2023年两次通过复审。',
    image: '/api/media/honours/honour-12.svg',
  },
  {
    id: 13,
    type: 'organization',
    title: '中国互联网金融协会会员单位',
    issuer: '中国互联网金融协会',
    year: 2016,
    description: '作为会员单位遵守协会自律公约，参与行业信息共享与金融科技专题研究。',
    image: '/api/media/honours/honour-13.svg',
  },
  {
    id: 14,
    type: 'organization',
    title: '中关村互联网金融行业协会副会长单位',
    issuer: '中关村互联网金融行业协会',
    year: 2018,
    description: '瀚数科技当选副会长单位，创始人陈立言担任协会副会长，参与推动中关村金融科技产业发展。',
    image: '/api/media/honours/honour-14.svg',
  },
  {
    id: 15,
    type: 'organization',
    title: '北京金融科技产业联盟会员单位',
    issuer: '北京金融科技产业联盟',
    year: 2019,
    description: '参与联盟隐私计算、金融数据安全等专委会工作，贡献智能风控与联合建模的实践案例。',
    image: '/api/media/honours/honour-15.svg',
  },
  {
    id: 16,
    type: 'organization',
    title: '信用服务产业联盟理事单位',
    issuer: '信用服务产业联盟',
    year: 2020,
    description: '与征信机构、金融机构共同推动替代数据在信用评估中的规范应用，助力社会信用体系建设。',
    image: '/api/media/honours/honour-16.svg',
  },
  {
    id: 17,
    type: 'organization',
    title: '金融科技标准研究参编单位',
    issuer: '金融科技标准化工作组',
    year: 2022,
    description: '参与金融领域模型风险管理、数据安全分级等多项标准与行业指引的研究和编制工作。',
    image: '/api/media/honours/honour-17.svg',
  },
  {
    id: 18,
    type: 'organization',
    title: '人工智能标准化工作组成员单位',
    issuer: '全国信息技术标准化技术委员会人工智能分技术委员会',
    year: 2025,
    description: '参与金融行业人工智能应用、大模型评测与可信人工智能相关标准的研究工作。',
    image: '/api/media/honours/honour-18.svg',
  },
];

const honoursEn: C.Honour[] = [
  {
    id: 501,
    type: 'brand',
    title: 'Fastest-Growing FinTech Company of the Year',
    issuer: 'Zhongguancun FinTech Industry Summit Organising Committee',
    year: 2017,
    description:
      'Awarded for the rapid rollout of our intelligent risk decision engine and the fast growth of our client base.',
    image: '/api/media/honours/honour-01.svg',
  },
  {
    id: 502,
    type: 'brand',
    title: 'China FinTech 50',
    issuer: 'New Finance Observer Annual Rankings Committee',
    year: 2019,
    description:
      'Our first appearance on the China FinTech 50, a list we have made in several consecutive years since. The judges focus on technical innovation and proven commercial results.',
    image: '/api/media/honours/honour-02.svg',
  },
  {
    id: 503,
    type: 'brand',
    title: 'Intelligent Risk Control Innovation Award',
    issuer: 'Asia-Pacific FinTech Innovation Conference Organising Committee',
    year: 2020,
    description:
      'Our intelligent risk decision engine was recognised for millisecond-level decisioning and visual strategy design.',
    image: '/api/media/honours/honour-03.svg',
  },
  {
    id: 504,
    type: 'brand',
    title: 'Best ESG Practice Listed Company',
    issuer: 'Hong Kong Listed Companies ESG Awards Organising Committee',
    year: 2022,
    description:
      'Recognising our work in inclusive finance, data security and corporate governance, and the quality of our ESG disclosure.',
    image: '/api/media/honours/honour-04.svg',
  },
  {
    id: 505,
    type: 'brand',
    title: 'Outstanding Case of AI in Finance',
    issuer: 'FinTech Industry Development Forum Organising Committee',
    year: 2024,
    description:
      'Our AI-driven risk control for county business loans was selected for helping partner institutions reach rural households and small businesses.',
    image: '/api/media/honours/honour-05.svg',
  },
  {
    id: 506,
    type: 'brand',
    title: 'Digital Inclusive Finance Innovation Award',
    issuer: 'China Inclusive Finance Innovation Forum Organising Committee',
    year: 2025,
    description:
      'Awarded for inclusive finance solutions that have helped our partner institutions serve more than 30 million customers.',
    image: '/api/media/honours/honour-06.svg',
  },
  {
    id: 507,
    type: 'compliance',
    title: 'ISO/IEC 27001 Information Security Management',
    issuer: 'Independent CNAS-accredited certification body',
    year: 2019,
    description:
      'Our information security management system covers R&D, operations, delivery and the office, and has passed every annual surveillance audit since first certification in 2019.',
    image: '/api/media/honours/honour-07.svg',
  },
  {
    id: 508,
    type: 'compliance',
    title: 'ISO/IEC 27701 Privacy Information Management',
    issuer: 'Independent CNAS-accredited certification body',
    year: 2024,
    description:
      'A privacy information management system, built on our security framework, that governs personal data from collection to deletion.',
    image: '/api/media/honours/honour-08.svg',
  },
  {
    id: 509,
    type: 'compliance',
    title: 'Multi-Level Protection Scheme Level 3',
    issuer: 'Accredited national cybersecurity classified protection assessment body',
    year: 2019,
    description:
      "Core business systems, including our risk decision engine, have passed Level 3 assessment and registration under China's Multi-Level Protection Scheme, and are retested annually.",
    image: '/api/media/honours/honour-09.svg',
  },
  {
    id: 510,
    type: 'compliance',
    title: 'CMMI Level 5',
    issuer: 'CMMI Institute',
    year: 2021,
    description:
      'Our software development process has reached the highest level of the Capability Maturity Model Integration, reflecting continuously optimised engineering management.',
    image: '/api/media/honours/honour-10.svg',
  },
  {
    id: 511,
    type: 'compliance',
    title: 'PCI DSS Compliance',
    issuer: 'PCI SSC Qualified Security Assessor (QSA)',
    year: 2022,
    description:
      'Systems that handle payment card data meet the Payment Card Industry Data Security Standard, protecting cardholder information.',
    image: '/api/media/honours/honour-11.svg',
  },
  {
    id: 512,
    type: 'compliance',
    title: 'National High-Tech Enterprise',
    issuer:
      'Beijing Municipal Science and Technology Commission, Beijing Municipal Bureau of Finance and Beijing Municipal Tax Service of the State Taxation Administration',
    year: 2017,
    description:
      'First certified as a National High-Tech Enterprise in 2017 and successfully reassessed in 2020 and 2023.',
    image: '/api/media/honours/honour-12.svg',
  },
  {
    id: 513,
    type: 'organization',
    title: 'Member, National Internet Finance Association of China',
    issuer: 'National Internet Finance Association of China',
    year: 2016,
    description:
      "As a member we follow the association's self-regulation conventions and take part in industry information sharing and fintech research.",
    image: '/api/media/honours/honour-13.svg',
  },
  {
    id: 514,
    type: 'organization',
    title: 'Vice President Member, Zhongguancun Internet Finance Industry Association',
    issuer: 'Zhongguancun Internet Finance Industry Association',
    year: 2018,
    description:
      'Hanshu FinTech was elected a vice president member, with founder Chen Liyan serving as vice president, helping to develop the Zhongguancun fintech industry.',
    image: '/api/media/honours/honour-14.svg',
  },
  {
    id: 515,
    type: 'organization',
    title: 'Member, Beijing FinTech Industry Alliance',
    issuer: 'Beijing FinTech Industry Alliance',
    year: 2019,
    description:
      "We contribute risk control and joint modelling case studies to the alliance's committees on privacy-preserving computation and financial data security.",
    image: '/api/media/honours/honour-15.svg',
  },
  {
    id: 516,
    type: 'organization',
    title: 'Council Member, Credit Services Industry Alliance',
    issuer: 'Credit Services Industry Alliance',
    year: 2020,
    description:
      "Working with credit bureaus and financial institutions to set good practice for alternative data in credit assessment and support the development of China's credit system.",
    image: '/api/media/honours/honour-16.svg',
  },
  {
    id: 517,
    type: 'organization',
    title: 'Contributing Drafter, FinTech Standards Research',
    issuer: 'FinTech Standardisation Working Group',
    year: 2022,
    description:
      'Contributing to the research and drafting of standards and guidelines on model risk management, data security classification and more.',
    image: '/api/media/honours/honour-17.svg',
  },
  {
    id: 518,
    type: 'organization',
    title: 'Member, Artificial Intelligence Standardisation Working Group',
    issuer: 'AI Subcommittee of the National Information Technology Standardization Technical Committee',
    year: 2025,
    description:
      'Taking part in standards research on AI applications in financial services, large model evaluation and trustworthy AI.',
    image: '/api/media/honours/honour-18.svg',
  },
];

// ---------------------------------------------------------------------------------------------
// Partners (1–20 partners, 21–26 strategy partners)

const partnersZh: C.Partner[] = [
  {
    id: 1,
    type: 'partner',
    name: '华东城市商业银行',
    industry: '银行',
    description: '瀚数科技的第一家银行客户，自2015年起合作，范围已从客户分析平台扩展到智能风控与信用卡精准营销。',
    logo: '/api/media/partners/partner-01.svg',
  },
  {
    id: 2,
    type: 'partner',
    name: '南岭农村商业银行',
    industry: '银行',
    description: '共同打造县域经营贷线上化方案，基于农业经营数据实现“按季授信、随借随还”，服务辖内农户与个体工商户。',
    logo: '/api/media/partners/partner-02.svg',
  },
  {
    id: 3,
    type: 'partner',
    name: '锦程消费金融',
    industry: '消费金融',
    description: '采用瀚数智能风控决策引擎与反欺诈图谱，实现线上消费贷款全流程自动审批，平均审批时长缩短至30秒以内。',
    logo: '/api/media/partners/partner-03.svg',
  },
  {
    id: 4,
    type: 'partner',
    name: '恒信信托',
    industry: '信托',
    description: '合作建设信托业务数据中台与投后风险监测系统，实现对存续项目风险信号的实时预警。',
    logo: '/api/media/partners/partner-04.svg',
  },
  {
    id: 5,
    type: 'partner',
    name: '安泰人寿保险',
    industry: '保险',
    description: '部署瀚数智能核保与代理人赋能平台，标准体件自动核保率提升至85%以上，新单出单效率显著提高。',
    logo: '/api/media/partners/partner-05.svg',
  },
  {
    id: 6,
    type: 'partner',
    name: '众联财产保险',
    industry: '保险',
    description: '应用理赔反欺诈模型与车险智能定损工具，小额理赔平均时效由3天缩短至4小时，有效降低理赔渗漏。',
    logo: '/api/media/partners/partner-06.svg',
  },
  {
    id: 7,
    type: 'partner',
    name: '蓝海小额贷款',
    industry: '小额贷款',
    description: '引入瀚数小微信贷风控方案和贷后管理系统，在业务规模翻番的同时将不良率控制在行业较低水平。',
    logo: '/api/media/partners/partner-07.svg',
  },
  {
    id: 8,
    type: 'partner',
    name: '云帆网络小贷',
    industry: '互联网金融',
    description: '基于瀚数实时决策引擎支撑高并发线上信贷业务，峰值时段单日处理授信申请超过200万笔。',
    logo: '/api/media/partners/partner-08.svg',
  },
  {
    id: 9,
    type: 'partner',
    name: '北辰银行',
    industry: '银行',
    description: '合作建设全行统一指标体系与经营分析平台，让总行管理层和分支机构基于同一套数据进行经营决策。',
    logo: '/api/media/partners/partner-09.svg',
  },
  {
    id: 10,
    type: 'partner',
    name: '西江村镇银行',
    industry: '银行',
    description: '县域普惠金融试点合作伙伴，共同探索以替代数据服务无征信记录农户的信贷模式。',
    logo: '/api/media/partners/partner-10.svg',
  },
  {
    id: 11,
    type: 'partner',
    name: '融通汽车金融',
    industry: '汽车金融',
    description: '部署汽车金融贷前反欺诈与经销商风险监测方案，有效识别团伙骗贷和虚假交易。',
    logo: '/api/media/partners/partner-11.svg',
  },
  {
    id: 12,
    type: 'partner',
    name: '长风融资租赁',
    industry: '融资租赁',
    description: '合作搭建承租人信用评估与租后资产监控体系，提升中小企业租赁业务的风险识别能力。',
    logo: '/api/media/partners/partner-12.svg',
  },
  {
    id: 13,
    type: 'partner',
    name: '嘉禾证券',
    industry: '证券',
    description: '应用瀚数客户分层与精准营销平台，提升财富管理客户的活跃度与产品匹配度。',
    logo: '/api/media/partners/partner-13.svg',
  },
  {
    id: 14,
    type: 'partner',
    name: '启明消费金融',
    industry: '消费金融',
    description: '采用瀚数精准营销与客户生命周期管理方案，存量客户复借率提升约25%，获客成本明显下降。',
    logo: '/api/media/partners/partner-14.svg',
  },
  {
    id: 15,
    type: 'partner',
    name: '鼎盛信托',
    industry: '信托',
    description: '合作建设家族信托与财富管理客户数据平台，并引入反洗钱智能监测模型。',
    logo: '/api/media/partners/partner-15.svg',
  },
  {
    id: 16,
    type: 'partner',
    name: '平川保险经纪',
    industry: '保险中介',
    description: '使用瀚数代理人赋能工具与客户需求分析模型，提升保险经纪顾问的服务效率与方案匹配度。',
    logo: '/api/media/partners/partner-16.svg',
  },
  {
    id: 17,
    type: 'partner',
    name: '海川民营银行',
    industry: '银行',
    description: '基于瀚数智能风控与隐私计算平台，打造纯线上小微企业信用贷款产品，实现数据不出域的联合建模。',
    logo: '/api/media/partners/partner-17.svg',
  },
  {
    id: 18,
    type: 'partner',
    name: '惠民普惠金融',
    industry: '普惠金融',
    description: '联合面向新市民群体推出线上信贷服务，以负责任的额度与定价策略拓展普惠金融覆盖面。',
    logo: '/api/media/partners/partner-18.svg',
  },
  {
    id: 19,
    type: 'partner',
    name: '星河支付',
    industry: '支付',
    description: '合作开展交易反欺诈与商户风险监测，实时识别异常交易，保障商户与持卡人资金安全。',
    logo: '/api/media/partners/partner-19.svg',
  },
  {
    id: 20,
    type: 'partner',
    name: '青禾农业信贷担保',
    industry: '融资担保',
    description: '为县域经营贷方案提供增信支持，双方共建农业经营主体风险评估模型，降低农户融资门槛。',
    logo: '/api/media/partners/partner-20.svg',
  },
  {
    id: 21,
    type: 'strategy',
    name: '国信云计算',
    industry: '云计算',
    description: '战略合作伙伴，为瀚数金融级产品提供专属云与混合云基础设施，共同服务金融机构的上云需求。',
    logo: '/api/media/partners/strategy-01.svg',
  },
  {
    id: 22,
    type: 'strategy',
    name: '中科智算研究院',
    industry: '科研机构',
    description: '与瀚数AI实验室共建联合实验室，在金融大模型训练、图计算与算力调度方向开展联合研究。',
    logo: '/api/media/partners/strategy-02.svg',
  },
  {
    id: 23,
    type: 'strategy',
    name: '清源大学金融科技研究中心',
    industry: '高校',
    description: '共同开展模型可解释性与公平性研究，联合培养金融科技方向研究生，并定期发布行业研究报告。',
    logo: '/api/media/partners/strategy-03.svg',
  },
  {
    id: 24,
    type: 'strategy',
    name: '天衡征信',
    industry: '征信',
    description: '在合法合规、授权明确的前提下，合作推动替代数据在信用评估中的规范应用，服务小微企业与个人信用评价。',
    logo: '/api/media/partners/strategy-04.svg',
  },
  {
    id: 25,
    type: 'strategy',
    name: '联创通信',
    industry: '通信',
    description: '基于隐私计算平台开展运营商数据与金融场景的合规联合建模，数据可用不可见，用于身份核验与反欺诈。',
    logo: '/api/media/partners/strategy-05.svg',
  },
  {
    id: 26,
    type: 'strategy',
    name: '华章数据交易所',
    industry: '数据交易',
    description: '作为首批数据商入驻，合作探索金融数据产品的合规登记、定价与流通机制。',
    logo: '/api/media/partners/strategy-06.svg',
  },
];

const partnersEn: C.Partner[] = [
  {
    id: 501,
    type: 'partner',
    name: 'East China City Commercial Bank',
    industry: 'Banking',
    description:
      'Our first bank client. Since 2015 our work together has grown from a customer analytics platform to intelligent risk control and credit card precision marketing.',
    logo: '/api/media/partners/partner-01.svg',
  },
  {
    id: 502,
    type: 'partner',
    name: 'Nanling Rural Commercial Bank',
    industry: 'Banking',
    description:
      'Together we built a digital county business loan with seasonal, draw-as-you-need credit lines based on farm business data, serving local farmers and sole traders.',
    logo: '/api/media/partners/partner-02.svg',
  },
  {
    id: 503,
    type: 'partner',
    name: 'Jincheng Consumer Finance',
    industry: 'Consumer Finance',
    description:
      'Uses our risk decision engine and fraud graph to approve online consumer loans end to end automatically, with average approval times under 30 seconds.',
    logo: '/api/media/partners/partner-03.svg',
  },
  {
    id: 504,
    type: 'partner',
    name: 'Hengxin Trust',
    industry: 'Trust',
    description:
      'We built a trust business data platform and post-investment risk monitoring system that flags warning signs across active projects in real time.',
    logo: '/api/media/partners/partner-04.svg',
  },
  {
    id: 505,
    type: 'partner',
    name: 'Antai Life Insurance',
    industry: 'Insurance',
    description:
      'Runs our intelligent underwriting and agent enablement platform, raising straight-through underwriting for standard risks above 85% and speeding up policy issuance.',
    logo: '/api/media/partners/partner-05.svg',
  },
  {
    id: 506,
    type: 'partner',
    name: 'Zhonglian Property Insurance',
    industry: 'Insurance',
    description:
      'Uses our claims fraud models and motor damage assessment tools, cutting small claim settlement from three days to four hours and reducing leakage.',
    logo: '/api/media/partners/partner-06.svg',
  },
  {
    id: 507,
    type: 'partner',
    name: 'Lanhai Microcredit',
    industry: 'Microfinance',
    description:
      'Adopted our small business lending risk solution and collections system, doubling its loan book while keeping NPLs among the lowest in its sector.',
    logo: '/api/media/partners/partner-07.svg',
  },
  {
    id: 508,
    type: 'partner',
    name: 'Yunfan Online Microcredit',
    industry: 'Online Finance',
    description:
      'Runs high-volume online lending on our real-time decision engine, processing more than two million credit applications on peak days.',
    logo: '/api/media/partners/partner-08.svg',
  },
  {
    id: 509,
    type: 'partner',
    name: 'Beichen Bank',
    industry: 'Banking',
    description:
      'We built a bank-wide metrics framework and business analytics platform so that head office and branches make decisions from the same data.',
    logo: '/api/media/partners/partner-09.svg',
  },
  {
    id: 510,
    type: 'partner',
    name: 'Xijiang Village Bank',
    industry: 'Banking',
    description:
      'A pilot partner in county-level inclusive finance, working with us on lending models that use alternative data to serve farmers with no credit history.',
    logo: '/api/media/partners/partner-10.svg',
  },
  {
    id: 511,
    type: 'partner',
    name: 'Rongtong Auto Finance',
    industry: 'Auto Finance',
    description:
      'Deploys our pre-loan fraud detection and dealer risk monitoring to catch organised loan fraud and fictitious sales.',
    logo: '/api/media/partners/partner-11.svg',
  },
  {
    id: 512,
    type: 'partner',
    name: 'Changfeng Financial Leasing',
    industry: 'Financial Leasing',
    description:
      'Together we built lessee credit assessment and post-lease asset monitoring to sharpen risk detection in small business leasing.',
    logo: '/api/media/partners/partner-12.svg',
  },
  {
    id: 513,
    type: 'partner',
    name: 'Jiahe Securities',
    industry: 'Securities',
    description:
      'Uses our segmentation and precision marketing platform to raise engagement among wealth management clients and match them with the right products.',
    logo: '/api/media/partners/partner-13.svg',
  },
  {
    id: 514,
    type: 'partner',
    name: 'Qiming Consumer Finance',
    industry: 'Consumer Finance',
    description:
      'Adopted our precision marketing and customer lifecycle solution, lifting repeat borrowing among existing customers by about 25% and markedly lowering acquisition costs.',
    logo: '/api/media/partners/partner-14.svg',
  },
  {
    id: 515,
    type: 'partner',
    name: 'Dingsheng Trust',
    industry: 'Trust',
    description:
      'We built a client data platform for its family trust and wealth management business and introduced intelligent anti-money laundering monitoring.',
    logo: '/api/media/partners/partner-15.svg',
  },
  {
    id: 516,
    type: 'partner',
    name: 'Pingchuan Insurance Brokerage',
    industry: 'Insurance Intermediary',
    description:
      'Uses our agent enablement tools and needs analysis models to help its advisers work more efficiently and recommend better-fitting cover.',
    logo: '/api/media/partners/partner-16.svg',
  },
  {
    id: 517,
    type: 'partner',
    name: 'Haichuan Private Bank',
    industry: 'Banking',
    description:
      'Built a fully online credit product for small businesses on our risk control and privacy-preserving computation platforms, with joint modelling that keeps data in place.',
    logo: '/api/media/partners/partner-17.svg',
  },
  {
    id: 518,
    type: 'partner',
    name: 'Huimin Inclusive Finance',
    industry: 'Inclusive Finance',
    description:
      'Together we launched online lending for new urban residents, widening access to credit with responsible limits and pricing.',
    logo: '/api/media/partners/partner-18.svg',
  },
  {
    id: 519,
    type: 'partner',
    name: 'Xinghe Payments',
    industry: 'Payments',
    description:
      'We work together on transaction fraud detection and merchant risk monitoring, spotting suspicious payments in real time to protect merchants and cardholders.',
    logo: '/api/media/partners/partner-19.svg',
  },
  {
    id: 520,
    type: 'partner',
    name: 'Qinghe Agricultural Credit Guarantee',
    industry: 'Credit Guarantee',
    description:
      'Provides credit enhancement for our county business loan, and together we built a risk assessment model for agricultural businesses that makes credit easier for farmers to obtain.',
    logo: '/api/media/partners/partner-20.svg',
  },
  {
    id: 521,
    type: 'strategy',
    name: 'Guoxin Cloud',
    industry: 'Cloud Computing',
    description:
      'A strategic partner providing dedicated and hybrid cloud infrastructure for our financial-grade products, helping financial institutions move to the cloud.',
    logo: '/api/media/partners/strategy-01.svg',
  },
  {
    id: 522,
    type: 'strategy',
    name: 'Zhongke Institute of Intelligent Computing',
    industry: 'Research Institute',
    description:
      'Runs a joint lab with our AI Lab on large model training for finance, graph computing and compute scheduling.',
    logo: '/api/media/partners/strategy-02.svg',
  },
  {
    id: 523,
    type: 'strategy',
    name: 'Qingyuan University FinTech Research Center',
    industry: 'Academia',
    description:
      'We research model explainability and fairness together, co-supervise fintech graduate students and publish regular industry reports.',
    logo: '/api/media/partners/strategy-03.svg',
  },
  {
    id: 524,
    type: 'strategy',
    name: 'Tianheng Credit Reference',
    industry: 'Credit Reference',
    description:
      'Within a lawful, consent-based framework, we work together to bring alternative data into credit assessment for small businesses and individuals responsibly.',
    logo: '/api/media/partners/strategy-04.svg',
  },
  {
    id: 525,
    type: 'strategy',
    name: 'Lianchuang Telecom',
    industry: 'Telecommunications',
    description:
      'Compliant joint modelling of telecom and financial data on our privacy-preserving computation platform, used for identity verification and fraud prevention without exposing raw data.',
    logo: '/api/media/partners/strategy-05.svg',
  },
  {
    id: 526,
    type: 'strategy',
    name: 'Huazhang Data Exchange',
    industry: 'Data Exchange',
    description:
      'One of the first data vendors on the exchange, we are working together on compliant registration, pricing and circulation of financial data products.',
    logo: '/api/media/partners/strategy-06.svg',
  },
];

// ---------------------------------------------------------------------------------------------
// Investor relations

const investorZh: C.InvestorDetail = {
  companyName: '北京瀚数金融科技股份有限公司',
  stockCode: '6689.HK',
  exchange: '香港联合交易所有限公司主板',
  summary:
    '瀚数科技于2021年7月15日在香港联合交易所主板上市。2025年，公司实现营业收入人民币14.82亿元，同比增长13.9%；经调整净利润人民币2.58亿元，同比增长16.2%；研发投入人民币3.87亿元，占营业收入的26.1%。公司坚持以技术创新驱动长期增长，并致力于为股东创造可持续的回报。',
  highlights: [
    { label: '2025年营业收入', value: '人民币14.82亿元' },
    { label: '2025年经调整净利润', value: '人民币2.58亿元' },
    { label: '2025年研发投入占营业收入比例', value: '26.1%' },
    { label: '累计服务金融机构', value: '600余家' },
    { label: '授权专利', value: '430余项' },
    { label: '员工人数', value: '约1,200人' },
  ],
  reports: [
    { title: '2026年中期报告', date: '2026-09-14', kind: '中期报告' },
    { title: '截至2026年6月30日止六个月中期业绩公告', date: '2026-08-25', kind: '公告' },
    { title: '2026年股东周年大会投票结果公告', date: '2026-06-17', kind: '公告' },
    { title: '2025年年度报告', date: '2026-04-27', kind: '年度报告' },
    { title: '2025年环境、社会及管治报告', date: '2026-04-27', kind: 'ESG报告' },
    { title: '截至2025年12月31日止年度业绩公告', date: '2026-03-24', kind: '公告' },
    { title: '2025年中期报告', date: '2025-09-15', kind: '中期报告' },
    { title: '截至2025年6月30日止六个月中期业绩公告', date: '2025-08-26', kind: '公告' },
    { title: '2025年股东周年大会投票结果公告', date: '2025-06-18', kind: '公告' },
    { title: '2024年年度报告', date: '2025-04-28', kind: '年度报告' },
    { title: '2024年环境、社会及管治报告', date: '2025-04-28', kind: 'ESG报告' },
    { title: '截至2024年12月31日止年度业绩公告', date: '2025-03-27', kind: '公告' },
    { title: '2024年中期报告', date: '2024-09-13', kind: '中期报告' },
  ],
  contact: {
    email: 'ir@hanshufintech.cn',
    phone: '400-810-6689',
    address: '北京市海淀区西北旺东路10号院中关村软件园二期7号楼 投资者关系部',
  },
};

const investorEn: C.InvestorDetail = {
  companyName: 'Beijing Hanshu Financial Technology Co., Ltd.',
  stockCode: '6689.HK',
  exchange: 'Main Board of The Stock Exchange of Hong Kong Limited',
  summary:
    'Hanshu FinTech listed on the Main Board of the Hong Kong Stock Exchange on 15 July 2021. In 2025 the company reported revenue of RMB 1.482 billion, up 13.9% year on year, and adjusted net profit of RMB 258 million, up 16.2%. R&D investment reached RMB 387 million, or 26.1% of revenue. We pursue long-term growth through technology and innovation, and are committed to delivering sustainable returns to our shareholders.',
  highlights: [
    { label: '2025 revenue', value: 'RMB 1.482 billion' },
    { label: '2025 adjusted net profit', value: 'RMB 258 million' },
    { label: '2025 R&D spending as a share of revenue', value: '26.1%' },
    { label: 'Financial institutions served', value: '600+' },
    { label: 'Granted patents', value: '430+' },
    { label: 'Employees', value: 'About 1,200' },
  ],
  reports: [
    { title: '2026 Interim Report', date: '2026-09-14', kind: 'Interim report' },
    {
      title: 'Interim Results Announcement for the Six Months Ended 30 June 2026',
      date: '2026-08-25',
      kind: 'Announcement',
    },
    {
      title: 'Announcement of Poll Results of the 2026 Annual General Meeting',
      date: '2026-06-17',
      kind: 'Announcement',
    },
    { title: '2025 Annual Report', date: '2026-04-27', kind: 'Annual report' },
    { title: '2025 Environmental, Social and Governance Report', date: '2026-04-27', kind: 'ESG report' },
    {
      title: 'Annual Results Announcement for the Year Ended 31 December 2025',
      date: '2026-03-24',
      kind: 'Announcement',
    },
    { title: '2025 Interim Report', date: '2025-09-15', kind: 'Interim report' },
    {
      title: 'Interim Results Announcement for the Six Months Ended 30 June 2025',
      date: '2025-08-26',
      kind: 'Announcement',
    },
    {
      title: 'Announcement of Poll Results of the 2025 Annual General Meeting',
      date: '2025-06-18',
      kind: 'Announcement',
    },
    { title: '2024 Annual Report', date: '2025-04-28', kind: 'Annual report' },
    { title: '2024 Environmental, Social and Governance Report', date: '2025-04-28', kind: 'ESG report' },
    {
      title: 'Annual Results Announcement for the Year Ended 31 December 2024',
      date: '2025-03-27',
      kind: 'Announcement',
    },
    { title: '2024 Interim Report', date: '2024-09-13', kind: 'Interim report' },
  ],
  contact: {
    email: 'ir@hanshufintech.cn',
    phone: '400-810-6689',
    address:
      'Investor Relations, Building 7, Zhongguancun Software Park Phase II, 10 Xibeiwang East Road, Haidian District, Beijing',
  },
};

// ---------------------------------------------------------------------------------------------

export const aboutSeed: AboutSeed = {
  pages: { zh: pagesZh, en: pagesEn },
  stories: { zh: storiesZh, en: storiesEn },
  milestones: { zh: milestonesZh, en: milestonesEn },
  team: { zh: teamZh, en: teamEn },
  shareholders: { zh: shareholdersZh, en: shareholdersEn },
  honours: { zh: honoursZh, en: honoursEn },
  partners: { zh: partnersZh, en: partnersEn },
  investor: { zh: investorZh, en: investorEn },
};
